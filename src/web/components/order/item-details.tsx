import type { ReactNode } from 'react';
import type { OrderItemDescription } from '../../../domain/order-item';
import { cn } from '../../lib/cn';

/** The lines under an item's name: '+ Sabores', 'Adicionais', 'Borda' and 'Observações'. */
export function ItemDetails({
  details,
  className,
}: {
  details: OrderItemDescription;
  className?: string;
}) {
  const { extraFlavours, extras, crust, notes } = details;
  return (
    <div className={cn('flex flex-col gap-0.5 text-sm text-stone-700', className)}>
      {extraFlavours.length > 0 && <Detail label="+ Sabores:">{extraFlavours.join(', ')}</Detail>}
      {extras.length > 0 && <Detail label="Adicionais:">{extras.join(', ')}</Detail>}
      {crust && <Detail label="Borda:">{crust}</Detail>}
      {notes && (
        <p className="mt-1 rounded-lg bg-stone-50 px-2.5 py-1.5 break-words whitespace-pre-line text-stone-600">
          <span className="font-semibold text-stone-700">Observações:</span> {notes}
        </p>
      )}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="break-words">
      <span className="font-semibold">{label}</span> {children}
    </p>
  );
}
