import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import {
  DEFAULT_PIX_AUTOMATION_CHOICES,
  type PixAutomationChoices,
} from '../../domain/pix-automation';
import {
  PixProviderError,
  WebhookRefused,
  type ChargeRequest,
  type ChargeState,
  type PixProvider,
  type PixProviderConfig,
  type ReceivedPix,
  type RefundRequest,
  type RefundState,
  type WebhookContent,
  type WebhookRequest,
} from '../modules/pix/provider';
import { upsertPixProviderRow } from '../modules/pix/repository';
import { createSecretBox } from '../security/secret-box';
import { TEST_SECRETS_KEY } from './test-app';

/**
 * A Pix provider held in memory, for tests of what the server does around a provider (charges,
 * webhooks, polling, expiry, refunds, settings). The adapters themselves are tested against fakes
 * of each provider's HTTP API (fake-api-pix.ts, fake-mercadopago.ts).
 *
 * A webhook to it is `{"pix":[…]}` with the header `x-memory-signature: ok`; anything else is
 * refused.
 */
export interface MemoryPixProvider extends PixProvider {
  charges: Map<string, MemoryCharge>;
  refunds: Map<string, RefundRequest & { state: RefundState }>;
  /** Every call, in order: 'createCharge:<txid>', 'getCharge:<txid>', 'refund:<id>'… */
  calls: string[];
  /** While true, every call fails as a provider that cannot be reached. */
  isDown: boolean;
  /** What the next refunds answer ('devolvido' unless a test says otherwise). */
  refundOutcome: RefundState;
  /** The customer pays: the charge is paid at the provider; answers the Pix as a webhook carries it. */
  pay(txid: string, options?: { amountCents?: number; payerName?: string }): ReceivedPix;
  /** A Pix to the shop's key that no charge made. */
  payStranger(amountCents: number): ReceivedPix;
  /** The body and headers of the webhook telling of these Pix. */
  webhookOf(payments: readonly ReceivedPix[]): { body: string; headers: Record<string, string> };
}

interface MemoryCharge {
  request: ChargeRequest;
  status: ChargeState['status'];
  payments: ReceivedPix[];
  copiaECola: string;
  providerRef: string;
  expiresAt: Date;
}

let sequence = 0;
const endToEndId = () =>
  `E18236120${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${String(++sequence).padStart(11, '0')}`;

export function createMemoryPixProvider(now: () => Date = () => new Date()): MemoryPixProvider {
  const stranger: ReceivedPix[] = [];
  const provider: MemoryPixProvider = {
    kind: 'api_pix',
    charges: new Map(),
    refunds: new Map(),
    calls: [],
    isDown: false,
    refundOutcome: { status: 'devolvido', reason: null },
    async testConnection() {
      provider.calls.push('testConnection');
      reachable();
    },
    async createCharge(request) {
      provider.calls.push(`createCharge:${request.txid}`);
      reachable();
      const known = provider.charges.get(request.txid);
      if (known) return created(known);
      const charge: MemoryCharge = {
        request,
        status: 'ativa',
        payments: [],
        copiaECola: `00020101021226MEMORY${request.txid}5204000053039865406${(request.amountCents / 100).toFixed(2)}6304ABCD`,
        providerRef: `loc-${provider.charges.size + 1}`,
        expiresAt: new Date(now().getTime() + request.expiresInSeconds * 1000),
      };
      provider.charges.set(request.txid, charge);
      return created(charge);
    },
    async getCharge(txid) {
      provider.calls.push(`getCharge:${txid}`);
      reachable();
      const charge = provider.charges.get(txid);
      if (!charge) throw new PixProviderError('NOT_FOUND', 'Cobrança não encontrada.', false);
      if (charge.status === 'ativa' && charge.expiresAt <= now()) charge.status = 'expirada';
      return { status: charge.status, payments: [...charge.payments] };
    },
    async cancelCharge(txid) {
      provider.calls.push(`cancelCharge:${txid}`);
      reachable();
      const charge = provider.charges.get(txid);
      if (charge && charge.status === 'ativa') charge.status = 'removida';
    },
    async listReceived(from, to) {
      provider.calls.push('listReceived');
      reachable();
      const all = [...[...provider.charges.values()].flatMap((c) => c.payments), ...stranger];
      return all.filter((pix) => pix.paidAt >= from && pix.paidAt <= to);
    },
    async refund(request) {
      provider.calls.push(`refund:${request.refundId}`);
      reachable();
      const known = provider.refunds.get(request.refundId);
      if (known) return known.state;
      const state = { ...provider.refundOutcome };
      provider.refunds.set(request.refundId, { ...request, state });
      return state;
    },
    async getRefund(request) {
      provider.calls.push(`getRefund:${request.refundId}`);
      reachable();
      const known = provider.refunds.get(request.refundId);
      if (!known) throw new PixProviderError('NOT_FOUND', 'Devolução não encontrada.', false);
      return known.state;
    },
    async registerWebhook(url) {
      provider.calls.push(`registerWebhook:${url}`);
      reachable();
    },
    readWebhook(request: WebhookRequest): WebhookContent {
      if (request.headers['x-memory-signature'] !== 'ok') {
        throw new WebhookRefused('assinatura inválida');
      }
      const body = JSON.parse(request.rawBody) as {
        pix?: (Omit<ReceivedPix, 'paidAt'> & { paidAt: string })[];
      };
      return {
        kind: 'payments',
        payments: (body.pix ?? []).map((pix) => ({ ...pix, paidAt: new Date(pix.paidAt) })),
      };
    },
    pay(txid, options = {}) {
      const charge = provider.charges.get(txid);
      if (!charge) throw new Error(`no charge ${txid} at the memory provider`);
      const pix: ReceivedPix = {
        endToEndId: endToEndId(),
        txid,
        amountCents: options.amountCents ?? charge.request.amountCents,
        payerName: options.payerName ?? 'Maria Silva',
        paidAt: now(),
      };
      charge.payments.push(pix);
      charge.status = 'paga';
      return pix;
    },
    payStranger(amountCents) {
      const pix: ReceivedPix = {
        endToEndId: endToEndId(),
        txid: null,
        amountCents,
        payerName: 'João Souza',
        paidAt: now(),
      };
      stranger.push(pix);
      return pix;
    },
    webhookOf(payments) {
      return {
        body: JSON.stringify({
          pix: payments.map((p) => ({ ...p, paidAt: p.paidAt.toISOString() })),
        }),
        headers: { 'content-type': 'application/json', 'x-memory-signature': 'ok' },
      };
    },
  };
  const reachable = () => {
    if (provider.isDown) {
      throw new PixProviderError('UNREACHABLE', 'O provedor Pix não respondeu.', true);
    }
  };
  return provider;
}

function created(charge: MemoryCharge) {
  return {
    copiaECola: charge.copiaECola,
    providerRef: charge.providerRef,
    expiresAt: charge.expiresAt,
  };
}

/** What the in-memory provider is saved as: never reached over HTTP. */
const MEMORY_CONNECTION: PixProviderConfig = {
  kind: 'api_pix',
  bank: 'efi',
  baseUrl: 'https://pix.example.test',
  tokenUrl: '',
  credentials: {
    clientId: 'Client_Id_test',
    clientSecret: 'Client_Secret_test',
    certificate: { format: 'pem', certificate: 'test', privateKey: 'test' },
    pixKey: 'pix@forno.test',
  },
};

/**
 * Connects the shop to a provider the way the settings do (credentials sealed with the tests'
 * key): with `createTestApp({ pixProviderFactory: () => memory })` the server then uses `memory`;
 * given a `connection` (an HTTP fake's), a server with the real adapters reaches that fake.
 * Answers the webhook token.
 */
export async function connectTestPixProvider(
  db: Executor,
  choices: Partial<PixAutomationChoices> = {},
  connection: PixProviderConfig = MEMORY_CONNECTION,
): Promise<string> {
  const webhookToken = randomBytes(24).toString('base64url');
  const merged = { ...DEFAULT_PIX_AUTOMATION_CHOICES, ...choices };
  await upsertPixProviderRow(db, {
    kind: connection.kind,
    bank: connection.kind === 'api_pix' ? connection.bank : null,
    baseUrl: connection.baseUrl,
    tokenUrl: connection.kind === 'api_pix' ? connection.tokenUrl : '',
    sealedCredentials: createSecretBox(TEST_SECRETS_KEY).seal(
      JSON.stringify(connection.credentials),
    ),
    credentialSummary: {},
    webhookToken,
    isActive: true,
    expiryMinutes: merged.expiryMinutes,
    unpaidPolicy: merged.unpaidPolicy,
    ringOn: merged.ringOn,
  });
  return webhookToken;
}
