import type { Database } from '../../../db/client';
import {
  DRIVER_INACTIVE,
  DRIVER_INACTIVE_LINK_MESSAGE,
  DRIVER_NOT_FOUND,
  DRIVER_NOT_FOUND_MESSAGE,
  driverLinkMessage,
  driverSignInUrl,
  type DriverAccessLink,
} from '../../../domain/delivery-drivers';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { normalizeWhatsapp, onlyDigits, whatsappLink } from '../../../domain/formats';
import { AppError } from '../../errors';
import { findSettings } from '../establishment/repository';
import { expireUnusedLinksOf } from './access-repository';
import { issueDriverAccessLink } from './driver-sessions';
import { findDriver } from './repository';

/**
 * 'Enviar acesso': a new one-time link for an active driver (decision 066), and the wa.me address
 * that sends it to the driver's phone with the shop's message. It replaces the driver's unused
 * links (one sent to a wrong number stops working). The token leaves the server only in this
 * answer.
 */
export async function sendAccessLink(
  db: Database,
  request: { driverId: number; createdBy: number; publicOrigin: string; now: Date },
): Promise<DriverAccessLink> {
  const driver = await findDriver(db, request.driverId);
  if (!driver) throw new AppError(DRIVER_NOT_FOUND, DRIVER_NOT_FOUND_MESSAGE);
  if (!driver.isActive) throw new AppError(DRIVER_INACTIVE, DRIVER_INACTIVE_LINK_MESSAGE);
  const { token, expiresAt } = await db.transaction(async (tx) => {
    await expireUnusedLinksOf(tx, driver.id, request.now);
    return issueDriverAccessLink(tx, {
      driverId: driver.id,
      createdBy: request.createdBy,
      now: request.now,
    });
  });
  const url = driverSignInUrl(request.publicOrigin, token);
  const shopName = (await findSettings(db))?.settings.name ?? DEFAULT_ESTABLISHMENT.name;
  const phone = normalizeWhatsapp(driver.phone) ?? onlyDigits(driver.phone);
  return {
    url,
    whatsappUrl: whatsappLink(phone, driverLinkMessage(shopName, driver.name, url)),
    expiresAt: expiresAt.toISOString(),
  };
}
