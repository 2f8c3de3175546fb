import type { Database } from '../../../db/client';
import type { Driver, DriverInput } from '../../../domain/delivery-drivers';
import { checkFeeZones } from './check-fee-zones';
import { insertDriver } from './repository';

/** 'Novo entregador': a per-zone fee names only the shop's zones. */
export async function createDriver(db: Database, input: DriverInput, now: Date): Promise<Driver> {
  return db.transaction(async (tx) => {
    await checkFeeZones(tx, input.fee);
    return insertDriver(tx, input, now);
  });
}
