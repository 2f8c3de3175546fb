import { Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DRINKS_CATEGORY, SIZE_LABELS } from '../../../../domain/catalogue';
import { cartLineTotal, type CartItem } from '../../../../domain/cart';
import { formatBRL } from '../../../../domain/money';
import { flavourNotes } from '../../../../domain/wizard';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { cartActions } from '../../../stores/cart-store';

/**
 * The customer's own notes. With extra flavours the stored notes start with the 'Sabores: A + B'
 * line (spec §9) for the kitchen; the line above already lists the flavours, so it is not repeated.
 */
function customerNotes(item: CartItem): string {
  if (item.extraFlavours.length === 0) return item.notes;
  const flavourLine = flavourNotes(
    item.product.name,
    item.extraFlavours.map((flavour) => flavour.name),
    '',
  );
  return item.notes.startsWith(flavourLine)
    ? item.notes.slice(flavourLine.length).trim()
    : item.notes;
}

/** One line of the cart: what was chosen, its prices, the quantity and a remove button. */
export function CartLine({ item }: { item: CartItem }) {
  const { product } = item;
  const isDrink = product.categorySlug === DRINKS_CATEGORY;
  const notes = customerNotes(item);
  const hasDetails =
    item.extraFlavours.length > 0 || item.extras.length > 0 || item.crust !== null || notes !== '';
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold break-words text-stone-900">{product.name}</h2>
          {!isDrink && <p className="text-sm text-stone-600">{SIZE_LABELS[item.size].name}</p>}
          {hasDetails && (
            <div className="mt-1.5 flex flex-col gap-0.5 text-sm text-stone-700">
              {item.extraFlavours.length > 0 && (
                <Detail label="+ Sabores:">
                  {item.extraFlavours.map((flavour) => flavour.name).join(', ')}
                </Detail>
              )}
              {item.extras.length > 0 && (
                <Detail label="Adicionais:">
                  {item.extras.map((extra) => extra.name).join(', ')}
                </Detail>
              )}
              {item.crust && (
                <Detail label="Borda:">
                  {item.crust.name}
                  {item.crust.filling && ` (${item.crust.filling.name})`}
                </Detail>
              )}
              {notes && (
                <p className="mt-1 rounded-lg bg-stone-50 px-2.5 py-1.5 break-words whitespace-pre-line text-stone-600">
                  <span className="font-semibold text-stone-700">Observações:</span> {notes}
                </p>
              )}
            </div>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1.5 -mr-1.5 shrink-0 rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 [&_svg]:size-5"
          aria-label={`Remover ${product.name}`}
          onClick={() => cartActions.remove(item.id)}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-stone-100 pt-3">
        <QuantityStepper
          value={item.quantity}
          label={`Quantidade de ${product.name}`}
          // spec §5: in the cart the quantity never goes below 1; removing is the trash button
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

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="break-words">
      <span className="font-semibold">{label}</span> {children}
    </p>
  );
}
