import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../../domain/order';
import { summarizeItems } from './describe-order-item';

const pizza: OrderItem = {
  productId: 1,
  productName: 'Calabresa',
  categorySlug: 'mais_pedidas',
  size: 'normal',
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

describe('summarizeItems', () => {
  it('puts an order in one line', () => {
    expect(summarizeItems([pizza, drink])).toBe('1x Calabresa, 2x Coca-Cola 2L');
  });
});
