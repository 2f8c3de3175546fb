import type { ReactNode } from 'react';
import { formatBRL } from '../../../../domain/money';
import type { OrderItem } from '../../../../domain/order';
import { describeOrderItem } from '../../../../domain/order-item';

/**
 * Every item of an order in full: quantity, name, size (not for drinks), + Sabores, Adicionais,
 * Borda (recheio) and Observações. Stored text is rendered as text, never as HTML.
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
              <div className="mt-0.5 flex flex-col gap-0.5 text-stone-700">
                {d.extraFlavours.length > 0 && (
                  <Detail label="+ Sabores:">{d.extraFlavours.join(', ')}</Detail>
                )}
                {d.extras.length > 0 && <Detail label="Adicionais:">{d.extras.join(', ')}</Detail>}
                {d.crust && <Detail label="Borda:">{d.crust}</Detail>}
                {d.notes && (
                  <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 break-words whitespace-pre-line text-amber-950">
                    <span className="font-semibold">Observações:</span> {d.notes}
                  </p>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="break-words">
      <span className="font-semibold">{label}</span> {children}
    </p>
  );
}
