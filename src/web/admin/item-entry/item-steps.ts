/**
 * The steps of the counter's item entry (docs/decisions/056): the storefront wizard's rules from
 * src/domain, laid out for a keyboard. Each step is a short list to pick from; the entry only
 * decides which steps a product has and what each offers.
 */
import { buildCartItem, type CartItem } from '../../../domain/cart';
import type { FlavourPricingRule } from '../../../domain/establishment';
import type { Crust, ExtraIngredient, Menu, MenuProduct } from '../../../domain/menu';
import { formatBRL } from '../../../domain/money';
import { extraPriceInSize, priceInSize, isSoldBySize } from '../../../domain/pricing';
import { crustWithFillingCents } from '../../../domain/crust-price';
import { findSize, maxExtraFlavours, NO_SIZE, sizeLabel, sizeRef } from '../../../domain/sizes';
import { activeVariants } from '../../../domain/variants';
import {
  availableExtraFlavours,
  NO_CRUST_ID,
  offeredExtras,
  productKind,
  sizesOfProduct,
} from '../../../domain/wizard';

export type ItemStep =
  'tamanho' | 'variante' | 'sabores' | 'borda' | 'recheio' | 'adicionais' | 'quantidade';

export const ITEM_STEP_LABELS: Readonly<Record<ItemStep, string>> = {
  tamanho: 'Tamanho',
  variante: 'Opção',
  sabores: 'Mais sabores',
  borda: 'Borda',
  recheio: 'Recheio da borda',
  adicionais: 'Adicionais',
  quantidade: 'Quantidade e observação',
};

/** What the person has chosen for the line so far. */
export interface ItemDraft {
  product: MenuProduct;
  sizeId: string | null;
  variantId: number | null;
  flavours: MenuProduct[];
  crustId: string;
  fillingId: string | null;
  extraIds: number[];
  quantity: number;
  notes: string;
}

export interface StepOption {
  key: string;
  label: string;
  hint: string;
}

export function newDraft(product: MenuProduct): ItemDraft {
  return {
    product,
    sizeId: null,
    variantId: null,
    flavours: [],
    crustId: NO_CRUST_ID,
    fillingId: null,
    extraIds: [],
    quantity: 1,
    notes: '',
  };
}

function categoryOf(menu: Menu, product: MenuProduct) {
  return menu.categories.find((category) => category.slug === product.categorySlug);
}

function crustOf(menu: Menu, draft: ItemDraft): Crust | undefined {
  return menu.crusts.find((crust) => crust.id === draft.crustId);
}

/** The products staff can sell now, for the search. */
export function sellableProducts(menu: Menu): MenuProduct[] {
  return menu.products.filter(
    (product) =>
      product.isAvailable &&
      (isSoldBySize(product)
        ? sizesOfProduct(menu.sizes, product).length > 0
        : !product.variants?.length || activeVariants(product).length > 0),
  );
}

/** The steps of this product, in order, given what is chosen so far (a crust's filling). */
export function stepsOf(menu: Menu, draft: ItemDraft): ItemStep[] {
  const { product } = draft;
  const kind = productKind(categoryOf(menu, product));
  const steps: ItemStep[] = [];
  if (isSoldBySize(product)) steps.push('tamanho');
  if ((product.variants?.length ?? 0) > 0) steps.push('variante');
  if (kind === 'pizza') {
    const size = draft.sizeId === null ? null : findSize(menu.sizes, draft.sizeId);
    if (!size || maxExtraFlavours(size) > 0) steps.push('sabores');
    steps.push('borda');
    const crust = crustOf(menu, draft);
    if (crust && crust.id !== NO_CRUST_ID && crust.fillings.length > 0) steps.push('recheio');
  }
  if (offeredExtras(menu.extras, categoryOf(menu, product)).length > 0) steps.push('adicionais');
  steps.push('quantidade');
  return steps;
}

/** The sizes the product is sold in, with its price in each. */
export function sizeOptions(menu: Menu, draft: ItemDraft): StepOption[] {
  return sizesOfProduct(menu.sizes, draft.product).map((size) => ({
    key: size.id,
    label: sizeLabel(size),
    hint: formatBRL(priceInSize(draft.product, size.id) ?? 0),
  }));
}

export function variantOptions(draft: ItemDraft): StepOption[] {
  return activeVariants(draft.product).map((variant) => ({
    key: String(variant.id),
    label: variant.name,
    hint: formatBRL(variant.priceCents),
  }));
}

/** How many more flavours the chosen size takes (0 when its limit is reached). */
export function flavoursLeft(menu: Menu, draft: ItemDraft): number {
  const size = draft.sizeId === null ? null : findSize(menu.sizes, draft.sizeId);
  return size ? Math.max(0, maxExtraFlavours(size) - draft.flavours.length) : 0;
}

/** The flavours still on offer for a half-and-half, by the wizard's rule. */
export function flavourCandidates(menu: Menu, draft: ItemDraft): MenuProduct[] {
  const size = draft.sizeId === null ? null : findSize(menu.sizes, draft.sizeId);
  if (!size) return [];
  return availableExtraFlavours(
    menu.products,
    menu.categories,
    draft.product,
    draft.flavours,
    size,
  );
}

export function crustOptions(menu: Menu, draft: ItemDraft): StepOption[] {
  if (productKind(categoryOf(menu, draft.product)) !== 'pizza') return [];
  const size = draft.sizeId ?? NO_SIZE.id;
  return menu.crusts.map((crust) => ({
    key: crust.id,
    label: crust.id === NO_CRUST_ID ? 'Sem borda' : crust.name,
    hint:
      crust.id === NO_CRUST_ID ? '' : `+ ${formatBRL(crustWithFillingCents(crust, null, size))}`,
  }));
}

export function fillingOptions(menu: Menu, draft: ItemDraft): StepOption[] {
  const crust = crustOf(menu, draft);
  if (!crust) return [];
  const size = draft.sizeId ?? NO_SIZE.id;
  return crust.fillings.map((filling) => ({
    key: filling.id,
    label: filling.name,
    hint: `+ ${formatBRL(crustWithFillingCents(crust, filling, size))}`,
  }));
}

export function extraOptions(menu: Menu, draft: ItemDraft): StepOption[] {
  const size = draft.sizeId ?? NO_SIZE.id;
  return offeredExtras(menu.extras, categoryOf(menu, draft.product)).map(
    (extra: ExtraIngredient) => ({
      key: String(extra.id),
      label: extra.name,
      hint: `+ ${formatBRL(extraPriceInSize(extra, size))}`,
    }),
  );
}

/** The cart line of the draft, priced by the shop's rule (the server prices it again). */
export function lineOf(menu: Menu, draft: ItemDraft, rule: FlavourPricingRule): CartItem {
  const { product } = draft;
  const crust = crustOf(menu, draft);
  const filling = crust?.fillings.find((option) => option.id === draft.fillingId) ?? null;
  return buildCartItem(
    {
      product,
      size: isSoldBySize(product) ? sizeRef(menu.sizes, draft.sizeId ?? NO_SIZE.id) : NO_SIZE,
      quantity: draft.quantity,
      extras: menu.extras.filter((extra) => draft.extraIds.includes(extra.id)),
      crust: crust && crust.id !== NO_CRUST_ID ? crust : null,
      filling,
      extraFlavours: draft.flavours,
      notes: draft.notes,
      variant: product.variants?.find((variant) => variant.id === draft.variantId) ?? null,
    },
    rule,
    Date.now(),
  );
}
