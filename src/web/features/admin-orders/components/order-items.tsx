import { formatBRL } from '../../../../domain/money';
import type { OrderItem } from '../../../../domain/order';
import { describeOrderItem } from '../../../../domain/order-item';
import { ItemDetails } from '../../../components/order/item-details';

/**
 * Every item of an order in full: quantity, name, size (not for drinks), and the lines under it
 * through the one ItemDetails ('+ Sabores', 'Adicionais', 'Borda', 'Observações').
 */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="divide-y divide-stone-100" aria-label="Itens do pedido">
      {items.map((item, index) => {
        const d = describeOrderItem(item);
        return (
          <li key={index} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
            <span className="mt-px shrink-0 rounded-md bg-stone-100 px-1.5 py-0.5 text-sm font-bold text-stone-800 tabular-nums">
              {d.quantity}x
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-bold break-words text-stone-900">
                  {d.name}
                  {d.sizeLabel && (
                    <span className="font-medium text-stone-600"> · {d.sizeLabel}</span>
                  )}
                </p>
                <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
                  {formatBRL(d.lineTotalCents)}
                </p>
              </div>
              <ItemDetails
                details={d}
                className="mt-0.5"
                notesClassName="rounded-md bg-amber-50 px-2 py-1 text-amber-950"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
