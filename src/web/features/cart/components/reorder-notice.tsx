import { RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { describeDropped } from '../../../../domain/reorder';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import type { ReorderNotice as Notice } from '../../../stores/reorder-notice';

/** What 'Pedir de novo' put in the cart, at today's prices, and what it had to leave out. */
export function ReorderNotice({ notice }: { notice: Notice }) {
  const dropped = describeDropped(notice.dropped);
  return (
    <Alert tone={dropped ? 'warning' : 'success'} aria-labelledby="reorder-notice-title">
      {dropped ? <TriangleAlertIcon aria-hidden /> : <RotateCcwIcon aria-hidden />}
      <div className="min-w-0 flex-1">
        <AlertTitle id="reorder-notice-title">
          Itens do pedido #{notice.orderNumber} no carrinho, com os preços de hoje
        </AlertTitle>
        {dropped && <p className="mt-1">{dropped}</p>}
      </div>
    </Alert>
  );
}
