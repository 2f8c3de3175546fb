import type { Executor } from '../../../db/client';
import type { ServiceChargeSettings } from '../../../domain/comanda';
import { readServiceCharge, saveServiceCharge as saveServiceChargeRow } from './repository';

/** The service charge offered when a comanda closes: on/off and its percent. */
export async function saveServiceCharge(
  db: Executor,
  settings: ServiceChargeSettings,
): Promise<ServiceChargeSettings> {
  await saveServiceChargeRow(db, settings);
  return readServiceCharge(db);
}
