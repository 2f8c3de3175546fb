import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import {
  PixProviderError,
  WebhookRefused,
  type ChargeRequest,
  type PixProvider,
  type PixProviderConfig,
  type ReceivedPix,
  type RefundRequest,
  type RefundState,
  type WebhookContent,
  type WebhookRequest,
} from '../../provider';
import { API_PIX_SCOPES, bankProfile, type BankProfile } from './bank-profile';
import {
  apiError,
  certificateAgent,
  exchange,
  isNotFound,
  readProblem,
  tokenError,
  type HttpAnswer,
} from './http';
import { amountOfCents, cobOf, receivedPageOf, refundOf, webhookPixOf } from './payloads';
import { checkWebhookCertificate } from './webhook-certificate';

type ApiPixConfig = Extract<PixProviderConfig, { kind: 'api_pix' }>;

export interface ApiPixOptions {
  /** Extra certificate authorities to trust for the bank's server (tests: the fake's CA). */
  ca?: string;
  /** How long one HTTP exchange may take. */
  timeoutMs?: number;
  now?: () => Date;
  /** Where tokens are kept between adapters of the same connection (tests give their own). */
  tokenCache?: TokenCache;
}

interface CachedToken {
  accessToken: string;
  /** When to stop using it: shortly before the bank's `expires_in`. */
  renewAt: number;
}
export type TokenCache = Map<string, CachedToken>;

/**
 * The adapter is built for each job (provider-config → create-provider), so tokens live here,
 * keyed by a hash of the connection (token address, client_id, secret, certificate): a new
 * secret or certificate gets a new token, and no secret is kept as a key.
 */
const SHARED_TOKENS: TokenCache = new Map();
const DEFAULT_TIMEOUT_MS = 15_000;
/** Renew this long before the bank's expiry (or halfway, for short-lived tokens). */
const TOKEN_MARGIN_MS = 60_000;
const PAGE_SIZE = 100;
/** A bank answering more pages than this for one window is not listed further. */
const MAX_PAGES = 50;

/** The Banco Central's standard API Pix, as Efí, Inter, Sicoob, Itaú, Santander… serve it (decision 061). */
export function createApiPixProvider(
  config: ApiPixConfig,
  options: ApiPixOptions = {},
): PixProvider {
  const bank = bankProfile(config);
  const { credentials } = config;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const tokens = options.tokenCache ?? SHARED_TOKENS;
  const tokenKey = createHash('sha256')
    .update(
      JSON.stringify([
        bank.tokenUrl,
        credentials.clientId,
        credentials.clientSecret,
        credentials.certificate,
      ]),
    )
    .digest('hex');
  let agent: Agent | null = null;
  const agentOf = () => (agent ??= certificateAgent(credentials.certificate, bank, options.ca));
  let pendingToken: Promise<string> | null = null;

  async function requestToken(signal?: AbortSignal): Promise<string> {
    const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const call: { headers: Record<string, string>; body: string } =
      bank.tokenStyle === 'basic-json'
        ? {
            headers: { authorization: basic, 'content-type': 'application/json' },
            body: JSON.stringify({ grant_type: 'client_credentials' }),
          }
        : bank.tokenStyle === 'form-basic'
          ? {
              headers: {
                authorization: basic,
                'content-type': 'application/x-www-form-urlencoded',
              },
              body: form({ grant_type: 'client_credentials', scope: API_PIX_SCOPES }),
            }
          : {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: form({
                client_id: credentials.clientId,
                ...(credentials.clientSecret ? { client_secret: credentials.clientSecret } : {}),
                grant_type: 'client_credentials',
                scope: API_PIX_SCOPES,
              }),
            };
    const answer = await exchange(
      agentOf(),
      bank,
      { method: 'POST', url: bank.tokenUrl, ...call },
      timeoutMs,
      signal,
    );
    if (answer.status < 200 || answer.status >= 300) throw tokenError(readProblem(answer), bank);
    const body = parseJson(answer, bank) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new PixProviderError(
        'PROVIDER_ERROR',
        `${bank.subject} não devolveu um token de acesso.`,
        true,
      );
    }
    const lifeMs = (Number(body.expires_in) > 0 ? Number(body.expires_in) : 300) * 1000;
    const margin = Math.min(TOKEN_MARGIN_MS, lifeMs / 2);
    tokens.set(tokenKey, {
      accessToken: body.access_token,
      renewAt: now().getTime() + lifeMs - margin,
    });
    return body.access_token;
  }

  async function token(signal?: AbortSignal, isRefresh = false): Promise<string> {
    const cached = tokens.get(tokenKey);
    if (!isRefresh && cached && cached.renewAt > now().getTime()) return cached.accessToken;
    if (isRefresh) tokens.delete(tokenKey);
    // calls made together share one token request
    pendingToken ??= requestToken(signal).finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** A call to the API with the bearer token; a 401 gets one new token and one more try. */
  async function api(
    method: 'GET' | 'PUT' | 'PATCH',
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const send = async (accessToken: string) =>
      exchange(
        agentOf(),
        bank,
        {
          method,
          url: `${bank.apiRoot}${path}`,
          headers: {
            authorization: `Bearer ${accessToken}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...extraHeaders,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        timeoutMs,
        signal,
      );
    const first = await send(await token(signal));
    if (first.status !== 401) return first;
    return send(await token(signal, true));
  }

  const ok = (answer: HttpAnswer) => answer.status >= 200 && answer.status < 300;
  const cobPath = (txid: string) => `/cob/${encodeURIComponent(txid)}`;
  const refundPath = (request: RefundRequest) =>
    `/pix/${encodeURIComponent(request.endToEndId)}/devolucao/${encodeURIComponent(request.refundId)}`;

  async function readCob(txid: string, signal?: AbortSignal) {
    const answer = await api('GET', cobPath(txid), undefined, signal);
    if (!ok(answer)) throw apiError(readProblem(answer), bank, 'a cobrança');
    const cob = cobOf(parseJson(answer, bank), now());
    if (!cob) throw unreadable(bank, 'a cobrança');
    return cob;
  }

  async function readRefund(request: RefundRequest, signal?: AbortSignal): Promise<RefundState> {
    const answer = await api('GET', refundPath(request), undefined, signal);
    if (!ok(answer)) throw apiError(readProblem(answer), bank, 'a devolução');
    const refund = refundOf(parseJson(answer, bank));
    if (!refund) throw unreadable(bank, 'a devolução');
    return refund;
  }

  async function listPage(from: Date, to: Date, page: number, size: number, signal?: AbortSignal) {
    const query = new URLSearchParams({
      inicio: from.toISOString(),
      fim: to.toISOString(),
      'paginacao.paginaAtual': String(page),
      'paginacao.itensPorPagina': String(size),
    });
    const answer = await api('GET', `/pix?${query.toString()}`, undefined, signal);
    if (!ok(answer)) throw apiError(readProblem(answer), bank, 'a consulta de Pix recebidos');
    const listed = receivedPageOf(parseJson(answer, bank));
    if (!listed) throw unreadable(bank, 'a lista de Pix recebidos');
    return listed;
  }

  return {
    kind: 'api_pix',

    async testConnection(signal) {
      await token(signal, true);
      const to = now();
      await listPage(new Date(to.getTime() - 60 * 60 * 1000), to, 0, 1, signal);
    },

    async createCharge(request: ChargeRequest, signal) {
      const body = {
        calendario: { expiracao: request.expiresInSeconds },
        valor: { original: amountOfCents(request.amountCents) },
        chave: credentials.pixKey,
        solicitacaoPagador: request.description.slice(0, 140),
      };
      const answer = await api('PUT', cobPath(request.txid), body, signal);
      let cob = ok(answer) ? cobOf(parseJson(answer, bank), now()) : null;
      if (!ok(answer)) {
        const problem = readProblem(answer);
        if (
          problem.status === 401 ||
          problem.status === 403 ||
          problem.status >= 500 ||
          problem.status === 429
        ) {
          throw apiError(problem, bank, 'a cobrança');
        }
        // the same txid asked for again (a job run twice): some banks answer 'already exists';
        // the cob they hold is ours if it charges the same amount
        const known = await readCob(request.txid, signal).catch(() => null);
        if (!known || known.amountCents !== request.amountCents)
          throw apiError(problem, bank, 'a cobrança');
        cob = known;
      }
      if (!cob) throw unreadable(bank, 'a cobrança');
      if (!cob.copiaECola) {
        throw new PixProviderError(
          'REFUSED',
          `${bank.subject} criou a cobrança mas não devolveu o Pix copia e cola (pixCopiaECola).`,
          false,
        );
      }
      const createdAt = cob.createdAt ?? now();
      const seconds = cob.expiresInSeconds ?? request.expiresInSeconds;
      return {
        copiaECola: cob.copiaECola,
        providerRef: cob.locId,
        expiresAt: new Date(createdAt.getTime() + seconds * 1000),
      };
    },

    async getCharge(txid, _providerRef, signal) {
      return (await readCob(txid, signal)).state;
    },

    async cancelCharge(txid, _providerRef, signal) {
      const answer = await api(
        'PATCH',
        cobPath(txid),
        { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' },
        signal,
      );
      if (ok(answer)) return;
      const problem = readProblem(answer);
      if (isNotFound(problem)) return;
      // a cob that is no longer ATIVA (paid, removed) cannot be removed: nothing left to do
      if (
        problem.status >= 400 &&
        problem.status < 500 &&
        problem.status !== 401 &&
        problem.status !== 403
      ) {
        const cob = await readCob(txid, signal).catch(() => null);
        if (cob && cob.state.status !== 'ativa') return;
      }
      throw apiError(problem, bank, 'a remoção da cobrança');
    },

    async listReceived(from, to, signal) {
      const all: ReceivedPix[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const listed = await listPage(from, to, page, PAGE_SIZE, signal);
        all.push(...listed.pix);
        if (page + 1 >= listed.pageCount) break;
      }
      return all;
    },

    async refund(request, signal) {
      const answer = await api(
        'PUT',
        refundPath(request),
        { valor: amountOfCents(request.amountCents) },
        signal,
      );
      if (ok(answer)) {
        const refund = refundOf(parseJson(answer, bank));
        if (!refund) throw unreadable(bank, 'a devolução');
        return refund;
      }
      const problem = readProblem(answer);
      if (
        problem.status === 401 ||
        problem.status === 403 ||
        problem.status >= 500 ||
        problem.status === 429
      ) {
        throw apiError(problem, bank, 'a devolução');
      }
      // the same id asked for again: the refund the bank holds answers (never a second one)
      const known = await readRefund(request, signal).catch(() => null);
      if (known) return known;
      throw apiError(problem, bank, 'a devolução');
    },

    getRefund: readRefund,

    async registerWebhook(url, signal) {
      const answer = await api(
        'PUT',
        `/webhook/${encodeURIComponent(credentials.pixKey)}`,
        { webhookUrl: url },
        signal,
        bank.sendsSkipMtlsHeader ? { 'x-skip-mtls-checking': 'false' } : {},
      );
      if (!ok(answer)) throw apiError(readProblem(answer), bank, 'o endereço do webhook');
    },

    readWebhook(request: WebhookRequest): WebhookContent {
      checkWebhookCertificate(request.clientCertificate, credentials);
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        throw new WebhookRefused('corpo do webhook não é JSON');
      }
      const payments = webhookPixOf(body);
      if (payments === null)
        throw new WebhookRefused('corpo do webhook fora do formato da API Pix');
      return payments.length === 0 ? { kind: 'ignored' } : { kind: 'payments', payments };
    },
  };
}

function parseJson(answer: HttpAnswer, bank: BankProfile): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    throw new PixProviderError(
      'PROVIDER_ERROR',
      `${bank.subject} respondeu algo que não é JSON (HTTP ${answer.status}).`,
      true,
    );
  }
}

function unreadable(bank: BankProfile, what: string): PixProviderError {
  return new PixProviderError(
    'PROVIDER_ERROR',
    `${bank.subject} respondeu ${what} num formato inesperado.`,
    true,
  );
}
