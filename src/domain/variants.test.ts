import { describe, expect, it } from 'vitest';
import { buildCartItem, cartItemRequest, describeCartItem, repriceCart } from './cart';
import { CartSchema } from './cart-schema';
import { CustomerSchema } from './customer';
import type { MenuProduct } from './menu';
import { priceOrder, type OrderCatalogue } from './order-pricing';
import { itemHeading } from './order-item';
import { priceBreakdown } from './pricing';
import { SAMPLE_SIZES, NO_SIZE } from './sizes';
import { readCart } from './stored-cart';
import { buildOrderWhatsAppText, whatsAppOrderFromCart } from './whatsapp';
import { checkVariant, duplicateVariantName, fromPriceCents } from './variants';

const REFRIGERANTE: MenuProduct = {
  id: 40,
  name: 'Refrigerante',
  description: '',
  categorySlug: 'refrigerantes',
  priceCents: 600,
  sizePrices: {},
  ingredients: [],
  isAvailable: true,
  variants: [
    { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: true },
    { id: 2, name: '600 ml', priceCents: 850, isActive: true },
    { id: 3, name: '2 L', priceCents: 1400, isActive: false },
  ],
};
const COCA: MenuProduct = { ...REFRIGERANTE, id: 41, name: 'Coca-Cola 2L', priceCents: 1200 };
delete (COCA as { variants?: unknown }).variants;

const CATALOGUE: OrderCatalogue = {
  products: [REFRIGERANTE, COCA],
  categories: [
    { id: 5, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
  ],
  sizes: [...SAMPLE_SIZES],
  extras: [],
  crusts: [],
};
const line = (variantId?: number) => ({
  productId: REFRIGERANTE.id,
  size: 'normal',
  quantity: 3,
  extraIds: [],
  extraFlavourIds: [],
  crustId: null,
  fillingId: null,
  notes: '',
  ...(variantId === undefined ? {} : { variantId }),
});

describe('variants of a product sold without sizes', () => {
  it("gives the card 'a partir de' the lowest price on sale, none without variants", () => {
    expect(fromPriceCents(REFRIGERANTE)).toBe(600);
    expect(
      fromPriceCents({
        ...REFRIGERANTE,
        variants: REFRIGERANTE.variants?.map((v) => (v.id === 1 ? { ...v, isActive: false } : v)),
      }),
    ).toBe(850);
    expect(fromPriceCents(COCA)).toBeNull();
  });

  it('prices a line by its variant: 3 × R$ 8,50', () => {
    const priced = priceOrder([line(2)], CATALOGUE, 'principal');
    expect(priced).toMatchObject({
      ok: true,
      subtotalCents: 2550,
      lines: [{ basePriceCents: 850, variantId: 2, variantName: '600 ml', lineTotalCents: 2550 }],
    });
    expect(
      priceBreakdown(
        {
          product: REFRIGERANTE,
          size: 'normal',
          quantity: 3,
          extras: [],
          crust: null,
          extraFlavours: [],
          variant: { priceCents: 850 },
        },
        'principal',
      ).totalCents,
    ).toBe(2550);
  });

  it('refuses no variant, an unknown one, a paused one, and one on a product without variants', () => {
    expect(priceOrder([line()], CATALOGUE, 'principal')).toMatchObject({
      ok: false,
      code: 'VARIANT_REQUIRED',
      message: 'Escolha uma opção de "Refrigerante".',
    });
    expect(checkVariant(REFRIGERANTE, 99)).toMatchObject({ ok: false, code: 'INVALID_VARIANT' });
    expect(checkVariant(REFRIGERANTE, 3)).toEqual({
      ok: false,
      code: 'INVALID_VARIANT',
      message: '"Refrigerante 2 L" não está disponível no momento.',
    });
    expect(checkVariant(COCA, 1)).toMatchObject({ ok: false, code: 'INVALID_VARIANT' });
    expect(checkVariant(COCA, null)).toEqual({ ok: true, variant: null });
  });

  it('finds the second of two variants named alike', () => {
    expect(duplicateVariantName([{ name: '2 L' }, { name: '600 ml' }, { name: ' 2 l' }])).toBe(2);
    expect(duplicateVariantName([{ name: '2 L' }, { name: '600 ml' }])).toBeNull();
  });

  it('carries the variant on the cart line, its request, the WhatsApp text, and follows a rename', () => {
    const item = buildCartItem(
      {
        product: REFRIGERANTE,
        size: NO_SIZE,
        quantity: 2,
        extras: [],
        crust: null,
        filling: null,
        extraFlavours: [],
        notes: '',
        variant: REFRIGERANTE.variants?.[1] ?? null,
      },
      'principal',
      1,
    );
    expect(item).toMatchObject({ variant: { id: 2, name: '600 ml' }, unitPriceCents: 850 });
    expect(cartItemRequest(item).variantId).toBe(2);
    expect(itemHeading(describeCartItem(item))).toBe('2x Refrigerante (600 ml)');
    // the stored cart reads it back by hand as zod does, and an old line without it too
    expect(readCart([item])).toEqual(CartSchema.parse([item]));
    const { variant: _, ...old } = item;
    expect(readCart([old])).toEqual(CartSchema.parse([old]));
    expect(readCart([{ ...item, variant: { id: 'x' } }])).toBeNull();

    const text = buildOrderWhatsAppText(
      whatsAppOrderFromCart(
        [item],
        CustomerSchema.parse({
          name: 'Maria Silva',
          phone: '(11) 98765-4321',
          cep: '01310-100',
          street: 'Av. Paulista',
          number: '1000',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        }),
        { paymentMethod: 'Pix', changeForCents: null },
      ),
    );
    expect(text).toContain('2x Refrigerante (600 ml)');

    const renamed: OrderCatalogue = {
      ...CATALOGUE,
      products: [
        {
          ...REFRIGERANTE,
          variants: [{ id: 2, name: 'Garrafa 600 ml', priceCents: 900, isActive: true }],
        },
      ],
    };
    const repriced = repriceCart([item], renamed, 'principal');
    expect(repriced.cart[0]).toMatchObject({
      variant: { id: 2, name: 'Garrafa 600 ml' },
      unitPriceCents: 900,
    });
    expect(repriced.changes).toHaveLength(1);
  });
});
