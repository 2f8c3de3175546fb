import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCartItem } from '../../../../domain/cart';
import { NO_SIZE } from '../../../../domain/sizes';
import { CartLine } from './cart-line';

afterEach(cleanup);

describe('a cart line of a variant', () => {
  it('names the variant under the product and charges its price', () => {
    const line = buildCartItem(
      {
        product: {
          id: 40,
          name: 'Refrigerante',
          categorySlug: 'refrigerantes',
          priceCents: 600,
          sizePrices: {},
        },
        size: NO_SIZE,
        quantity: 2,
        extras: [],
        crust: null,
        filling: null,
        extraFlavours: [],
        notes: '',
        variant: { id: 2, name: '600 ml', priceCents: 850, isActive: true },
      },
      'principal',
      1,
    );
    render(<CartLine item={line} />);
    expect(screen.getByText('Refrigerante')).toBeInTheDocument();
    expect(screen.getByText('600 ml')).toBeInTheDocument();
    expect(screen.getAllByText(/R\$\s17,00/).length).toBeGreaterThan(0);
  });
});
