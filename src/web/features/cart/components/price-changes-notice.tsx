import { InfoIcon } from 'lucide-react';
import { describePriceChange, type CartPriceChange } from '../../../../domain/cart';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The prices that changed since the items were added, near the lines, until 'Entendi'. */
export function PriceChangesNotice({
  changes,
  onDismiss,
}: {
  changes: readonly CartPriceChange[];
  onDismiss: () => void;
}) {
  if (changes.length === 0) return null;
  return (
    <Alert tone="info" aria-labelledby="price-changes-title">
      <InfoIcon aria-hidden />
      <div className="min-w-0 flex-1">
        <AlertTitle id="price-changes-title">
          {changes.length === 1 ? 'Um preço mudou' : 'Alguns preços mudaram'}
        </AlertTitle>
        <ul className="mt-1 flex flex-col gap-0.5">
          {changes.map((change) => (
            <li key={change.lineId}>{describePriceChange(change)}.</li>
          ))}
        </ul>
        <p className="mt-1">O total do carrinho já mostra os novos valores.</p>
        <Button variant="outline" className="mt-2" onClick={onDismiss}>
          Entendi
        </Button>
      </div>
    </Alert>
  );
}
