import { and, desc, eq, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customers, orders } from '../../../db/schema';
import type { AdminCustomer } from '../../../domain/admin-customers';
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
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const folded = (column: typeof customers.name | typeof customers.address): SQL =>
  sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** `%`, `_` and `\` typed by someone are letters to find, not LIKE's wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** spec §5: the CRM search matches name, phone or address, case-insensitive. */
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
    orderCount: row.orderCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    lastOrderAt: row.lastOrderAt ? row.lastOrderAt.toISOString() : null,
  }));
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
