import { describe, expect, it } from 'vitest';
import type { OrderItem } from './order';
import {
  describeOrderItem,
  itemDetailLines,
  itemDetailText,
  itemHeading,
  itemSummaryLine,
  splitItemNotes,
  summarizeItems,
} from './order-item';

const pizza: OrderItem = {
  productId: 1,
  productName: 'Calabresa',
  categorySlug: 'mais_pedidas',
  size: 'normal',
  sizeName: 'Grande',
  sizeNote: '35cm',
  quantity: 1,
  basePriceCents: 4900,
  extraFlavours: [{ productId: 9, name: 'Mussarela', priceCents: 0 }],
  extras: [
    { extraId: 2, name: 'Catupiry', priceCents: 500 },
    { extraId: 3, name: 'Cheddar', priceCents: 500 },
  ],
  crustId: 'traditional',
  crustName: 'Borda Tradicional',
  crustPriceCents: 1000,
  fillingId: 'catupiry',
  fillingName: 'Catupiry',
  notes: 'Sabores: Calabresa + Mussarela\nBem assada',
  lineTotalCents: 6900,
};

const drink: OrderItem = {
  ...pizza,
  productId: 39,
  productName: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  quantity: 2,
  extraFlavours: [],
  extras: [],
  crustId: null,
  crustName: null,
  crustPriceCents: 0,
  fillingId: null,
  fillingName: null,
  notes: '',
  lineTotalCents: 3600,
};

describe('describeOrderItem', () => {
  it('lists size, flavours, extras, crust with its filling, and only the customer’s own notes', () => {
    expect(describeOrderItem(pizza)).toEqual({
      quantity: 1,
      name: 'Calabresa',
      sizeLabel: 'Grande (35cm)',
      sizeShortLabel: 'Grande',
      flavourLine: 'Sabores: Calabresa + Mussarela',
      extraFlavours: ['Mussarela'],
      extras: ['Catupiry', 'Cheddar'],
      crust: 'Borda Tradicional (Catupiry)',
      notes: 'Bem assada',
      lineTotalCents: 6900,
    });
  });

  it('gives a drink no size and no details', () => {
    const d = describeOrderItem(drink);
    expect(d.sizeLabel).toBeNull();
    expect(d.sizeShortLabel).toBeNull();
    expect(d.crust).toBeNull();
    expect(d.notes).toBe('');
  });

  it('keeps notes that do not start with the flavour line, and a crust without filling', () => {
    const d = describeOrderItem({ ...pizza, notes: 'Sem cebola', fillingName: null });
    expect(d.notes).toBe('Sem cebola');
    expect(d.crust).toBe('Borda Tradicional');
  });

  it("keeps a customer's note that starts with 'Sabores:' on a pizza without extra flavours", () => {
    const d = describeOrderItem({
      ...pizza,
      extraFlavours: [],
      notes: 'Sabores: capricha no orégano',
    });
    expect(d.notes).toBe('Sabores: capricha no orégano');
    expect(d.flavourLine).toBeNull();
  });

  it("keeps a customer's 'Sabores:' note after the flavour line of a pizza with flavours", () => {
    const d = describeOrderItem({
      ...pizza,
      notes: 'Sabores: Calabresa + Mussarela\nSabores: capricha no orégano',
    });
    expect(d.notes).toBe('Sabores: capricha no orégano');
  });
});

describe('splitItemNotes', () => {
  it('reads the flavour line only as the exact line of the item’s own flavours', () => {
    expect(splitItemNotes('Calabresa', ['Mussarela'], 'Sabores: Calabresa + Mussarela')).toEqual({
      flavourLine: 'Sabores: Calabresa + Mussarela',
      customerNotes: '',
    });
    expect(
      splitItemNotes('Calabresa', ['Mussarela'], 'Sabores: Calabresa + Atum\nbem assada'),
    ).toEqual({
      flavourLine: 'Sabores: Calabresa + Mussarela',
      customerNotes: 'Sabores: Calabresa + Atum\nbem assada',
    });
    expect(splitItemNotes('Calabresa', [], '  Sabores: todos \n')).toEqual({
      flavourLine: null,
      customerNotes: 'Sabores: todos',
    });
  });
});

describe('summarizeItems', () => {
  it('puts an order in one line', () => {
    expect(summarizeItems([pizza, drink])).toBe('1x Calabresa, 2x Coca-Cola 2L');
  });
});

describe('one vocabulary for the lines under an item (decision 042)', () => {
  it('names flavours, extras, crust with its filling and notes, in that order', () => {
    expect(itemDetailLines(describeOrderItem(pizza)).map(itemDetailText)).toEqual([
      '+ Sabores: Mussarela',
      'Adicionais: Catupiry, Cheddar',
      'Borda: Borda Tradicional (Catupiry)',
      'Observações: Bem assada',
    ]);
    expect(itemDetailLines(describeOrderItem(drink))).toEqual([]);
  });

  it('heads an item with its quantity and size, a drink without a size', () => {
    expect(itemHeading(describeOrderItem(pizza))).toBe('1x Calabresa (Grande)');
    expect(itemHeading(describeOrderItem(drink))).toBe('2x Coca-Cola 2L');
  });

  it('puts an item in one line for the desk card, its notes left for apart', () => {
    expect(itemSummaryLine(describeOrderItem(pizza))).toBe(
      '1x Calabresa (Grande) · + Sabores: Mussarela · Adicionais: Catupiry, Cheddar · Borda: Borda Tradicional (Catupiry)',
    );
  });
});
