import { eq } from 'drizzle-orm';
import { deliveries, orders } from '../../../db/schema';
import type { TestApp } from '../../test/test-app';

/**
 * A trip out, written straight to the database as the desk's dispatch would leave it: the trip
 * `em_rota` with the driver and the order 'saiu para entrega'.
 */
export async function sendOutTestTrip(
  t: TestApp,
  trip: { orderId: number; driverId: number; at: Date; feeCents?: number },
): Promise<number> {
  await t.database.db
    .update(orders)
    .set({ status: 'saiu para entrega', statusChangedAt: trip.at })
    .where(eq(orders.id, trip.orderId));
  const [row] = await t.database.db
    .insert(deliveries)
    .values({
      orderId: trip.orderId,
      driverId: trip.driverId,
      feeCents: trip.feeCents ?? 700,
      assignedAt: trip.at,
      assignedByName: 'Ana do balcão',
    })
    .returning({ id: deliveries.id });
  if (!row) throw new Error('no trip was inserted');
  return row.id;
}
