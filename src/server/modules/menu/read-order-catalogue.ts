import type { Executor } from '../../../db/client';
import type { OrderCatalogue } from '../../../domain/order-pricing';
import {
  listCategories,
  listCrustsForPricing,
  listExtrasForPricing,
  listProducts,
  listSizes,
} from './repository';

/** Everything pricing reads, for an order and for a coupon check. */
export async function readOrderCatalogue(db: Executor): Promise<OrderCatalogue> {
  // One after another: inside a transaction the queries share one connection anyway.
  const categories = await listCategories(db);
  const sizes = await listSizes(db, 'all');
  const products = await listProducts(db);
  const extras = await listExtrasForPricing(db);
  const crusts = await listCrustsForPricing(db);
  return { categories, sizes, products, extras, crusts };
}
