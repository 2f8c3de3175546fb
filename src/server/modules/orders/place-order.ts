import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../../db/client';
import { addressParts, composeAddress } from '../../../domain/customer';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import type { Order, OrderErrorCode, PlacedOrder, PlaceOrderRequest } from '../../../domain/order';
import { refuseChannelFulfilment, type OrderChannel } from '../../../domain/order-channel';
import {
  offlinePlacedAt,
  refuseOfflineOrder,
  refuseOnlineOrder,
  type OrderRefusal,
} from '../../../domain/order-policy';
import { refuseOfflineProof } from '../../../domain/offline-pass';
import { checkScheduledFor, refuseFullSlot } from '../../../domain/scheduling';
import { AUTO_ACCEPT_ACTOR_NAME } from '../../../domain/admin-order-events';
import { statusOnArrival, type OrderStatus } from '../../../domain/order-status';
import { enqueueOrderTickets } from '../printers/print-jobs';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { findOrCreateCustomer, refreshCustomerFromOrders } from '../customers/repository';
import { recordOrderEvent, type OrderEventActor } from '../order-events/repository';
import { attachPixCode } from './attach-pix-code';
import { verifyOfflinePass } from './offline-pass';
import { findAvailabilityAt, findSettings } from '../establishment/repository';
import { priceOrderRequest } from './price-order-request';
import {
  countOrdersInSlot,
  findOrderById,
  findOrderByIdempotencyKey,
  insertOrder,
  lockSlot,
  type OrderKeyRecord,
} from './repository';

/** The shop's own setting accepted the order: no staff member, so no account. */
const AUTO_ACCEPT_ACTOR: OrderEventActor = { id: null, name: AUTO_ACCEPT_ACTOR_NAME };

/** 16 random bytes: the tracking page's id cannot be guessed (docs/product/principles.md#orders). */
const PUBLIC_ID_BYTES = 16;
const IDEMPOTENCY_KEY_CONSTRAINT = 'orders_idempotency_key_unique';

export interface PlaceOrderCommand {
  idempotencyKey: string;
  request: PlaceOrderRequest;
  now: Date;
  /**
   * Where it came in (decision 055), set by the server: the storefront's route leaves it out
   * ('site'); staff orders and a table's orders name their channel and table.
   */
  placement?: OrderPlacement;
  /**
   * Runs in the order's transaction once its rows are written, so what it adds commits or rolls
   * back with the order: a table's order joins the table's comanda (docs/decisions/057).
   */
  withinOrder?: (tx: Executor, orderId: number) => Promise<void>;
  /** A person on staff took it ('Novo pedido', docs/decisions/056); absent: a customer's order. */
  takenBy?: StaffTaking;
  /**
   * Runs in the order's transaction once it is whole (its static Pix code too): the shop's Pix
   * provider starts the order's dynamic charge there (docs/decisions/063), given in app.ts.
   */
  onPlaced?: PlacedOrderHook;
  /**
   * Whether a customer's order waits for its Pix before the shop's automatic acceptance and its
   * printers act on it (decision 064): asked in the order's transaction before its status is
   * chosen; given in app.ts. Never asked of an order staff took (they accepted it).
   */
  holdsUntilPaid?: ArrivalHoldHook;
}

/** What runs in a new order's transaction once it is written (see `onPlaced`). */
export type PlacedOrderHook = (tx: Executor, order: Order, now: Date) => Promise<void>;

/** See `holdsUntilPaid`. */
export type ArrivalHoldHook = (
  tx: Executor,
  order: { paymentMethod: string; totalCents: number; fulfilment: string },
) => Promise<boolean>;

/** Who on staff took an order, and how it reached the shop ('Telefone'): its history says so. */
interface StaffTaking {
  actor: OrderEventActor;
  note: string;
}

export interface OrderPlacement {
  channel: OrderChannel;
  /** The table's name then, for fulfilment 'mesa'; null for every other order. */
  tableLabel: string | null;
}

const STOREFRONT: OrderPlacement = { channel: 'site', tableLabel: null };

/** Fault tests only: runs inside the order's transaction, after its row, before its items. */
export interface PlaceOrderFaults {
  insideWrite?: () => Promise<void>;
}

export interface PlaceOrderOutcome {
  placed: PlacedOrder;
  /** true when the key was seen before: the answer is that earlier order (200, not 201). */
  isReplay: boolean;
}

/**
 * Places an order in one transaction (docs/product/principles.md#orders): customer upsert by phone, order, items
 * and extras, priced from the database. The same key never makes a second order.
 */
export async function placeOrder(
  db: Database,
  events: EventPublisher,
  command: PlaceOrderCommand,
  faults: PlaceOrderFaults = {},
): Promise<PlaceOrderOutcome> {
  const outcome = await placeOrReplay(db, command, faults);
  // told once it has committed, and only of a new order: a replay is an order already told of
  if (!outcome.isReplay) {
    const { order } = outcome.placed;
    await events.publish({ type: 'order.created', orderId: order.id, origin: order.origin });
  }
  return outcome;
}

async function placeOrReplay(
  db: Database,
  {
    idempotencyKey,
    request,
    now,
    placement = STOREFRONT,
    takenBy,
    withinOrder,
    onPlaced,
    holdsUntilPaid,
  }: PlaceOrderCommand,
  faults: PlaceOrderFaults,
): Promise<PlaceOrderOutcome> {
  const requestHash = hashOrderRequest(request, placement);
  // the signature of a queued order's pass, checked before its transaction (the secret is read
  // once per process); its times are judged below, after a replay of the same order is answered
  const passIssuedAt =
    request.origin === 'offline' ? await verifyOfflinePass(db, request.offlinePass) : null;
  try {
    return await db.transaction(async (tx) => {
      const seen = await findOrderByIdempotencyKey(tx, idempotencyKey);
      if (seen) return replay(tx, seen, requestHash);

      refuseWith(
        refuseChannelFulfilment(placement.channel, request.fulfilment, placement.tableLabel),
      );
      const settings = (await findSettings(tx))?.settings ?? DEFAULT_ESTABLISHMENT;
      // a person on staff decides whether the shop takes it now (docs/decisions/056)
      const placedAt = takenBy
        ? now
        : await acceptedPlacedAt(tx, request, settings, now, passIssuedAt);
      const scheduledFor = await takeSlot(tx, request, settings, now, placedAt);
      const { priced, customer, delivery, promotions, totalCents } = await priceOrderRequest(
        tx,
        request,
        settings,
        // a queued order gets the offers and coupon of the moment it was made; uses count now
        { channel: placement.channel, at: placedAt, lockUsage: true },
      );
      const { discount } = promotions;

      const customerId = await findOrCreateCustomer(tx, customer);
      // a Pix the shop waits for: not accepted, so not printed, before it is paid (decision 064)
      const isHeld =
        !takenBy &&
        (await holdsUntilPaid?.(tx, {
          paymentMethod: request.paymentMethod,
          totalCents,
          fulfilment: request.fulfilment,
        })) === true;
      const status: OrderStatus = isHeld
        ? 'pendente'
        : statusOnArrival(settings, scheduledFor, takenBy !== undefined);
      const orderId = await insertOrder(
        tx,
        {
          publicId: randomBytes(PUBLIC_ID_BYTES).toString('base64url'),
          idempotencyKey,
          requestHash,
          customerId,
          origin: request.origin,
          channel: placement.channel,
          subtotalCents: priced.subtotalCents,
          // null: 'A confirmar' / 'a combinar' (docs/product/screens.md#cart), outside every zone or with none
          deliveryFeeCents: delivery.quote.feeCents,
          totalCents,
          paymentMethod: request.paymentMethod,
          changeForCents: request.changeForCents,
          // made once the order has its number (attachPixCode)
          pixCode: null,
          fulfilment: request.fulfilment,
          tableLabel: request.fulfilment === 'mesa' ? (placement.tableLabel?.trim() ?? null) : null,
          deliveryZone: delivery.quote.kind === 'zona' ? delivery.quote.zone.name : null,
          scheduledFor,
          customerName: customer.name,
          customerPhone: customer.phone,
          deliveryAddress: composeAddress(customer),
          deliveryAddressParts: addressParts(customer),
          flavourPricingRule: settings.flavourPricingRule,
          placedAt,
          status,
          marketingOptIn: request.marketingOptIn ?? null,
          discountCents: discount.totalCents,
          discountLines: discount.lines,
          couponCode: promotions.couponCode,
          couponRefusal: promotions.couponRefusal?.message ?? null,
          // taken and accepted by a person: it speaks for its customer (decision 038)
          staffAcceptedAt: takenBy && status === 'aprovado' ? now : null,
          // the person who took it has seen it: no desk rings for it (a slot's release still does)
          ...(takenBy ? { openedAt: now, openedBy: takenBy.actor.id } : {}),
        },
        priced.lines,
        faults.insideWrite,
      );
      await withinOrder?.(tx, orderId);
      if (takenBy) {
        await recordStaffTaking(tx, orderId, takenBy, status, now);
        if (status === 'aprovado') await refreshCustomerFromOrders(tx, customerId);
      } else if (status !== 'pendente') {
        // accepted by the shop's setting: the order's history says so, as for a staff member
        await recordOrderEvent(tx, {
          orderId,
          kind: 'status',
          actor: AUTO_ACCEPT_ACTOR,
          from: 'pendente',
          to: status,
          at: now,
        });
      }
      // accepted on arrival: its tickets go to the network printers (docs/decisions/050)
      if (status === 'aprovado') await enqueueOrderTickets(tx, orderId);
      const order = await attachPixCode(tx, await loadOrder(tx, orderId), settings.pix);
      await onPlaced?.(tx, order, now);
      return { placed: { order }, isReplay: false };
    });
  } catch (error) {
    // PostgreSQL: a request with the same key committed while this one ran. PGlite runs one
    // transaction at a time, so there the first read above already sees it.
    if (!isIdempotencyKeyTaken(error)) throw error;
    const seen = await findOrderByIdempotencyKey(db, idempotencyKey);
    if (!seen) throw error;
    return replay(db, seen, requestHash);
  }
}

/**
 * The history of an order staff took: who entered it and how it came ('Lançado por ana: Telefone'),
 * then, for 'o quanto antes', its acceptance by the same person (decision 056).
 */
async function recordStaffTaking(
  tx: Executor,
  orderId: number,
  { actor, note }: StaffTaking,
  status: OrderStatus,
  at: Date,
): Promise<void> {
  await recordOrderEvent(tx, {
    orderId,
    kind: 'status',
    actor,
    from: null,
    to: 'pendente',
    note,
    at,
  });
  if (status !== 'pendente') {
    await recordOrderEvent(tx, {
      orderId,
      kind: 'status',
      actor,
      from: 'pendente',
      to: status,
      at,
    });
  }
}

async function replay(
  db: Executor,
  seen: OrderKeyRecord,
  requestHash: string,
): Promise<PlaceOrderOutcome> {
  if (seen.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'Esta chave já foi usada para outro pedido. Atualize a página e tente novamente.',
    );
  }
  return {
    placed: { order: await loadOrder(db, seen.id) },
    isReplay: true,
  };
}

async function loadOrder(db: Executor, id: number) {
  const order = await findOrderById(db, id);
  if (!order) throw new Error(`order ${id} vanished`);
  return order;
}

/**
 * Online orders are placed now, and only while the shop takes orders. Orders from the offline
 * queue keep the time they were made and sync later, if the shop took orders at that time
 * (src/domain/order-policy.ts; docs/decisions/016) and their pass proves that time: made after
 * the server issued it, before it expired, and within the sync window (docs/decisions/038).
 */
async function acceptedPlacedAt(
  db: Executor,
  request: PlaceOrderRequest,
  settings: EstablishmentSettings,
  now: Date,
  passIssuedAt: Date | null,
): Promise<Date> {
  if (request.origin !== 'offline') {
    refuseWith(refuseOnlineOrder(now, settings, request.scheduledFor));
    return now;
  }
  const parsed = offlinePlacedAt(request.placedAt, now);
  if ('code' in parsed) throw new AppError(parsed.code, parsed.message);
  refuseWith(refuseOfflineProof(passIssuedAt, parsed.placedAt, now));
  const then = (await findAvailabilityAt(db, parsed.placedAt)) ?? settings;
  refuseWith(
    refuseOfflineOrder(parsed.placedAt, then, {
      scheduledFor: request.scheduledFor,
      schedulingEnabled: settings.scheduling.enabled,
    }),
  );
  return parsed.placedAt;
}

/**
 * The chosen time slot, if any, checked by the shop's rules (src/domain/scheduling.ts) and taken:
 * the slot's lock is held until the order commits, so two orders for its last place are counted
 * one after the other and the second is refused. An order from the offline queue is judged at the
 * moment it was made (its slot may have begun by the time it syncs; it still goes to the desk).
 */
async function takeSlot(
  tx: Executor,
  request: PlaceOrderRequest,
  settings: EstablishmentSettings,
  now: Date,
  placedAt: Date,
): Promise<Date | null> {
  if (request.scheduledFor === null) return null;
  const checked = checkScheduledFor(
    request.scheduledFor,
    settings,
    request.origin === 'offline' ? placedAt : now,
  );
  if ('code' in checked) throw new AppError(checked.code, checked.message);
  const { start } = checked.slot;
  await lockSlot(tx, start);
  refuseWith(refuseFullSlot(await countOrdersInSlot(tx, start), settings.scheduling.slotCapacity));
  return start;
}

function refuseWith(refusal: OrderRefusal<OrderErrorCode> | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/**
 * SHA-256 of what is being ordered, as the server reads it (keys sorted, defaults filled in): the
 * customer, the items, the payment, pickup, the zone chosen, the slot and the coupon. Left out: the prices and discount the client saw, which the server ignores,
 * and origin/placedAt/offlinePass, because checkout queues an order that got no answer under the
 * same key as 'offline' (use-checkout.ts): its sync must find the order the lost answer belonged to.
 */
function hashOrderRequest(request: PlaceOrderRequest, placement: OrderPlacement): string {
  const significant = {
    // only when not the storefront's: a web order keeps the hash it had before channels
    ...(placement.channel === 'site' ? {} : { channel: placement.channel }),
    ...(placement.tableLabel === null ? {} : { tableLabel: placement.tableLabel }),
    customer: request.customer,
    items: request.items.map(({ unitPriceCents: _price, ...item }) => item),
    paymentMethod: request.paymentMethod,
    changeForCents: request.changeForCents,
    // only when not the default: an order sent before these existed keeps the hash it had then
    ...(request.fulfilment === 'entrega' ? {} : { fulfilment: request.fulfilment }),
    ...(request.deliveryZoneId === null ? {} : { deliveryZoneId: request.deliveryZoneId }),
    ...(request.scheduledFor === null ? {} : { scheduledFor: request.scheduledFor }),
    ...(request.marketingOptIn === undefined ? {} : { marketingOptIn: request.marketingOptIn }),
    ...(request.couponCode === null || request.couponCode === ''
      ? {}
      : { couponCode: request.couponCode.toUpperCase() }),
  };
  return createHash('sha256').update(canonicalJson(significant)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function isIdempotencyKeyTaken(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === IDEMPOTENCY_KEY_CONSTRAINT) return true;
    e = e.cause;
  }
  return false;
}
