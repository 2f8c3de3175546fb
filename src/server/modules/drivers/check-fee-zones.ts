import type { Executor } from '../../../db/client';
import {
  UNKNOWN_FEE_ZONE,
  UNKNOWN_FEE_ZONE_MESSAGE,
  unknownFeeZone,
  type DriverFeeRule,
} from '../../../domain/delivery-drivers';
import { AppError } from '../../errors';
import { shopZones } from './list-drivers';

/** A per-zone fee must name the shop's delivery zones (422 `UNKNOWN_FEE_ZONE`, decision 067). */
export async function checkFeeZones(db: Executor, rule: DriverFeeRule): Promise<void> {
  const zoneIds = (await shopZones(db)).map((zone) => zone.id);
  const unknown = unknownFeeZone(rule, zoneIds);
  if (unknown !== null) {
    throw new AppError(UNKNOWN_FEE_ZONE, UNKNOWN_FEE_ZONE_MESSAGE, [
      { path: `body/fee/byZone/${unknown}`, message: UNKNOWN_FEE_ZONE_MESSAGE },
    ]);
  }
}
