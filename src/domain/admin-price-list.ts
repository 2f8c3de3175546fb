import { z } from 'zod';
import { formatBRL, type Centavos } from './money';

/**
 * 'Tabela de preços' (docs/decisions/047): many prices changed at once — a percentage or a fixed
 * amount, up or down, over one set of items, rounded to the endings shops price in — previewed
 * before anything is saved. Pure: the server and the screen compute the same preview.
 */

/** Which prices one change touches. */
export const PRICE_TARGETS = ['pizzas', 'category', 'extras', 'crusts', 'fillings'] as const;
export type PriceTarget = (typeof PRICE_TARGETS)[number];
export const PRICE_TARGET_LABELS: Readonly<Record<PriceTarget, string>> = {
  pizzas: 'Todas as pizzas',
  category: 'Uma categoria',
  extras: 'Adicionais',
  crusts: 'Bordas',
  fillings: 'Recheios de borda',
};

/** How a new price is rounded: to the cent, to an ending of R$ 0,90, to R$ 0,50 or to R$ 1,00. */
export const PRICE_ROUNDINGS = ['none', 'ending_90', 'half', 'whole'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];
export const PRICE_ROUNDING_LABELS: Readonly<Record<PriceRounding, string>> = {
  none: 'Sem arredondar',
  ending_90: 'Terminar em ,90',
  half: 'Múltiplos de R$ 0,50',
  whole: 'Reais inteiros (,00)',
};

const PRICE_DIRECTIONS = ['up', 'down'] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];
const PRICE_CHANGE_MODES = ['percent', 'amount'] as const;

/** A cut of 100 % or more would leave nothing to charge; a rise beyond this is a slip. */
const PRICE_PERCENT_MAX = 100;
/** R$ 1.000,00 added or taken off at once: beyond any real price list change. */
const PRICE_AMOUNT_MAX_CENTS = 100_000;

const PERCENT_REQUIRED = 'Informe a porcentagem. Ex.: 8';
const AMOUNT_REQUIRED = 'Informe o valor. Ex.: 2,00';
const CATEGORY_REQUIRED = 'Escolha a categoria';

/** What the price list screen sends, for the preview and for saving; the server parses the same. */
export const PriceChangeSchema = z
  .object({
    target: z.enum(PRICE_TARGETS, { error: 'Escolha quais preços mudar' }),
    categoryId: z.number().int().positive().nullable().default(null),
    direction: z.enum(PRICE_DIRECTIONS, { error: 'Escolha aumentar ou diminuir' }),
    mode: z.enum(PRICE_CHANGE_MODES, { error: 'Escolha porcentagem ou valor' }),
    /** Percent, up to two decimals (7,5 %): used when `mode` is 'percent'. */
    percent: z
      .number({ error: PERCENT_REQUIRED })
      .positive(PERCENT_REQUIRED)
      .max(PRICE_PERCENT_MAX, `No máximo ${PRICE_PERCENT_MAX} %`)
      .nullable()
      .default(null),
    /** Centavos: used when `mode` is 'amount'. */
    amountCents: z
      .number({ error: AMOUNT_REQUIRED })
      .int()
      .positive(AMOUNT_REQUIRED)
      .max(PRICE_AMOUNT_MAX_CENTS, 'Valor alto demais')
      .nullable()
      .default(null),
    rounding: z.enum(PRICE_ROUNDINGS, { error: 'Escolha o arredondamento' }),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.target === 'category' && change.categoryId === null) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: CATEGORY_REQUIRED });
    }
    if (change.mode === 'percent' && change.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: PERCENT_REQUIRED });
    }
    if (change.mode === 'percent' && change.direction === 'down' && (change.percent ?? 0) >= 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'Uma redução deve ser menor que 100 %',
      });
    }
    if (change.mode === 'amount' && change.amountCents === null) {
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: AMOUNT_REQUIRED });
    }
  });
export type PriceChangeInput = z.input<typeof PriceChangeSchema>;
export type PriceChange = z.output<typeof PriceChangeSchema>;

/** The kinds of items with a price in the list. */
export const PRICED_KINDS = ['produto', 'adicional', 'borda', 'recheio'] as const;
export type PricedKind = (typeof PRICED_KINDS)[number];

/** One price of one item: a pizza has one per size, an extra or a crust one (or one per size). */
const PriceListItemSchema = z.object({
  kind: z.enum(PRICED_KINDS),
  /** The product's or extra's number, the crust's id, or 'crust/filling' for a filling. */
  itemId: z.string(),
  name: z.string(),
  /** The size this price is for; null: the item's one price. */
  size: z.string().nullable(),
  /** 'Grande', 'Broto', or '' for an item's one price. */
  sizeLabel: z.string(),
  priceCents: z.number().int(),
});
export type PriceListItem = z.infer<typeof PriceListItemSchema>;

/**
 * The label of an extra's or crust's one price in the list when it also has prices per size
 * (decision 051): it is the price of every other size.
 */
export const OTHER_SIZES_LABEL = 'Demais tamanhos';

/** `produto:12:broto`: one price of one item, stable between a preview and its save. */
export function priceKey(item: Pick<PriceListItem, 'kind' | 'itemId' | 'size'>): string {
  return `${item.kind}:${item.itemId}:${item.size ?? ''}`;
}

/** Rounds `cents` to the chosen ending, in the direction of the change: never past it backwards. */
export function roundPrice(cents: Centavos, rounding: PriceRounding, direction: PriceDirection) {
  const step = (size: number, offset: number) => {
    const steps = (cents - offset) / size;
    return (direction === 'up' ? Math.ceil(steps) : Math.floor(steps)) * size + offset;
  };
  switch (rounding) {
    case 'none':
      return cents;
    case 'ending_90':
      return step(100, 90);
    case 'half':
      return step(50, 0);
    case 'whole':
      return step(100, 0);
  }
}

/**
 * The new price of one item, or null when the change would leave it at R$ 0,00 or less. A rise is
 * rounded up and a cut down, so a rise never lowers a price and a cut never raises one; a cut whose
 * rounding would reach zero keeps the unrounded price instead.
 */
export function newPriceOf(priceCents: Centavos, change: PriceChange): Centavos | null {
  const sign = change.direction === 'up' ? 1 : -1;
  let raw: number;
  if (change.mode === 'percent') {
    // basis points keep 7,5 % exact; half a centavo rounds up
    const basisPoints = Math.round((change.percent ?? 0) * 100);
    raw = Math.round((priceCents * (10_000 + sign * basisPoints)) / 10_000);
  } else {
    raw = priceCents + sign * (change.amountCents ?? 0);
  }
  if (raw <= 0) return null;
  const rounded = roundPrice(raw, change.rounding, change.direction);
  return rounded > 0 ? rounded : raw;
}

const PriceRowSchema = PriceListItemSchema.extend({
  newPriceCents: z.number().int().nullable(),
});
export type PriceRow = z.infer<typeof PriceRowSchema>;

/**
 * The preview: every priced item of the set with its new price (null: the change would leave it
 * without a price, and saving is refused). Free items (a filling at R$ 0,00) stay free and are
 * left out: a percentage of nothing is nothing, and a fixed amount would start charging for them.
 */
export function previewPriceChange(
  items: readonly PriceListItem[],
  change: PriceChange,
): PriceRow[] {
  return items
    .filter((item) => item.priceCents > 0)
    .map((item) => ({ ...item, newPriceCents: newPriceOf(item.priceCents, change) }));
}

/** The rows a save would write: those whose price really changes. */
export function changedRows(rows: readonly PriceRow[]): (PriceRow & { newPriceCents: number })[] {
  return rows.filter(
    (row): row is PriceRow & { newPriceCents: number } =>
      row.newPriceCents !== null && row.newPriceCents !== row.priceCents,
  );
}

/** The items whose new price would be R$ 0,00 or less: saving is refused while there are any. */
export function rowsWithoutPrice(rows: readonly PriceRow[]): PriceRow[] {
  return rows.filter((row) => row.newPriceCents === null);
}

/** '+8 % (terminar em ,90)' / '−R$ 2,00 (reais inteiros)': the change as the log shows it. */
export function describePriceChange(change: PriceChange): string {
  const sign = change.direction === 'up' ? '+' : '−';
  const amount =
    change.mode === 'percent'
      ? `${String(change.percent ?? 0).replace('.', ',')} %`
      : formatBRL(change.amountCents ?? 0);
  const rounding =
    change.rounding === 'none' ? '' : ` (${PRICE_ROUNDING_LABELS[change.rounding].toLowerCase()})`;
  return `${sign}${amount}${rounding}`;
}

/** Saving a preview: the change and the prices the owner saw, so a price changed since is caught. */
export const PriceChangeSaveSchema = z
  .object({
    change: PriceChangeSchema,
    seen: z
      .array(z.object({ key: z.string().max(200), priceCents: z.number().int() }).strict())
      .max(5_000),
  })
  .strict();
export type PriceChangeSave = z.input<typeof PriceChangeSaveSchema>;

/**
 * Whether the prices the owner saw are still the prices now: the same items at the same prices.
 * A difference means someone changed one meanwhile, and the preview must be seen again.
 */
export function isPreviewCurrent(
  seen: readonly { key: string; priceCents: number }[],
  rows: readonly PriceRow[],
): boolean {
  if (seen.length !== rows.length) return false;
  const now = new Map(rows.map((row) => [priceKey(row), row.priceCents]));
  return seen.every((price) => now.get(price.key) === price.priceCents);
}

export const PREVIEW_STALE_MESSAGE =
  'Alguns preços mudaram desde a prévia. Confira a nova prévia e salve de novo.';
export const PRICE_NOT_POSITIVE_MESSAGE =
  'A mudança deixaria itens sem preço (R$ 0,00 ou menos). Diminua a redução ou escolha outro conjunto.';

export const PricePreviewSchema = z.object({ rows: z.array(PriceRowSchema) });
export type PricePreview = z.infer<typeof PricePreviewSchema>;

/** One price that changed, as 'Alterações de preços' lists it: what, from and to, who and when. */
const PriceLogEntrySchema = z.object({
  id: z.number().int(),
  itemKind: z.enum(PRICED_KINDS),
  itemName: z.string(),
  sizeLabel: z.string(),
  oldPriceCents: z.number().int(),
  newPriceCents: z.number().int(),
  /** '+8 % (terminar em ,90)' for a price list change, 'Edição' for one item edited. */
  reason: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type PriceLogEntry = z.infer<typeof PriceLogEntrySchema>;
export const PriceLogSchema = z.object({ entries: z.array(PriceLogEntrySchema) });
export type PriceLog = z.infer<typeof PriceLogSchema>;
