import { describe, expect, it } from 'vitest';
import type { AdminProduct, SoldOutList } from '../../../../domain/admin-catalogue';
import { soldOutRows } from './sold-out-rows';

const product = (id: number, name: string, isAvailable = true): AdminProduct => ({
  id,
  name,
  description: '',
  categoryId: 1,
  categoryName: 'Calabresa',
  isSalgado: true,
  priceCents: 5000,
  sizePrices: { normal: 5000, broto: 4000 },
  ingredients: [],
  isAvailable,
  updatedAt: '2026-11-25T12:00:00.000Z',
});

const list: SoldOutList = {
  extras: [{ id: 7, name: 'Bacon', type: 'salgado', isAvailable: false }],
  crusts: [
    {
      id: 'volcanic',
      name: 'Borda Vulcão',
      isAvailable: true,
      fillings: [{ crustId: 'volcanic', id: 'catupiry', name: 'Catupiry', isAvailable: true }],
    },
  ],
};

describe("soldOutRows: the 'Acabou?' panel", () => {
  it('lists products by name, then extras, crusts and fillings, each with its switch', () => {
    const rows = soldOutRows([product(2, 'Portuguesa'), product(1, 'Calabresa', false)], list, '');
    expect(rows.map((row) => [row.group, row.name, row.isAvailable])).toEqual([
      ['Sabores e produtos', 'Calabresa', false],
      ['Sabores e produtos', 'Portuguesa', true],
      ['Adicionais', 'Bacon', false],
      ['Bordas', 'Borda Vulcão', true],
      ['Recheios de borda', 'Catupiry', true],
    ]);
    const filling = rows[4];
    expect(filling && 'target' in filling ? filling.target : null).toEqual({
      kind: 'filling',
      crustId: 'volcanic',
      id: 'catupiry',
    });
  });

  it('searches names and details without accents or case', () => {
    const products = [product(1, 'Calabresa'), product(2, 'Portuguesa')];
    expect(soldOutRows(products, list, ' VULCAO ').map((row) => row.name)).toEqual([
      'Borda Vulcão',
      'Catupiry',
    ]);
    expect(soldOutRows(products, list, 'portu').map((row) => row.name)).toEqual(['Portuguesa']);
  });
});
