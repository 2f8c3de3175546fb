/**
 * Prices an order from the catalogue (docs/product/principles.md#prices: the server recomputes every price from
 * the database). The server calls this inside the order transaction; it is the only place an
 * order's prices are decided, so it refuses every combination the wizard could not have made.
 * Prices come from `pricing.ts` and the offer rules from `wizard.ts`, so the order always costs
 * what the wizard showed.
 */
import { findSize, maxExtraFlavours, NO_SIZE, UNSIZED, type Size } from './sizes';
import type { FlavourPricingRule } from './establishment';
import type { Crust, CrustFilling, ExtraIngredient, MenuCategory, MenuProduct } from './menu';
import type { OrderErrorCode, OrderItem, OrderItemRequest } from './order';
import { extraPriceInSize, priceBreakdown, priceInSize, sizePriceCents } from './pricing';
import {
  availableExtraFlavours,
  crustNeedsFilling,
  NO_CRUST_ID,
  offeredExtras,
  productKind,
} from './wizard';
import { crustWithFillingCents } from './crust-price';
import { checkVariant } from './variants';

export interface OrderCatalogue {
  /** Every product, available or not: an unavailable one is refused by name. */
  products: readonly MenuProduct[];
  categories: readonly MenuCategory[];
  /** Every size, inactive ones too: a size no longer sold is refused by name (decision 046). */
  sizes: readonly Size[];
  extras: readonly (ExtraIngredient & { isAvailable: boolean })[];
  /** Every crust and filling, paused ones too: a sold-out one is refused by name. */
  crusts: readonly CatalogueCrust[];
}

/** A crust as pricing reads it: with whether it, and each of its fillings, can be sold now. */
export type CatalogueCrust = Omit<Crust, 'fillings'> & {
  isAvailable: boolean;
  fillings: readonly (CrustFilling & { isAvailable: boolean })[];
};

/** A crust of the storefront's menu, which lists only what is on sale: it and its fillings. */
export function onSaleCrust(crust: Crust): CatalogueCrust {
  return {
    ...crust,
    isAvailable: true,
    fillings: crust.fillings.map((filling) => ({ ...filling, isAvailable: true })),
  };
}

export type PriceOrderResult =
  | { ok: true; lines: OrderItem[]; subtotalCents: number }
  | { ok: false; code: OrderErrorCode; message: string; itemIndex: number };

type LineResult =
  { ok: true; line: OrderItem } | { ok: false; code: OrderErrorCode; message: string };

function refuse(code: OrderErrorCode, message: string): LineResult {
  return { ok: false, code, message };
}

function tooManyFlavoursMessage(size: Size): string {
  const max = maxExtraFlavours(size);
  if (max === 0) return `Uma pizza ${size.name.toLowerCase()} é de um sabor só.`;
  const flavours = max === 1 ? 'sabor adicional' : 'sabores adicionais';
  return `Uma pizza ${size.name.toLowerCase()} pode ter no máximo ${max} ${flavours}.`;
}

/**
 * Prices every line, or refuses the order at the first line that cannot be sold (its index is
 * `itemIndex`; the message is pt-BR, for the customer). Prices the client sent are ignored.
 */
export function priceOrder(
  items: readonly OrderItemRequest[],
  catalogue: OrderCatalogue,
  rule: FlavourPricingRule,
): PriceOrderResult {
  const lines: OrderItem[] = [];
  for (const [itemIndex, item] of items.entries()) {
    const result = priceLine(item, catalogue, rule);
    if (!result.ok) return { ...result, itemIndex };
    lines.push(result.line);
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return { ok: true, lines, subtotalCents };
}

function priceLine(
  item: OrderItemRequest,
  catalogue: OrderCatalogue,
  rule: FlavourPricingRule,
): LineResult {
  const product = catalogue.products.find((p) => p.id === item.productId);
  if (!product) {
    return refuse('UNKNOWN_PRODUCT', 'Um dos produtos do pedido não está mais no cardápio.');
  }
  if (!product.isAvailable) {
    return refuse(
      'PRODUCT_UNAVAILABLE',
      `O produto "${product.name}" não está disponível no momento.`,
    );
  }
  const category = catalogue.categories.find((c) => c.slug === product.categorySlug);
  const kind = productKind(category);
  // Sizes (decision 046): a drink has none; anything else names one of the shop's sizes on sale,
  // in which the product has a price.
  let size: Size | null = null;
  if (kind === 'drink') {
    if (item.size !== UNSIZED) {
      const named = findSize(catalogue.sizes, item.size);
      const label = named ? ` ${named.name}` : '';
      return refuse(
        'INVALID_SIZE',
        `O produto "${product.name}" não é vendido no tamanho${label}.`,
      );
    }
  } else {
    size = findSize(catalogue.sizes, item.size);
    if (!size || !size.isActive) {
      return refuse(
        'INVALID_SIZE',
        size
          ? `O tamanho ${size.name} não está mais à venda.`
          : 'O tamanho escolhido não está mais no cardápio.',
      );
    }
    if (priceInSize(product, size.id) === null) {
      return refuse(
        'SIZE_NOT_OFFERED',
        `O sabor "${product.name}" não é vendido no tamanho ${size.name}.`,
      );
    }
  }
  const sizeId = size?.id ?? UNSIZED;

  // Variants (decision 052): a product that has them is sold only as one on sale.
  const variantCheck = checkVariant(product, item.variantId ?? null);
  if (!variantCheck.ok) return refuse(variantCheck.code, variantCheck.message);
  const variant = variantCheck.variant;

  // Extra flavours: the wizard's own offer list decides; the checks below only name the reason.
  const flavours: MenuProduct[] = [];
  if (item.extraFlavourIds.length > 0 && kind !== 'pizza') {
    return refuse('INVALID_FLAVOUR', `O produto "${product.name}" não aceita sabores adicionais.`);
  }
  for (const flavourId of item.extraFlavourIds) {
    const flavour = catalogue.products.find((p) => p.id === flavourId);
    if (!flavour) {
      return refuse(
        'UNKNOWN_PRODUCT',
        `Um dos sabores escolhidos para "${product.name}" não está mais no cardápio.`,
      );
    }
    const offered = size
      ? availableExtraFlavours(catalogue.products, catalogue.categories, product, flavours, size)
      : [];
    if (offered.some((p) => p.id === flavour.id)) {
      flavours.push(flavour);
      continue;
    }
    if (!flavour.isAvailable) {
      return refuse(
        'PRODUCT_UNAVAILABLE',
        `O sabor "${flavour.name}" não está disponível no momento.`,
      );
    }
    if (size && flavours.length >= maxExtraFlavours(size)) {
      return refuse('TOO_MANY_FLAVOURS', tooManyFlavoursMessage(size));
    }
    if (size && flavour.isAvailable && priceInSize(flavour, size.id) === null) {
      return refuse(
        'SIZE_NOT_OFFERED',
        `O sabor "${flavour.name}" não é vendido no tamanho ${size.name}.`,
      );
    }
    if (flavour.id === product.id) {
      return refuse(
        'INVALID_FLAVOUR',
        `O sabor "${flavour.name}" já é o sabor principal desta pizza.`,
      );
    }
    if (flavours.some((chosen) => chosen.id === flavour.id)) {
      return refuse('INVALID_FLAVOUR', `O sabor "${flavour.name}" foi escolhido mais de uma vez.`);
    }
    return refuse(
      'INVALID_FLAVOUR',
      `"${flavour.name}" não pode ser escolhido como sabor adicional de uma pizza.`,
    );
  }

  // Extras: only those the wizard offers this product (docs/product/rules.md#pizza-wizard), each once.
  const offeredForProduct = offeredExtras(catalogue.extras, category);
  const extras: (ExtraIngredient & { isAvailable: boolean })[] = [];
  for (const extraId of item.extraIds) {
    const extra = catalogue.extras.find((e) => e.id === extraId);
    if (!extra) {
      return refuse('INVALID_EXTRA', 'Um dos adicionais escolhidos não está mais no cardápio.');
    }
    if (!extra.isAvailable) {
      return refuse('INVALID_EXTRA', `O adicional "${extra.name}" não está disponível no momento.`);
    }
    if (!offeredForProduct.some((offered) => offered.id === extra.id)) {
      return refuse(
        'INVALID_EXTRA',
        `O adicional "${extra.name}" não pode ser adicionado a "${product.name}".`,
      );
    }
    if (extras.some((chosen) => chosen.id === extra.id)) {
      return refuse('INVALID_EXTRA', `O adicional "${extra.name}" foi escolhido mais de uma vez.`);
    }
    extras.push(extra);
  }

  // Crust: 'none' (or nothing) means no crust, and then no filling (docs/product/screens.md#pizza-wizard, step 5, docs/product/rules.md#pizza-wizard).
  let crust: CatalogueCrust | null = null;
  let filling: (CrustFilling & { isAvailable: boolean }) | null = null;
  if (item.crustId === null || item.crustId === NO_CRUST_ID) {
    if (item.fillingId !== null) {
      return refuse('INVALID_FILLING', 'Um recheio só pode ser escolhido junto com uma borda.');
    }
  } else {
    if (kind !== 'pizza') {
      return refuse('INVALID_CRUST', `O produto "${product.name}" não aceita borda.`);
    }
    crust = catalogue.crusts.find((c) => c.id === item.crustId) ?? null;
    if (!crust) {
      return refuse('INVALID_CRUST', 'A borda escolhida não está mais no cardápio.');
    }
    if (!crust.isAvailable) {
      return refuse('INVALID_CRUST', `A borda "${crust.name}" está esgotada no momento.`);
    }
    const fillingChoice = item.fillingId === null ? null : { id: item.fillingId };
    if (crustNeedsFilling(crust, fillingChoice)) {
      return fillingChoice === null
        ? refuse('FILLING_REQUIRED', 'Por favor, selecione um recheio para a borda escolhida.')
        : refuse(
            'INVALID_FILLING',
            `O recheio escolhido não está disponível para a borda "${crust.name}".`,
          );
    }
    if (fillingChoice !== null) {
      filling = crust.fillings.find((f) => f.id === fillingChoice.id) ?? null;
      if (!filling) {
        return refuse('INVALID_FILLING', `A borda "${crust.name}" não tem opções de recheio.`);
      }
      if (!filling.isAvailable) {
        return refuse(
          'INVALID_FILLING',
          `O recheio "${filling.name}" da borda "${crust.name}" está esgotado no momento.`,
        );
      }
    }
  }

  const breakdown = priceBreakdown(
    {
      product,
      size: sizeId,
      quantity: item.quantity,
      extras,
      crust: crust && { priceCents: crustWithFillingCents(crust, filling, sizeId) },
      extraFlavours: flavours,
      variant,
    },
    rule,
  );
  return {
    ok: true,
    line: {
      productId: product.id,
      productName: product.name,
      categorySlug: product.categorySlug,
      size: sizeId,
      sizeName: size?.name ?? NO_SIZE.name,
      sizeNote: size?.note ?? NO_SIZE.note,
      // only on a line with a variant: every other line reads as before variants
      ...(variant ? { variantId: variant.id, variantName: variant.name } : {}),
      quantity: item.quantity,
      basePriceCents: breakdown.baseCents,
      extraFlavours: flavours.map((flavour) => ({
        productId: flavour.id,
        name: flavour.name,
        priceCents: sizePriceCents(flavour, sizeId),
      })),
      extras: extras.map((extra) => ({
        extraId: extra.id,
        name: extra.name,
        // its price in the line's size (decision 051)
        priceCents: extraPriceInSize(extra, sizeId),
      })),
      crustId: crust?.id ?? null,
      crustName: crust?.name ?? null,
      // with its filling's own price: what the line charged for the crust
      crustPriceCents: crust ? crustWithFillingCents(crust, filling, sizeId) : 0,
      fillingId: filling?.id ?? null,
      fillingName: filling?.name ?? null,
      notes: item.notes.trim(),
      lineTotalCents: breakdown.totalCents,
    },
  };
}
