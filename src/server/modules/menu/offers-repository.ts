import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { offers } from '../../../db/schema';
import type { Offer } from '../../../domain/promotions';

/**
 * The automatic offers as the menu publishes them (decision 041): the menu's cards show them, and
 * the promotions module prices orders with the same rows. Editing offers stays in
 * promotions/repository.ts.
 */
type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    categorySlugs: row.categorySlugs,
    percent: row.percent,
    pairedCategorySlugs: row.pairedCategorySlugs,
    comboPriceCents: row.comboPriceCents,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    weekdays: row.weekdays,
    isActive: row.isActive,
  };
}

export async function listActiveOffers(db: Executor): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(eq(offers.isActive, true))
    .orderBy(asc(offers.id));
  return rows.map(toOffer);
}
