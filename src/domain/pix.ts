import { z } from 'zod/mini';

/** The shop's Pix receiver: the key (by type), the name and city the BR Code carries. */

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
};

export const PixSettingsSchema = z.strictObject({
  keyType: z._default(z.enum(PIX_KEY_TYPES), 'cpf'),
  /** Empty: the shop has no Pix key set up, and no code is shown. */
  key: z._default(z.string().check(z.trim(), z.maxLength(77)), ''),
  receiverName: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
  city: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
});
export type PixSettings = z.output<typeof PixSettingsSchema>;

export const DEFAULT_PIX_SETTINGS: PixSettings = {
  keyType: 'cpf',
  key: '',
  receiverName: '',
  city: '',
};
