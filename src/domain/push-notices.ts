import { z } from 'zod/mini';
import type { Fulfilment } from './delivery';
import { orderStatusDescription, orderStatusLabel } from './order-fulfilment';
import type { OrderStatus } from './order-status';

/**
 * Web Push notices of an order's status (decision 074): what the customer's phone shows, the
 * same words as the tracking page, and the browser's subscription the server sends them to.
 */

/** Subscriptions one order keeps at most: a customer's phone, computer and a few reinstalls. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 5;

/** What the service worker receives (public/push-sw.js reads these fields). */
export interface PushNoticePayload {
  title: string;
  body: string;
  /** The order's tracking page, opened by a tap on the notice. */
  url: string;
  /** One per order: a newer notice replaces the older one on the device. */
  tag: string;
}

function pushNoticeTag(publicId: string): string {
  return `pedido-${publicId}`;
}

/** 'Pedido #12: Em preparo' / 'Seu pedido está sendo preparado.' */
export function pushNoticeFor(order: {
  id: number;
  publicId: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
}): PushNoticePayload {
  return {
    title: `Pedido #${order.id}: ${orderStatusLabel(order.status, order.fulfilment)}`,
    body: orderStatusDescription(order.status, order.fulfilment),
    url: `/pedido/${order.publicId}`,
    tag: pushNoticeTag(order.publicId),
  };
}

/** base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `Chave ${what} da inscrição ausente.` })
    .check(
      z.regex(/^[A-Za-z0-9_-]+={0,2}$/, `Chave ${what} da inscrição inválida.`),
      z.minLength(min, `Chave ${what} da inscrição inválida.`),
      z.maxLength(max, `Chave ${what} da inscrição inválida.`),
    );

const EndpointSchema = z.string({ error: 'Endereço da inscrição ausente.' }).check(
  z.maxLength(1024, 'Endereço da inscrição longo demais.'),
  z.refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  }, 'O endereço da inscrição precisa ser https.'),
);

/**
 * A browser's `PushSubscription.toJSON()` (W3C Push API): the push service's https address and
 * the keys the notices are encrypted for (RFC 8291: a P-256 point of 65 bytes, 87 characters; a
 * 16-byte secret, 22 characters).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: EndpointSchema,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      p256dh: base64url('p256dh', 86, 90),
      auth: base64url('auth', 16, 32),
    },
    { error: 'Chaves da inscrição ausentes.' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: EndpointSchema });

export const PushPublicKeySchema = z.object({
  /** The VAPID public key (RFC 8292), base64url: the browser's `applicationServerKey`. */
  publicKey: z.string(),
});
