import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderItem } from '../../../../domain/order';
import { OrderItems } from './order-items';

const pizza: OrderItem = {
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

describe('OrderItems (the desk card)', () => {
  it("shows a customer's note 'Sabores: …' on a pizza without extra flavours", () => {
    render(<OrderItems items={[pizza]} />);
    const item = within(screen.getByRole('list', { name: 'Itens do pedido' })).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Observações: Sabores: capricha no orégano');
  });

  it('lists extra flavours under + Sabores and leaves the flavour line out of the notes', () => {
    render(
      <OrderItems
        items={[
          {
            ...pizza,
            extraFlavours: [{ productId: 9, name: 'Mussarela', priceCents: 4500 }],
            notes: 'Sabores: Calabresa + Mussarela\nBem assada',
          },
        ]}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('+ Sabores: Mussarela');
    expect(item).toHaveTextContent('Observações: Bem assada');
    expect(item).not.toHaveTextContent('Calabresa + Mussarela');
  });
});
