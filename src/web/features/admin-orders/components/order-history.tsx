import type { Fulfilment } from '../../../../domain/delivery';
import { describeOrderEvent } from '../../../../domain/admin-order-events';
import { useShopTimeZone } from '../../../api/get-establishment';
import { useOrderEvents } from '../api/get-order-events';

/** 'Histórico' of the opened order: who changed what and when (docs/decisions/029). */
export function OrderHistory({ orderId, fulfilment }: { orderId: number; fulfilment: Fulfilment }) {
  const timeZone = useShopTimeZone();
  const events = useOrderEvents(orderId);
  return (
    <section aria-label="Histórico" className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Histórico</h3>
      {events.isPending ? (
        <p className="text-stone-600">Carregando…</p>
      ) : events.isError ? (
        <p className="text-red-700">Não foi possível carregar o histórico.</p>
      ) : events.data.length === 0 ? (
        <p className="text-stone-600">Nenhuma mudança ainda.</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {events.data.map((event) => (
            <li key={event.id} className="text-stone-700">
              {describeOrderEvent(event, fulfilment, timeZone)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
