import type { Database } from '../../../db/client';
import {
  DRIVER_HAS_TRIPS,
  DRIVER_HAS_TRIPS_MESSAGE,
  DRIVER_NOT_FOUND,
  DRIVER_NOT_FOUND_MESSAGE,
} from '../../../domain/delivery-drivers';
import { AppError } from '../../errors';
import { deleteDriver as removeDriver, findDriver } from './repository';

/**
 * Deletes a driver registered by mistake, who never made a trip (decision 067). One who drove
 * stays, since trips and closings name them: 409 `DRIVER_HAS_TRIPS`, make them inactive instead.
 * The row is locked first, so a trip being assigned at that moment either waits or is seen.
 */
export async function deleteDriver(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const driver = await findDriver(tx, id, { forUpdate: true });
    if (!driver) throw new AppError(DRIVER_NOT_FOUND, DRIVER_NOT_FOUND_MESSAGE);
    if (driver.hasTrips) throw new AppError(DRIVER_HAS_TRIPS, DRIVER_HAS_TRIPS_MESSAGE);
    await removeDriver(tx, id);
  });
}
