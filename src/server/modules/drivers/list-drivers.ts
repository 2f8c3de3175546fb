import type { Executor } from '../../../db/client';
import type { DriverList } from '../../../domain/delivery-drivers';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { findSettings } from '../establishment/repository';
import { listDrivers as selectDrivers } from './repository';

/** The shop's delivery zones as the fee form needs them: id and name, in the settings' order. */
export async function shopZones(db: Executor): Promise<DriverList['zones']> {
  const { delivery } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  return delivery.zones.map(({ id, name }) => ({ id, name }));
}

/** 'Entregadores': every driver (active first, then by name) and the zones their fees may name. */
export async function listDrivers(db: Executor): Promise<DriverList> {
  const drivers = await selectDrivers(db);
  return { drivers, zones: await shopZones(db) };
}
