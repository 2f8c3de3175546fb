import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { coupons, offers, orders } from '../../../db/schema';
import type { OrderStatus } from '../../../domain/order-status';
import { toOffer } from '../menu/offers-repository';
import type {
  Coupon,
  CouponFields,
  CouponUsage,
  Offer,
  OfferFields,
} from '../../../domain/promotions';

type CouponRow = typeof coupons.$inferSelect;

function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minOrderCents: row.minOrderCents,
    firstOrderOnly: row.firstOrderOnly,
    usageLimit: row.usageLimit,
    perPhoneLimit: row.perPhoneLimit,
    isPublic: row.isPublic,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    weekdays: row.weekdays,
    isActive: row.isActive,
  };
}

/** The coupon of this code (already upper-cased), or null. */
export async function findCouponByCode(db: Executor, code: string): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ? toCoupon(row) : null;
}

export async function listCoupons(db: Executor): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(toCoupon);
}

export async function listOffers(db: Executor): Promise<Offer[]> {
  const rows = await db.select().from(offers).orderBy(asc(offers.id));
  return rows.map(toOffer);
}

export async function listPublicCoupons(db: Executor): Promise<Coupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.isActive, true), eq(coupons.isPublic, true)))
    .orderBy(asc(coupons.code));
  return rows.map(toCoupon);
}

/** Orders that count as a use: every one but those the shop rejected (they give it back). */
const counts = ne(orders.status, 'rejeitado' satisfies OrderStatus);

/** A queued order whose coupon was dropped on arrival did not use it. */
const applied = isNull(orders.couponRefusal);

/** How often the coupon was used, by anyone and by this phone, and this phone's orders. */
export async function countCouponUsage(
  db: Executor,
  code: string,
  phone: string | null,
): Promise<CouponUsage> {
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.couponCode, code), applied, counts));
  if (phone === null) return { total: Number(total?.n ?? 0), byPhone: null, ordersOfPhone: null };
  const [byPhone] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.couponCode, code), applied, eq(orders.customerPhone, phone), counts));
  const [ofPhone] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerPhone, phone), counts));
  return {
    total: Number(total?.n ?? 0),
    byPhone: Number(byPhone?.n ?? 0),
    ordersOfPhone: Number(ofPhone?.n ?? 0),
  };
}

/** The first keys of the two-key advisory locks (the slot's is 2314, orders/repository.ts). */
const COUPON_LOCK_CLASS = 2315;
const PHONE_LOCK_CLASS = 2316;

/**
 * Holds, until the transaction ends, the locks of a coupon and of a phone: two orders racing for
 * the coupon's last use, or for a phone's first order, count one after the other (PostgreSQL;
 * PGlite runs one transaction at a time). Always coupon first, then phone: no deadlock.
 */
export async function lockCouponUse(tx: Executor, couponId: number, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COUPON_LOCK_CLASS}::int, ${couponId}::int)`);
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK_CLASS}::int, hashtext(${phone}))`);
}

export async function insertCoupon(db: Executor, fields: CouponFields): Promise<Coupon | null> {
  const [row] = await db
    .insert(coupons)
    .values(fields)
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  return row ? toCoupon(row) : null;
}

/** null: no such coupon. Throws the unique violation when the code is another coupon's. */
export async function updateCoupon(
  db: Executor,
  id: number,
  fields: CouponFields,
): Promise<Coupon | null> {
  const [row] = await db
    .update(coupons)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row ? toCoupon(row) : null;
}

export async function deleteCoupon(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertOffer(db: Executor, fields: OfferFields): Promise<Offer> {
  const [row] = await db.insert(offers).values(fields).returning();
  if (!row) throw new Error('insert of an offer returned no row');
  return toOffer(row);
}

export async function updateOffer(
  db: Executor,
  id: number,
  fields: OfferFields,
): Promise<Offer | null> {
  const [row] = await db
    .update(offers)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return row ? toOffer(row) : null;
}

export async function deleteOffer(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  return rows.length > 0;
}
