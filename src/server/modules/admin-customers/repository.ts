import { and, asc, desc, eq, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  customerAuditEvents,
  customerConsents,
  customers,
  orderEvents,
  orderItems,
  orders,
  whatsappContacts,
} from '../../../db/schema';
import type {
  AdminCustomer,
  ConsentRecord,
  CustomerAuditRecord,
} from '../../../domain/admin-customers';
import { addressParts } from '../../../domain/customer';
import { splitItemNotes } from '../../../domain/order-item';
import type { CustomerAuditKind } from '../../../domain/privacy';
import { onlyDigits } from '../../../domain/formats';
import type { OrderRow } from '../orders/repository';

/** Accented capitals and small letters, and what they read as in a search. */
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
/** What someone types when looking for a phone: digits and the mask's punctuation. */
const PHONE_QUERY = /^[\d\s()+.-]+$/;

/**
 * Text as the CRM search compares it: small letters without accents, so 'joao' finds 'JOÃO'
 * whatever the database's locale (PGlite and the test server use C, where ILIKE folds ASCII only).
 */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const folded = (column: typeof customers.name | typeof customers.address): SQL =>
  sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** `%`, `_` and `\` typed by someone are letters to find, not LIKE's wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** docs/product/rules.md#customer-search: the CRM search matches name, phone or address, case-insensitive. */
function matchesSearch(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = `%${escapeLike(foldForSearch(q))}%`;
  const digits = onlyDigits(q);
  return or(
    like(folded(customers.name), pattern),
    like(folded(customers.address), pattern),
    // phones are stored as digits: '(11) 98765' finds 11987654321
    digits !== '' && PHONE_QUERY.test(q) ? like(customers.phone, `%${digits}%`) : undefined,
  );
}

async function selectCustomers(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<AdminCustomer[]> {
  // each customer's number of orders and the time of the last one, beside the customer's row
  const orderStats = db
    .select({
      orderCount: sql<number>`count(*)`.mapWith(Number).as('order_count'),
      lastOrderAt: sql<Date | null>`max(${orders.placedAt})`
        .mapWith(orders.placedAt)
        .as('last_order_at'),
    })
    .from(orders)
    .where(eq(orders.customerId, customers.id))
    .as('order_stats');
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      address: customers.address,
      createdAt: customers.createdAt,
      marketingOptIn: customers.marketingOptIn,
      marketingOptInAt: customers.marketingOptInAt,
      anonymisedAt: customers.anonymisedAt,
      whatsappOptedOutAt: whatsappOptOut(),
      orderCount: orderStats.orderCount,
      lastOrderAt: orderStats.lastOrderAt,
    })
    .from(customers)
    .leftJoinLateral(orderStats, sql`true`)
    .where(where)
    .orderBy(desc(customers.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    // an anonymised customer's phone is a marker that stands in for a unique phone: no phone
    phone: row.anonymisedAt ? '' : row.phone,
    orderCount: row.orderCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    lastOrderAt: row.lastOrderAt ? row.lastOrderAt.toISOString() : null,
    marketingOptInAt: row.marketingOptInAt?.toISOString() ?? null,
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
    whatsappOptedOutAt: row.whatsappOptedOutAt?.toISOString() ?? null,
  }));
}

/**
 * When the customer's number answered PARAR without a later VOLTAR (decision 073). The contact's
 * key is whatsappContactKey() of the phone (digits, without the country code here): 55, the area
 * code and the last eight digits.
 */
function whatsappOptOut() {
  return sql<Date | null>`(
    select ${whatsappContacts.optedOutAt} from ${whatsappContacts}
    where ${whatsappContacts.contactKey} = '55' || left(${customers.phone}, 2) || right(${customers.phone}, 8)
      and ${whatsappContacts.optedOutAt} is not null
      and (${whatsappContacts.optedBackAt} is null or ${whatsappContacts.optedBackAt} <= ${whatsappContacts.optedOutAt})
  )`.mapWith(whatsappContacts.optedOutAt);
}

/**
 * Newest customers first, `limit` of them with an id below `before`, each with their order count
 * and last order: one query per page (the count comes from the orders(customer_id, id) index).
 */
export function listCustomers(
  db: Executor,
  query: { q: string; before?: number; limit: number },
): Promise<AdminCustomer[]> {
  return selectCustomers(
    db,
    and(
      matchesSearch(query.q),
      query.before === undefined ? undefined : lt(customers.id, query.before),
    ),
    query.limit,
  );
}

export async function findCustomer(db: Executor, id: number): Promise<AdminCustomer | null> {
  const [customer] = await selectCustomers(db, eq(customers.id, id), 1);
  return customer ?? null;
}

/** A customer's orders, newest first (the CRM's history dialog). */
export function listCustomerOrderRows(db: Executor, customerId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id));
}

export type CustomerRow = typeof customers.$inferSelect;

/** The customer's row, locked until the transaction ends when `forUpdate` (anonymising). */
export async function findCustomerRow(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<CustomerRow | null> {
  const query = db.select().from(customers).where(eq(customers.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Their marketing consents given and withdrawn, oldest first. */
export async function listConsents(db: Executor, customerId: number): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(customerConsents)
    .where(eq(customerConsents.customerId, customerId))
    .orderBy(asc(customerConsents.at), asc(customerConsents.id));
  return rows.map((row) => ({
    kind: row.kind,
    granted: row.granted,
    orderId: row.orderId,
    at: row.at.toISOString(),
  }));
}

/** Who exported or anonymised their data and when, oldest first. */
export async function listCustomerAudit(
  db: Executor,
  customerId: number,
): Promise<CustomerAuditRecord[]> {
  const rows = await db
    .select()
    .from(customerAuditEvents)
    .where(eq(customerAuditEvents.customerId, customerId))
    .orderBy(asc(customerAuditEvents.at), asc(customerAuditEvents.id));
  return rows.map((row) => ({
    kind: row.kind,
    actorName: row.actorName,
    at: row.at.toISOString(),
  }));
}

export async function recordCustomerAudit(
  db: Executor,
  event: {
    customerId: number;
    kind: CustomerAuditKind;
    actor: { id: number; name: string };
    at: Date;
  },
): Promise<void> {
  await db.insert(customerAuditEvents).values({
    customerId: event.customerId,
    kind: event.kind,
    actorId: event.actor.id,
    actorName: event.actor.name,
    at: event.at,
  });
}

const NO_ADDRESS = addressParts({
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
});

/**
 * Removes the personal data of a customer and of their orders (docs/decisions/033). Orders keep
 * what the shop's accounts need (items, prices, totals, payment, dates, status); their name
 * becomes `name`, phone and address are emptied, the customer's own notes on items (the flavour
 * line the wizard wrote stays), a rejection's reason (staff may have written about the person)
 * and the request's hash (made from the customer's data) are cleared.
 */
export async function anonymiseCustomerRows(
  db: Executor,
  customerId: number,
  replacement: { name: string; phone: string },
  at: Date,
): Promise<void> {
  const orderIds = (
    await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))
  ).map((row) => row.id);
  if (orderIds.length > 0) {
    await db
      .update(orders)
      .set({
        customerName: replacement.name,
        customerPhone: '',
        deliveryAddress: '',
        deliveryAddressParts: NO_ADDRESS,
        rejectionReason: null,
        requestHash: 'anonimizado',
        updatedAt: sql`now()`,
      })
      .where(eq(orders.customerId, customerId));
    const items = await db
      .select({
        id: orderItems.id,
        productName: orderItems.productName,
        extraFlavours: orderItems.extraFlavours,
        notes: orderItems.notes,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds));
    for (const item of items) {
      const { flavourLine } = splitItemNotes(
        item.productName,
        item.extraFlavours.map((flavour) => flavour.name),
        item.notes,
      );
      const notes = flavourLine ?? '';
      if (notes !== item.notes) {
        await db.update(orderItems).set({ notes }).where(eq(orderItems.id, item.id));
      }
    }
    // a rejection's reason is kept in the order's history too
    await db
      .update(orderEvents)
      .set({ note: null })
      .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.toValue, 'rejeitado')));
  }
  await db
    .update(customers)
    .set({
      name: replacement.name,
      phone: replacement.phone,
      address: '',
      ...NO_ADDRESS,
      anonymisedAt: at,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, customerId));
}

/** Marketing withdrawn (anonymising ends any consent), recorded with its date. */
export async function withdrawMarketing(db: Executor, customerId: number, at: Date): Promise<void> {
  await db
    .update(customers)
    .set({ marketingOptIn: false, marketingOptInAt: at })
    .where(eq(customers.id, customerId));
  await db
    .insert(customerConsents)
    .values({ customerId, kind: 'marketing', granted: false, orderId: null, at });
}
