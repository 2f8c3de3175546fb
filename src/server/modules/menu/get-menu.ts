import type { Executor } from '../../../db/client';
import type { Menu } from '../../../domain/menu';
import { listAvailableExtras, listCategories, listCrusts, listProducts } from './repository';

export async function getMenu(db: Executor): Promise<Menu> {
  const [categories, products, extras, crusts] = await Promise.all([
    listCategories(db),
    listProducts(db),
    listAvailableExtras(db),
    listCrusts(db),
  ]);
  return { categories, products, extras, crusts };
}
