import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useEstablishment } from '../../../api/get-establishment';
import { useStaffRole } from '../../../admin/api/get-session';

/**
 * The server has no PUBLIC_URL: the links sent to customers ('Avisar cliente', the checkout's
 * WhatsApp text) carry the address this screen was opened at, which a customer elsewhere cannot
 * open (decision 042). One line on the desk says so; the owner sees how to set it, everyone else
 * to tell the owner. The links still work inside the shop.
 */
export function PublicUrlWarning() {
  const { data: shop } = useEstablishment();
  const role = useStaffRole();
  const address = shop?.publicAddress;
  const [isExpanded, setExpanded] = useState(false);
  if (!address || address.isConfigured) return null;
  return (
    <div
      role="alert"
      className="mb-2 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-950"
    >
      <LinkIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p>
          <span className="font-semibold">
            Os links enviados aos clientes só abrem dentro da pizzaria
          </span>
          .{' '}
          {role === 'owner' ? (
            <button
              type="button"
              aria-expanded={isExpanded}
              onClick={() => setExpanded((open) => !open)}
              className="font-semibold underline"
            >
              Como corrigir
            </button>
          ) : (
            <>
              Hoje eles levam <span className="break-all">{address.origin}</span>. Avise o dono da
              pizzaria.
            </>
          )}
        </p>
        {role === 'owner' && isExpanded && (
          <p className="mt-1">
            Hoje eles levam <span className="break-all">{address.origin}</span>. Inicie o servidor
            com o endereço público da loja na variável{' '}
            <code className="rounded bg-amber-100 px-1">PUBLIC_URL</code>, por exemplo{' '}
            <code className="rounded bg-amber-100 px-1">
              PUBLIC_URL=https://pizzaria.com.br npm start
            </code>
            , e reinicie. Os links de acompanhamento passam a usar esse endereço.
          </p>
        )}
      </div>
    </div>
  );
}
