import { WifiOffIcon } from 'lucide-react';
import { useLiveConnection } from '../stores/connection-store';

/**
 * The red 'sem conexão' bar (decision 026): shown the moment the live connection drops, gone
 * once it is back. New orders may not ring meanwhile, so it stays until then.
 */
export function ConnectionBar() {
  const connection = useLiveConnection();
  if (connection !== 'lost') return null;
  return (
    <div
      role="alert"
      className="sticky top-14 z-20 flex items-center gap-2 bg-red-700 px-4 py-2 text-sm font-semibold text-white"
    >
      <WifiOffIcon className="size-4 shrink-0" aria-hidden />
      <span>Sem conexão com o servidor. Tentando reconectar… Novos pedidos podem não tocar.</span>
    </div>
  );
}
