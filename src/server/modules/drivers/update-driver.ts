import type { Database } from '../../../db/client';
import {
  DRIVER_NOT_FOUND,
  DRIVER_NOT_FOUND_MESSAGE,
  type Driver,
  type DriverInput,
} from '../../../domain/delivery-drivers';
import { AppError } from '../../errors';
import { deleteSessionsOfDriver } from './access-repository';
import { checkFeeZones } from './check-fee-zones';
import { findDriver, updateDriver as writeDriver } from './repository';

/**
 * A driver's details saved. Made inactive, every phone of theirs is signed out in the same
 * transaction: a lost phone, or a driver who left, sees nothing more (decision 066). Trips already
 * assigned keep the fee they were given.
 */
export async function updateDriver(
  db: Database,
  id: number,
  input: DriverInput,
  now: Date,
): Promise<Driver> {
  return db.transaction(async (tx) => {
    if (!(await findDriver(tx, id, { forUpdate: true }))) {
      throw new AppError(DRIVER_NOT_FOUND, DRIVER_NOT_FOUND_MESSAGE);
    }
    await checkFeeZones(tx, input.fee);
    const saved = await writeDriver(tx, id, input, now);
    if (!saved) throw new AppError(DRIVER_NOT_FOUND, DRIVER_NOT_FOUND_MESSAGE);
    if (!saved.isActive) await deleteSessionsOfDriver(tx, id);
    return saved;
  });
}
