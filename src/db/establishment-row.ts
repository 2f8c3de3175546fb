import type { EstablishmentSettings } from '../domain/establishment';
import type { establishmentSettings } from './schema';

export type EstablishmentRow = typeof establishmentSettings.$inferSelect;
export type EstablishmentInsert = typeof establishmentSettings.$inferInsert;

export function settingsToRow(settings: EstablishmentSettings): EstablishmentInsert {
  const { socialMedia, ...rest } = settings;
  return { id: 1, ...rest, instagram: socialMedia.instagram, facebook: socialMedia.facebook };
}

export function rowToSettings(row: EstablishmentRow): EstablishmentSettings {
  return {
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: row.address,
    schedules: row.schedules,
    deliveryTime: row.deliveryTime,
    paymentOptions: row.paymentOptions,
    additionalInfo: row.additionalInfo,
    socialMedia: { instagram: row.instagram, facebook: row.facebook },
    isActive: row.isActive,
    flavourPricingRule: row.flavourPricingRule,
    timeZone: row.timeZone,
    maxOrderTotalCents: row.maxOrderTotalCents,
    delivery: row.delivery,
    scheduling: row.scheduling,
    pix: row.pix,
    autoAccept: row.autoAccept,
    mostOrdered: row.mostOrdered,
  };
}
