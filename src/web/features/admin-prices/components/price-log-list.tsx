import { formatDateTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { Spinner } from '../../../components/ui/spinner';
import { useShopTimeZone } from '../../../api/get-establishment';
import { usePriceLog } from '../api/price-list-api';

/** 'Alterações de preços': each price changed, from and to, why, who and when, newest first. */
export function PriceLogList() {
  const log = usePriceLog();
  const timeZone = useShopTimeZone();
  return (
    <section
      aria-labelledby="price-log-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <h2
        id="price-log-title"
        className="border-b border-stone-200 px-4 py-3 text-lg font-bold text-stone-900"
      >
        Alterações de preços
      </h2>
      {log.isPending ? (
        <div className="py-8 text-center">
          <Spinner label="Carregando alterações..." />
        </div>
      ) : log.isError ? (
        <p className="px-4 py-8 text-center text-stone-600">Erro ao carregar as alterações.</p>
      ) : log.data.length === 0 ? (
        <p className="px-4 py-8 text-center text-stone-600">Nenhum preço alterado ainda.</p>
      ) : (
        <ul className="max-h-96 divide-y divide-stone-100 overflow-auto">
          {log.data.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-4 py-2 text-sm"
            >
              <span className="min-w-0 text-stone-900">
                <span className="font-semibold">{entry.itemName}</span>
                {entry.sizeLabel && <span className="text-stone-600"> · {entry.sizeLabel}</span>}
                <span className="whitespace-nowrap tabular-nums">
                  {' '}
                  {formatBRL(entry.oldPriceCents)} → {formatBRL(entry.newPriceCents)}
                </span>
              </span>
              <span className="text-xs text-stone-600">
                {entry.reason}, por {entry.actorName} em {formatDateTime(entry.at, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
