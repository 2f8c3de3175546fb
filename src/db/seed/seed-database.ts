import { count } from 'drizzle-orm';
import { DEFAULT_ESTABLISHMENT } from '../../domain/establishment';
import type { Database } from '../client';
import { settingsToRow } from '../establishment-row';
import { SAMPLE_DELIVERY } from './sample-delivery';
import {
  categories,
  crustFillings,
  crusts,
  establishmentSettings,
  extraIngredients,
  productPrices,
  products,
  sizes,
} from '../schema';
import { DRINKS_CATEGORY } from '../../domain/catalogue';
import { SAMPLE_SIZES } from '../../domain/sizes';
import { SAMPLE_CATEGORIES, SAMPLE_CRUSTS, SAMPLE_EXTRAS, SAMPLE_PRODUCTS } from './sample-menu';

/**
 * The sample menu (docs/product/data.md#product) goes only into a database without a catalogue, and the default shop
 * settings only where there are none: a restart never overwrites what the owner changed.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(categories);
    if ((row?.n ?? 0) === 0) {
      const inserted = await tx
        .insert(categories)
        .values(SAMPLE_CATEGORIES)
        .returning({ id: categories.id, slug: categories.slug });
      const categoryId = new Map(inserted.map((c) => [c.slug, c.id]));
      // the migration that made sizes wrote the sample's two; a database made since has them
      await tx
        .insert(sizes)
        .values([...SAMPLE_SIZES])
        .onConflictDoNothing();
      const insertedProducts = await tx
        .insert(products)
        .values(
          SAMPLE_PRODUCTS.map(({ categorySlug, brotoPriceCents: _, ...product }, index) => {
            const id = categoryId.get(categorySlug);
            if (id === undefined) throw new Error(`seed: unknown category ${categorySlug}`);
            return { ...product, categoryId: id, sortOrder: index };
          }),
        )
        .returning({ id: products.id });
      await tx.insert(productPrices).values(
        SAMPLE_PRODUCTS.flatMap((product, index) => {
          const productId = insertedProducts[index]?.id;
          if (productId === undefined || product.categorySlug === DRINKS_CATEGORY) return [];
          return [
            { productId, sizeId: 'normal', priceCents: product.priceCents },
            { productId, sizeId: 'broto', priceCents: product.brotoPriceCents },
          ];
        }),
      );
      await tx
        .insert(extraIngredients)
        .values(SAMPLE_EXTRAS.map((extra, index) => ({ ...extra, sortOrder: index })));
      await tx
        .insert(crusts)
        .values(
          SAMPLE_CRUSTS.map(({ fillings: _, ...crust }, index) => ({ ...crust, sortOrder: index })),
        );
      await tx.insert(crustFillings).values(
        SAMPLE_CRUSTS.flatMap((crust) =>
          crust.fillings.map((filling, index) => ({
            ...filling,
            crustId: crust.id,
            sortOrder: index,
          })),
        ),
      );
    }
    await tx
      .insert(establishmentSettings)
      .values({
        ...settingsToRow({ ...DEFAULT_ESTABLISHMENT, delivery: SAMPLE_DELIVERY }),
        lastUpdated: null,
      })
      .onConflictDoNothing();
  });
}
