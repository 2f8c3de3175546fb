import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type CategoryGroup,
  type ExtraGroup,
  type ExtraType,
  type ProductSize,
} from '../domain/catalogue';
import {
  DEFAULT_DELIVERY_SETTINGS,
  FULFILMENTS,
  type DeliverySettings,
  type Fulfilment,
} from '../domain/delivery';
import type { FlavourPricingRule, MostOrderedMode } from '../domain/establishment';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '../domain/admin-kitchen-settings';
import {
  DELIVERY_STATUSES,
  DRIVER_VEHICLES,
  type DeliveryStatus,
  type DriverFeeRule,
  type DriverNight,
  type DriverVehicle,
} from '../domain/delivery-drivers';
import { ORDER_ORIGINS } from '../domain/order';
import {
  WHATSAPP_MESSAGE_KINDS,
  WHATSAPP_MESSAGE_STATES,
  type WhatsAppMessageKind,
  type WhatsAppMessageState,
} from '../domain/admin-whatsapp';
import { ORDER_CHANNELS, type OrderChannel } from '../domain/order-channel';
import { SIZE_ID_PATTERN } from '../domain/sizes';
import { ORDER_EVENT_KINDS, type OrderEventKind } from '../domain/admin-order-events';
import { PAUSABLE_KINDS, type PausableKind } from '../domain/admin-catalogue';
import { PRICED_KINDS, type PricedKind } from '../domain/admin-price-list';
import { ORDER_STATUSES } from '../domain/order-status';
import type { PaymentStatus } from '../domain/payment-status';
import { DEFAULT_PIX_SETTINGS, type PixSettings } from '../domain/pix';
import {
  API_PIX_BANKS,
  DEFAULT_PIX_AUTOMATION_CHOICES,
  PIX_CHARGE_STATUSES,
  PIX_PROVIDER_KINDS,
  PIX_REFUND_STATUSES,
  PIX_RING_ON,
  PIX_UNPAID_POLICIES,
  RECEIVED_PIX_OUTCOMES,
  type ApiPixBank,
  type PixChargeStatus,
  type PixProviderKind,
  type PixRefundStatus,
  type PixRingOn,
  type PixUnpaidPolicy,
  type ReceivedPixOutcome,
} from '../domain/pix-automation';
import { JOB_STATUSES, type JobStatus } from '../domain/admin-jobs';
import { STAFF_ROLES, type StaffRole } from '../domain/staff-roles';
import { PRINTER_ROLES, type PrinterRole } from '../domain/admin-printers';
import { PAPER_WIDTHS, type PaperWidth } from '../domain/tickets/paper';
import { SERVICE_CHARGE_MAX_PERCENT, type ComandaPayment } from '../domain/comanda';
import type { ClosingLine } from '../domain/admin-cash-shift';
import {
  CONSENT_KINDS,
  CUSTOMER_AUDIT_KINDS,
  DEFAULT_PRIVACY_SETTINGS,
  type ConsentKind,
  type CustomerAuditKind,
  type PrivacySettings,
} from '../domain/privacy';
import { DEFAULT_SCHEDULING_SETTINGS, type SchedulingSettings } from '../domain/scheduling';
import type { Schedules, Weekday } from '../domain/opening-hours';
import {
  DISCOUNT_KINDS,
  OFFER_KINDS,
  type DiscountKind,
  type DiscountLine,
  type OfferKind,
} from '../domain/promotions';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `column in ('a', 'b')`: a CHECK keeping a text column to the values the domain knows. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

// ---------------------------------------------------------------- promotions

/** Validity shared by coupons and offers: local dates ('YYYY-MM-DD', inclusive) and weekdays. */
const validityColumns = () => ({
  validFrom: text('valid_from'),
  validUntil: text('valid_until'),
  /** Empty: every day. */
  weekdays: jsonb('weekdays').$type<Weekday[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
});

/** Coupons typed at checkout (docs/decisions/032). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper case: the customer's typing is upper-cased before it is looked up. */
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** percent: 1–100; fixed: centavos. */
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    usageLimit: integer('usage_limit'),
    perPhoneLimit: integer('per_phone_limit'),
    isPublic: boolean('is_public').notNull().default(false),
    ...validityColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_kind_known', oneOf(t.kind, DISCOUNT_KINDS)),
    check('coupons_value_positive', sql`${t.value} > 0`),
  ],
);

/** Automatic offers: applied without a code, listed on /offers (docs/decisions/032). */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<OfferKind>().notNull(),
    categorySlugs: jsonb('category_slugs').$type<string[]>().notNull(),
    percent: integer('percent'),
    pairedCategorySlugs: jsonb('paired_category_slugs').$type<string[]>().notNull().default([]),
    comboPriceCents: integer('combo_price_cents'),
    ...validityColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('offers_kind_known', oneOf(t.kind, OFFER_KINDS))],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  group: text('group').$type<CategoryGroup>().notNull(),
  /** true for savoury pizzas, false for sweet ones, null for crusts and drinks (docs/product/data.md#category). */
  isSalgado: boolean('is_salgado'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /**
     * The one price of a product sold without sizes (a drink). For one sold by size its prices are
     * in product_prices, and this is kept equal to its price in its first size (decision 046).
     */
    priceCents: integer('price_cents').notNull(),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    check('products_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/**
 * The sizes the shop sells its pizzas in (decision 046). The id is made from the name on
 * creation and never changes ('normal' and 'broto' are the sample shop's Grande and Broto), so
 * stored carts and orders keep naming the same size. A size an order used is never deleted.
 */
export const sizes = pgTable(
  'sizes',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slices: integer('slices').notNull(),
    /** The diameter or a short note, e.g. '35cm'; '' for none. */
    note: text('note').notNull().default(''),
    maxFlavours: integer('max_flavours').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('sizes_max_flavours_range', sql`${t.maxFlavours} BETWEEN 1 AND 4`),
    check('sizes_slices_positive', sql`${t.slices} > 0`),
    check('sizes_id_format', sql`${t.id} ~ ${sql.raw(`'${SIZE_ID_PATTERN}'`)}`),
  ],
);

/** A product's price in a size (decision 046); no row: the product is not sold in that size. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: text('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'restrict' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sizeId] }),
    index('product_prices_size_idx').on(t.sizeId),
    check('product_prices_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/**
 * A variant of a product sold without sizes (decision 052): 'Lata 350 ml', '600 ml', '2 L', each
 * with its own price, in the shop's order, pausable. A product with variants is sold only as one of
 * them; a variant deleted is gone, orders keep its name (`order_items.variant_name`).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both take either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A product's photo, each size and format made of it one row (decision 031): in the database, so
 * every instance of the server serves the same photo. `hash` is the photo's content hash, part of
 * its public address.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** e.g. `480.webp` (domain/product-photo.ts) */
    variant: text('variant').notNull(),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.variant] })],
);

export const extraIngredients = pgTable(
  'extra_ingredients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    type: text('type').$type<ExtraType>().notNull(),
    displayGroup: text('display_group').$type<ExtraGroup>().notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    /** Deleted from the back office (decision 047): off the menu and the lists; orders keep their snapshot. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // a deleted extra's name may be used again
    uniqueIndex('extra_ingredients_name_type_idx')
      .on(t.name, t.type)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const crusts = pgTable('crusts', {
  /** 'none', 'traditional', 'volcanic' (docs/product/data.md#crust-option). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull().default(0),
  /** false while sold out ('Acabou'): left off the menu and refused at checkout. */
  isAvailable: boolean('is_available').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Deleted from the back office (decision 047): off the menu and the lists; orders keep their snapshot. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const crustFillings = pgTable(
  'crust_fillings',
  {
    crustId: text('crust_id')
      .notNull()
      .references(() => crusts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    /** false while sold out ('Acabou'): left off the menu and refused at checkout. */
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Deleted from the back office (decision 047): off the menu and the lists; orders keep their snapshot. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.crustId, t.id] })],
);

/**
 * An extra's price in a size (decision 051): overrides its one price there; no row: its one
 * price applies in that size.
 */
export const extraPrices = pgTable(
  'extra_prices',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extraIngredients.id, { onDelete: 'cascade' }),
    sizeId: text('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.extraId, t.sizeId] }),
    check('extra_prices_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/** A crust's price in a size (decision 051), as `extra_prices`; its fillings keep one price. */
export const crustPrices = pgTable(
  'crust_prices',
  {
    crustId: text('crust_id')
      .notNull()
      .references(() => crusts.id, { onDelete: 'cascade' }),
    sizeId: text('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.crustId, t.sizeId] }),
    check('crust_prices_price_positive', sql`${t.priceCents} > 0`),
  ],
);

// ---------------------------------------------------------------- customers and orders

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Digits only, unique: customers are identified by their phone (docs/product/README.md#who-it-is-for). */
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    /** 'rua, numero[ - complemento], bairro, cidade/estado, CEP: cep' (docs/product/data.md#customer). */
    address: text('address').notNull().default(''),
    cep: text('cep').notNull().default(''),
    street: text('street').notNull().default(''),
    number: text('number').notNull().default(''),
    complement: text('complement').notNull().default(''),
    district: text('district').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    /** Whether they want the shop's promotions by WhatsApp (LGPD: unchecked unless they said so). */
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** When they last gave or withdrew it; null: never asked. Every change is in customer_consents. */
    marketingOptInAt: timestamp('marketing_opt_in_at', { withTimezone: true }),
    /** When staff anonymised them (docs/decisions/033); null: not anonymised. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The CRM's name and address search is a scan (translate/lower, LIKE '%…%'): a few ms for
  // thousands of customers; pg_trgm would need an extension PGlite must load first.
  (t) => [index('customers_created_at_idx').on(t.createdAt)],
);

/** Each consent given or withdrawn, with its date (LGPD: the shop must be able to show it). */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    granted: boolean('granted').notNull(),
    /** Where it was said: the checkout of this order. */
    orderId: integer('order_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_consents_customer_idx').on(t.customerId, t.id),
    check('customer_consents_kind_known', oneOf(t.kind, CONSENT_KINDS)),
  ],
);

/** Who exported or anonymised a customer's data, and when (docs/decisions/033). */
export const customerAuditEvents = pgTable(
  'customer_audit_events',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CustomerAuditKind>().notNull(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_audit_events_customer_idx').on(t.customerId, t.id),
    check('customer_audit_events_kind_known', oneOf(t.kind, CUSTOMER_AUDIT_KINDS)),
  ],
);

export interface DeliveryAddressSnapshot {
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export const orders = pgTable(
  'orders',
  {
    /** The order number people read ('Pedido #123'). */
    id: serial('id').primaryKey(),
    /** Unguessable id of the customer's tracking page. */
    publicId: text('public_id').notNull().unique(),
    /** Client-made key: the same key never makes a second order (docs/product/principles.md#orders). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Hash of the request body, to refuse a key reused for a different order. */
    requestHash: text('request_hash').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pendente'),
    origin: text('origin').$type<'online' | 'offline'>().notNull().default('online'),
    /** Where it came in: the storefront, a phone call, the counter or a table (decision 055). */
    channel: text('channel').$type<OrderChannel>().notNull().default('site'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** null while the fee is 'A confirmar' (docs/product/screens.md#cart). */
    deliveryFeeCents: integer('delivery_fee_cents'),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    changeForCents: integer('change_for_cents'),
    /** Whether the shop has the money: staff mark a Pix order 'pago'. */
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('a_receber'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The Pix BR Code (copia e cola) made when the order was placed; null when not paid by Pix. */
    pixCode: text('pix_code'),
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull().default('entrega'),
    /** The table of an order eaten at one ('5', 'Varanda 2'), as it was named then; else null. */
    tableLabel: text('table_label'),
    /** The delivery zone the fee came from; null for pickup or outside every zone. */
    deliveryZone: text('delivery_zone'),
    /** The start of the chosen time slot; null: 'o quanto antes'. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryAddressParts: jsonb('delivery_address_parts')
      .$type<DeliveryAddressSnapshot>()
      .notNull(),
    flavourPricingRule: text('flavour_pricing_rule').$type<FlavourPricingRule>().notNull(),
    /** When the customer placed it: differs from created_at for orders synced from the offline queue. */
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a staff member first opened the order (card, link, accept or any move); null: nobody
     * has yet, and every open desk rings for it (docs/decisions/026).
     */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /**
     * Pix confirmed by the shop's provider (decision 060): the payer's name and the Pix's
     * end-to-end id as the provider sent them; null for orders marked paid by hand.
     */
    pixPayerName: text('pix_payer_name'),
    pixEndToEndId: text('pix_end_to_end_id'),
    /** A refund of the order's Pix through the provider: solicitada, concluida or falhou. */
    pixRefundStatus: text('pix_refund_status').$type<PixRefundStatus>(),
    /**
     * The shop hides unpaid Pix orders from the desk until the provider confirms them
     * (unpaidPolicy 'ocultar'): true from placement until paid, switched or cancelled.
     */
    awaitingPixPayment: boolean('awaiting_pix_payment').notNull().default(false),
    /** Who opened it first; null while unopened, or once that account is removed. */
    openedBy: integer('opened_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** When its kitchen ticket was first printed on a thermal printer; null: never printed. */
    printedAt: timestamp('printed_at', { withTimezone: true }),
    /** How many times its ticket was printed (the first print and every 'Reimprimir'). */
    printCount: integer('print_count').notNull().default(0),
    /**
     * When a person on staff accepted it (pendente → aprovado); null for an order nobody at the
     * shop accepted: pending, or accepted by the shop's setting (decision 034). Only such an order
     * may change what the CRM keeps of its customer (docs/decisions/038).
     */
    staffAcceptedAt: timestamp('staff_accepted_at', { withTimezone: true }),
    /** Why the shop rejected it, as staff typed it; shown on the tracking page. */
    rejectionReason: text('rejection_reason'),
    /**
     * The checkout's marketing box: true checked, false unchecked, null not asked (an older
     * client). The customer's consent follows it once the shop accepts the order (decision 033).
     */
    marketingOptIn: boolean('marketing_opt_in'),
    /** What coupons and offers took off the items; the total already has it taken off. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** Each offer and coupon applied, with its name and amount then (a snapshot). */
    discountLines: jsonb('discount_lines').$type<DiscountLine[]>().notNull().default([]),
    /** The coupon used, as stored (upper case): its usage is counted from here. */
    couponCode: text('coupon_code'),
    /** Why a queued order's coupon was not applied when it arrived; null otherwise. */
    couponRefusal: text('coupon_refusal'),
    /**
     * When the kitchen marked its last item ready (every station done, decision 058); null while
     * anything is still to make, and again after an undo.
     */
    kitchenDoneAt: timestamp('kitchen_done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // keyset pages, newest first: a customer's history and the CRM's order counts
    index('orders_customer_id_idx').on(t.customerId, t.id),
    index('orders_created_at_idx').on(t.createdAt),
    // the orders desk's filters, a page at a time
    index('orders_status_id_idx').on(t.status, t.id),
    index('orders_origin_id_idx').on(t.origin, t.id),
    // the dashboard's 'hoje' and the reports' periods
    index('orders_placed_at_idx').on(t.placedAt),
    // the reports' new or returning customer: had this phone bought before the period?
    index('orders_customer_phone_placed_at_idx').on(t.customerPhone, t.placedAt),
    // a time slot's capacity
    index('orders_scheduled_for_idx').on(t.scheduledFor),
    // a coupon's usage, overall and per phone
    index('orders_coupon_code_idx')
      .on(t.couponCode, t.customerPhone)
      .where(sql`${t.couponCode} is not null`),
    // first order only: the orders of one phone
    index('orders_customer_phone_idx').on(t.customerPhone),
    // the desk's alarm: the orders nobody opened yet
    index('orders_unopened_idx')
      .on(t.id)
      .where(sql`${t.openedAt} is null`),
    check('orders_fulfilment_known', oneOf(t.fulfilment, FULFILMENTS)),
    check('orders_channel_known', oneOf(t.channel, ORDER_CHANNELS)),
    // a table's order names its table, and only a table's order does
    check(
      'orders_table_label_of_table',
      sql`(${t.fulfilment} = 'mesa') = (${t.tableLabel} is not null)`,
    ),
    // the reports' and dashboard's split by channel
    index('orders_channel_placed_at_idx').on(t.channel, t.placedAt),
    check(
      'orders_pix_refund_status_known',
      sql`${t.pixRefundStatus} is null or ${oneOf(t.pixRefundStatus, PIX_REFUND_STATUSES)}`,
    ),
    check('orders_payment_status_known', sql`${t.paymentStatus} in ('a_receber', 'pago')`),
    check('orders_status_known', oneOf(t.status, ORDER_STATUSES)),
    check('orders_origin_known', oneOf(t.origin, ORDER_ORIGINS)),
  ],
);

/**
 * Who did what to an order and when (docs/decisions/029): written in the same transaction as the
 * change. The actor's name is a snapshot, so the history still reads right after an account goes.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_kind_known', oneOf(t.kind, ORDER_EVENT_KINDS)),
  ],
);

export interface ExtraFlavourSnapshot {
  productId: number;
  name: string;
  priceCents: number;
}

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept as a reference while the product exists; the snapshot below is what was sold. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    categorySlug: text('category_slug').notNull(),
    /** The size's id; its name and note as they were when ordered follow (decision 046). */
    size: text('size').$type<ProductSize>().notNull().default('normal'),
    sizeName: text('size_name').notNull().default(''),
    sizeNote: text('size_note').notNull().default(''),
    /** The variant sold (decision 052) while it exists, and its name as it was when ordered. */
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    variantName: text('variant_name'),
    quantity: integer('quantity').notNull().default(1),
    /** Base price of one unit after the flavour rule, before extras and crust. */
    basePriceCents: integer('base_price_cents').notNull(),
    extraFlavours: jsonb('extra_flavours').$type<ExtraFlavourSnapshot[]>().notNull().default([]),
    crustId: text('crust_id'),
    crustName: text('crust_name'),
    crustPriceCents: integer('crust_price_cents').notNull().default(0),
    fillingId: text('filling_id'),
    fillingName: text('filling_name'),
    notes: text('notes').notNull().default(''),
    lineTotalCents: integer('line_total_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** When the kitchen marked the line ready ('bump', decision 058); null: still to make. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Who marked it: the account while it exists, and the name the histories use then. */
    readyBy: integer('ready_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    readyByName: text('ready_by_name'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_size_id_format', sql`${t.size} ~ ${sql.raw(`'${SIZE_ID_PATTERN}'`)}`),
  ],
);

export const orderItemExtras = pgTable(
  'order_item_extras',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id').references(() => extraIngredients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('order_item_extras_item_idx').on(t.orderItemId)],
);

// ---------------------------------------------------------------- establishment

/** One row (id = 1): the shop's settings, edited in the admin, read by every customer. */
export const establishmentSettings = pgTable(
  'establishment_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    address: text('address').notNull().default(''),
    schedules: jsonb('schedules').$type<Schedules>().notNull(),
    deliveryTime: text('delivery_time').notNull().default(''),
    paymentOptions: jsonb('payment_options').$type<string[]>().notNull(),
    additionalInfo: text('additional_info').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    flavourPricingRule: text('flavour_pricing_rule')
      .$type<FlavourPricingRule>()
      .notNull()
      .default('principal'),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    /** The largest order total the shop accepts (R$ 2.000,00 unless the owner changes it). */
    maxOrderTotalCents: integer('max_order_total_cents').notNull().default(200_000),
    delivery: jsonb('delivery')
      .$type<DeliverySettings>()
      .notNull()
      .default(DEFAULT_DELIVERY_SETTINGS),
    scheduling: jsonb('scheduling')
      .$type<SchedulingSettings>()
      .notNull()
      .default(DEFAULT_SCHEDULING_SETTINGS),
    pix: jsonb('pix').$type<PixSettings>().notNull().default(DEFAULT_PIX_SETTINGS),
    /** New orders for as soon as possible go straight to 'aprovado' (docs/decisions/034). */
    autoAccept: boolean('auto_accept').notNull().default(false),
    /** The 'Mais Pedidas' tab: 'manual' or 'automatic' (decision 035). */
    mostOrdered: text('most_ordered').$type<MostOrderedMode>().notNull().default('manual'),
    /** The privacy page's text ('' → the default text, src/domain/privacy.ts). */
    privacy: jsonb('privacy').$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY_SETTINGS),
    /** The kitchen's stations, clock limits and what its 'pronto' does (decision 058). */
    kitchen: jsonb('kitchen').$type<KitchenSettings>().notNull().default(DEFAULT_KITCHEN_SETTINGS),
    /** null until the owner saves the settings once ('Nunca atualizado'). */
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    /**
     * When the shop's owner registered (docs/decisions/036). Kept here, away from admin_users: a
     * shop that had an owner and now has none was damaged, and does not start.
     */
    ownerRegisteredAt: timestamp('owner_registered_at', { withTimezone: true }),
  },
  (t) => [check('establishment_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * When the shop was active and which hours applied, since when: a trigger on
 * establishment_settings adds a row whenever is_active, schedules or time_zone change (migration
 * 0003), so no write path can skip it. An order from the offline queue is judged by the row in
 * force at its placedAt (docs/decisions/016).
 */
export const establishmentAvailability = pgTable(
  'establishment_availability',
  {
    id: serial('id').primaryKey(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull(),
    schedules: jsonb('schedules').$type<Schedules>().notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [index('establishment_availability_from_idx').on(t.effectiveFrom)],
);

/**
 * Keys the server makes once and keeps to itself (never sent, never in a setting): the first
 * instance to need one writes it, every other instance reads the same row.
 */
export const serverSecrets = pgTable('server_secrets', {
  /** What it signs, e.g. 'offline_pass' (docs/decisions/038). */
  name: text('name').primaryKey(),
  /** Random bytes, base64url. */
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A customer's browser that asked for Web Push notices of one order (decision 074): the push
 * service's address and the keys its notices are encrypted for, as the browser gave them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The push service's https address for this browser (RFC 8030). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** The key of the last status notice the push service took for it: never sent twice. */
    lastSentKey: text('last_sent_key'),
    /** The push service's last refusal other than 'gone' (which drops the row), for support. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_order_endpoint_idx').on(t.orderId, t.endpoint)],
);

// ---------------------------------------------------------------- admin

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** What the account may do (docs/decisions/039); a registration waits as an attendant. */
    role: text('role').$type<StaffRole>().notNull().default('attendant'),
    status: text('status').$type<'active' | 'pending'>().notNull().default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by'),
    createdAt: createdAt(),
  },
  (t) => [check('admin_users_role_known', oneOf(t.role, STAFF_ROLES))],
);

/**
 * Each change of where the shop's money goes (the Pix key, receiver name or city): who, when,
 * which fields, the key before and after masked (docs/decisions/039). Saved only with the owner's
 * password typed again.
 */
export const paymentCredentialChanges = pgTable(
  'payment_credential_changes',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** The settings' field paths that changed, e.g. {pix.key, pix.city}. */
    fields: text('fields').array().notNull(),
    oldKeyMasked: text('old_key_masked').notNull(),
    newKeyMasked: text('new_key_masked').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_credential_changes_at_idx').on(t.at)],
);

/**
 * Setup codes (docs/decisions/036): only a hash; the code itself is shown once to whoever starts
 * the server. The owner's registration uses one up (`used_at`); at most one is unused.
 */
export const setupCodes = pgTable('setup_codes', {
  id: serial('id').primaryKey(),
  /** sha256 of the normalised code, hex. */
  codeHash: text('code_hash').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Each 'Acabou' switch that changed (a product, extra, crust or crust filling paused or back on
 * sale): who, when, what (docs/decisions/034). The name is kept as it was; the item may go.
 */
export const pauseEvents = pgTable(
  'pause_events',
  {
    id: serial('id').primaryKey(),
    itemKind: text('item_kind').$type<PausableKind>().notNull(),
    /** The product's or extra's number, the crust's id, or 'crust/filling' for a filling. */
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    /** false: paused ('Acabou'); true: back on sale. */
    isAvailable: boolean('is_available').notNull(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pause_events_at_idx').on(t.at),
    check('pause_events_kind_known', oneOf(t.itemKind, PAUSABLE_KINDS)),
  ],
);

/**
 * Every price that changed, with who changed it and when (decision 047): one line per item and
 * size, written in the same transaction as the price. Names and sizes are snapshots.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    itemKind: text('item_kind').$type<PricedKind>().notNull(),
    /** The product's or extra's number, the crust's id, or 'crust/filling' for a filling. */
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    /** The size's id, or null for an item's one price. */
    size: text('size'),
    sizeLabel: text('size_label').notNull().default(''),
    oldPriceCents: integer('old_price_cents').notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    /** '+8 % (terminar em ,90)' for a price list change, 'Edição' for one item edited. */
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('price_changes_at_idx').on(t.at),
    check('price_changes_kind_known', oneOf(t.itemKind, PRICED_KINDS)),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

/**
 * Login attempts, counted before the password is checked so that concurrent guesses cannot slip
 * past the limit, shared by every instance (docs/decisions/017-abuse-limits.md). One row per key:
 * an e-mail with a client address, or an address alone.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  /** Attempts since the count last started again (success, or a quiet window). */
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});

/**
 * Outgoing work (docs/decisions/049): written in the same transaction as the change that causes
 * it, run by one instance at a time (a lease claimed with SKIP LOCKED), retried with backoff.
 * One row per (kind, key): adding the same job twice keeps one. Finished rows are kept 30 days.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Chosen by whoever adds the job: the same work gets the same key ('order:12:kitchen'). */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** Runs started so far, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before then (the database's clock). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The instance that runs it, until `locked_until`: then any instance may claim it again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The handler's last error message; handlers never put secrets in it. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_known', oneOf(t.status, JOB_STATUSES)),
  ],
);

/**
 * Network thermal printers the server sends tickets to (docs/decisions/050). At most one active
 * printer per role: each order prints once per role.
 */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    role: text('role').$type<PrinterRole>().notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(9100),
    paperWidth: text('paper_width').$type<PaperWidth>().notNull().default('80'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('printers_one_active_per_role')
      .on(t.role)
      .where(sql`${t.isActive}`),
    check('printers_role_known', oneOf(t.role, PRINTER_ROLES)),
    check('printers_paper_width_known', oneOf(t.paperWidth, PAPER_WIDTHS)),
    check('printers_port_range', sql`${t.port} between 1 and 65535`),
  ],
);

// ---------------------------------------------------------------- cash shifts

/**
 * The till, opened with the starting cash and closed with what was counted per payment method
 * (docs/decisions/048). At most one is open at a time, for every instance sharing the database:
 * a unique index over the open rows. The closing keeps its lines (expected, counted, difference)
 * as they were read then, so an order changed later does not rewrite a closed till.
 */
export const cashShifts = pgTable(
  'cash_shifts',
  {
    id: serial('id').primaryKey(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openedById: integer('opened_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    openedByName: text('opened_by_name').notNull(),
    startingCashCents: integer('starting_cash_cents').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: integer('closed_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name'),
    /** What was counted per payment method, centavos by method name. */
    counted: jsonb('counted').$type<Record<string, number>>(),
    /** The closing as computed when the till was closed (ClosingLine[] of src/domain/admin-cash-shift.ts). */
    closingLines: jsonb('closing_lines').$type<ClosingLine[]>(),
    withoutOpenShiftOrders: integer('without_open_shift_orders'),
    withoutOpenShiftCents: integer('without_open_shift_cents'),
  },
  (t) => [
    uniqueIndex('cash_shifts_one_open_idx')
      .on(sql`(${t.closedAt} is null)`)
      .where(sql`${t.closedAt} is null`),
    index('cash_shifts_opened_at_idx').on(t.openedAt),
    check('cash_shifts_starting_cash_positive', sql`${t.startingCashCents} >= 0`),
  ],
);

// ---------------------------------------------------------------- tables and comandas

/**
 * The shop's tables (docs/decisions/057). The token is what the table's QR code carries: random,
 * so a table's link cannot be guessed from another's; a table is never deleted once it had a
 * comanda, only made inactive.
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    token: text('token').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dining_tables_label_idx').on(sql`lower(${t.label})`),
    uniqueIndex('dining_tables_token_idx').on(t.token),
  ],
);

/**
 * A table's bill, opened by its first order and closed with the payment. At most one is open per
 * table, for every instance sharing the database: a unique index over the open rows. The closing
 * keeps its figures and payments as they were then.
 */
export const comandas = pgTable(
  'comandas',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: integer('closed_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name'),
    subtotalCents: integer('subtotal_cents'),
    discountCents: integer('discount_cents'),
    serviceChargePercent: integer('service_charge_percent'),
    serviceChargeCents: integer('service_charge_cents'),
    totalCents: integer('total_cents'),
    persons: integer('persons'),
    payments: jsonb('payments').$type<ComandaPayment[]>(),
  },
  (t) => [
    uniqueIndex('comandas_one_open_per_table_idx')
      .on(t.tableId)
      .where(sql`${t.closedAt} is null`),
    index('comandas_closed_at_idx').on(t.closedAt),
  ],
);

/** The comanda an order was placed into: its discount is counted there. */
export const comandaOrders = pgTable(
  'comanda_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    comandaId: integer('comanda_id')
      .notNull()
      .references(() => comandas.id),
  },
  (t) => [index('comanda_orders_comanda_idx').on(t.comandaId)],
);

/** The comanda each line of a table order is billed to: moved lines change comanda here. */
export const comandaItems = pgTable(
  'comanda_items',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    comandaId: integer('comanda_id')
      .notNull()
      .references(() => comandas.id),
  },
  (t) => [index('comanda_items_comanda_idx').on(t.comandaId)],
);

/** Every line moved from one table's comanda to another's, by whom and when. */
export const comandaMoves = pgTable(
  'comanda_moves',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    itemName: text('item_name').notNull(),
    fromComandaId: integer('from_comanda_id')
      .notNull()
      .references(() => comandas.id),
    toComandaId: integer('to_comanda_id')
      .notNull()
      .references(() => comandas.id),
    fromTableLabel: text('from_table_label').notNull(),
    toTableLabel: text('to_table_label').notNull(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('comanda_moves_to_idx').on(t.toComandaId)],
);

/** The service charge offered when a comanda closes (one row; none: the defaults). */
export const tableServiceSettings = pgTable(
  'table_service_settings',
  {
    id: integer('id').primaryKey().default(1),
    serviceChargeEnabled: boolean('service_charge_enabled').notNull().default(true),
    serviceChargePercent: integer('service_charge_percent').notNull().default(10),
  },
  (t) => [
    check('table_service_settings_one_row', sql`${t.id} = 1`),
    check(
      'table_service_settings_percent_range',
      sql`${t.serviceChargePercent} between 0 and ${sql.raw(String(SERVICE_CHARGE_MAX_PERCENT))}`,
    ),
  ],
);

// ---------------------------------------------------------------- Pix by the shop's provider

/**
 * The shop's Pix provider (decision 060), one row: which API, where it answers, the credentials
 * (client secret, certificate and key, access token, webhook secret) encrypted with
 * FORNO_SECRETS_KEY (src/server/security/secret-box.ts), never returned by the API, and the
 * shop's choices for unpaid orders. No row, or `kind` null: the static code of decision 024.
 */
export const pixProvider = pgTable(
  'pix_provider',
  {
    id: integer('id').primaryKey().default(1),
    kind: text('kind').$type<PixProviderKind>(),
    /** For `api_pix`: the bank, whose differences from the standard the adapter follows. */
    bank: text('bank').$type<ApiPixBank>(),
    /** The provider's API address: the bank's production address unless the owner changes it. */
    baseUrl: text('base_url').notNull().default(''),
    /** The OAuth2 token address, when the bank keeps it apart from the API ('' → the API's). */
    tokenUrl: text('token_url').notNull().default(''),
    /** The sealed JSON of the credentials; null: none saved. */
    sealedCredentials: text('sealed_credentials'),
    /** What the owner may see of them: masked ids, the certificate's holder and expiry. */
    credentialSummary: jsonb('credential_summary')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /** The random part of this shop's webhook address: /api/pix/webhook/<token>. */
    webhookToken: text('webhook_token').notNull(),
    webhookRegisteredAt: timestamp('webhook_registered_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(false),
    expiryMinutes: integer('expiry_minutes')
      .notNull()
      .default(DEFAULT_PIX_AUTOMATION_CHOICES.expiryMinutes),
    unpaidPolicy: text('unpaid_policy')
      .$type<PixUnpaidPolicy>()
      .notNull()
      .default(DEFAULT_PIX_AUTOMATION_CHOICES.unpaidPolicy),
    ringOn: text('ring_on')
      .$type<PixRingOn>()
      .notNull()
      .default(DEFAULT_PIX_AUTOMATION_CHOICES.ringOn),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('pix_provider_single_row', sql`${t.id} = 1`),
    check(
      'pix_provider_kind_known',
      sql`${t.kind} is null or ${oneOf(t.kind, PIX_PROVIDER_KINDS)}`,
    ),
    check('pix_provider_bank_known', sql`${t.bank} is null or ${oneOf(t.bank, API_PIX_BANKS)}`),
    check('pix_provider_unpaid_policy_known', oneOf(t.unpaidPolicy, PIX_UNPAID_POLICIES)),
    check('pix_provider_ring_on_known', oneOf(t.ringOn, PIX_RING_ON)),
    check('pix_provider_expiry_range', sql`${t.expiryMinutes} between 5 and 1440`),
  ],
);

/**
 * A dynamic Pix charge of an order (decision 060): one per attempt (a renewed code is a new
 * charge with a new txid); at most one open at a time per order.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 for the first code of the order, 2 for the first renewal… */
    attempt: integer('attempt').notNull(),
    /** [a-zA-Z0-9]{26,35}; Mercado Pago's external_reference. */
    txid: text('txid').notNull().unique(),
    provider: text('provider').$type<PixProviderKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PixChargeStatus>().notNull().default('criando'),
    /** The copia-e-cola the provider made; null until it answered. */
    copiaECola: text('copia_e_cola'),
    /** The provider's own id of the charge (Mercado Pago's payment id, the API Pix's loc id). */
    providerRef: text('provider_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why the provider refused it (pt-BR, no secret). */
    lastError: text('last_error'),
  },
  (t) => [
    index('pix_charges_order_idx').on(t.orderId),
    uniqueIndex('pix_charges_one_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('criando', 'ativa')`),
    index('pix_charges_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('criando', 'ativa')`),
    check('pix_charges_status_known', oneOf(t.status, PIX_CHARGE_STATUSES)),
    check('pix_charges_provider_known', oneOf(t.provider, PIX_PROVIDER_KINDS)),
    check('pix_charges_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Every Pix the provider told us of, by webhook or found by polling (decision 060), once per
 * end-to-end id: what it paid, and what happened to it (confirmed an order, flagged, matched
 * nothing, refunded).
 */
export const pixReceived = pgTable(
  'pix_received',
  {
    id: serial('id').primaryKey(),
    /** The Pix's end-to-end id (E…, 32 characters); applying twice is a no-op. */
    endToEndId: text('end_to_end_id').notNull().unique(),
    provider: text('provider').$type<PixProviderKind>().notNull(),
    txid: text('txid'),
    chargeId: integer('charge_id').references(() => pixCharges.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    payerName: text('payer_name'),
    /** When the payer's bank settled it (the provider's 'horario'). */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** When we first heard of it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** How we first heard of it: 'webhook' or 'consulta' (polling). */
    source: text('source').$type<'webhook' | 'consulta'>().notNull(),
    outcome: text('outcome').$type<ReceivedPixOutcome>().notNull(),
    /** Our id of its refund (the API Pix's devolução id): [a-zA-Z0-9]{1,35}. */
    refundId: text('refund_id'),
    refundStatus: text('refund_status').$type<PixRefundStatus>(),
    refundError: text('refund_error'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundFinishedAt: timestamp('refund_finished_at', { withTimezone: true }),
  },
  (t) => [
    index('pix_received_paid_at_idx').on(t.paidAt),
    index('pix_received_order_idx').on(t.orderId),
    check('pix_received_outcome_known', oneOf(t.outcome, RECEIVED_PIX_OUTCOMES)),
    check('pix_received_source_known', sql`${t.source} in ('webhook', 'consulta')`),
    check(
      'pix_received_refund_status_known',
      sql`${t.refundStatus} is null or ${oneOf(t.refundStatus, PIX_REFUND_STATUSES)}`,
    ),
    check('pix_received_provider_known', oneOf(t.provider, PIX_PROVIDER_KINDS)),
  ],
);

// ---------------------------------------------------------------- the shop's delivery drivers

/** The shop's own drivers (decision 066): never removed once they drove, made inactive instead. */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** As the owner typed it; the wa.me and tel: links normalise it. */
    phone: text('phone').notNull(),
    vehicle: text('vehicle').$type<DriverVehicle>().notNull(),
    /** What the shop pays per delivery: fixed, or per zone (DriverFeeRule). */
    fee: jsonb('fee').$type<DriverFeeRule>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('drivers_vehicle_known', oneOf(t.vehicle, DRIVER_VEHICLES))],
);

/** The one-time links the shop sends a driver (WhatsApp): only the token's SHA-256 is kept. */
export const driverAccessLinks = pgTable(
  'driver_access_links',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link opened a session: it never opens another. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('driver_access_links_driver_idx').on(t.driverId)],
);

/** A driver's phone, signed in by a link: the SHA-256 of its cookie's token. */
export const driverSessions = pgTable(
  'driver_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_sessions_driver_idx').on(t.driverId)],
);

/** A night's closing of one driver, marked settled by the owner or a manager (decision 066). */
export const driverSettlements = pgTable(
  'driver_settlements',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    /** The shop's business day it closes (YYYY-MM-DD, the day that may end past midnight). */
    businessDay: text('business_day').notNull(),
    /** The sums as they were settled (DriverNight): what was handed over stays as it was. */
    totals: jsonb('totals').$type<DriverNight>().notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    settledBy: integer('settled_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    settledByName: text('settled_by_name').notNull(),
  },
  (t) => [index('driver_settlements_driver_day_idx').on(t.driverId, t.businessDay)],
);

/**
 * One trip of one order with one driver (decision 066). At most one trip of an order is out at a
 * time; a reassignment ends the old one ('reatribuida') and starts another, so who had it when
 * stays. The fee is the driver's rule for the order's zone when it was assigned.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    status: text('status').$type<DeliveryStatus>().notNull().default('em_rota'),
    feeCents: integer('fee_cents').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    assignedBy: integer('assigned_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    assignedByName: text('assigned_by_name').notNull(),
    /** When it ended: delivered, not delivered (as tapped on the phone) or reassigned. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'Não encontrei o cliente': what the driver said. */
    notDeliveredReason: text('not_delivered_reason'),
    /** The phone's id of the tap that ended it: a tap sent twice ends it once. */
    endedByAction: text('ended_by_action').unique(),
    /**
     * Delivered: what the driver took at the door, as it stood at the tap (0 when the shop already
     * had the money), and the change given. The night's closing adds these up, whatever is marked
     * on the order since (decision 070).
     */
    collectedCents: integer('collected_cents'),
    changeCents: integer('change_cents'),
    settlementId: integer('settlement_id').references(() => driverSettlements.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('deliveries_one_out_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'em_rota'`),
    index('deliveries_driver_assigned_idx').on(t.driverId, t.assignedAt),
    index('deliveries_order_idx').on(t.orderId, t.id),
    index('deliveries_assigned_at_idx').on(t.assignedAt),
    check('deliveries_status_known', oneOf(t.status, DELIVERY_STATUSES)),
    check('deliveries_fee_not_negative', sql`${t.feeCents} >= 0`),
    check(
      'deliveries_collected_when_delivered',
      sql`(${t.status} = 'entregue') = (${t.collectedCents} is not null)`,
    ),
    check('deliveries_ended_when_not_out', sql`(${t.status} = 'em_rota') = (${t.endedAt} is null)`),
  ],
);

// ---------------------------------------------------------------- official WhatsApp (decision 073)

/**
 * The shop's WhatsApp Business Platform number (Cloud API), one row. The token and the app
 * secret are sealed together with FORNO_SECRETS_KEY (decision 060); the verify token is what the
 * shop pastes in Meta's webhook settings, not a secret of Meta's.
 */
export const whatsappConnection = pgTable(
  'whatsapp_connection',
  {
    id: integer('id').primaryKey().default(1),
    phoneNumberId: text('phone_number_id').notNull().default(''),
    businessAccountId: text('business_account_id').notNull().default(''),
    /** The sealed JSON `{ accessToken, appSecret }`; null: none saved. */
    sealedCredentials: text('sealed_credentials'),
    /** What the owner may see of them: the last characters. */
    credentialSummary: jsonb('credential_summary')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    verifyToken: text('verify_token').notNull(),
    /** The address the owner saved from: the links in messages use it when PUBLIC_URL is unset. */
    publicOrigin: text('public_origin').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [check('whatsapp_connection_single_row', sql`${t.id} = 1`)],
);

/**
 * Each message the shop's WhatsApp sends a customer about an order: one per (order, status told),
 * recorded before the call, so a send cut off mid-call is known ('incerta') and never repeated.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderStatus: text('order_status').notNull(),
    toPhone: text('to_phone').notNull(),
    /** Chosen when it is sent (by the 24 h window); 'modelo' pinned after WhatsApp's 131047. */
    kind: text('kind').$type<WhatsAppMessageKind>(),
    templateName: text('template_name'),
    state: text('state').$type<WhatsAppMessageState>().notNull().default('a_enviar'),
    /** WhatsApp's id (wamid…): the webhook's receipts name it. */
    wamid: text('wamid').unique(),
    error: text('error'),
    errorCode: integer('error_code'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_order_status_unique').on(t.orderId, t.orderStatus),
    check('whatsapp_messages_state_known', oneOf(t.state, WHATSAPP_MESSAGE_STATES)),
    check(
      'whatsapp_messages_kind_known',
      sql`${t.kind} is null or ${oneOf(t.kind, WHATSAPP_MESSAGE_KINDS)}`,
    ),
  ],
);

/**
 * What the shop's WhatsApp knows of a number: when its customer last wrote (the 24 h window) and
 * whether they answered PARAR (LGPD: when; and when they answered VOLTAR).
 */
export const whatsappContacts = pgTable('whatsapp_contacts', {
  /** whatsappContactKey(): country, area code and the last eight digits. */
  contactKey: text('contact_key').primaryKey(),
  /** The number as WhatsApp gave it last (wa_id). */
  waId: text('wa_id').notNull(),
  lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  optedBackAt: timestamp('opted_back_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- iFood (decision 072)

/**
 * One row (id = 1): the shop's iFood store, connected as a distributed app. The tokens (and,
 * between the two steps of 'Conectar', the link code's verifier) are sealed with the secret box
 * (decision 060); the merchant id and the masked summary are what the settings show.
 */
export const ifoodConnection = pgTable('ifood_connection', {
  id: integer('id').primaryKey().default(1),
  /** The sealed `{ authorizationCodeVerifier }` of a link code the owner has yet to authorize. */
  sealedPendingLink: text('sealed_pending_link'),
  /** The link code shown to the owner and the portal's address, while pending. */
  pendingUserCode: text('pending_user_code'),
  pendingVerificationUrl: text('pending_verification_url'),
  /** The sealed `{ accessToken, refreshToken }`; null: not connected. */
  sealedTokens: text('sealed_tokens'),
  /** When the access token stops working: refreshed a minute before. */
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
  merchantId: text('merchant_id'),
  merchantName: text('merchant_name'),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  /** The last poll that reached iFood: the desk shows the link is alive. */
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
});

/**
 * Every event read from iFood's polling, stored before it is acknowledged: an event iFood sends
 * again (a lost acknowledgment) finds its id here and makes nothing new.
 */
export const ifoodEvents = pgTable(
  'ifood_events',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    fullCode: text('full_code').notNull().default(''),
    ifoodOrderId: text('ifood_order_id').notNull(),
    merchantId: text('merchant_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** When it was applied to our order (job ifood.event); null: still to apply. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('ifood_events_order_idx').on(t.ifoodOrderId, t.createdAt)],
);

export interface IfoodPaymentSnapshot {
  /** Paid online through iFood (nothing to take at the door), or to take on delivery. */
  prepaidCents: number;
  pendingCents: number;
  methods: { method: string; type: string; valueCents: number; changeForCents: number | null }[];
}

export interface IfoodFeesSnapshot {
  subtotalCents: number;
  deliveryFeeCents: number;
  /** iFood's and the shop's subsidies (benefits), each with who pays it. */
  benefitsCents: number;
  additionalFeesCents: number;
  orderAmountCents: number;
  benefits: { valueCents: number; sponsors: string[] }[];
}

/** Our order of each iFood order: what iFood said of it and what we have told iFood. */
export const ifoodOrders = pgTable('ifood_orders', {
  ifoodOrderId: text('ifood_order_id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The short number iFood shows ('#4521'). */
  displayId: text('display_id').notNull().default(''),
  orderType: text('order_type').notNull(),
  payment: jsonb('payment').$type<IfoodPaymentSnapshot>().notNull(),
  fees: jsonb('fees').$type<IfoodFeesSnapshot>().notNull(),
  /** The steps sent to iFood (confirm, startPreparation, …), each once (decision 072). */
  sentSteps: jsonb('sent_steps').$type<string[]>().notNull().default([]),
  /** iFood cancelled it (CAN): our rejection is not sent back. */
  cancelledByIfood: boolean('cancelled_by_ifood').notNull().default(false),
  /** The customer asked iFood to cancel: the desk shows it until the order ends. */
  cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
  /**
   * The notice job now bringing iFood up to date, until when: one at a time per order, so the
   * steps reach iFood in order; a run that stopped lets go when the time passes.
   */
  syncingJobId: integer('syncing_job_id'),
  syncingUntil: timestamp('syncing_until', { withTimezone: true }),
  createdAt: createdAt(),
});
