import { itemDetailLines, type OrderItemDescription } from '../../../domain/order-item';
import { cn } from '../../lib/cn';

/**
 * The lines under an item's name ('+ Sabores', 'Adicionais', 'Borda', 'Observações', in the
 * words of src/domain/order-item.ts): the one way the desk, the order details, the kitchen, the
 * tracking page and the cart show them. The notes stand out, so the kitchen never misses them.
 * Stored text is rendered as text, never as HTML.
 */
export function ItemDetails({
  details,
  className,
  notesClassName,
}: {
  details: OrderItemDescription;
  className?: string;
  /** The notes' box, for a screen that wants them louder (the desk, the kitchen). */
  notesClassName?: string;
}) {
  const lines = itemDetailLines(details);
  if (lines.length === 0) return null;
  return (
    <div className={cn('flex flex-col gap-0.5 text-sm text-stone-700', className)}>
      {lines.map((line) =>
        line.kind === 'notes' ? (
          <p
            key={line.kind}
            className={cn(
              'mt-1 rounded-lg bg-stone-50 px-2.5 py-1.5 break-words whitespace-pre-line text-stone-600',
              notesClassName,
            )}
          >
            <span className="font-semibold">{line.label}:</span> {line.text}
          </p>
        ) : (
          <p key={line.kind} className="break-words">
            <span className="font-semibold">{line.label}:</span> {line.text}
          </p>
        ),
      )}
    </div>
  );
}
