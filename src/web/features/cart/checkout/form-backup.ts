import { z } from 'zod/mini';

/**
 * spec §7 session storage key: the delivery form as typed, kept per tab so a reload mid-checkout
 * loses nothing (decision 020). Written on every change, read once after the form mounts,
 * removed when the order has left the cart (stored by the server or queued on the device).
 */
export const CUSTOMER_FORM_BACKUP_KEY = 'customerFormBackup';

export const DeliveryFormBackupSchema = z.object({
  name: z.string(),
  phone: z.string(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  paymentMethod: z.string(),
  changeFor: z.string(),
});
export type DeliveryFormBackup = z.infer<typeof DeliveryFormBackupSchema>;

const FIELDS = Object.keys(DeliveryFormBackupSchema.shape) as (keyof DeliveryFormBackup)[];

/** What the form was, if a backup of this tab's can be read; bad data is logged and removed. */
export function readFormBackup(): DeliveryFormBackup | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(CUSTOMER_FORM_BACKUP_KEY);
  } catch (error) {
    console.error(`Não foi possível ler '${CUSTOMER_FORM_BACKUP_KEY}'.`, error);
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const parsed = z.safeParse(DeliveryFormBackupSchema, value);
  if (!parsed.success) {
    console.error(`Dados inválidos em '${CUSTOMER_FORM_BACKUP_KEY}'; foram descartados.`, raw);
    clearFormBackup();
    return null;
  }
  return parsed.data;
}

/** Keeps the form's values (a field the form has not reported yet is kept empty). */
export function backUpForm(values: Partial<Record<keyof DeliveryFormBackup, unknown>>): void {
  const backup = Object.fromEntries(
    FIELDS.map((field) => {
      const value = values[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
  try {
    window.sessionStorage.setItem(CUSTOMER_FORM_BACKUP_KEY, JSON.stringify(backup));
  } catch (error) {
    // storage full or blocked: the form works, it only does not survive a reload
    console.error(`Não foi possível salvar '${CUSTOMER_FORM_BACKUP_KEY}'.`, error);
  }
}

export function clearFormBackup(): void {
  try {
    window.sessionStorage.removeItem(CUSTOMER_FORM_BACKUP_KEY);
  } catch (error) {
    console.error(`Não foi possível remover '${CUSTOMER_FORM_BACKUP_KEY}'.`, error);
  }
}
