import { z } from 'zod/mini';
import { CASH_PAYMENT, changeDueCents } from './checkout';
import { hasDelivery, type Fulfilment } from './delivery';
import { normalizeWhatsapp } from './formats';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status';
import type { PaymentStatus } from './payment-status';

/**
 * The shop's own delivery drivers (docs/decisions/066): who they are and what the shop pays them,
 * which orders may go out with one, what a driver collects at the door, and the night's closing.
 * One home for these rules: the desk, the driver's page, the closing and the reports call them.
 */

// ——— drivers ———

export const DRIVER_VEHICLES = ['moto', 'bicicleta', 'carro', 'a_pe'] as const;
export type DriverVehicle = (typeof DRIVER_VEHICLES)[number];

export const DRIVER_VEHICLE_LABELS: Readonly<Record<DriverVehicle, string>> = {
  moto: 'Moto',
  bicicleta: 'Bicicleta',
  carro: 'Carro',
  a_pe: 'A pé',
};

export const DRIVER_NAME_MAX = 60;
/** R$ 500,00: no shop pays more for one delivery. */
const MAX_DRIVER_FEE_CENTS = 50_000;

const feeCents = z
  .int({ error: 'Informe a taxa em reais.' })
  .check(
    z.minimum(0, { error: 'A taxa não pode ser negativa.' }),
    z.maximum(MAX_DRIVER_FEE_CENTS, { error: 'Taxa alta demais para uma entrega.' }),
  );

/**
 * What the shop pays the driver per delivery: one amount ('fixa'), or an amount per delivery zone
 * with one for every zone not listed and for orders outside every zone ('por_zona').
 */
const DriverFeeRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixa'), amountCents: feeCents }),
  z.object({
    kind: z.literal('por_zona'),
    defaultCents: feeCents,
    /** Zone id (DeliveryZone.id) → fee; a zone removed since is simply never matched. */
    byZone: z.record(z.string().check(z.minLength(1), z.maxLength(40)), feeCents),
  }),
]);
export type DriverFeeRule = z.infer<typeof DriverFeeRuleSchema>;

export const DEFAULT_DRIVER_FEE: DriverFeeRule = { kind: 'fixa', amountCents: 700 };

/** The owner's form and `POST/PUT /api/admin/drivers`. */
export const DriverInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Informe o nome do entregador.' }),
      z.maxLength(DRIVER_NAME_MAX, { error: `Use no máximo ${DRIVER_NAME_MAX} caracteres.` }),
    ),
  phone: z.string().check(
    z.trim(),
    z.refine((value) => normalizeWhatsapp(value) !== null, {
      error: 'Informe um celular com DDD, como (11) 98765-4321.',
    }),
  ),
  vehicle: z.enum(DRIVER_VEHICLES, { error: 'Escolha o veículo.' }),
  fee: DriverFeeRuleSchema,
  isActive: z.boolean(),
});
export type DriverInput = z.infer<typeof DriverInputSchema>;

/** A driver as the back office reads it. */
export const DriverSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** As typed; `normalizeWhatsapp` makes the wa.me and tel: links. */
  phone: z.string(),
  vehicle: z.enum(DRIVER_VEHICLES),
  fee: DriverFeeRuleSchema,
  isActive: z.boolean(),
});
export type Driver = z.infer<typeof DriverSchema>;

/** The back office's list (`GET /api/admin/drivers`): each driver, and the shop's zones for the fees. */
export const DriverListSchema = z.object({
  drivers: z.array(
    z.extend(DriverSchema, {
      /** Whether any trip was ever made: such a driver stays on record (decision 067). */
      hasTrips: z.boolean(),
    }),
  ),
  /** The shop's delivery zones, in the settings' order: one fee field each in 'Por bairro'. */
  zones: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DriverList = z.infer<typeof DriverListSchema>;
export type ListedDriver = DriverList['drivers'][number];

/** 'Enviar acesso': the one-time link and the WhatsApp message that carries it. */
export const DriverAccessLinkSchema = z.object({
  url: z.string(),
  whatsappUrl: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type DriverAccessLink = z.infer<typeof DriverAccessLinkSchema>;

export const UNKNOWN_FEE_ZONE = 'UNKNOWN_FEE_ZONE' as const;
export const UNKNOWN_FEE_ZONE_MESSAGE =
  'Um dos bairros desta taxa não existe mais nas configurações de entrega. Recarregue a página e confira as taxas.';

/**
 * The first zone of a per-zone fee that is not among the shop's delivery zones, or null. A fee
 * kept for a zone removed later is harmless (never matched), but a new one must name a real zone.
 */
export function unknownFeeZone(rule: DriverFeeRule, zoneIds: readonly string[]): string | null {
  if (rule.kind === 'fixa') return null;
  return Object.keys(rule.byZone).find((id) => !zoneIds.includes(id)) ?? null;
}

export const DRIVER_HAS_TRIPS = 'DRIVER_HAS_TRIPS' as const;
export const DRIVER_HAS_TRIPS_MESSAGE =
  'Este entregador já fez entregas e fica no histórico. Para que ele não receba mais pedidos, deixe-o inativo.';
export const DRIVER_INACTIVE_LINK_MESSAGE =
  'Este entregador está inativo. Ative-o antes de enviar o acesso.';

/** The fee of one delivery to `zoneId` (null: pickup's none, or outside every zone). */
export function driverFeeFor(rule: DriverFeeRule, zoneId: string | null): number {
  if (rule.kind === 'fixa') return rule.amountCents;
  return (zoneId !== null ? rule.byZone[zoneId] : undefined) ?? rule.defaultCents;
}

// ——— deliveries: one trip of one order with one driver ———

/**
 * `em_rota`: out with the driver; `entregue`; `nao_entregue` ('não encontrei o cliente', with a
 * reason): the order comes back to the desk; `reatribuida`: the desk gave it to another driver
 * (or took it back) before it ended.
 */
export const DELIVERY_STATUSES = ['em_rota', 'entregue', 'nao_entregue', 'reatribuida'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  em_rota: 'A caminho',
  entregue: 'Entregue',
  nao_entregue: 'Não entregue',
  reatribuida: 'Reatribuída',
};

/** A trip that ended at the customer's door, whatever happened there: the driver is paid for it. */
export const TRIP_ENDED_STATUSES = [
  'entregue',
  'nao_entregue',
] as const satisfies readonly DeliveryStatus[];

function isTripEnded(status: DeliveryStatus): boolean {
  return (TRIP_ENDED_STATUSES as readonly DeliveryStatus[]).includes(status);
}

/** The reasons the driver's page offers for 'Não encontrei o cliente'; any other may be typed. */
export const NOT_DELIVERED_REASONS = [
  'Cliente não atende',
  'Endereço não encontrado',
  'Cliente recusou o pedido',
] as const;
export const NOT_DELIVERED_REASON_MAX = 200;

/**
 * Accepted and not yet out: what the desk may send with a driver. An order already 'saiu para
 * entrega' may be given to another driver (a reassignment, recorded) or, once its trip came back
 * 'não entregue', sent out again.
 */
export const DISPATCHABLE_STATUSES = [
  'aprovado',
  'em preparo',
] as const satisfies readonly OrderStatus[];

const ORDER_NOT_READY = 'ORDER_NOT_READY' as const;
const NOT_A_DELIVERY = 'NOT_A_DELIVERY' as const;
export const DRIVER_INACTIVE = 'DRIVER_INACTIVE' as const;
export const DRIVER_NOT_FOUND = 'DRIVER_NOT_FOUND' as const;
export const DELIVERY_NOT_FOUND = 'DELIVERY_NOT_FOUND' as const;
export const DELIVERY_ENDED = 'DELIVERY_ENDED' as const;

export const DRIVER_NOT_FOUND_MESSAGE = 'Entregador não encontrado.';
export const DRIVER_INACTIVE_MESSAGE =
  'Este entregador está inativo. Ative-o antes de enviar pedidos.';
export const DELIVERY_NOT_FOUND_MESSAGE = 'Esta entrega não está mais com você.';

export interface AssignmentRefusal {
  code: typeof ORDER_NOT_READY | typeof NOT_A_DELIVERY;
  message: string;
}

/**
 * Why an order may not go out with a driver now, or null when it may: a delivery, accepted, not
 * yet delivered nor rejected. One already out is given to another driver (a reassignment).
 */
export function refuseAssignment(order: {
  id: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
}): AssignmentRefusal | null {
  if (!hasDelivery(order.fulfilment)) {
    return {
      code: NOT_A_DELIVERY,
      message: `O pedido #${order.id} não é de entrega: ele é entregue na pizzaria.`,
    };
  }
  const isReady = (DISPATCHABLE_STATUSES as readonly OrderStatus[]).includes(order.status);
  // out with a driver (reassigned), or back from a trip that found nobody (sent again)
  const isOut = order.status === 'saiu para entrega';
  if (isReady || isOut) return null;
  return {
    code: ORDER_NOT_READY,
    message:
      order.status === 'pendente'
        ? `O pedido #${order.id} ainda não foi aceito.`
        : `O pedido #${order.id} não pode sair para entrega: ele já está “${ORDER_STATUS_LABELS[order.status]}”.`,
  };
}

// ——— what the driver collects at the door ———

export interface CollectableOrder {
  totalCents: number;
  paymentMethod: string;
  changeForCents: number | null;
  paymentStatus: PaymentStatus;
}

export interface Collection {
  /** What the customer pays at the door; 0 when the shop already has the money. */
  amountCents: number;
  paymentMethod: string;
  /** The change the driver gives back (cash with 'troco para'); null when none. */
  changeCents: number | null;
  isPaid: boolean;
  isCash: boolean;
}

/** What to collect of an order: nothing when it is paid (Pix confirmed, marked paid). */
export function collectionOf(order: CollectableOrder): Collection {
  const isPaid = order.paymentStatus === 'pago';
  const isCash = order.paymentMethod === CASH_PAYMENT;
  return {
    amountCents: isPaid ? 0 : order.totalCents,
    paymentMethod: order.paymentMethod,
    changeCents: !isPaid && isCash ? changeDueCents(order.changeForCents, order.totalCents) : null,
    isPaid,
    isCash,
  };
}

// ——— the night's closing ———

/**
 * One trip, as the closing reads it: a delivered one carries what the driver took at the door,
 * kept at the tap (`collectionOf` then), since 'Entregue' itself marks cash and card paid.
 */
export interface SettlementTrip {
  status: DeliveryStatus;
  feeCents: number;
  paymentMethod: string;
  /** Delivered: the amount taken at the door (0 when already paid); null otherwise. */
  collectedCents: number | null;
  changeCents: number | null;
}

interface MethodCollected {
  paymentMethod: string;
  orders: number;
  amountCents: number;
}

export interface DriverNight {
  /** Trips that ended at the door: delivered, and 'não entregue'. */
  deliveries: number;
  notDelivered: number;
  /** What the shop owes the driver: each ended trip's fee, kept from when it was assigned. */
  feesOwedCents: number;
  /** Money taken at the door, per payment method (delivered orders not paid before). */
  collected: MethodCollected[];
  /** The cash among it. */
  cashCollectedCents: number;
  /** The change the driver gave back to customers paying cash. */
  changeGivenCents: number;
  /**
   * What the driver hands over: the cash taken less the fees the shop owes. Negative: the shop
   * pays the driver the difference.
   */
  handOverCents: number;
}

/** The sums of one driver's night (docs/decisions/066): trips that did not end are left out. */
export function settleDriverNight(trips: readonly SettlementTrip[]): DriverNight {
  const collected = new Map<string, MethodCollected>();
  let deliveries = 0;
  let notDelivered = 0;
  let feesOwedCents = 0;
  let cashCollectedCents = 0;
  let changeGivenCents = 0;
  for (const trip of trips) {
    if (!isTripEnded(trip.status)) continue;
    feesOwedCents += trip.feeCents;
    if (trip.status === 'nao_entregue') {
      notDelivered += 1;
      continue;
    }
    deliveries += 1;
    const amountCents = trip.collectedCents ?? 0;
    if (amountCents === 0) continue;
    const line = collected.get(trip.paymentMethod) ?? {
      paymentMethod: trip.paymentMethod,
      orders: 0,
      amountCents: 0,
    };
    line.orders += 1;
    line.amountCents += amountCents;
    collected.set(trip.paymentMethod, line);
    if (trip.paymentMethod === CASH_PAYMENT) {
      cashCollectedCents += amountCents;
      changeGivenCents += trip.changeCents ?? 0;
    }
  }
  return {
    deliveries,
    notDelivered,
    feesOwedCents,
    collected: [...collected.values()].sort((a, b) =>
      a.paymentMethod.localeCompare(b.paymentMethod, 'pt-BR'),
    ),
    cashCollectedCents,
    changeGivenCents,
    handOverCents: cashCollectedCents - feesOwedCents,
  };
}

// ——— the driver's taps, queued on a bad connection ———

/**
 * 'Entregue' or 'Não encontrei o cliente', as the driver's phone sends it: `actionId` is made on
 * the phone when tapped, so a tap sent twice (a retry, the offline queue) counts once; `at` is
 * when it was tapped, which the server keeps when it is plausible (not in the future, not before
 * the trip began).
 */
export const DriverActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('entregue'),
    actionId: z.uuid({ error: 'Ação inválida.' }),
    at: z.iso.datetime({ offset: true }),
  }),
  z.object({
    kind: z.literal('nao_entregue'),
    actionId: z.uuid({ error: 'Ação inválida.' }),
    at: z.iso.datetime({ offset: true }),
    reason: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'Diga o que aconteceu.' }),
      z.maxLength(NOT_DELIVERED_REASON_MAX, {
        error: `Use no máximo ${NOT_DELIVERED_REASON_MAX} caracteres.`,
      }),
    ),
  }),
]);
export type DriverAction = z.infer<typeof DriverActionSchema>;

/** The moment a tap is recorded at: the phone's, unless it is in the future or before the trip. */
export function actionMoment(tappedAt: Date, trip: { assignedAt: Date }, now: Date): Date {
  if (tappedAt.getTime() > now.getTime()) return now;
  if (tappedAt.getTime() < trip.assignedAt.getTime()) return trip.assignedAt;
  return tappedAt;
}

// ——— the driver's sign-in ———

/** The driver's phone keeps this cookie; nothing of the back office opens with it. */
export const DRIVER_SESSION_COOKIE = 'forno_driver';
/** A link the shop sends works once, within this time. */
export const DRIVER_LINK_LIFETIME_MS = 24 * 60 * 60_000;
/** The phone stays signed in this long after its last use (a driver works evenings, for months). */
export const DRIVER_SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;

export const DRIVER_NOT_SIGNED_IN = 'DRIVER_NOT_SIGNED_IN' as const;
export const DRIVER_NOT_SIGNED_IN_MESSAGE =
  'Peça à pizzaria um novo link de acesso para ver suas entregas.';
export const DRIVER_LINK_INVALID = 'DRIVER_LINK_INVALID' as const;
export const DRIVER_LINK_INVALID_MESSAGE =
  'Este link de acesso já foi usado ou expirou. Peça um novo à pizzaria.';

/** The path the shop's link opens; the token travels in the fragment, never to a server log. */
const DRIVER_SIGN_IN_PATH = '/entregador/entrar';

export function driverSignInUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}${DRIVER_SIGN_IN_PATH}#${token}`;
}

/** The WhatsApp text that carries the link to the driver. */
export function driverLinkMessage(shopName: string, driverName: string, url: string): string {
  const first = driverName.trim().split(/\s+/)[0] ?? '';
  return [
    `Olá${first ? `, ${first}` : ''}! Este é o seu acesso às entregas da ${shopName}.`,
    `Abra no seu celular (vale uma vez, por 24 horas): ${url}`,
  ].join('\n\n');
}
