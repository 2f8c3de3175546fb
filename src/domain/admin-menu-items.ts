import { z } from 'zod';
import { EXTRA_GROUPS, EXTRA_TYPES } from './catalogue';
import { formatBRL } from './money';

/**
 * Extras (ingredients), crusts and crust fillings as the back office creates, edits, orders,
 * pauses and deletes them (docs/decisions/047). The dialogs and the server parse these schemas.
 */

export const MENU_ITEM_NAME_MAX = 60;
export const CRUST_DESCRIPTION_MAX = 200;
/** R$ 1.000,00: above any extra or crust, low enough to catch a slip of the keyboard. */
const ITEM_PRICE_MAX_CENTS = 100_000;
const ITEM_PRICE_REQUIRED = 'Preço deve ser maior que zero';
const NAME_REQUIRED = 'Nome é obrigatório';

const name = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(MENU_ITEM_NAME_MAX, `No máximo ${MENU_ITEM_NAME_MAX} caracteres`);

const paidPrice = z
  .number({ error: ITEM_PRICE_REQUIRED })
  .int()
  .min(1, ITEM_PRICE_REQUIRED)
  .max(ITEM_PRICE_MAX_CENTS, 'Preço muito alto');

/** A filling may cost nothing beyond its crust ('Catupiry' on the sample menu). */
const fillingPrice = z
  .number({ error: 'Informe o preço (0,00 se não cobra à parte)' })
  .int()
  .min(0, 'O preço não pode ser negativo')
  .max(ITEM_PRICE_MAX_CENTS, 'Preço muito alto');

/**
 * Its price in some of the shop's sizes (decision 051), by size id; a size left out (or empty in
 * the dialog) charges the item's one price.
 */
const sizePrices = z
  .record(z.string().min(1).max(60), paidPrice.nullable())
  .default({})
  .transform((prices) => {
    const set: Record<string, number> = {};
    for (const [size, price] of Object.entries(prices)) if (price !== null) set[size] = price;
    return set;
  });

export const ExtraInputSchema = z
  .object({
    name,
    priceCents: paidPrice,
    sizePrices,
    type: z.enum(EXTRA_TYPES, { error: 'Escolha salgado ou doce' }),
    displayGroup: z.enum(EXTRA_GROUPS, { error: 'Escolha o grupo' }),
  })
  .strict();
export type ExtraInput = z.input<typeof ExtraInputSchema>;

export const CrustInputSchema = z
  .object({
    name,
    description: z
      .string()
      .trim()
      .max(CRUST_DESCRIPTION_MAX, `No máximo ${CRUST_DESCRIPTION_MAX} caracteres`)
      .default(''),
    priceCents: paidPrice,
    sizePrices,
  })
  .strict();
export type CrustInput = z.input<typeof CrustInputSchema>;

export const FillingInputSchema = z.object({ name, priceCents: fillingPrice }).strict();
export type FillingInput = z.input<typeof FillingInputSchema>;

/** A new order of a list: every id of it, in the order wanted. */
export const ReorderSchema = z
  .object({ ids: z.array(z.string().min(1).max(60)).min(1).max(500) })
  .strict();

export const AdminExtraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  /** Its price in the sizes where it has one of its own (decision 051), by size id. */
  sizePrices: z.record(z.string(), z.number().int()),
  type: z.enum(EXTRA_TYPES),
  displayGroup: z.enum(EXTRA_GROUPS),
  isAvailable: z.boolean(),
});
export type AdminExtra = z.infer<typeof AdminExtraSchema>;

export const AdminFillingSchema = z.object({
  crustId: z.string(),
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  isAvailable: z.boolean(),
});
export type AdminFilling = z.infer<typeof AdminFillingSchema>;

export const AdminCrustSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  /** Its price in the sizes where it has one of its own (decision 051), by size id. */
  sizePrices: z.record(z.string(), z.number().int()),
  isAvailable: z.boolean(),
  fillings: z.array(AdminFillingSchema),
});
export type AdminCrust = z.infer<typeof AdminCrustSchema>;

/** `GET /api/admin/menu-items`: what is not deleted, in menu order ('Sem borda' left out). */
export const MenuItemsSchema = z.object({
  extras: z.array(AdminExtraSchema),
  crusts: z.array(AdminCrustSchema),
});
export type MenuItems = z.infer<typeof MenuItemsSchema>;

export const DUPLICATE_EXTRA_MESSAGE = 'Já existe um adicional com esse nome e tipo.';

/**
 * 'Borda Catupiry' → 'borda-catupiry': the id a new crust or filling gets, unused among `taken`
 * (deleted ones included, so an old order's crust id never names a new crust).
 */
export function slugIdOf(text: string, taken: ReadonlySet<string>): string {
  const base =
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** An extra's or crust's prices, as one edit reads them before and after (decision 051). */
interface SizePricedPrices {
  priceCents: number;
  sizePrices: Readonly<Record<string, number>>;
}

/** One price that an edit changed: the item's one price (size null) or its price in a size. */
export interface PriceEdit {
  size: string | null;
  sizeLabel: string;
  oldPriceCents: number;
  newPriceCents: number;
}

/**
 * What an edit changed, one line per price (decision 051): the one price when it moved, and each
 * size with a price of its own before or after whose price there moved — the price charged in that
 * size, so removing Broto's R$ 3,00 reads 'Broto: 3,00 → 5,00' (its one price).
 */
export function priceEditsOf(
  before: SizePricedPrices,
  after: SizePricedPrices,
  sizes: readonly { id: string; name: string }[],
): PriceEdit[] {
  const edits: PriceEdit[] = [];
  if (before.priceCents !== after.priceCents) {
    edits.push({
      size: null,
      sizeLabel: '',
      oldPriceCents: before.priceCents,
      newPriceCents: after.priceCents,
    });
  }
  for (const size of sizes) {
    const had = before.sizePrices[size.id];
    const has = after.sizePrices[size.id];
    if (had === undefined && has === undefined) continue;
    const oldPriceCents = had ?? before.priceCents;
    const newPriceCents = has ?? after.priceCents;
    if (oldPriceCents !== newPriceCents) {
      edits.push({ size: size.id, sizeLabel: size.name, oldPriceCents, newPriceCents });
    }
  }
  return edits;
}

/** The first price of a size that is not the shop's, as `path` for the field; null when all are. */
export function unknownSizeOf(
  sizePrices: Readonly<Record<string, number>>,
  sizes: readonly { id: string }[],
): string | null {
  return Object.keys(sizePrices).find((id) => !sizes.some((size) => size.id === id)) ?? null;
}

export const UNKNOWN_SIZE_MESSAGE = 'Um dos tamanhos não existe mais. Recarregue a página.';

/**
 * The sizes an extra's or crust's dialog gives a price field (decision 051): the shop's sizes on
 * sale, and a size off the menu only where the item has a price, so saving never drops it.
 */
export function sizesToPrice<S extends { id: string; isActive: boolean }>(
  sizes: readonly S[],
  sizePrices: Readonly<Record<string, number>>,
): S[] {
  return sizes.filter((size) => size.isActive || sizePrices[size.id] !== undefined);
}

/** 'Broto R$ 3,00 · Família R$ 7,00': an item's prices per size, in the shop's order; '' for none. */
export function sizePricesSummary(
  sizePrices: Readonly<Record<string, number>>,
  sizes: readonly { id: string; name: string }[],
): string {
  return sizes
    .flatMap((size) => {
      const price = sizePrices[size.id];
      return price === undefined ? [] : [`${size.name} ${formatBRL(price)}`];
    })
    .join(' · ');
}
