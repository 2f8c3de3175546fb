/**
 * The sizes the shop sells its pizzas in (decision 046): named by the owner, each with its
 * slices, a note (the diameter), how many flavours one pizza of it may have, its place on the
 * menu and whether it is sold now. A size's id is made from its name when it is created and never
 * changes, so carts and orders that name it keep meaning the same size.
 */
/** A size's id: 'normal' and 'broto' for the sample shop's Grande and Broto. */
export type SizeId = string;

/**
 * The shape of every size id `sizeIdFromName` makes (plain lower-case letters and digits joined by
 * '-'); the database refuses any other in `sizes` and `order_items`.
 */
export const SIZE_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export interface Size {
  id: SizeId;
  name: string;
  slices: number;
  /** The diameter or any short note, e.g. '35cm'; '' for none. */
  note: string;
  /** Flavours one pizza of this size may have, the main one included: 1 to 4. */
  maxFlavours: number;
  sortOrder: number;
  isActive: boolean;
}

export const MIN_FLAVOURS_PER_SIZE = 1;
export const MAX_FLAVOURS_PER_SIZE = 4;
export const SIZE_NAME_MAX = 30;
export const SIZE_NOTE_MAX = 30;
export const SIZE_SLICES_MAX = 32;

/**
 * The size id a product without sizes (a drink) carries in its cart lines and orders: the
 * historical value of every line ever stored for one.
 */
export const UNSIZED: SizeId = 'normal';

/** The sample shop's two sizes (docs/product/screens.md#pizza-wizard, step 2). */
export const SAMPLE_SIZES: readonly Size[] = [
  {
    id: 'normal',
    name: 'Grande',
    slices: 8,
    note: '35cm',
    maxFlavours: 3,
    sortOrder: 0,
    isActive: true,
  },
  {
    id: 'broto',
    name: 'Broto',
    slices: 4,
    note: '20cm',
    maxFlavours: 2,
    sortOrder: 1,
    isActive: true,
  },
];

/** 'Grande (35cm)', or just 'Grande' without a note. */
export function sizeLabel(size: { name: string; note: string | null }): string {
  return size.note ? `${size.name} (${size.note})` : size.name;
}

/** '8 fatias', '1 fatia'. */
export function slicesLabel(slices: number): string {
  return slices === 1 ? '1 fatia' : `${slices} fatias`;
}

/** Extra flavours one pizza of the size may have besides its main one. */
export function maxExtraFlavours(size: Pick<Size, 'maxFlavours'>): number {
  return Math.max(0, size.maxFlavours - 1);
}

/** The size of that id among the shop's, or null. */
export function findSize<S extends { id: SizeId }>(sizes: readonly S[], id: SizeId): S | null {
  return sizes.find((size) => size.id === id) ?? null;
}

/**
 * A new size's id, made from its name: lower case, plain letters and digits joined by '-', and
 * a number after it while the id is taken ('familia', 'familia-2').
 */
export function sizeIdFromName(name: string, taken: readonly SizeId[]): SizeId {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || 'tamanho';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n += 1) {
    const id = `${base}-${n}`;
    if (!taken.includes(id)) return id;
  }
}

/** What a cart line and an order keep of its size: the id, and the name and note as shown then. */
export interface SizeRef {
  id: SizeId;
  name: string;
  note: string;
}

/** A line of a product without sizes (a drink): no name to show. */
export const NO_SIZE: SizeRef = { id: UNSIZED, name: '', note: '' };

/** The size of that id as a line keeps it; an unknown id keeps its id and no name. */
export function sizeRef(sizes: readonly SizeRef[], id: SizeId): SizeRef {
  const size = findSize(sizes, id);
  return size ? { id: size.id, name: size.name, note: size.note } : { id, name: '', note: '' };
}

/** What the product dialog sends for a product's prices (decision 046). */
export interface ProductPricesInput {
  priceCents?: number | undefined;
  sizePrices: Readonly<Record<SizeId, number>>;
}

export type ResolvedProductPrices =
  | { ok: true; priceCents: number; sizePrices: Record<SizeId, number> }
  | { ok: false; path: string; message: string };

/**
 * A product's prices as stored (decision 046): a drink keeps its one price and no size prices;
 * a product sold by size needs a price in at least one of the shop's sizes, and its
 * `priceCents` becomes its price in the first of them in menu order.
 */
export function resolveProductPrices(
  input: ProductPricesInput,
  soldBySize: boolean,
  sizes: readonly Size[],
): ResolvedProductPrices {
  if (!soldBySize) {
    if (input.priceCents === undefined) {
      return { ok: false, path: 'body/priceCents', message: 'Preço é obrigatório' };
    }
    return { ok: true, priceCents: input.priceCents, sizePrices: {} };
  }
  for (const id of Object.keys(input.sizePrices)) {
    if (!findSize(sizes, id)) {
      return {
        ok: false,
        path: `body/sizePrices/${id}`,
        message: 'Um dos tamanhos não existe mais. Recarregue a página.',
      };
    }
  }
  const ordered = [...sizes].sort((a, b) => a.sortOrder - b.sortOrder);
  const first = ordered.find((size) => input.sizePrices[size.id] !== undefined);
  const firstPrice = first ? input.sizePrices[first.id] : undefined;
  if (firstPrice === undefined) {
    return {
      ok: false,
      path: 'body/sizePrices',
      message: 'Informe o preço em pelo menos um tamanho',
    };
  }
  return { ok: true, priceCents: firstPrice, sizePrices: { ...input.sizePrices } };
}
