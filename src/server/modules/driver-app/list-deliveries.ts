import type { Executor } from '../../../db/client';
import { businessDayRangeAt, businessDayRule } from '../../../domain/business-day';
import { collectionOf } from '../../../domain/delivery-drivers';
import { customerFirstName, type DriverDelivery } from '../../../domain/driver-deliveries';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { isPixPayment } from '../../../domain/order-fulfilment';
import { findSettings } from '../establishment/repository';
import { listDriverTrips, type DriverTripRow } from './repository';

/** Where the shop's business day began (decision 048): the page shows the trips ended since. */
export async function businessDayStart(db: Executor, now: Date): Promise<Date> {
  const rule = businessDayRule((await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT);
  return businessDayRangeAt(now, rule).start;
}

/**
 * `GET /api/driver/deliveries` (docs/decisions/069): the driver's trips out, oldest first, then
 * those ended this business day, latest first.
 */
export async function listDriverDeliveries(
  db: Executor,
  driverId: number,
  now: Date,
): Promise<DriverDelivery[]> {
  const trips = await listDriverTrips(db, driverId, await businessDayStart(db, now));
  const out = trips.filter((trip) => trip.status === 'em_rota');
  const ended = trips
    .filter((trip) => trip.status !== 'em_rota')
    .sort((a, b) => (b.endedAt?.getTime() ?? 0) - (a.endedAt?.getTime() ?? 0));
  return [...out, ...ended].map(toDelivery);
}

function toDelivery(trip: DriverTripRow): DriverDelivery {
  const collection = collectionOf(trip);
  const parts = trip.addressParts;
  return {
    id: trip.id,
    orderId: trip.orderId,
    status: trip.status,
    assignedAt: trip.assignedAt.toISOString(),
    endedAt: trip.endedAt?.toISOString() ?? null,
    notDeliveredReason: trip.notDeliveredReason,
    customerFirstName: customerFirstName(trip.customerName),
    customerPhone: trip.customerPhone,
    address: trip.address,
    addressParts: {
      street: parts.street,
      number: parts.number,
      complement: parts.complement,
      district: parts.district,
      city: parts.city,
      state: parts.state,
      cep: parts.cep,
    },
    reference: parts.complement,
    itemsCount: trip.itemsCount,
    collection,
    // a dynamic charge shows 'pago' on its own once the provider says so (decision 063)
    pixCode: isPixPayment(trip.paymentMethod) ? (trip.livePixCode ?? trip.staticPixCode) : null,
    isPaid: collection.isPaid,
  };
}
