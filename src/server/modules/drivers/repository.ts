import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { drivers } from '../../../db/schema';
import type { Driver, DriverInput, ListedDriver } from '../../../domain/delivery-drivers';

/** The SQL of the drivers' registry (decision 067); the sign-in's is in access-repository.ts. */

const driverColumns = {
  id: drivers.id,
  name: drivers.name,
  phone: drivers.phone,
  vehicle: drivers.vehicle,
  fee: drivers.fee,
  isActive: drivers.isActive,
};

/**
 * A trip or a closing refers to the driver: such a driver is never deleted. Written out whole:
 * drizzle leaves a column in a select's `sql` unqualified, and "id" would be the trip's own.
 */
const hasTrips = sql<boolean>`(exists (select 1 from deliveries where deliveries.driver_id = drivers.id)
    or exists (select 1 from driver_settlements where driver_settlements.driver_id = drivers.id))`;

/** Every driver, the active ones first, then by name. */
export async function listDrivers(db: Executor): Promise<ListedDriver[]> {
  return db
    .select({ ...driverColumns, hasTrips: hasTrips.mapWith(Boolean) })
    .from(drivers)
    .orderBy(desc(drivers.isActive), asc(sql`lower(${drivers.name})`), asc(drivers.id));
}

/** One driver; with `forUpdate`, locked until the transaction ends (a trip being assigned waits). */
export async function findDriver(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<ListedDriver | null> {
  const query = db
    .select({ ...driverColumns, hasTrips: hasTrips.mapWith(Boolean) })
    .from(drivers)
    .where(eq(drivers.id, id));
  const [row] = forUpdate ? await query.for('update', { of: drivers }) : await query;
  return row ?? null;
}

export async function insertDriver(db: Executor, input: DriverInput, now: Date): Promise<Driver> {
  const [row] = await db
    .insert(drivers)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning(driverColumns);
  if (!row) throw new Error('no driver was inserted');
  return row;
}

export async function updateDriver(
  db: Executor,
  id: number,
  input: DriverInput,
  now: Date,
): Promise<Driver | null> {
  const [row] = await db
    .update(drivers)
    .set({ ...input, updatedAt: now })
    .where(eq(drivers.id, id))
    .returning(driverColumns);
  return row ?? null;
}

/** Removes a driver who never drove, with their links and sessions (cascade). */
export async function deleteDriver(db: Executor, id: number): Promise<void> {
  await db.delete(drivers).where(eq(drivers.id, id));
}
