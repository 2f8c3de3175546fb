import { z } from 'zod';
import {
  IfoodEventSchema,
  IfoodOrderSchema,
  type IfoodCancellationReason,
  type IfoodEvent,
  type IfoodOrder,
  type IfoodStep,
} from '../../../domain/admin-ifood';

/**
 * iFood's Merchant API as a distributed app (decision 072), from iFood's public documentation
 * (developer.ifood.com.br: Authentication › distributed apps, Events › polling, Order, Merchant).
 * Only this file speaks HTTP to iFood; its address is IFOOD_API_URL, so the tests point it at a
 * local fake. Errors never carry a token.
 */

export interface IfoodAppCredentials {
  /** https://merchant-api.ifood.com.br unless IFOOD_API_URL says otherwise. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export class IfoodHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface IfoodTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
}

const TokenResponseSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().positive(),
});

const UserCodeResponseSchema = z.object({
  userCode: z.string().min(1),
  authorizationCodeVerifier: z.string().min(1),
  verificationUrl: z.string().default(''),
  verificationUrlComplete: z.string().default(''),
  expiresIn: z.number().default(600),
});
type IfoodUserCode = z.infer<typeof UserCodeResponseSchema>;

const MerchantsSchema = z.array(z.object({ id: z.string(), name: z.string().default('') }));

const MerchantStatusSchema = z.array(
  z.object({
    operation: z.string().default(''),
    available: z.boolean().default(false),
    state: z.string(),
    message: z.object({ title: z.string().default('') }).nullish(),
  }),
);

const ReasonsSchema = z.array(z.object({ cancelCodeId: z.string(), description: z.string() }));

interface IfoodMerchantState {
  state: string;
  isOpen: boolean;
  message: string | null;
}

export interface IfoodApi {
  requestUserCode(signal?: AbortSignal): Promise<IfoodUserCode>;
  tokensFromAuthorizationCode(code: string, verifier: string, now: Date): Promise<IfoodTokens>;
  refreshTokens(refreshToken: string, now: Date, signal?: AbortSignal): Promise<IfoodTokens>;
  merchants(token: string): Promise<{ id: string; name: string }[]>;
  pollEvents(token: string, merchantId: string, signal?: AbortSignal): Promise<IfoodEvent[]>;
  acknowledge(token: string, eventIds: readonly string[], signal?: AbortSignal): Promise<void>;
  order(token: string, orderId: string, signal?: AbortSignal): Promise<IfoodOrder>;
  sendStep(
    token: string,
    orderId: string,
    step: IfoodStep,
    cancellation?: { code: string; reason: string },
    signal?: AbortSignal,
  ): Promise<void>;
  cancellationReasons(token: string, orderId: string): Promise<IfoodCancellationReason[]>;
  merchantStatus(token: string, merchantId: string): Promise<IfoodMerchantState>;
}

export function createIfoodApi(app: IfoodAppCredentials): IfoodApi {
  const base = app.baseUrl.replace(/\/+$/, '');

  async function call(
    path: string,
    init: RequestInit & { token?: string },
    what: string,
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new IfoodHttpError(0, `O iFood não respondeu (${what}).`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new IfoodHttpError(
        response.status,
        `O iFood recusou ${what} (HTTP ${response.status}).`,
      );
    }
    return response;
  }

  async function json(path: string, init: RequestInit & { token?: string }, what: string) {
    const response = await call(path, init, what);
    return (await response.json()) as unknown;
  }

  async function tokens(form: Record<string, string>, now: Date, signal?: AbortSignal) {
    const body = new URLSearchParams({
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      ...form,
    });
    const parsed = TokenResponseSchema.parse(
      await json(
        '/authentication/v1.0/oauth/token',
        {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          signal,
        },
        'o pedido de token',
      ),
    );
    return {
      accessToken: parsed.accessToken,
      refreshToken: parsed.refreshToken,
      expiresAt: new Date(now.getTime() + parsed.expiresIn * 1000),
    };
  }

  return {
    async requestUserCode(signal) {
      return UserCodeResponseSchema.parse(
        await json(
          '/authentication/v1.0/oauth/userCode',
          {
            method: 'POST',
            body: new URLSearchParams({ clientId: app.clientId }),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            signal,
          },
          'o pedido do código de vínculo',
        ),
      );
    },
    tokensFromAuthorizationCode(code, verifier, now) {
      return tokens(
        {
          grantType: 'authorization_code',
          authorizationCode: code,
          authorizationCodeVerifier: verifier,
        },
        now,
      );
    },
    refreshTokens(refreshToken, now, signal) {
      return tokens({ grantType: 'refresh_token', refreshToken }, now, signal);
    },
    async merchants(token) {
      return MerchantsSchema.parse(
        await json('/merchant/v1.0/merchants', { token }, 'a lista de lojas'),
      );
    },
    async pollEvents(token, merchantId, signal) {
      const response = await call(
        '/order/v1.0/events:polling',
        { token, headers: { 'x-polling-merchants': merchantId }, signal },
        'o polling de eventos',
      );
      // 204: nothing new
      if (response.status === 204) return [];
      const text = await response.text();
      if (text.trim() === '') return [];
      return z.array(IfoodEventSchema).parse(JSON.parse(text));
    },
    async acknowledge(token, eventIds, signal) {
      if (eventIds.length === 0) return;
      await call(
        '/order/v1.0/events/acknowledgment',
        {
          method: 'POST',
          token,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(eventIds.map((id) => ({ id }))),
          signal,
        },
        'a confirmação de eventos',
      );
    },
    async order(token, orderId, signal) {
      return IfoodOrderSchema.parse(
        await json(
          `/order/v1.0/orders/${encodeURIComponent(orderId)}`,
          { token, signal },
          'a leitura do pedido',
        ),
      );
    },
    async sendStep(token, orderId, step, cancellation, signal) {
      await call(
        `/order/v1.0/orders/${encodeURIComponent(orderId)}/${step}`,
        {
          method: 'POST',
          token,
          signal,
          ...(cancellation
            ? {
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  reason: cancellation.reason,
                  cancellationCode: cancellation.code,
                }),
              }
            : {}),
        },
        `o aviso '${step}' do pedido`,
      );
    },
    async cancellationReasons(token, orderId) {
      const response = await call(
        `/order/v1.0/orders/${encodeURIComponent(orderId)}/cancellationReasons`,
        { token },
        'a lista de motivos de cancelamento',
      );
      if (response.status === 204) return [];
      return ReasonsSchema.parse(await response.json()).map((reason) => ({
        code: reason.cancelCodeId,
        description: reason.description,
      }));
    },
    async merchantStatus(token, merchantId) {
      const list = MerchantStatusSchema.parse(
        await json(
          `/merchant/v1.0/merchants/${encodeURIComponent(merchantId)}/status`,
          { token },
          'o estado da loja',
        ),
      );
      const delivery = list.find((entry) => entry.operation === 'DELIVERY') ?? list[0];
      if (!delivery) return { state: 'CLOSED', isOpen: false, message: null };
      return {
        state: delivery.state,
        isOpen: delivery.available && (delivery.state === 'OK' || delivery.state === 'WARNING'),
        message: delivery.message?.title || null,
      };
    },
  };
}
