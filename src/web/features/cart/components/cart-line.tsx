import { Trash2Icon } from 'lucide-react';
import { cartLineTotal, describeCartItem, type CartItem } from '../../../../domain/cart';
import { formatBRL } from '../../../../domain/money';
import { hasItemDetails } from '../../../../domain/order-item';
import { ItemDetails } from '../../../components/order/item-details';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { cn } from '../../../lib/cn';
import { cartActions } from '../../../stores/cart-store';

/** One line of the cart: what was chosen, its prices, the quantity and a remove button. */
export function CartLine({
  item,
  problems = [],
}: {
  item: CartItem;
  /** What the line is missing on the current menu; a line with problems cannot be ordered. */
  problems?: readonly string[];
}) {
  const { product } = item;
  const details = describeCartItem(item);
  const problemsId = `cart-line-problems-${item.id}`;
  return (
    <li
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm',
        problems.length > 0 ? 'border-red-300' : 'border-stone-200',
      )}
      {...(problems.length > 0 ? { 'aria-describedby': problemsId } : {})}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold break-words text-stone-900">{product.name}</h2>
          {details.sizeLabel && <p className="text-sm text-stone-600">{details.sizeLabel}</p>}
          {hasItemDetails(details) && <ItemDetails details={details} className="mt-1.5" />}
        </div>
        <Button
          variant="bare"
          size="iconRound"
          className="-mt-1.5 -mr-1.5 shrink-0 text-stone-500 hover:bg-red-50 hover:text-red-700"
          aria-label={`Remover ${product.name}`}
          onClick={() => cartActions.remove(item.id)}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      {problems.length > 0 && (
        <div
          id={problemsId}
          className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950"
        >
          <p className="font-semibold">Este item não pode ser pedido agora</p>
          <ul className="mt-0.5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className="mt-1">Remova-o do carrinho e, se quiser, escolha de novo no cardápio.</p>
        </div>
      )}
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-stone-100 pt-3">
        <QuantityStepper
          value={item.quantity}
          label={`Quantidade de ${product.name}`}
          // docs/product/rules.md#cart-quantity: in the cart the quantity never goes below 1; removing is the trash button
          onChange={(quantity) => {
            if (quantity >= 1) cartActions.updateQuantity(item.id, quantity);
          }}
        />
        <div className="text-right">
          <p className="text-lg font-bold text-stone-900">{formatBRL(cartLineTotal(item))}</p>
          <p className="text-xs text-stone-500">{formatBRL(item.unitPriceCents)} cada</p>
        </div>
      </div>
    </li>
  );
}
