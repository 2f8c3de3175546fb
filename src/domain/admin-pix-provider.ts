import { z } from 'zod/mini';
import { PASSWORD_MAX } from './admin-accounts';
import { PIX_KEY_MAX } from './pix';
import {
  API_PIX_BANK_DEFAULTS,
  API_PIX_BANKS,
  PIX_PROVIDER_KINDS,
  PixAutomationChoicesSchema,
  type ApiPixBank,
} from './pix-automation';

/**
 * Configurações › Pagamento › 'Pix automático' (decision 060): what the owner types to connect
 * the shop's bank (API Pix) or Mercado Pago, the same schema on the form and on
 * `PUT /api/admin/pix-provider`, and what the server answers of a saved connection (addresses,
 * choices and a masked summary; never a secret).
 */

/**
 * What the form fills in for each bank (decision 061): the API's host from the bank's public
 * documentation (`API_PIX_BANK_DEFAULTS`; the adapter adds the bank's path), and '' for the token
 * address, which then follows the bank's documented one. Where the docs give no address (Itaú,
 * Santander, another bank) the owner types the API's address with its path, e.g.
 * https://api.banco.com.br/pix/v2. 'Avançado' lets the owner change both.
 */
export const API_PIX_BANK_ADDRESSES: Readonly<
  Record<ApiPixBank, { baseUrl: string; tokenUrl: string }>
> = Object.fromEntries(
  API_PIX_BANKS.map((bank) => [
    bank,
    { baseUrl: API_PIX_BANK_DEFAULTS[bank].baseUrl, tokenUrl: '' },
  ]),
) as Record<ApiPixBank, { baseUrl: string; tokenUrl: string }>;

export const MERCADOPAGO_BASE_URL = 'https://api.mercadopago.com';

const PROVIDER_URL_MAX = 300;
const CLIENT_ID_MAX = 300;
const CLIENT_SECRET_MAX = 500;
const ACCESS_TOKEN_MAX = 300;
const WEBHOOK_SECRET_MAX = 300;
const CERTIFICATE_PASSPHRASE_MAX = 200;
/** A .p12 of a PSP is 3–8 KB; its base64 stays well under this (and the request's 128 KB). */
const CERTIFICATE_BASE64_MAX = 40_000;
const CERTIFICATE_PEM_MAX = 30_000;

/** https only; http only for this machine (a local test double of the provider). */
function isProviderAddress(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const ProviderUrlSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(PROVIDER_URL_MAX, `Endereço longo demais (até ${PROVIDER_URL_MAX} caracteres)`),
    z.refine(isProviderAddress, 'Informe um endereço https:// completo, sem usuário nem senha'),
  );

/** Write-only text: omitted or '' keeps what is saved. */
const secretText = (max: number, what: string) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, `${what} longo demais (até ${max} caracteres)`)),
  );

const CertificateInputSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('p12'),
    /** The .p12/.pfx file as base64. */
    base64: z
      .string()
      .check(
        z.minLength(1, 'Escolha o arquivo do certificado'),
        z.maxLength(CERTIFICATE_BASE64_MAX, 'Arquivo grande demais para um certificado .p12'),
        z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Este arquivo não é um certificado .p12'),
      ),
    passphrase: z
      .string()
      .check(z.maxLength(CERTIFICATE_PASSPHRASE_MAX, 'Senha do certificado longa demais')),
  }),
  z.object({
    format: z.literal('pem'),
    certificate: z
      .string()
      .check(
        z.minLength(1, 'Cole o certificado (PEM)'),
        z.maxLength(CERTIFICATE_PEM_MAX, 'Certificado longo demais'),
      ),
    privateKey: z
      .string()
      .check(
        z.minLength(1, 'Cole a chave privada (PEM)'),
        z.maxLength(CERTIFICATE_PEM_MAX, 'Chave privada longa demais'),
      ),
  }),
]);
export type CertificateInput = z.infer<typeof CertificateInputSchema>;

const PasswordSchema = z.optional(z.string().check(z.maxLength(PASSWORD_MAX)));

const ApiPixConnectionSchema = z.object({
  kind: z.literal('api_pix'),
  bank: z.enum(API_PIX_BANKS),
  baseUrl: ProviderUrlSchema,
  /** '' → the API's own `/oauth/token`. */
  tokenUrl: z.union([z.literal(''), ProviderUrlSchema]),
  clientId: secretText(CLIENT_ID_MAX, 'Client ID'),
  clientSecret: secretText(CLIENT_SECRET_MAX, 'Client secret'),
  certificate: z.optional(CertificateInputSchema),
  /**
   * The bank's certificate chain for its webhooks ('Certificado do banco para webhooks', PEM from
   * a .crt/.pem file): omitted or '' keeps the saved one; `removeWebhookCertificate` drops it.
   */
  webhookCertificate: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(CERTIFICATE_PEM_MAX, 'Arquivo grande demais para um certificado .crt/.pem'),
      ),
  ),
  removeWebhookCertificate: z.optional(z.boolean()),
  /** The key the charges are paid to; omitted keeps the saved one. */
  pixKey: z.optional(
    z.string().check(z.trim(), z.maxLength(PIX_KEY_MAX, 'Chave Pix longa demais')),
  ),
});

const MercadoPagoConnectionSchema = z.object({
  kind: z.literal('mercadopago'),
  baseUrl: ProviderUrlSchema,
  accessToken: secretText(ACCESS_TOKEN_MAX, 'Access token'),
  webhookSecret: secretText(WEBHOOK_SECRET_MAX, 'Assinatura secreta'),
});

/** 'Testar conexão': the form's connection as typed (blank secrets: the saved ones). */
export const PixProviderConnectionSchema = z.discriminatedUnion('kind', [
  ApiPixConnectionSchema,
  MercadoPagoConnectionSchema,
]);
export type PixProviderConnectionInput = z.output<typeof PixProviderConnectionSchema>;

/**
 * `PUT /api/admin/pix-provider`: the connection, the shop's choices, and the owner's password
 * typed again when the connection changes (not for the choices alone).
 */
export const SavePixProviderSchema = z.object({
  connection: PixProviderConnectionSchema,
  choices: PixAutomationChoicesSchema,
  currentPassword: PasswordSchema,
});
export type SavePixProviderInput = z.output<typeof SavePixProviderSchema>;

/** `DELETE /api/admin/pix-provider`: 'Desconectar' needs the password too. */
export const DisconnectPixProviderSchema = z.object({ currentPassword: PasswordSchema });

/** What the owner may see of the saved credentials: masked, never a secret. */
export const CredentialSummarySchema = z.object({
  clientId: z.optional(z.string()),
  certificateSubject: z.optional(z.string()),
  /** ISO instant the certificate stops working. */
  certificateValidTo: z.optional(z.string()),
  /** The bank's webhook certificate (its first certificate's holder and expiry), when given. */
  webhookCertificateSubject: z.optional(z.string()),
  webhookCertificateValidTo: z.optional(z.string()),
  pixKey: z.optional(z.string()),
  accessToken: z.optional(z.string()),
  hasWebhookSecret: z.optional(z.boolean()),
  /** ISO instant the credentials were saved ('Conectado desde …'). */
  connectedAt: z.optional(z.string()),
});
export type CredentialSummary = z.infer<typeof CredentialSummarySchema>;

/** `GET /api/admin/pix-provider`. */
export const PixProviderViewSchema = z.object({
  /** FORNO_SECRETS_KEY is set: without it nothing can be saved (the card is read-only). */
  hasSecretsKey: z.boolean(),
  /** none: the static code; locked: saved, but the credentials do not open with this key. */
  status: z.enum(['none', 'locked', 'ready']),
  kind: z.nullable(z.enum(PIX_PROVIDER_KINDS)),
  bank: z.nullable(z.enum(API_PIX_BANKS)),
  baseUrl: z.string(),
  tokenUrl: z.string(),
  isActive: z.boolean(),
  choices: PixAutomationChoicesSchema,
  /** The address the provider must call: PUBLIC_URL (else this request's) + /api/pix/webhook/… */
  webhookUrl: z.string(),
  /** Whether that address came from PUBLIC_URL (else it may only work inside the shop). */
  isWebhookUrlPublic: z.boolean(),
  webhookRegisteredAt: z.nullable(z.string()),
  summary: CredentialSummarySchema,
});
export type PixProviderView = z.infer<typeof PixProviderViewSchema>;

/** `POST /api/admin/pix-provider/test`. */
export const PixConnectionTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type PixConnectionTestResult = z.infer<typeof PixConnectionTestResultSchema>;

export const SECRETS_KEY_MISSING_MESSAGE =
  'Para conectar um banco ou o Mercado Pago, defina a variável de ambiente FORNO_SECRETS_KEY no servidor (32 caracteres ou mais, por exemplo a saída de `openssl rand -base64 32`) e reinicie-o.';

export const PROVIDER_PASSWORD_REQUIRED_MESSAGE =
  'Para mudar a conexão do Pix automático, confirme sua senha.';
export const PROVIDER_PASSWORD_MISMATCH_MESSAGE =
  'Senha incorreta. A conexão do Pix automático não foi alterada.';

/** 'Clie…_abc': enough to tell two ids apart, not to use one. */
export function maskClientId(clientId: string): string {
  if (clientId.length <= 8) return '•'.repeat(clientId.length);
  return `${clientId.slice(0, 4)}…${clientId.slice(-4)}`;
}

/** 'APP_USR-…1234' (Mercado Pago's tokens start with APP_USR- or TEST-). */
export function maskAccessToken(token: string): string {
  const prefix = /^(APP_USR-|TEST-)/.exec(token)?.[1] ?? '';
  if (token.length - prefix.length <= 8) return `${prefix}…`;
  return `${prefix}…${token.slice(-4)}`;
}

/** The webhook path of a shop's token (the route lives with the webhooks). */
export function pixWebhookPath(token: string): string {
  return `/api/pix/webhook/${token}`;
}
