import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  buildCartItem,
  CART_STORAGE_KEY,
  cartItemCount,
  cartLineTotal,
  cartSubtotal,
  cartTotal,
  parseStoredCart,
  removeCartItem,
  updateCartItemQuantity,
  type CartItem,
  type CartItemInput,
} from './cart';
import type { MenuProduct } from './menu';

const calabresa: MenuProduct = {
  id: 1,
  name: 'Calabresa',
  description: 'Molho de tomate, mussarela, calabresa fatiada e orégano.',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  brotoPriceCents: 3500,
  ingredients: ['mussarela', 'calabresa fatiada', 'orégano'],
  isAvailable: true,
};
const cincoQueijos: MenuProduct = {
  ...calabresa,
  id: 12,
  name: 'Cinco Queijos',
  categorySlug: 'queijos',
  priceCents: 5490,
};
const mussarela: MenuProduct = {
  ...calabresa,
  id: 9,
  name: 'Mussarela',
  categorySlug: 'queijos',
  priceCents: 4600,
};
const coca: MenuProduct = {
  ...calabresa,
  id: 40,
  name: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  priceCents: 1800,
  brotoPriceCents: 1800,
};
const bacon = { id: 3, name: 'Bacon', priceCents: 500, type: 'salgado', displayGroup: 'Carnes' };
const traditional = { id: 'traditional', name: 'Borda tradicional', priceCents: 1000 };
const cheddar = { id: 'cheddar', name: 'Cheddar' };
const NOW = 1_717_600_000_000;

function input(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    product: calabresa,
    size: 'normal',
    quantity: 1,
    extras: [],
    crust: null,
    filling: null,
    extraFlavours: [],
    notes: '',
    ...overrides,
  };
}

function line(id: string, unitPriceCents: number, quantity: number): CartItem {
  return { ...buildCartItem(input({ quantity }), 'principal', NOW), id, unitPriceCents };
}

describe('buildCartItem', () => {
  it('makes a plain line as search adds it: normal, quantity 1, no extras, no notes', () => {
    expect(buildCartItem(input(), 'principal', NOW)).toEqual({
      id: `1-normal-${NOW}`,
      product: {
        id: 1,
        name: 'Calabresa',
        categorySlug: 'mais_pedidas',
        priceCents: 4900,
        brotoPriceCents: 3500,
      },
      size: 'normal',
      quantity: 1,
      extras: [],
      notes: '',
      crust: null,
      extraFlavours: [],
      unitPriceCents: 4900,
    });
  });

  it('prices extras and crust per unit and keeps a snapshot of what was chosen', () => {
    const item = buildCartItem(
      input({ quantity: 2, extras: [bacon], crust: traditional, filling: cheddar }),
      'principal',
      NOW,
    );
    expect(item.unitPriceCents).toBe(4900 + 500 + 1000);
    expect(cartLineTotal(item)).toBe(12800);
    expect(item.extras).toEqual([{ id: 3, name: 'Bacon', priceCents: 500 }]);
    expect(item.crust).toEqual({
      id: 'traditional',
      name: 'Borda tradicional',
      priceCents: 1000,
      filling: { id: 'cheddar', name: 'Cheddar' },
    });
  });

  it("stores crust 'none' as no crust, at no cost", () => {
    const none = { id: 'none', name: 'Sem borda', priceCents: 0 };
    const item = buildCartItem(input({ crust: none, filling: cheddar }), 'principal', NOW);
    expect(item.crust).toBeNull();
    expect(item.unitPriceCents).toBe(4900);
  });

  it('prices a broto with one extra flavour by the shop rule and writes the flavours in the notes', () => {
    const broto = input({
      size: 'broto',
      extraFlavours: [mussarela],
      notes: ' sem cebola ',
    });
    const item = buildCartItem(broto, 'principal', NOW);
    expect(item.id).toBe(`1-broto-${NOW}`);
    expect(item.unitPriceCents).toBe(3500);
    expect(item.notes).toBe('Sabores: Calabresa + Mussarela\nsem cebola');
    expect(item.extraFlavours).toEqual([
      {
        id: 9,
        name: 'Mussarela',
        categorySlug: 'queijos',
        priceCents: 4600,
        brotoPriceCents: 3500,
      },
    ]);
  });

  it("applies the 'maior' and 'media' rules", () => {
    const halfHalf = input({ extraFlavours: [cincoQueijos, mussarela] });
    expect(buildCartItem(halfHalf, 'maior', NOW).unitPriceCents).toBe(5490);
    expect(buildCartItem(halfHalf, 'media', NOW).unitPriceCents).toBe(4997);
    expect(buildCartItem(halfHalf, 'principal', NOW).notes).toBe(
      'Sabores: Calabresa + Cinco Queijos + Mussarela',
    );
  });

  it('prices a drink at its own price whatever size is passed', () => {
    expect(
      buildCartItem(input({ product: coca, size: 'broto' }), 'principal', NOW).unitPriceCents,
    ).toBe(1800);
  });

  it('builds lines the stored-cart schema accepts', () => {
    const item = buildCartItem(
      input({ extras: [bacon], crust: traditional, filling: cheddar, extraFlavours: [mussarela] }),
      'media',
      NOW,
    );
    expect(parseStoredCart(JSON.stringify([item]))).toEqual({ cart: [item], isCorrupt: false });
  });
});

describe('parseStoredCart', () => {
  const item = buildCartItem(input({ extras: [bacon] }), 'principal', NOW);

  it("is stored under 'cart'", () => {
    expect(CART_STORAGE_KEY).toBe('cart');
  });

  it('starts empty, not corrupt, when nothing is stored', () => {
    expect(parseStoredCart(null)).toEqual({ cart: [], isCorrupt: false });
  });

  it('loads a stored list of valid lines', () => {
    expect(parseStoredCart(JSON.stringify([item, { ...item, id: 'b' }]))).toEqual({
      cart: [item, { ...item, id: 'b' }],
      isCorrupt: false,
    });
    expect(parseStoredCart('[]')).toEqual({ cart: [], isCorrupt: false });
  });

  it('reports broken JSON as corrupt and starts empty', () => {
    expect(parseStoredCart('[{"id": "1-normal')).toEqual({ cart: [], isCorrupt: true });
    expect(parseStoredCart('')).toEqual({ cart: [], isCorrupt: true });
  });

  it('reports JSON that is not a list as corrupt', () => {
    expect(parseStoredCart('{"items": []}')).toEqual({ cart: [], isCorrupt: true });
    expect(parseStoredCart('null')).toEqual({ cart: [], isCorrupt: true });
    expect(parseStoredCart('"cart"')).toEqual({ cart: [], isCorrupt: true });
  });

  it('drops the whole cart when one line is bad', () => {
    const bad = [item, { ...item, id: 'x', quantity: 0 }];
    expect(parseStoredCart(JSON.stringify(bad))).toEqual({ cart: [], isCorrupt: true });
    const wrongSize = [{ ...item, size: 'grande' }];
    expect(parseStoredCart(JSON.stringify(wrongSize)).isCorrupt).toBe(true);
    const fractional = [{ ...item, quantity: 1.5 }];
    expect(parseStoredCart(JSON.stringify(fractional)).isCorrupt).toBe(true);
    const { unitPriceCents: _omitted, ...withoutPrice } = item;
    expect(parseStoredCart(JSON.stringify([withoutPrice])).isCorrupt).toBe(true);
  });

  it("rejects a cart in the first build's shape (price in reais, border, additionalFlavors)", () => {
    const legacy = [
      {
        id: '1-normal-1717600000000',
        product: { id: 1, name: 'Calabresa', price: 49, category: 'mais_pedidas' },
        size: 'normal',
        quantity: 1,
        extras: [],
        notes: '',
        border: null,
        additionalFlavors: [],
        price: 49,
      },
    ];
    expect(parseStoredCart(JSON.stringify(legacy))).toEqual({ cart: [], isCorrupt: true });
  });
});

describe('cart changes', () => {
  const a = line('a', 4900, 1);
  const b = line('b', 1800, 2);
  const cart = [a, b];

  it('appends a line on add, leaving the old cart untouched', () => {
    const c = line('c', 5000, 1);
    expect(addCartItem(cart, c)).toEqual([a, b, c]);
    expect(cart).toEqual([a, b]);
  });

  it('gives a line added in the same millisecond its own id', () => {
    const first = buildCartItem(input(), 'principal', NOW);
    const twice = addCartItem(addCartItem([first], first), first);
    expect(twice.map((l) => l.id)).toEqual([
      `1-normal-${NOW}`,
      `1-normal-${NOW}-2`,
      `1-normal-${NOW}-3`,
    ]);
    expect(updateCartItemQuantity(twice, `1-normal-${NOW}-2`, 4).map((l) => l.quantity)).toEqual([
      1, 4, 1,
    ]);
  });

  it('sets the quantity of one line', () => {
    const updated = updateCartItemQuantity(cart, 'b', 5);
    expect(updated).toEqual([a, { ...b, quantity: 5 }]);
    expect(cartLineTotal(updated[1] as CartItem)).toBe(9000);
  });

  it('removes the line when the quantity drops to 0 or below', () => {
    expect(updateCartItemQuantity(cart, 'a', 0)).toEqual([b]);
    expect(updateCartItemQuantity(cart, 'b', -1)).toEqual([a]);
  });

  it('ignores NaN and fractional quantities', () => {
    expect(updateCartItemQuantity(cart, 'a', Number.NaN)).toEqual(cart);
    expect(updateCartItemQuantity(cart, 'a', 2.5)).toEqual(cart);
    expect(updateCartItemQuantity(cart, 'a', -0.5)).toEqual(cart);
    expect(updateCartItemQuantity(cart, 'a', Number.POSITIVE_INFINITY)).toEqual(cart);
  });

  it('leaves the cart as is for an unknown line', () => {
    expect(updateCartItemQuantity(cart, 'zzz', 3)).toEqual(cart);
    expect(removeCartItem(cart, 'zzz')).toEqual(cart);
  });

  it('removes a line', () => {
    expect(removeCartItem(cart, 'a')).toEqual([b]);
  });
});

describe('cart totals', () => {
  const cart = [line('a', 6400, 3), line('b', 1800, 2)];

  it('counts every unit for the badge', () => {
    expect(cartItemCount(cart)).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });

  it('multiplies each line by its quantity', () => {
    expect(cartLineTotal(line('a', 6400, 3))).toBe(19200);
  });

  it('sums the lines into the subtotal', () => {
    expect(cartSubtotal(cart)).toBe(19200 + 3600);
    expect(cartSubtotal([])).toBe(0);
  });

  it('charges no delivery fee: the total is the subtotal', () => {
    expect(cartTotal(cart)).toBe(22800);
  });
});
