import type { ReactNode } from 'react';
import { flavourNotes } from '../../../domain/wizard';
import { cn } from '../../lib/cn';

/** What a cart line or an ordered item was made of, by name. */
export interface ItemDetailsData {
  productName: string;
  extraFlavourNames: readonly string[];
  extraNames: readonly string[];
  /** null when no crust was chosen. */
  crust: { name: string; fillingName: string | null } | null;
  /** As stored: with extra flavours they start with the 'Sabores: A + B' line (spec §9). */
  notes: string;
}

/**
 * The customer's own notes. The stored 'Sabores: A + B' line is for the kitchen; '+ Sabores'
 * already lists the flavours, so it is not repeated.
 */
function customerNotes(details: ItemDetailsData): string {
  if (details.extraFlavourNames.length === 0) return details.notes;
  const flavourLine = flavourNotes(details.productName, details.extraFlavourNames, '');
  return details.notes.startsWith(flavourLine)
    ? details.notes.slice(flavourLine.length).trim()
    : details.notes;
}

/** True when ItemDetails has at least one line to show. */
export function hasItemDetails(details: ItemDetailsData): boolean {
  return (
    details.extraFlavourNames.length > 0 ||
    details.extraNames.length > 0 ||
    details.crust !== null ||
    customerNotes(details) !== ''
  );
}

/** The lines under an item's name: '+ Sabores', 'Adicionais', 'Borda' and 'Observações'. */
export function ItemDetails({
  details,
  className,
}: {
  details: ItemDetailsData;
  className?: string;
}) {
  const { extraFlavourNames, extraNames, crust } = details;
  const notes = customerNotes(details);
  return (
    <div className={cn('flex flex-col gap-0.5 text-sm text-stone-700', className)}>
      {extraFlavourNames.length > 0 && (
        <Detail label="+ Sabores:">{extraFlavourNames.join(', ')}</Detail>
      )}
      {extraNames.length > 0 && <Detail label="Adicionais:">{extraNames.join(', ')}</Detail>}
      {crust && (
        <Detail label="Borda:">
          {crust.name}
          {crust.fillingName !== null && ` (${crust.fillingName})`}
        </Detail>
      )}
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
