import { z } from 'zod/mini';
import { StoredProfileSchema } from '../../../stores/customer-profile';
import { readSession, removeSession, writeSession } from '../../../lib/session-store';

/**
 * docs/product/device-and-server.md#device-storage, session storage key: the delivery form as typed, kept per tab so a reload mid-checkout
 * loses nothing (decision 020). Written on every change, read once after the form mounts,
 * removed when the order has left the cart (stored by the server or queued on the device).
 */
export const CUSTOMER_FORM_BACKUP_KEY = 'customerFormBackup';

/**
 * The profile's fields (without when it was saved), the payment as typed, delivery or pickup
 * with the bairro picked from the list ('' when none; absent from a backup made before them),
 * and the marketing box.
 */
const DeliveryFormBackupSchema = z.extend(
  z.omit(StoredProfileSchema, { savedAt: true, marketingOptIn: true }),
  {
    paymentMethod: z.string(),
    changeFor: z.string(),
    fulfilment: z._default(z.string(), ''),
    deliveryZoneId: z._default(z.string(), ''),
    /** The marketing box (decision 033); unchecked in a backup made before it. */
    marketingOptIn: z._default(z.boolean(), false),
  },
);
export type DeliveryFormBackup = z.output<typeof DeliveryFormBackupSchema>;

const FIELDS = Object.keys(DeliveryFormBackupSchema.shape) as (keyof DeliveryFormBackup)[];

/** What the form was, if a backup of this tab's can be read; bad data is logged and removed. */
export function readFormBackup(): DeliveryFormBackup | null {
  return readSession(CUSTOMER_FORM_BACKUP_KEY, (value) => {
    const parsed = z.safeParse(DeliveryFormBackupSchema, value);
    return parsed.success ? parsed.data : null;
  });
}

/** Keeps the form's values (a field the form has not reported yet is kept empty). */
export function backUpForm(values: Partial<Record<keyof DeliveryFormBackup, unknown>>): void {
  const backup = Object.fromEntries(
    FIELDS.map((field) => {
      const value = values[field];
      if (field === 'marketingOptIn') return [field, value === true];
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
  // storage full or blocked: the form works, it only does not survive a reload
  writeSession(CUSTOMER_FORM_BACKUP_KEY, backup);
}

export function clearFormBackup(): void {
  removeSession(CUSTOMER_FORM_BACKUP_KEY);
}
