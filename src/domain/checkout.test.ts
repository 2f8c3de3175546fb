import { describe, expect, it } from 'vitest';
import { buildCartItem } from './cart';
import { changeDueCents, orderRequestFromCart, parseChangeFor } from './checkout';
import { CustomerSchema } from './customer';
import { PlaceOrderSchema } from './order';
import { SAMPLE_SIZES, sizeRef } from './sizes';

const BROTO = sizeRef(SAMPLE_SIZES, 'broto');

const calabresa = {
  id: 1,
  name: 'Calabresa',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
};
const frango = {
  id: 3,
  name: 'Frango com Catupiry',
  categorySlug: 'mais_pedidas',
  priceCents: 5190,
  sizePrices: { normal: 5190, broto: 3500 },
};
const customer = CustomerSchema.parse({
  name: 'Ana Souza',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
});

describe('orderRequestFromCart', () => {
  const item = buildCartItem(
    {
      product: calabresa,
      size: BROTO,
      quantity: 2,
      extras: [{ id: 7, name: 'Cheddar', priceCents: 500 }],
      crust: { id: 'volcanic', name: 'Borda Vulcão', priceCents: 1800 },
      filling: { id: 'catupiry', name: 'Catupiry' },
      extraFlavours: [frango],
      notes: 'Bem assada',
    },
    'principal',
    1_700_000_000_000,
  );

  it('sends ids and choices, and a body the API schema accepts', () => {
    const body = orderRequestFromCart([item], customer, {
      paymentMethod: 'Pix',
      changeForCents: 5000,
    });
    expect(body.items).toEqual([
      {
        productId: 1,
        size: 'broto',
        quantity: 2,
        extraIds: [7],
        extraFlavourIds: [3],
        crustId: 'volcanic',
        fillingId: 'catupiry',
        notes: 'Sabores: Calabresa + Frango com Catupiry\nBem assada',
        unitPriceCents: item.unitPriceCents,
      },
    ]);
    // change only goes with cash
    expect(body.changeForCents).toBeNull();
    expect(PlaceOrderSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the change for cash and marks queued orders offline with their time', () => {
    const at = new Date('2026-11-20T21:00:00-03:00');
    const body = orderRequestFromCart(
      [item],
      customer,
      { paymentMethod: 'Dinheiro', changeForCents: 20000 },
      'offline',
      at,
    );
    expect(body.changeForCents).toBe(20000);
    expect(body.origin).toBe('offline');
    expect(body.placedAt).toBe(at.toISOString());
  });
});

describe('parseChangeFor', () => {
  it.each([
    ['', null],
    ['50', 5000],
    ['50,5', 5050],
    ['R$ 100,00', 10000],
    ['1.000,00', 100000],
  ])('%s → %s', (text, cents) => expect(parseChangeFor(text)).toBe(cents));

  it('gives NaN for text that is not money', () => {
    expect(parseChangeFor('cinquenta')).toBeNaN();
    expect(parseChangeFor('50,123')).toBeNaN();
  });
});

describe('changeDueCents', () => {
  it('is what the driver takes to the door', () => {
    expect(changeDueCents(50_000, 41_080)).toBe(8_920);
    expect(changeDueCents(10_000, 10_000)).toBe(0);
    expect(changeDueCents(null, 41_080)).toBeNull();
    expect(changeDueCents(4_000, 41_080)).toBeNull();
  });
});
