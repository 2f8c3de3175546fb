import { ClockIcon } from 'lucide-react';
import { describeShopNotOpen } from '../../../domain/opening-hours';
import { useEstablishment, useShopStatus } from '../../api/get-establishment';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

/**
 * Says on the menu and the cart, before the customer gets to the delivery form, that the shop does
 * not take orders now: closed, with when it opens next ('Abrimos hoje às 18:00'), or switched off
 * by the owner, where hours do not apply. Nothing while it is open or not yet known. When the shop
 * takes scheduled orders, it says the order can be scheduled for the next opening.
 */
export function ShopClosedNotice({ className }: { className?: string }) {
  const { data: shop } = useEstablishment();
  const status = useShopStatus(shop);
  if (!status || status.kind === 'open') return null;
  const isInactive = status.kind === 'inactive';
  return (
    // present from the page's start: a polite status, not an alert that interrupts
    <Alert tone="warning" role="status" className={className}>
      <ClockIcon aria-hidden />
      <div>
        <AlertTitle>{describeShopNotOpen(status)}</AlertTitle>
        <AlertDescription>
          {isInactive
            ? 'Você pode ver o cardápio e montar o carrinho, mas o pedido só pode ser enviado quando a pizzaria voltar a atender.'
            : status.nextOpening
              ? shop?.scheduling.enabled
                ? // docs/decisions/023: the order goes now, for a slot of the next opening
                  'Você já pode fazer o pedido agora e agendar um horário para quando abrirmos.'
                : 'Você já pode montar o carrinho e enviar o pedido quando abrirmos.'
              : 'Confira o horário de funcionamento no botão Fechado, no topo da página.'}
        </AlertDescription>
      </div>
    </Alert>
  );
}
