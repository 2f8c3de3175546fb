import type { TrackedOrder } from '../../domain/order';

/**
 * An order as `GET /api/orders/:id` answers it, for the tracking page's web tests and the
 * journeys that mock that answer: a cash delivery in preparation, accepted at 20:00 in São
 * Paulo, with no discount, coupon, slot or Pix. `overrides` says what a test is about.
 */
export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    id: 31,
    publicId: 'AbCdEfGhIjKlMnOpQrStUv',
    status: 'em preparo',
    origin: 'online',
    channel: 'site',
    tableLabel: null,
    subtotalCents: 4900,
    deliveryFeeCents: 700,
    totalCents: 5600,
    paymentMethod: 'Dinheiro',
    changeForCents: null,
    paymentStatus: 'a_receber',
    paidAt: null,
    pixCode: null,
    fulfilment: 'entrega',
    deliveryZone: null,
    scheduledFor: null,
    discountCents: 0,
    discountLines: [],
    couponCode: null,
    couponRefusal: null,
    customerName: 'Ana',
    deliveryAddress: 'Rua A, 1',
    placedAt: '2026-11-27T22:55:00.000Z',
    createdAt: '2026-11-27T22:55:00.000Z',
    statusChangedAt: '2026-11-27T23:10:00.000Z',
    acceptedAt: '2026-11-27T23:00:00.000Z',
    items: [],
    ...overrides,
  };
}
