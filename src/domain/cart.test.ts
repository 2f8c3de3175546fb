import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  buildCartItem,
  CART_STORAGE_KEY,
  cartItemCount,
  cartLineTotal,
  cartSubtotal,
  cartTotal,
  catalogueFromMenu,
  describePriceChange,
  parseStoredCart,
  readCart,
  repriceCart,
  removeCartItem,
  updateCartItemQuantity,
  type CartItem,
  type CartItemInput,
} from './cart';
import { CartSchema } from './cart-schema';
import type { Crust, Menu, MenuProduct } from './menu';
import { SAMPLE_SIZES, sizeRef } from './sizes';

const GRANDE = sizeRef(SAMPLE_SIZES, 'normal');
const BROTO = sizeRef(SAMPLE_SIZES, 'broto');

const calabresa: MenuProduct = {
  id: 1,
  name: 'Calabresa',
  description: 'Molho de tomate, mussarela, calabresa fatiada e orégano.',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
  ingredients: ['mussarela', 'calabresa fatiada', 'orégano'],
  isAvailable: true,
};
const cincoQueijos: MenuProduct = {
  ...calabresa,
  id: 12,
  name: 'Cinco Queijos',
  categorySlug: 'queijos',
  priceCents: 5490,
  sizePrices: { ...calabresa.sizePrices, normal: 5490 },
};
const mussarela: MenuProduct = {
  ...calabresa,
  id: 9,
  name: 'Mussarela',
  categorySlug: 'queijos',
  priceCents: 4600,
  sizePrices: { ...calabresa.sizePrices, normal: 4600 },
};
const coca: MenuProduct = {
  ...calabresa,
  id: 40,
  name: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  priceCents: 1800,
  sizePrices: {},
};
const bacon = { id: 3, name: 'Bacon', priceCents: 500, type: 'salgado', displayGroup: 'Carnes' };
const traditional = { id: 'traditional', name: 'Borda tradicional', priceCents: 1000 };
const cheddar = { id: 'cheddar', name: 'Cheddar' };
const NOW = 1_717_600_000_000;

function input(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    product: calabresa,
    size: GRANDE,
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
        sizePrices: { normal: 4900, broto: 3500 },
      },
      size: 'normal',
      sizeName: 'Grande',
      sizeNote: '35cm',
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
      size: BROTO,
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
        sizePrices: { normal: 4600, broto: 3500 },
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
      buildCartItem(input({ product: coca, size: BROTO }), 'principal', NOW).unitPriceCents,
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

describe('buildCartItem with prices per size (decision 051)', () => {
  const cheddarExtra = { ...bacon, id: 4, name: 'Cheddar', sizePrices: { broto: 300 } };
  const stuffed = { ...traditional, sizePrices: { broto: 600 } };

  it("keeps each extra's and the crust's price in the line's size", () => {
    const broto = buildCartItem(
      input({ size: BROTO, extras: [cheddarExtra], crust: stuffed, filling: cheddar }),
      'principal',
      NOW,
    );
    expect(broto.extras).toEqual([{ id: 4, name: 'Cheddar', priceCents: 300 }]);
    expect(broto.crust?.priceCents).toBe(600);
    expect(broto.unitPriceCents).toBe(3500 + 300 + 600);
    const grande = buildCartItem(
      input({ extras: [cheddarExtra], crust: stuffed, filling: cheddar }),
      'principal',
      NOW,
    );
    expect(grande.unitPriceCents).toBe(4900 + 500 + 1000);
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
    const wrongSize = [{ ...item, size: '' }];
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

describe('readCart, the stored cart read without zod', () => {
  const full = buildCartItem(
    input({ extras: [bacon], crust: traditional, filling: cheddar, extraFlavours: [mussarela] }),
    'media',
    NOW,
  );
  const plain = buildCartItem(input(), 'principal', NOW);
  const { unitPriceCents: _price, ...withoutPrice } = plain;
  // each a change a stored cart could have: an old shape, a hand edit, a half-written value
  const carts: unknown[] = [
    [],
    [plain],
    [full, { ...plain, id: 'b' }],
    [{ ...full, crust: { ...full.crust, filling: null } }],
    [{ ...plain, extra: 'kept?' }],
    [{ ...full, product: { ...full.product, ingredients: ['queijo'] } }],
    [{ ...full, crust: { ...full.crust, filling: { id: 'c', name: 'C', more: 1 } } }],
    null,
    undefined,
    'cart',
    42,
    {},
    { 0: plain },
    [null],
    [[plain]],
    [{ ...plain, id: '' }],
    [{ ...plain, id: 7 }],
    [{ ...plain, size: 'grande' }],
    [{ ...plain, size: undefined }],
    [{ ...plain, quantity: 0 }],
    [{ ...plain, quantity: 1.5 }],
    [{ ...plain, quantity: '2' }],
    [{ ...plain, quantity: Number.MAX_SAFE_INTEGER + 1 }],
    [{ ...plain, notes: null }],
    [{ ...plain, unitPriceCents: -1 }],
    [withoutPrice],
    [{ ...plain, product: null }],
    [{ ...plain, product: [] }],
    [{ ...plain, product: { ...plain.product, id: 1.5 } }],
    [{ ...plain, product: { ...plain.product, sizePrices: { normal: -5 } } }],
    [{ ...plain, product: { ...plain.product, categorySlug: undefined } }],
    [{ ...plain, extras: null }],
    [{ ...plain, extras: [{ ...bacon, priceCents: '5' }] }],
    [{ ...plain, extras: [{ id: 3, name: 'Bacon' }] }],
    [{ ...plain, crust: undefined }],
    [{ ...plain, crust: traditional }], // no filling key at all
    [{ ...full, crust: { ...full.crust, filling: { id: 'c' } } }],
    [{ ...full, crust: { ...full.crust, priceCents: 10.5 } }],
    [{ ...plain, extraFlavours: [{ ...mussarela, id: '2' }] }],
    [{ ...plain, extraFlavours: {} }],
    [plain, { ...plain, id: 'x', quantity: -1 }],
  ];

  it.each(carts.map((cart, index) => [index, cart]))(
    'agrees with CartSchema (case %i)',
    (_index, cart) => {
      const parsed = CartSchema.safeParse(cart);
      expect(readCart(cart)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  it('keeps what it reads and drops what the schema drops', () => {
    expect(readCart([full])).toEqual([full]);
    expect(readCart([{ ...plain, extra: 1 }])).toEqual([plain]);
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

describe('repriceCart', () => {
  const crust: Crust = {
    id: 'traditional',
    name: 'Borda tradicional',
    description: '',
    priceCents: 1000,
    fillings: [{ id: 'cheddar', name: 'Cheddar', priceCents: 0 }],
  };
  function menu(overrides: Partial<Menu> = {}): Menu {
    return {
      sizes: [...SAMPLE_SIZES],
      categories: [
        { id: 1, slug: 'mais_pedidas', name: 'Mais pedidas', group: 'salgada', isSalgado: true },
        { id: 2, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true },
        { id: 3, slug: 'refrigerantes', name: 'Bebidas', group: 'bebida', isSalgado: null },
      ],
      products: [calabresa, cincoQueijos, mussarela, coca],
      extras: [{ ...bacon, type: 'salgado', displayGroup: 'Carnes' }],
      crusts: [crust],
      ...overrides,
    };
  }
  const withProduct = (changed: MenuProduct) =>
    menu({ products: [changed, cincoQueijos, mussarela, coca] });
  /** Calabresa + Mussarela, bacon, borda tradicional with cheddar: R$ 49 + 5 + 10 = R$ 64. */
  const full = buildCartItem(
    input({
      extras: [bacon],
      crust: traditional,
      filling: cheddar,
      extraFlavours: [mussarela],
      notes: 'sem cebola',
    }),
    'principal',
    NOW,
  );
  const plain = buildCartItem(input({ product: coca }), 'principal', NOW + 1);

  it('changes nothing when the menu still sells the cart at its prices', () => {
    const cart = [full, plain];
    const result = repriceCart(cart, catalogueFromMenu(menu()), 'principal');
    expect(result.changes).toEqual([]);
    expect(result.problems).toEqual({});
    expect(result.cart[0]).toBe(full);
    expect(result.cart[1]).toBe(plain);
  });

  it('takes a price rise and names it', () => {
    const result = repriceCart(
      [full],
      catalogueFromMenu(
        withProduct({
          ...calabresa,
          priceCents: 5900,
          sizePrices: { ...calabresa.sizePrices, normal: 5900 },
        }),
      ),
      'principal',
    );
    expect(result.cart[0]?.unitPriceCents).toBe(5900 + 500 + 1000);
    expect(result.cart[0]?.product.priceCents).toBe(5900);
    expect(result.changes).toEqual([
      { lineId: full.id, productName: 'Calabresa', fromCents: 6400, toCents: 7400 },
    ]);
    expect(describePriceChange({ ...result.changes[0]!, toCents: 5900 })).toBe(
      'O preço de Calabresa mudou para R$\u00a059,00',
    );
  });

  it('takes a price fall, of an extra and of a crust too', () => {
    const result = repriceCart(
      [full],
      catalogueFromMenu(
        menu({
          products: [
            {
              ...calabresa,
              priceCents: 4500,
              sizePrices: { ...calabresa.sizePrices, normal: 4500 },
            },
            cincoQueijos,
            mussarela,
            coca,
          ],
          extras: [{ ...bacon, priceCents: 300, type: 'salgado', displayGroup: 'Carnes' }],
          crusts: [{ ...crust, priceCents: 800 }],
        }),
      ),
      'principal',
    );
    expect(result.cart[0]).toMatchObject({
      unitPriceCents: 4500 + 300 + 800,
      extras: [{ id: 3, name: 'Bacon', priceCents: 300 }],
      crust: { id: 'traditional', priceCents: 800, filling: { id: 'cheddar', name: 'Cheddar' } },
    });
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]).toMatchObject({ fromCents: 6400, toCents: 5600 });
  });

  it('follows a Broto price set for an extra and a crust: a Broto line takes it, a Grande line keeps the one price', () => {
    const brotoLine = buildCartItem(
      input({ size: BROTO, extras: [bacon], crust: traditional, filling: cheddar }),
      'principal',
      NOW + 2,
    );
    const result = repriceCart(
      [full, brotoLine],
      catalogueFromMenu(
        menu({
          extras: [
            { ...bacon, sizePrices: { broto: 300 }, type: 'salgado', displayGroup: 'Carnes' },
          ],
          crusts: [{ ...crust, sizePrices: { broto: 600 } }],
        }),
      ),
      'principal',
    );
    expect(result.cart[0]).toBe(full);
    expect(result.cart[1]).toMatchObject({
      unitPriceCents: 3500 + 300 + 600,
      extras: [{ id: 3, name: 'Bacon', priceCents: 300 }],
      crust: { id: 'traditional', priceCents: 600 },
    });
    expect(result.changes).toEqual([
      {
        lineId: brotoLine.id,
        productName: 'Calabresa',
        fromCents: 3500 + 500 + 1000,
        toCents: 3500 + 300 + 600,
      },
    ]);
  });

  it('marks a line whose product left the menu, and one whose product is paused', () => {
    const gone = repriceCart(
      [full, plain],
      catalogueFromMenu(menu({ products: [mussarela, coca] })),
      'principal',
    );
    expect(gone.problems).toEqual({ [full.id]: ['Calabresa não está mais no cardápio.'] });
    expect(gone.cart[0]).toBe(full);
    expect(gone.changes).toEqual([]);
    const paused = repriceCart(
      [full],
      catalogueFromMenu(withProduct({ ...calabresa, isAvailable: false })),
      'principal',
    );
    expect(paused.problems[full.id]).toEqual(['Calabresa: esgotado no momento.']);
  });

  it('marks a line whose extra flavour was removed or paused', () => {
    const removed = repriceCart(
      [full],
      catalogueFromMenu(menu({ products: [calabresa, cincoQueijos, coca] })),
      'principal',
    );
    expect(removed.problems[full.id]).toEqual(['O sabor Mussarela não está mais no cardápio.']);
    const paused = repriceCart(
      [full],
      catalogueFromMenu(
        menu({ products: [calabresa, cincoQueijos, { ...mussarela, isAvailable: false }, coca] }),
      ),
      'principal',
    );
    expect(paused.problems[full.id]).toEqual(['O sabor Mussarela está esgotado no momento.']);
  });

  it('marks a line whose extra was removed', () => {
    const result = repriceCart([full], catalogueFromMenu(menu({ extras: [] })), 'principal');
    expect(result.problems[full.id]).toEqual(['O adicional Bacon não está mais disponível.']);
  });

  it('marks a line whose crust or filling was removed', () => {
    const noCrust = repriceCart([full], catalogueFromMenu(menu({ crusts: [] })), 'principal');
    expect(noCrust.problems[full.id]).toEqual(['A Borda tradicional não está mais disponível.']);
    const noFilling = repriceCart(
      [full],
      catalogueFromMenu(
        menu({
          crusts: [{ ...crust, fillings: [{ id: 'catupiry', name: 'Catupiry', priceCents: 0 }] }],
        }),
      ),
      'principal',
    );
    expect(noFilling.problems[full.id]).toEqual(['O recheio Cheddar não está mais disponível.']);
  });

  it('prices again by a changed flavour rule', () => {
    const halfHalf = buildCartItem(input({ extraFlavours: [cincoQueijos] }), 'principal', NOW);
    expect(halfHalf.unitPriceCents).toBe(4900);
    const result = repriceCart([halfHalf], catalogueFromMenu(menu()), 'maior');
    expect(result.cart[0]?.unitPriceCents).toBe(5490);
    expect(result.changes).toEqual([
      { lineId: halfHalf.id, productName: 'Calabresa', fromCents: 4900, toCents: 5490 },
    ]);
  });

  it('takes new names into the line and keeps the customer’s own notes', () => {
    const result = repriceCart(
      [full],
      catalogueFromMenu(
        menu({ products: [calabresa, cincoQueijos, { ...mussarela, name: 'Muçarela' }, coca] }),
      ),
      'principal',
    );
    expect(result.changes).toEqual([]);
    expect(result.cart[0]?.extraFlavours[0]?.name).toBe('Muçarela');
    expect(result.cart[0]?.notes).toBe('Sabores: Calabresa + Muçarela\nsem cebola');
  });
});
