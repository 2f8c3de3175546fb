import { ClockIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useEstablishment, useIsOpen } from '../../../api/get-establishment';
import { onDemand } from '../../../lib/on-demand';

/** The dialog is not needed to show the page: fetched when idle, or on the first click. */
const statusDialogCode = onDemand(() => import('./status-dialog').then((m) => m.StatusDialog));
export const prefetchStatusDialog = statusDialogCode.prefetch;

/** The top bar's Aberto/Fechado button; it opens the shop's details. */
export function StatusButton() {
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [StatusDialog, setStatusDialog] = useState(statusDialogCode.current);
  const establishment = useEstablishment();
  const isOpen = useIsOpen(establishment.data);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          if (StatusDialog) {
            setDialogOpen(true);
            return;
          }
          statusDialogCode.get().then(
            (component) => {
              setStatusDialog(() => component);
              setDialogOpen(true);
            },
            (error: unknown) => console.error('Falha ao carregar as informações:', error),
          );
        }}
        aria-haspopup="dialog"
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-bold text-white shadow-sm transition-colors',
          isOpen === undefined && 'bg-stone-600',
          isOpen === true && 'bg-green-700 hover:bg-green-800',
          isOpen === false && 'bg-red-700 hover:bg-red-800',
        )}
      >
        <ClockIcon className="size-4" aria-hidden />
        {isOpen === undefined ? '…' : isOpen ? 'Aberto' : 'Fechado'}
        <span className="sr-only"> — ver informações da pizzaria</span>
      </button>
      {StatusDialog && <StatusDialog open={isDialogOpen} onOpenChange={setDialogOpen} />}
    </>
  );
}
