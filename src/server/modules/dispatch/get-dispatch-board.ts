import type { Executor } from '../../../db/client';
import type { DispatchBoard } from '../../../domain/admin-dispatch';
import { matchZone, suggestDispatchGroups } from '../../../domain/dispatch-suggestions';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { deskHeldAfter } from '../../../domain/scheduling';
import { findSettings } from '../establishment/repository';
import { toOrderStatus } from '../orders/repository';
import {
  listActiveDrivers,
  listNotDelivered,
  listReadyOrderRows,
  listRunningTrips,
} from './repository';

/**
 * 'Entregas' (docs/decisions/068-dispatch.md): the delivery orders waiting for a driver, oldest
 * accepted first; the active drivers with their trips out; the groups worth sending together.
 */
export async function getDispatchBoard(db: Executor, now: Date): Promise<DispatchBoard> {
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const ready = await listReadyOrderRows(db, deskHeldAfter(now, settings.scheduling.leadMinutes));
  const failed = new Map(
    (
      await listNotDelivered(
        db,
        ready.map((r) => r.row.id),
      )
    ).map((f) => [f.orderId, f]),
  );
  const zones = settings.delivery.zones;
  const orders = ready.map(({ row, acceptedAt, itemCount }) => {
    const zone = matchZone(zones, row.deliveryZone);
    const notDelivered = failed.get(row.id);
    return {
      order: {
        id: row.id,
        status: toOrderStatus(row.status),
        customerName: row.customerName,
        zoneName: zone?.name ?? row.deliveryZone,
        bairro: row.deliveryAddressParts.district,
        cep: row.deliveryAddressParts.cep,
        totalCents: row.totalCents,
        itemCount,
        acceptedAt: acceptedAt.toISOString(),
        kitchenDoneAt: row.kitchenDoneAt?.toISOString() ?? null,
        notDelivered: notDelivered
          ? {
              driverName: notDelivered.driverName,
              reason: notDelivered.reason,
              at: (notDelivered.at ?? now).toISOString(),
            }
          : null,
      },
      zoneKey: zone?.id ?? row.deliveryZone,
    };
  });
  const trips = await listRunningTrips(db);
  const drivers = (await listActiveDrivers(db)).map((driver) => ({
    ...driver,
    trips: trips
      .filter((trip) => trip.driverId === driver.id)
      .map((trip) => ({ orderId: trip.orderId, since: trip.since.toISOString() })),
  }));
  return {
    orders: orders.map((o) => o.order),
    drivers,
    suggestions: suggestDispatchGroups(
      orders.map(({ order, zoneKey }) => ({
        id: order.id,
        zoneKey,
        zoneName: order.zoneName,
        cep: order.cep,
      })),
    ),
    timeZone: settings.timeZone,
  };
}
