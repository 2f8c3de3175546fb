import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import type { Menu, MenuProduct } from '../../../../domain/menu';
import { productPhoto } from '../../../../domain/product-photo';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { menuQueryKey } from '../../../api/get-menu';
import { SearchPage } from './search-page';
import { SAMPLE_SIZES } from '../../../../domain/sizes';

afterEach(cleanup);

const pizza = (id: number, name: string, description: string, ingredients: string[]) =>
  ({
    id,
    name,
    description,
    categorySlug: 'frango',
    priceCents: 5200,
    sizePrices: { normal: 5200, broto: 3900 },
    ingredients,
    isAvailable: true,
  }) satisfies MenuProduct;

const MENU: Menu = {
  categories: [{ id: 1, slug: 'frango', name: 'Frango', group: 'salgada', isSalgado: true }],
  sizes: [...SAMPLE_SIZES],
  products: [
    pizza(1, 'Portuguesa', 'Molho de tomate, mussarela, presunto, ovos e cebola.', [
      'presunto',
      'ovos',
    ]),
    {
      ...pizza(2, 'Frango com Catupiry', 'Molho de tomate, frango desfiado e catupiry.', [
        'frango desfiado',
        'catupiry',
      ]),
      photo: productPhoto(2, '0123456789abcdef'),
    },
    pizza(3, 'Frango com Milho', 'Molho de tomate, frango desfiado e milho.', ['milho']),
  ],
  extras: [],
  crusts: [],
};

function renderSearch(query: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(menuQueryKey, MENU);
  client.setQueryData(establishmentQueryKey, {
    ...DEFAULT_ESTABLISHMENT,
    isOpen: true,
    lastUpdated: null,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/search?q=${encodeURIComponent(query)}`]}>
        <SearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const resultNames = () =>
  within(screen.getByRole('list', { name: 'Resultados' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('the search page', () => {
  it("finds 'Frango com Catupiry' by 'catupiri frango', with its photo described", () => {
    renderSearch('catupiri frango');
    expect(resultNames()).toEqual(['Frango com Catupiry']);
    const photo = screen.getByRole('img', {
      name: 'Frango com Catupiry: Molho de tomate, frango desfiado e catupiry',
    });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.closest('picture')?.querySelector('source')?.getAttribute('sizes')).toBe('80px');
  });

  it("finds 'Portuguesa' by 'portugesa' and ranks name matches first", async () => {
    renderSearch('portugesa');
    expect(resultNames()).toEqual(['Portuguesa']);
    const field = screen.getByRole('searchbox');
    await userEvent.clear(field);
    await userEvent.type(field, 'frango');
    expect(resultNames()).toEqual(['Frango com Catupiry', 'Frango com Milho']);
  });

  it('opens the photo large on a tap and gives the focus back when it closes', async () => {
    renderSearch('frango catupiry');
    const open = screen.getByRole('button', { name: 'Ampliar foto de Frango com Catupiry' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Frango com Catupiry' });
    const large = within(dialog).getByRole('img', {
      name: 'Frango com Catupiry: Molho de tomate, frango desfiado e catupiry',
    });
    expect(large.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toContain(
      '960.avif 960w',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });
});
