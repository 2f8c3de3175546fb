import type { ApiPixBank, PixProviderKind } from '../../../domain/pix-automation';

/**
 * One small interface in front of every Pix provider (decision 060). The adapters
 * (`providers/api-pix/`, `providers/mercadopago/`) speak their provider's HTTP API from its public
 * documentation; the rest of the server (charges, webhooks, polling, refunds, reconciliation)
 * knows only this. Every call that reaches the provider runs inside a job of the durable queue
 * (decision 049), except 'Testar conexão' and reading a webhook.
 *
 * Errors are `PixProviderError`s with a pt-BR message fit for the owner's eyes ('A Efí recusou
 * o client_id ou o client_secret'), never a token, secret, certificate or credentialed URL.
 */

/** The credentials of an API Pix connection, as sealed in the database. */
export interface ApiPixCredentials {
  clientId: string;
  clientSecret: string;
  /** The PSP's client certificate: a .p12/.pfx file (Efí) or a PEM certificate and key (Inter). */
  certificate:
    | { format: 'p12'; base64: string; passphrase: string }
    | { format: 'pem'; certificate: string; privateKey: string };
  /** The shop's Pix key the charges are paid to (the cob's `chave`). */
  pixKey: string;
  /**
   * The PSP's certificate chain for its webhooks (PEM: Efí's certificate-chain-prod.crt, the
   * Inter's ca.crt…), when the owner gave it: a webhook's client certificate must then be one of
   * these or issued by one of them (decision 061).
   */
  webhookCertificate?: string;
}

/** The credentials of a Mercado Pago connection, as sealed in the database. */
export interface MercadoPagoCredentials {
  /** The production access token (APP_USR-…). */
  accessToken: string;
  /** The 'assinatura secreta' of the webhook, to check x-signature. */
  webhookSecret: string;
}

export type PixProviderConfig =
  | {
      kind: 'api_pix';
      bank: ApiPixBank;
      /** The API's address ('https://pix.api.efipay.com.br'); tests point it at the fake. */
      baseUrl: string;
      /** The OAuth2 token address when the bank keeps it apart; '' → `${baseUrl}/oauth/token`. */
      tokenUrl: string;
      credentials: ApiPixCredentials;
    }
  | {
      kind: 'mercadopago';
      /** 'https://api.mercadopago.com'; tests point it at the fake. */
      baseUrl: string;
      credentials: MercadoPagoCredentials;
    };

export interface ChargeRequest {
  /** [a-zA-Z0-9]{26,35} (chargeTxid); Mercado Pago's external_reference. */
  txid: string;
  amountCents: number;
  expiresInSeconds: number;
  /** Shown to the payer: 'Pedido #42 - Pizzaria Forno'. */
  description: string;
  payer: { name: string } | null;
}

export interface CreatedCharge {
  /** The copia-e-cola (BR Code) the customer pays. */
  copiaECola: string;
  /** The provider's own id (Mercado Pago's payment id; the API Pix's `loc.id`), if any. */
  providerRef: string | null;
  expiresAt: Date;
}

/** A Pix the provider says arrived. */
export interface ReceivedPix {
  endToEndId: string;
  /** The charge's txid (our reference); null: a Pix to the key that no charge of ours made. */
  txid: string | null;
  amountCents: number;
  payerName: string | null;
  paidAt: Date;
}

export interface ChargeState {
  /** The provider's view: still payable, paid, expired, or removed. */
  status: 'ativa' | 'paga' | 'expirada' | 'removida';
  payments: ReceivedPix[];
}

export interface RefundRequest {
  endToEndId: string;
  /** Ours, [a-zA-Z0-9]{1,35}: asking again with the same id never refunds twice. */
  refundId: string;
  amountCents: number;
  /** The charge's provider id (Mercado Pago refunds a payment by its id). */
  providerRef: string | null;
}

export interface RefundState {
  status: 'em_processamento' | 'devolvido' | 'nao_realizado';
  /** pt-BR, when not done: why. */
  reason: string | null;
}

/** What reached the webhook route, for the adapter to check and read. */
export interface WebhookRequest {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  /** The body exactly as it came (signatures are over bytes). */
  rawBody: string;
  /**
   * The client certificate the caller presented on the TLS connection (or that a trusted proxy
   * forwarded), null when none: the API Pix's webhooks come over mTLS from the PSP.
   */
  clientCertificate: { fingerprint256: string; subject: string; issuer: string } | null;
}

/**
 * A webhook, once checked: the Pix it carries (API Pix), or the provider's ids to look up
 * (Mercado Pago's notification names a payment; its state is read from the API).
 */
export type WebhookContent =
  | { kind: 'payments'; payments: ReceivedPix[] }
  | { kind: 'lookup'; providerRefs: string[] }
  | { kind: 'ignored' };

export interface PixProvider {
  readonly kind: PixProviderKind;
  /** Authenticates and reads something harmless; throws a PixProviderError saying what is wrong. */
  testConnection(signal?: AbortSignal): Promise<void>;
  /** Safe to call again with the same txid: the provider keeps one charge per txid/idempotency key. */
  createCharge(request: ChargeRequest, signal?: AbortSignal): Promise<CreatedCharge>;
  getCharge(txid: string, providerRef: string | null, signal?: AbortSignal): Promise<ChargeState>;
  /** Removes a charge nobody paid, so it cannot be paid any more (best effort). */
  cancelCharge(txid: string, providerRef: string | null, signal?: AbortSignal): Promise<void>;
  /** Pix received between two instants (reconciliation and the polling safety net). */
  listReceived(from: Date, to: Date, signal?: AbortSignal): Promise<ReceivedPix[]>;
  refund(request: RefundRequest, signal?: AbortSignal): Promise<RefundState>;
  getRefund(request: RefundRequest, signal?: AbortSignal): Promise<RefundState>;
  /** Tells the provider where to send its notifications (a no-op where the panel sets it). */
  registerWebhook(url: string, signal?: AbortSignal): Promise<void>;
  /** Checks who sent it (signature, client certificate) and reads it; throws WebhookRefused. */
  readWebhook(request: WebhookRequest): WebhookContent;
}

export type PixProviderErrorCode =
  | 'UNREACHABLE'
  | 'TIMEOUT'
  | 'AUTH_REFUSED'
  | 'CERTIFICATE'
  | 'NOT_FOUND'
  | 'REFUSED'
  | 'PROVIDER_ERROR';

export class PixProviderError extends Error {
  constructor(
    readonly code: PixProviderErrorCode,
    /** pt-BR, for the owner: no secret. */
    message: string,
    /** false: asking again will not help (bad credentials, a refused charge). */
    readonly isRetriable: boolean,
  ) {
    super(message);
    this.name = 'PixProviderError';
  }
}

/** A webhook that does not come from the provider (bad signature, wrong certificate). */
export class WebhookRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefused';
  }
}
