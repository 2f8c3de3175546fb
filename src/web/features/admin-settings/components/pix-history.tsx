import { formatDateTime } from '../../../../domain/date-format';
import { PAYMENT_CREDENTIAL_LABELS } from '../../../../domain/admin-payment-credentials';
import { useShopTimeZone } from '../../../api/get-establishment';
import { usePaymentChanges } from '../api/save-settings';

/** How many changes the tab lists; the server keeps them all. */
const SHOWN = 5;

/**
 * 'Histórico de alterações do Pix' (decision 039): who changed the receiver, when, what, and the
 * key before and after, masked.
 */
export function PixHistory() {
  const changes = usePaymentChanges();
  const timeZone = useShopTimeZone();
  return (
    <section aria-labelledby="pix-history-title" className="flex flex-col gap-2">
      <h3 id="pix-history-title" className="text-sm font-bold text-stone-900">
        Histórico de alterações do Pix
      </h3>
      {changes.isPending ? (
        <p className="text-sm text-stone-600">Carregando...</p>
      ) : changes.isError ? (
        <p className="text-sm text-red-700">Não foi possível carregar o histórico.</p>
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma alteração registrada.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
          {changes.data.slice(0, SHOWN).map((change) => (
            <li key={change.id} className="px-3 py-2">
              <p className="text-stone-900">
                <span className="font-semibold">{change.actorName}</span> mudou{' '}
                {change.fields.map((f) => PAYMENT_CREDENTIAL_LABELS[f]).join(', ')}
              </p>
              <p className="text-xs text-stone-600">
                {formatDateTime(change.at, timeZone)}
                {(change.fields.includes('pix.key') || change.fields.includes('provedor.chave')) &&
                  ` · chave ${change.oldKeyMasked || '(nenhuma)'} → ${change.newKeyMasked || '(nenhuma)'}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
