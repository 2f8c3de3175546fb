import { describe, expect, it } from 'vitest';
import { catalogueFromMenu, cartItemRequest } from './cart';
import type { Crust, Menu, MenuProduct } from './menu';
import { priceOrder } from './order-pricing';
import { describeDropped, reorderFromSnapshot, type ReorderableItem } from './reorder';
import { SAMPLE_SIZES } from './sizes';

const calabresa: MenuProduct = {
  id: 1,
  name: 'Calabresa',
  description: '',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
  ingredients: [],
  isAvailable: true,
};
const mussarela: MenuProduct = { ...calabresa, id: 9, name: 'Mussarela', categorySlug: 'queijos' };
const rucula: MenuProduct = { ...calabresa, id: 15, name: 'Pizza de Rúcula', priceCents: 5200 };
const coca: MenuProduct = {
  ...calabresa,
  id: 40,
  name: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  priceCents: 1800,
  sizePrices: {},
};
const bacon = { id: 3, name: 'Bacon', priceCents: 500, type: 'salgado', displayGroup: 'Carnes' };
const crust: Crust = {
  id: 'traditional',
  name: 'Borda tradicional',
  description: '',
  priceCents: 1000,
  fillings: [
    { id: 'cheddar', name: 'Cheddar', priceCents: 0 },
    { id: 'catupiry', name: 'Catupiry', priceCents: 0 },
  ],
};

function menu(overrides: Partial<Menu> = {}): Menu {
  return {
    sizes: [...SAMPLE_SIZES],
    categories: [
      { id: 1, slug: 'mais_pedidas', name: 'Mais pedidas', group: 'salgada', isSalgado: true },
      { id: 2, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true },
      { id: 3, slug: 'refrigerantes', name: 'Bebidas', group: 'bebida', isSalgado: null },
    ],
    products: [calabresa, mussarela, rucula, coca],
    extras: [{ ...bacon, type: 'salgado', displayGroup: 'Carnes' }],
    crusts: [crust],
    ...overrides,
  };
}

/** A half Calabresa, half Mussarela broto with bacon and a cheddar crust, as an order keeps it. */
const halfAndHalf: ReorderableItem = {
  productId: 1,
  productName: 'Calabresa',
  categorySlug: 'mais_pedidas',
  size: 'broto',
  sizeName: 'Broto',
  quantity: 2,
  extraFlavours: [{ productId: 9, name: 'Mussarela', priceCents: 3100 }],
  extras: [{ extraId: 3, name: 'Bacon', priceCents: 400 }],
  crustId: 'traditional',
  crustName: 'Borda tradicional',
  fillingId: 'cheddar',
  fillingName: 'Cheddar',
  notes: 'Sabores: Calabresa + Mussarela\nsem cebola, por favor',
};
const cokeLine: ReorderableItem = {
  productId: 40,
  productName: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  size: 'normal',
  sizeName: '',
  quantity: 1,
  extraFlavours: [],
  extras: [],
  crustId: null,
  crustName: null,
  fillingId: null,
  fillingName: null,
  notes: '',
};
const ruculaLine: ReorderableItem = {
  ...cokeLine,
  productId: 15,
  productName: 'Pizza de Rúcula',
  categorySlug: 'mais_pedidas',
};
const NOW = 1_764_000_000_000;

describe('reorderFromSnapshot', () => {
  it('puts back the same choices at today’s prices, with the customer’s own notes', () => {
    const { lines, dropped } = reorderFromSnapshot(
      [halfAndHalf, cokeLine],
      catalogueFromMenu(menu()),
      'principal',
      NOW,
    );
    expect(dropped).toEqual([]);
    expect(lines).toHaveLength(2);
    const [pizza, coke] = lines;
    expect(pizza).toMatchObject({
      product: { id: 1, name: 'Calabresa' },
      size: 'broto',
      quantity: 2,
      extraFlavours: [{ id: 9, name: 'Mussarela' }],
      // today's bacon price, not the R$ 4,00 of the order
      extras: [{ id: 3, name: 'Bacon', priceCents: 500 }],
      crust: { id: 'traditional', priceCents: 1000, filling: { id: 'cheddar', name: 'Cheddar' } },
      notes: 'Sabores: Calabresa + Mussarela\nsem cebola, por favor',
      // broto R$ 35 + bacon R$ 5 + borda R$ 10
      unitPriceCents: 3500 + 500 + 1000,
    });
    expect(coke).toMatchObject({ product: { id: 40 }, quantity: 1, unitPriceCents: 1800 });
    // distinct ids, and each line one the server prices the same
    expect(new Set(lines.map((line) => line.id)).size).toBe(2);
    const priced = priceOrder(lines.map(cartItemRequest), catalogueFromMenu(menu()), 'principal');
    expect(priced.ok && priced.lines.map((l) => l.lineTotalCents)).toEqual([10000, 1800]);
  });

  it('follows a price that changed since the order', () => {
    const dearer = menu({
      products: [
        { ...calabresa, priceCents: 5900, sizePrices: { ...calabresa.sizePrices, normal: 5900 } },
        mussarela,
        rucula,
        coca,
      ],
    });
    const { lines } = reorderFromSnapshot(
      [{ ...halfAndHalf, size: 'normal', extras: [], crustId: null, fillingId: null }],
      catalogueFromMenu(dearer),
      'principal',
      NOW,
    );
    expect(lines[0]?.unitPriceCents).toBe(5900);
  });

  it('leaves out and names a paused or removed product, keeping the rest', () => {
    const paused = menu({ products: [calabresa, mussarela, { ...rucula, isAvailable: false }] });
    const { lines, dropped } = reorderFromSnapshot(
      [ruculaLine, cokeLine, halfAndHalf],
      catalogueFromMenu(paused),
      'principal',
      NOW,
    );
    expect(lines.map((line) => line.product.name)).toEqual(['Calabresa']);
    expect(dropped).toEqual(['Pizza de Rúcula (Grande)', 'Coca-Cola 2L']);
    expect(describeDropped(dropped)).toBe(
      'Não está mais disponível: Pizza de Rúcula (Grande); Coca-Cola 2L',
    );
  });

  it('drops a pizza whose extra flavour is gone: half a pizza is another pizza', () => {
    const { lines, dropped } = reorderFromSnapshot(
      [halfAndHalf],
      catalogueFromMenu(menu({ products: [calabresa, rucula, coca] })),
      'principal',
      NOW,
    );
    expect(lines).toEqual([]);
    expect(dropped).toEqual(['Calabresa + Mussarela (Broto)']);
  });

  it('keeps the pizza without an extra or a crust that ran out, and names them', () => {
    const catalogue = catalogueFromMenu(menu({ extras: [] }));
    const noFilling = {
      ...catalogue,
      crusts: catalogue.crusts.map((c) => ({
        ...c,
        fillings: c.fillings.map((f) => ({ ...f, isAvailable: f.id !== 'cheddar' })),
      })),
    };
    const { lines, dropped } = reorderFromSnapshot([halfAndHalf], noFilling, 'principal', NOW);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ extras: [], crust: null, unitPriceCents: 3500 });
    expect(dropped).toEqual([
      'Bacon (adicional de Calabresa + Mussarela (Broto))',
      'Borda tradicional de Cheddar (em Calabresa + Mussarela (Broto))',
    ]);
  });

  it('drops a line the server would refuse today (a drink ordered as broto)', () => {
    const { lines, dropped } = reorderFromSnapshot(
      [{ ...cokeLine, size: 'broto' }],
      catalogueFromMenu(menu()),
      'principal',
      NOW,
    );
    expect(lines).toEqual([]);
    expect(dropped).toEqual(['Coca-Cola 2L']);
  });

  it('says nothing when nothing was left out', () => {
    expect(describeDropped([])).toBeNull();
  });
});
