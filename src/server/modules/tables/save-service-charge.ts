import type { Executor } from '../../../db/client';
import type { ServiceChargeSettings } from '../../../domain/comanda';
import type { EventPublisher } from '../../events/event-bus';
import { readServiceCharge, saveServiceCharge as saveServiceChargeRow } from './repository';

/** The service charge offered when a comanda closes: on/off and its percent. */
export async function saveServiceCharge(
  db: Executor,
  events: EventPublisher,
  settings: ServiceChargeSettings,
): Promise<ServiceChargeSettings> {
  await saveServiceChargeRow(db, settings);
  // every open comanda's bill shows the new charge
  await events.publish({ type: 'comanda.changed', comandaId: null });
  return readServiceCharge(db);
}
