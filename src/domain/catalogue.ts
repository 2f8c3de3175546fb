/** Category groups and tabs of the menu, in spec order (docs/product/screens.md#menu). */
export const CATEGORY_GROUPS = ['salgada', 'doce', 'bebida'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

export const CATEGORY_GROUP_LABELS: Record<CategoryGroup, string> = {
  salgada: 'Pizzas Salgadas',
  doce: 'Pizzas Doces',
  bebida: 'Bebidas',
};

export const CATEGORY_SLUGS = [
  'mais_pedidas',
  'calabresa',
  'queijos',
  'frango',
  'peixes_vegetarianas',
  'bacon_lombo_presunto',
  'pizzas_especiais',
  'bordas',
  'pizzas_doces',
  'refrigerantes',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** The drinks category: priced as sold, no size price, no extras (docs/product/limits.md#prices). */
export const DRINKS_CATEGORY: CategorySlug = 'refrigerantes';

/** A product's name, at most (the back office's form and the flavour line of an item's notes). */
export const PRODUCT_NAME_MAX = 100;

/** A size's id, one of the shop's sizes (src/domain/sizes.ts, decision 046). */
export type ProductSize = string;

export const EXTRA_TYPES = ['salgado', 'doce'] as const;
export type ExtraType = (typeof EXTRA_TYPES)[number];

/** Display groups of extra ingredients in the wizard (docs/product/screens.md#pizza-wizard, step 4). */
export const EXTRA_GROUPS = ['Queijos', 'Carnes', 'Vegetais', 'Doces'] as const;
export type ExtraGroup = (typeof EXTRA_GROUPS)[number];

export type CrustId = 'none' | 'traditional' | 'volcanic';
