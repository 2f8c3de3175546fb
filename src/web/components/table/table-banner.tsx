import { UtensilsCrossedIcon } from 'lucide-react';
import { tableBindingActions, useTableBinding } from '../../stores/table-binding';

/**
 * 'Você está na Mesa 5' under the top bar while the phone is bound to a table (docs/decisions/057):
 * orders go to the table, with no address and no fee. 'Sair da mesa' goes back to delivery.
 */
export function TableBanner() {
  const table = useTableBinding();
  if (!table) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 bg-brand-600 px-4 py-2 text-sm text-white"
    >
      <UtensilsCrossedIcon className="size-4 shrink-0" aria-hidden />
      <span>
        Você está na <strong className="font-bold">{table.name}</strong>: seu pedido vai direto para
        a mesa.
      </span>
      <button
        type="button"
        onClick={() => tableBindingActions.leave()}
        className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold underline underline-offset-2 hover:bg-white/15"
      >
        Sair da mesa
      </button>
    </div>
  );
}
