import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../domain/admin-catalogue';
import { SAMPLE_SIZES } from '../../../../domain/sizes';
import { ProductCards, ProductTable } from './product-list';

const VARIANTS = [
  { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: true },
  { id: 2, name: '600 ml', priceCents: 850, isActive: true },
  { id: 3, name: '2 L', priceCents: 1400, isActive: true },
];
const REFRIGERANTE: AdminProduct = {
  id: 40,
  name: 'Refrigerante',
  description: 'Coca-Cola, Guaraná ou Fanta',
  categoryId: 5,
  categoryName: 'Refrigerantes',
  isSalgado: null,
  priceCents: 600,
  sizePrices: {},
  ingredients: [],
  isAvailable: true,
  variants: VARIANTS,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const SUCO: AdminProduct = {
  ...REFRIGERANTE,
  id: 41,
  name: 'Suco de laranja',
  priceCents: 900,
  variants: [],
};

afterEach(cleanup);

function renderList(products: AdminProduct[]) {
  const client = new QueryClient();
  const props = {
    products,
    sizes: [...SAMPLE_SIZES],
    groupOf: () => 'bebida' as const,
    onEdit: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <QueryClientProvider client={client}>
      <ProductTable {...props} />
      <ProductCards {...props} />
    </QueryClientProvider>,
  );
}

describe('the product list prices a drink', () => {
  it("with variants as a starting price, 'a partir de' its lowest on sale, on the table and the cards", () => {
    renderList([
      {
        ...REFRIGERANTE,
        // The lowest variant paused: the price starts at the lowest one still on sale.
        variants: VARIANTS.map((v) => (v.id === 1 ? { ...v, isActive: false } : v)),
      },
    ]);
    const row = screen.getByRole('row', { name: /Refrigerante/ });
    expect(within(row).getByText('a partir de R$ 8,50')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Produtos' })).getByRole('listitem');
    expect(within(card).getByText('a partir de R$ 8,50')).toBeInTheDocument();
    expect(screen.queryByText('R$ 6,00')).toBeNull();
  });

  it('with every variant paused, still as a starting price from its lowest variant', () => {
    renderList([{ ...REFRIGERANTE, variants: VARIANTS.map((v) => ({ ...v, isActive: false })) }]);
    const row = screen.getByRole('row', { name: /Refrigerante/ });
    expect(within(row).getByText('a partir de R$ 6,00')).toBeInTheDocument();
  });

  it('without variants at its one price', () => {
    renderList([SUCO]);
    const row = screen.getByRole('row', { name: /Suco de laranja/ });
    expect(within(row).getByText('R$ 9,00')).toBeInTheDocument();
    expect(screen.queryByText(/a partir de/)).toBeNull();
  });
});
