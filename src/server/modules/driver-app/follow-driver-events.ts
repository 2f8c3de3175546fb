import type { BusEvent, EventBus } from '../../events/event-bus';
import { endWhenSessionEnds, type EventStream } from '../../events/event-stream';

/** How often an open driver's stream checks that its session still stands ('Sair', expiry). */
const DRIVER_SESSION_RECHECK_MS = 60_000;

/** The event the driver's page hears: read the deliveries again. */
const DRIVER_DELIVERIES_CHANGED = 'deliveries.changed';

/**
 * Tells one driver's page to read its deliveries again (docs/decisions/069): a trip of theirs began
 * or ended (`delivery.changed`), one of their orders changed (`order.status`: a Pix paid at the door
 * shows 'Pago' on the spot), or events may have been lost (`events.resumed`). Nothing of the order
 * is sent: the page reads it through its own guarded route. The set of the driver's orders is read
 * when the stream opens and again on each change of their trips.
 */
export function followDriverEvents(
  events: Pick<EventBus, 'subscribe'>,
  stream: EventStream,
  driver: {
    id: number;
    orderIds: () => Promise<number[]>;
    isSessionValid: () => Promise<boolean>;
  },
  recheckMs: number = DRIVER_SESSION_RECHECK_MS,
): void {
  let orderIds = new Set<number>();
  const readOrders = () =>
    driver.orderIds().then(
      (ids) => {
        orderIds = new Set(ids);
      },
      () => undefined,
    );
  void readOrders();
  stream.onClose(
    events.subscribe((event: BusEvent) => {
      if (event.type === 'delivery.changed' && event.driverId === driver.id) {
        orderIds.add(event.orderId);
        void readOrders();
        stream.send(DRIVER_DELIVERIES_CHANGED, { orderId: event.orderId });
        return;
      }
      if (event.type === 'order.status' && orderIds.has(event.orderId)) {
        stream.send(DRIVER_DELIVERIES_CHANGED, { orderId: event.orderId });
        return;
      }
      if (event.type === 'events.resumed') stream.send(DRIVER_DELIVERIES_CHANGED, {});
    }),
  );
  endWhenSessionEnds(stream, driver.isSessionValid, recheckMs);
}
