/**
 * Rules of the pizza customisation dialog (spec §2 'Pizza customisation dialog', §4 Pizza wizard,
 * §5 validation). The dialog keeps its own state; these functions decide what it offers.
 */
import { DRINKS_CATEGORY, type CategorySlug, type CrustId, type ProductSize } from './catalogue';
import type { ExtraIngredient, MenuCategory } from './menu';
import { MAX_EXTRA_FLAVOURS } from './pricing';

export const WIZARD_STEP_IDS = [
  'sabor',
  'tamanho',
  'mais_sabores',
  'ingredientes',
  'borda',
  'revisao',
] as const;
export type WizardStepId = (typeof WIZARD_STEP_IDS)[number];

/** spec §2: the step labels, word for word. */
export const WIZARD_STEP_LABELS: Readonly<Record<WizardStepId, string>> = {
  sabor: 'Sabor',
  tamanho: 'Tamanho',
  mais_sabores: '+Sabores',
  ingredientes: 'Ingred.',
  borda: 'Borda',
  revisao: 'Revisão',
};

/** spec §4, §9: the wizard opens with size normal and quantity 1. */
export const DEFAULT_SIZE: ProductSize = 'normal';
export const DEFAULT_QUANTITY = 1;
/** spec §2: crust 'none' is shown as Grátis and means no crust on the order. */
export const NO_CRUST_ID: CrustId = 'none';
/** spec §4: the next category is suggested 100 ms after adding to the cart. */
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
  pizza: WIZARD_STEP_IDS, // spec §9: 6 steps
  other: ['sabor', 'tamanho', 'ingredientes', 'revisao'], // spec §9: 4 steps
  drink: ['sabor'], // spec §9: 1 step (quantity and notes)
};

export function wizardSteps(kind: ProductKind): readonly WizardStepId[] {
  return STEPS_BY_KIND[kind];
}

interface FlavourCandidate {
  id: number;
  categorySlug: string;
  isAvailable: boolean;
}

/**
 * spec §5: the extra flavours still on offer: available products of the pizza categories (savoury
 * and sweet), without the main product and those already chosen; none once the size's limit is reached.
 */
export function availableExtraFlavours<P extends FlavourCandidate>(
  products: readonly P[],
  categories: readonly CategoryTraits[],
  mainProduct: { id: number },
  chosen: readonly { id: number }[],
  size: ProductSize,
): P[] {
  if (chosen.length >= MAX_EXTRA_FLAVOURS[size]) return [];
  const pizzaSlugs = new Set(
    categories.filter((c) => productKind(c) === 'pizza').map((c) => c.slug),
  );
  const excluded = new Set([mainProduct.id, ...chosen.map((c) => c.id)]);
  return products.filter(
    (p) => p.isAvailable && pizzaSlugs.has(p.categorySlug) && !excluded.has(p.id),
  );
}

/** spec §5: savoury pizzas offer savoury extras, sweet pizzas sweet ones, anything else none. */
export function offeredExtras<E extends Pick<ExtraIngredient, 'type'>>(
  extras: readonly E[],
  category: CategoryTraits | null | undefined,
): E[] {
  if (productKind(category) !== 'pizza') return [];
  const type = category?.isSalgado ? 'salgado' : 'doce';
  return extras.filter((extra) => extra.type === type);
}

/**
 * spec §5: true when the chosen crust (other than 'none') has filling options and no filling of
 * its own is chosen, which blocks leaving step 5 and adding to the cart.
 */
export function crustNeedsFilling(
  crust: { id: string; fillings: readonly { id: string }[] } | null,
  filling: { id: string } | null,
): boolean {
  if (!crust || crust.id === NO_CRUST_ID || crust.fillings.length === 0) return false;
  return !filling || !crust.fillings.some((option) => option.id === filling.id);
}

/** spec §9: with extra flavours the notes start with 'Sabores: A + B', then the customer's notes. */
export function flavourNotes(
  mainName: string,
  flavourNames: readonly string[],
  notes: string,
): string {
  const ownNotes = notes.trim();
  if (flavourNames.length === 0) return ownNotes;
  const flavourLine = `Sabores: ${[mainName, ...flavourNames].join(' + ')}`;
  return ownNotes ? `${flavourLine}\n${ownNotes}` : flavourLine;
}

/** spec §4: after a savoury pizza suggest the sweet ones, after a sweet pizza the drinks. */
export function nextCategorySuggestion(
  category: CategoryTraits | null | undefined,
): CategorySlug | null {
  if (productKind(category) !== 'pizza') return null;
  return category?.isSalgado ? 'pizzas_doces' : DRINKS_CATEGORY;
}
