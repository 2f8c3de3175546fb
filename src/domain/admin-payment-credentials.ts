import { z } from 'zod/mini';
import { PASSWORD_MAX } from './admin-accounts';
import { EstablishmentSettingsSchema } from './establishment';
import type { PixSettings } from './pix';

/**
 * Where the shop's money goes (decision 039): the Pix receiver today, a payment provider's
 * credentials later. Saving a change to any of these fields needs the owner's password typed
 * again, and each change is recorded.
 */
export const PAYMENT_CREDENTIAL_FIELDS = [
  'pix.keyType',
  'pix.key',
  'pix.receiverName',
  'pix.city',
  // the Pix provider's connection (decision 060)
  'provedor.conexao',
  'provedor.credenciais',
  'provedor.chave',
  'provedor.desconectado',
] as const;
export type PaymentCredentialField = (typeof PAYMENT_CREDENTIAL_FIELDS)[number];

export const PAYMENT_CREDENTIAL_LABELS: Readonly<Record<PaymentCredentialField, string>> = {
  'pix.keyType': 'tipo da chave',
  'pix.key': 'chave Pix',
  'pix.receiverName': 'nome do recebedor',
  'pix.city': 'cidade',
  'provedor.conexao': 'provedor do Pix automático',
  'provedor.credenciais': 'credenciais do Pix automático',
  'provedor.chave': 'chave Pix das cobranças',
  'provedor.desconectado': 'Pix automático (desconectado)',
};

/** The credential fields that differ between the stored settings and those being saved. */
export function changedCredentialFields(
  before: PixSettings,
  after: PixSettings,
): PaymentCredentialField[] {
  const changed: PaymentCredentialField[] = [];
  if (before.keyType !== after.keyType) changed.push('pix.keyType');
  if (before.key !== after.key) changed.push('pix.key');
  if (before.receiverName !== after.receiverName) changed.push('pix.receiverName');
  if (before.city !== after.city) changed.push('pix.city');
  return changed;
}

/**
 * A key as the history shows it: the first two and the last two characters, the rest hidden
 * ('12•••••••01'); '' stays '' (no key). Enough to tell two keys apart, not to copy one.
 */
export function maskPixKey(key: string): string {
  if (key === '') return '';
  if (key.length <= 4) return '•'.repeat(key.length);
  return `${key.slice(0, 2)}${'•'.repeat(Math.min(key.length - 4, 12))}${key.slice(-2)}`;
}

/**
 * `PUT /api/admin/settings`: the settings, and the owner's password when the Pix receiver changes
 * (the form asks for it in 'Confirme sua senha').
 */
export const SaveSettingsSchema = z.extend(EstablishmentSettingsSchema, {
  currentPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX))),
});
export type SaveSettingsInput = z.output<typeof SaveSettingsSchema>;

export const PASSWORD_CONFIRMATION_REQUIRED_MESSAGE =
  'Para mudar a chave Pix ou o recebedor, confirme sua senha.';
export const PASSWORD_MISMATCH_MESSAGE = 'Senha incorreta. A chave Pix não foi alterada.';

/** One line of 'Histórico de alterações do Pix'. */
const PaymentCredentialChangeSchema = z.object({
  id: z.number(),
  actorName: z.string(),
  fields: z.array(z.enum(PAYMENT_CREDENTIAL_FIELDS)),
  oldKeyMasked: z.string(),
  newKeyMasked: z.string(),
  at: z.string(),
});
export type PaymentCredentialChange = z.infer<typeof PaymentCredentialChangeSchema>;
export const PaymentCredentialHistorySchema = z.object({
  changes: z.array(PaymentCredentialChangeSchema),
});
