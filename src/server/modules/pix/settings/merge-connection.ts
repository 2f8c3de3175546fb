import type { PaymentCredentialField } from '../../../../domain/admin-payment-credentials';
import {
  maskAccessToken,
  maskClientId,
  type CredentialSummary,
  type PixProviderConnectionInput,
} from '../../../../domain/admin-pix-provider';
import { AppError } from '../../../errors';
import type { ApiPixCredentials, MercadoPagoCredentials, PixProviderConfig } from '../provider';
import type { PixProviderRow } from '../repository';
import { readCertificate, readWebhookCertificate } from './read-certificate';

/** The saved connection, as far as it opens. */
export interface SavedConnection {
  row: PixProviderRow | null;
  /** The opened credentials' config; null when none is saved or they do not open. */
  config: PixProviderConfig | null;
}

export interface MergedConnection {
  config: PixProviderConfig;
  summary: CredentialSummary;
  /** What changed of where the money goes, for the history (empty: nothing). */
  changed: PaymentCredentialField[];
}

function missing(field: string, message: string): never {
  throw new AppError('VALIDATION_ERROR', message, [{ path: `connection.${field}`, message }]);
}

const given = (text: string | undefined): string | null =>
  text === undefined || text === '' ? null : text;

/**
 * The connection the form describes, its blank secrets taken from the saved one. Saved secrets
 * are reused only for the same provider at the same addresses (`reuseAcrossAddresses` false): a
 * 'Testar conexão' towards another address never sends the shop's saved secrets there. Throws a
 * 400 naming the first field still missing.
 */
export function mergeConnection(
  input: PixProviderConnectionInput,
  saved: SavedConnection,
  options: { reuseAcrossAddresses: boolean; now: Date },
): MergedConnection {
  const previous = saved.config;
  const isSameAddress =
    previous !== null &&
    previous.kind === input.kind &&
    previous.baseUrl === input.baseUrl &&
    (previous.kind !== 'api_pix' ||
      (input.kind === 'api_pix' && previous.tokenUrl === input.tokenUrl));
  const isSameKind = previous !== null && previous.kind === input.kind;
  const mayReuse = isSameAddress || (options.reuseAcrossAddresses && isSameKind);
  const summaryBefore = saved.row?.credentialSummary ?? {};
  const isConnectionChanged =
    !saved.row?.isActive ||
    saved.row.kind !== input.kind ||
    saved.row.baseUrl !== input.baseUrl ||
    (input.kind === 'api_pix' &&
      (saved.row.bank !== input.bank || saved.row.tokenUrl !== input.tokenUrl));
  const changed: PaymentCredentialField[] = isConnectionChanged ? ['provedor.conexao'] : [];
  const hint = previous && !mayReuse && isSameKind ? ' (o endereço mudou: digite de novo)' : '';

  if (input.kind === 'api_pix') {
    const before = mayReuse && previous?.kind === 'api_pix' ? previous.credentials : null;
    const certificate = input.certificate ? readCertificate(input.certificate) : null;
    const typedChain = given(input.webhookCertificate);
    const chain = typedChain ? readWebhookCertificate(typedChain, options.now) : null;
    const webhookCertificate = input.removeWebhookCertificate
      ? undefined
      : (chain?.pem ?? before?.webhookCertificate);
    const credentials: ApiPixCredentials = {
      clientId:
        given(input.clientId) ??
        before?.clientId ??
        missing('clientId', `Informe o Client ID${hint}`),
      clientSecret:
        given(input.clientSecret) ??
        before?.clientSecret ??
        missing('clientSecret', `Informe o Client Secret${hint}`),
      certificate:
        certificate?.stored ??
        before?.certificate ??
        missing('certificate', `Envie o certificado do banco (.p12 ou PEM)${hint}`),
      pixKey:
        given(input.pixKey) ??
        before?.pixKey ??
        missing('pixKey', 'Informe a chave Pix que recebe as cobranças'),
      ...(webhookCertificate ? { webhookCertificate } : {}),
    };
    if (
      before === null ||
      JSON.stringify(withoutKey(before)) !== JSON.stringify(withoutKey(credentials))
    ) {
      changed.push('provedor.credenciais');
    }
    if (before?.pixKey !== credentials.pixKey) changed.push('provedor.chave');
    const summary: CredentialSummary = {
      clientId: maskClientId(credentials.clientId),
      pixKey: credentials.pixKey,
      connectedAt: changed.length > 0 ? options.now.toISOString() : summaryBefore.connectedAt,
    };
    const subject = certificate ? certificate.subject : summaryBefore.certificateSubject;
    const validTo = certificate
      ? certificate.validTo?.toISOString()
      : summaryBefore.certificateValidTo;
    if (subject) summary.certificateSubject = subject;
    if (validTo) summary.certificateValidTo = validTo;
    if (chain) {
      summary.webhookCertificateSubject = chain.subject;
      summary.webhookCertificateValidTo = chain.validTo.toISOString();
    } else if (webhookCertificate) {
      summary.webhookCertificateSubject = summaryBefore.webhookCertificateSubject;
      summary.webhookCertificateValidTo = summaryBefore.webhookCertificateValidTo;
    }
    return {
      config: {
        kind: 'api_pix',
        bank: input.bank,
        baseUrl: input.baseUrl,
        tokenUrl: input.tokenUrl,
        credentials,
      },
      summary: dropUndefined(summary),
      changed,
    };
  }

  const before = mayReuse && previous?.kind === 'mercadopago' ? previous.credentials : null;
  const credentials: MercadoPagoCredentials = {
    accessToken:
      given(input.accessToken) ??
      before?.accessToken ??
      missing('accessToken', `Informe o Access Token de produção${hint}`),
    webhookSecret:
      given(input.webhookSecret) ??
      before?.webhookSecret ??
      missing('webhookSecret', `Informe a assinatura secreta do webhook${hint}`),
  };
  if (before === null || JSON.stringify(before) !== JSON.stringify(credentials)) {
    changed.push('provedor.credenciais');
  }
  return {
    config: { kind: 'mercadopago', baseUrl: input.baseUrl, credentials },
    summary: dropUndefined({
      accessToken: maskAccessToken(credentials.accessToken),
      connectedAt: changed.length > 0 ? options.now.toISOString() : summaryBefore.connectedAt,
    }),
    changed,
  };
}

function withoutKey(credentials: ApiPixCredentials): Omit<ApiPixCredentials, 'pixKey'> {
  const { pixKey: _pixKey, ...rest } = credentials;
  return rest;
}

function dropUndefined(summary: CredentialSummary): CredentialSummary {
  return Object.fromEntries(
    Object.entries(summary).filter(([, value]) => value !== undefined),
  ) as CredentialSummary;
}
