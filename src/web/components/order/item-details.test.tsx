import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCartItem, describeCartItem } from '../../../domain/cart';
import { describeOrderItem } from '../../../domain/order-item';
import type { OrderItem } from '../../../domain/order';
import { ItemDetails } from './item-details';
import { SAMPLE_SIZES, sizeRef } from '../../../domain/sizes';

const calabresa = {
  id: 1,
  name: 'Calabresa',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
};

const stored: OrderItem = {
  productId: 1,
  productName: 'Calabresa',
  categorySlug: 'mais_pedidas',
  size: 'normal',
  sizeName: 'Grande',
  sizeNote: '35cm',
  quantity: 1,
  basePriceCents: 4900,
  extraFlavours: [],
  extras: [],
  crustId: null,
  crustName: null,
  crustPriceCents: 0,
  fillingId: null,
  fillingName: null,
  notes: 'Sabores: capricha no orégano',
  lineTotalCents: 4900,
};

afterEach(cleanup);

describe('ItemDetails (tracking page and cart lines)', () => {
  it("shows a stored item's note 'Sabores: …' on a pizza without extra flavours", () => {
    render(<ItemDetails details={describeOrderItem(stored)} />);
    expect(screen.getByText(/Observações:/).parentElement).toHaveTextContent(
      'Observações: Sabores: capricha no orégano',
    );
  });

  it("shows a cart line's note 'Sabores: …' on a pizza without extra flavours", () => {
    const line = buildCartItem(
      {
        product: calabresa,
        size: sizeRef(SAMPLE_SIZES, 'normal'),
        quantity: 1,
        extras: [],
        crust: null,
        filling: null,
        extraFlavours: [],
        notes: 'Sabores: capricha no orégano',
      },
      'principal',
      0,
    );
    render(<ItemDetails details={describeCartItem(line)} />);
    expect(screen.getByText(/Observações:/).parentElement).toHaveTextContent(
      'Observações: Sabores: capricha no orégano',
    );
  });
});
