/**
 * Rules of the pizza customisation dialog (docs/product/screens.md#pizza-wizard, docs/product/states.md#pizza-wizard,
 * docs/product/rules.md): what it offers, how a choice changes the others, and what of a kept choice
 * still holds against the current menu. The storefront keeps the choices and the step; these
 * functions decide.
 */
import { DRINKS_CATEGORY, type CategorySlug, type CrustId, type ProductSize } from './catalogue';
import type { Crust, ExtraIngredient, MenuCategory } from './menu';
import { FLAVOUR_LINE_PREFIX, FLAVOUR_SEPARATOR } from './item-notes';
import { priceInSize, type PricedProduct } from './pricing';
import { findSize, maxExtraFlavours, type Size } from './sizes';
import { activeVariants, type WithVariants } from './variants';

export const WIZARD_STEP_IDS = [
  'sabor',
  'tamanho',
  'mais_sabores',
  'ingredientes',
  'borda',
  'revisao',
] as const;
export type WizardStepId = (typeof WIZARD_STEP_IDS)[number];

/**
 * The step labels, in whole words (decision 040: no '+Sabores', no 'Ingred.'): short enough for
 * the progress bar of a 390 px phone, where each step has about 55 px.
 */
export const WIZARD_STEP_LABELS: Readonly<Record<WizardStepId, string>> = {
  sabor: 'Sabor',
  tamanho: 'Tamanho',
  mais_sabores: 'Mais sabores',
  ingredientes: 'Adicionais',
  borda: 'Borda',
  revisao: 'Revisão',
};

/**
 * docs/product/states.md#pizza-wizard, docs/product/limits.md#sizes-and-steps: the wizard opens with the shop's first size the
 * product is sold in (decision 046), and quantity 1.
 */
export function defaultSize(
  sizes: readonly Size[],
  product: Pick<PricedProduct, 'categorySlug' | 'priceCents' | 'sizePrices'>,
): ProductSize {
  const first = sizes.find((size) => size.isActive && priceInSize(product, size.id) !== null);
  return first?.id ?? sizes[0]?.id ?? 'normal';
}

/** The shop's sizes on sale that the product has a price in, in menu order (decision 046). */
export function sizesOfProduct<S extends Size>(
  sizes: readonly S[],
  product: Pick<PricedProduct, 'categorySlug' | 'priceCents' | 'sizePrices'>,
): S[] {
  return sizes.filter((size) => size.isActive && priceInSize(product, size.id) !== null);
}
export const DEFAULT_QUANTITY = 1;
/** docs/product/screens.md#pizza-wizard: crust 'none' is shown as Grátis and means no crust on the order. */
export const NO_CRUST_ID: CrustId = 'none';
/** docs/product/states.md#cart: the next category is suggested 100 ms after adding to the cart. */
export const NEXT_CATEGORY_SUGGESTION_DELAY_MS = 100;

export type ProductKind = 'pizza' | 'drink' | 'other';

type CategoryTraits = Pick<MenuCategory, 'slug' | 'isSalgado'>;

/** Pizzas are the savoury and sweet categories; drinks are 'refrigerantes'; bordas etc. are other. */
export function productKind(category: CategoryTraits | null | undefined): ProductKind {
  if (!category) return 'other';
  // A drink stays a drink even if its category were marked savoury or sweet by mistake.
  if (category.slug === DRINKS_CATEGORY) return 'drink';
  return category.isSalgado === null ? 'other' : 'pizza';
}

const STEPS_BY_KIND: Readonly<Record<ProductKind, readonly WizardStepId[]>> = {
  pizza: WIZARD_STEP_IDS, // docs/product/limits.md#sizes-and-steps: 6 steps
  other: ['sabor', 'tamanho', 'ingredientes', 'revisao'], // docs/product/limits.md#sizes-and-steps: 4 steps
  drink: ['sabor'], // docs/product/limits.md#sizes-and-steps: 1 step (quantity and notes)
};

export function wizardSteps(kind: ProductKind): readonly WizardStepId[] {
  return STEPS_BY_KIND[kind];
}

interface FlavourCandidate {
  id: number;
  categorySlug: string;
  isAvailable: boolean;
  priceCents: number;
  sizePrices: Readonly<Record<string, number>>;
}

/**
 * docs/product/rules.md#pizza-wizard: the extra flavours still on offer: available products of the pizza categories (savoury
 * and sweet) sold in the size (decision 046), without the main product and those already chosen;
 * none once the size's limit is reached.
 */
export function availableExtraFlavours<P extends FlavourCandidate>(
  products: readonly P[],
  categories: readonly CategoryTraits[],
  mainProduct: { id: number },
  chosen: readonly { id: number }[],
  size: Pick<Size, 'id' | 'maxFlavours'>,
): P[] {
  if (chosen.length >= maxExtraFlavours(size)) return [];
  const pizzaSlugs = new Set(
    categories.filter((c) => productKind(c) === 'pizza').map((c) => c.slug),
  );
  const excluded = new Set([mainProduct.id, ...chosen.map((c) => c.id)]);
  return products.filter(
    (p) =>
      p.isAvailable &&
      pizzaSlugs.has(p.categorySlug) &&
      !excluded.has(p.id) &&
      priceInSize(p, size.id) !== null,
  );
}

/** docs/product/rules.md#pizza-wizard: savoury pizzas offer savoury extras, sweet pizzas sweet ones, anything else none. */
export function offeredExtras<E extends Pick<ExtraIngredient, 'type'>>(
  extras: readonly E[],
  category: CategoryTraits | null | undefined,
): E[] {
  if (productKind(category) !== 'pizza') return [];
  const type = category?.isSalgado ? 'salgado' : 'doce';
  return extras.filter((extra) => extra.type === type);
}

/**
 * docs/product/rules.md#pizza-wizard: true when the chosen crust (other than 'none') has filling options and no filling of
 * its own is chosen, which blocks leaving step 5 and adding to the cart.
 */
export function crustNeedsFilling(
  crust: { id: string; fillings: readonly { id: string }[] } | null,
  filling: { id: string } | null,
): boolean {
  if (!crust || crust.id === NO_CRUST_ID || crust.fillings.length === 0) return false;
  return !filling || !crust.fillings.some((option) => option.id === filling.id);
}

/** docs/product/limits.md#prices: with extra flavours the notes start with 'Sabores: A + B', then the customer's notes. */
export function flavourNotes(
  mainName: string,
  flavourNames: readonly string[],
  notes: string,
): string {
  const ownNotes = notes.trim();
  if (flavourNames.length === 0) return ownNotes;
  const flavourLine = `${FLAVOUR_LINE_PREFIX}${[mainName, ...flavourNames].join(FLAVOUR_SEPARATOR)}`;
  return ownNotes ? `${flavourLine}\n${ownNotes}` : flavourLine;
}

/** docs/product/states.md#pizza-wizard: after a savoury pizza suggest the sweet ones, after a sweet pizza the drinks. */
export function nextCategorySuggestion(
  category: CategoryTraits | null | undefined,
): CategorySlug | null {
  if (productKind(category) !== 'pizza') return null;
  return category?.isSalgado ? 'pizzas_doces' : DRINKS_CATEGORY;
}

/**
 * What the customer has chosen so far. `F` is how an extra flavour is held: the menu's product
 * on screen, its id when kept aside.
 */
export interface WizardChoices<F> {
  quantity: number;
  notes: string;
  size: ProductSize;
  extraFlavours: F[];
  extraIds: number[];
  crustId: string;
  fillingId: string | null;
  /** The variant chosen of a drink sold in variants (decision 052); null for any other product. */
  variantId: number | null;
}

/** docs/product/states.md#pizza-wizard: the wizard opens with the product's first size (`defaultSize`), quantity 1, no crust and no extras. */
export function initialWizardChoices<F>(size: ProductSize): WizardChoices<F> {
  return {
    quantity: DEFAULT_QUANTITY,
    notes: '',
    size,
    extraFlavours: [],
    extraIds: [],
    crustId: NO_CRUST_ID,
    fillingId: null,
    variantId: null,
  };
}

/**
 * One change of the customer's, with what it implies for the other choices: a smaller size
 * allows fewer extra flavours (docs/product/rules.md#pizza-wizard: the first ones chosen are kept), choosing another crust
 * resets its filling (docs/product/states.md#pizza-wizard), and the quantity is a whole number of at least 1.
 */
export function changeWizardChoices<F>(
  current: WizardChoices<F>,
  patch: Partial<WizardChoices<F>>,
  sizes: readonly Size[],
  /** decision 046: whether a chosen flavour is sold in a size; one that is not leaves with it. */
  soldIn: (flavour: F, size: ProductSize) => boolean = () => true,
): WizardChoices<F> {
  const next = { ...current, ...patch };
  const size = findSize(sizes, next.size);
  next.extraFlavours = next.extraFlavours
    .filter((flavour) => soldIn(flavour, next.size))
    .slice(0, size ? maxExtraFlavours(size) : 0);
  if (patch.crustId !== undefined && patch.crustId !== current.crustId && !('fillingId' in patch))
    next.fillingId = null;
  next.quantity = Math.max(DEFAULT_QUANTITY, Math.floor(next.quantity) || DEFAULT_QUANTITY);
  return next;
}

/** The step to show for a kept step number: within the product's steps. */
export function wizardStepIndex(step: number, steps: readonly WizardStepId[]): number {
  if (!Number.isInteger(step) || step < 0) return 0;
  return Math.min(step, steps.length - 1);
}

/**
 * Choices kept aside (the page was reloaded, or the customer came back to the wizard) measured
 * against the menu of now: flavours no longer offered, extras no longer offered for this pizza,
 * a crust or filling that is gone are dropped; an unknown size is the default one.
 */
export function restoreWizardChoices<P extends FlavourCandidate>(
  kept: WizardChoices<number>,
  menu: {
    products: readonly P[];
    categories: readonly CategoryTraits[];
    extras: readonly Pick<ExtraIngredient, 'id' | 'type'>[];
    crusts: readonly Pick<Crust, 'id' | 'fillings'>[];
    sizes: readonly Size[];
  },
  mainProduct: FlavourCandidate & Pick<WithVariants, 'variants'>,
): WizardChoices<P> {
  const sold = sizesOfProduct(menu.sizes, mainProduct);
  const keptSize = findSize(sold, kept.size);
  const size = keptSize?.id ?? defaultSize(menu.sizes, mainProduct);
  const offered = keptSize
    ? availableExtraFlavours(menu.products, menu.categories, mainProduct, [], {
        id: keptSize.id,
        maxFlavours: Number.MAX_SAFE_INTEGER,
      })
    : [];
  const extraFlavours = kept.extraFlavours
    .map((id) => offered.find((p) => p.id === id))
    .filter((p): p is P => p !== undefined);
  const category = menu.categories.find((c) => c.slug === mainProduct.categorySlug);
  const extraIds = offeredExtras(menu.extras, category)
    .map((e) => e.id)
    .filter((id) => kept.extraIds.includes(id));
  const crust = menu.crusts.find((c) => c.id === kept.crustId);
  const filling = crust?.fillings.find((f) => f.id === kept.fillingId);
  // the variant kept while it is on sale; otherwise, or for a new dialog, the first on sale
  const onSale = activeVariants({ name: '', variants: mainProduct.variants });
  const variant = onSale.find((v) => v.id === kept.variantId) ?? onSale[0];
  return changeWizardChoices(
    initialWizardChoices<P>(size),
    {
      quantity: kept.quantity,
      notes: kept.notes,
      size,
      extraFlavours,
      extraIds,
      crustId: crust ? crust.id : NO_CRUST_ID,
      fillingId: filling ? filling.id : null,
      variantId: variant ? variant.id : null,
    },
    menu.sizes,
    (flavour, sizeId) => priceInSize(flavour, sizeId) !== null,
  );
}
