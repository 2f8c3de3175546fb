import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu, MenuProduct } from '../../../domain/menu';
import { productPhoto } from '../../../domain/product-photo';
import { establishmentQueryKey } from '../../api/get-establishment';
import { menuQueryKey } from '../../api/get-menu';
import { SearchRoute } from './search-route';
import { SAMPLE_SIZES } from '../../../domain/sizes';
import { cartActions, currentCart } from '../../stores/cart-store';

beforeEach(() => {
  cartActions.clear();
  window.sessionStorage.clear();
});
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

/** A drink sold in variants (decision 052), the can paused, and one sold at its one price. */
const DRINKS_MENU: Menu = {
  ...MENU,
  categories: [
    ...MENU.categories,
    { id: 5, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
  ],
  products: [
    ...MENU.products,
    {
      id: 40,
      name: 'Refrigerante',
      description: 'Coca-Cola, Guaraná ou Fanta',
      categorySlug: 'refrigerantes',
      priceCents: 600,
      sizePrices: {},
      ingredients: [],
      isAvailable: true,
      variants: [
        { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: false },
        { id: 2, name: '600 ml', priceCents: 850, isActive: true },
        { id: 3, name: '2 L', priceCents: 1400, isActive: true },
      ],
    },
    {
      id: 41,
      name: 'Refrigerante de uva',
      description: 'Lata 350 ml',
      categorySlug: 'refrigerantes',
      priceCents: 550,
      sizePrices: {},
      ingredients: [],
      isAvailable: true,
    },
  ],
};

function renderSearch(query: string, menu: Menu = MENU) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(menuQueryKey, menu);
  client.setQueryData(establishmentQueryKey, {
    ...DEFAULT_ESTABLISHMENT,
    isOpen: true,
    lastUpdated: null,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/search?q=${encodeURIComponent(query)}`]}>
        <SearchRoute />
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

  it("opens the drink's variant picker from 'Adicionar', and adds the variant chosen", async () => {
    renderSearch('refrigerante', DRINKS_MENU);
    const result = screen.getByRole('heading', { name: 'Refrigerante' }).closest('li');
    if (!result) throw new Error('no result for Refrigerante');
    // a starting price, as the menu's card shows it: the lowest variant on sale
    expect(within(result).getByText(/a partir de/)).toHaveTextContent(/a partir de R\$\s8,50/);

    const add = within(result).getByRole('button', { name: /^Adicionar\s*Refrigerante$/ });
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    expect(currentCart()).toEqual([]);
    const picker = within(dialog).getByRole('group', { name: 'Escolha uma opção' });
    expect(within(picker).getByRole('radio', { name: /600 ml/ })).toBeChecked();
    expect(within(picker).getByRole('radio', { name: /Lata 350 ml/ })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('radio', { name: /2 L/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar ao Carrinho' }));

    expect(currentCart()).toEqual([
      expect.objectContaining({ variant: { id: 3, name: '2 L' }, unitPriceCents: 1400 }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // still on the search, with its text
    expect(screen.getByRole('searchbox')).toHaveValue('refrigerante');
    expect(add).toHaveFocus();
  });

  it("adds a drink without variants from 'Adicionar' at once, with no dialog", async () => {
    renderSearch('uva', DRINKS_MENU);
    await userEvent.click(
      screen.getByRole('button', { name: /^Adicionar\s*Refrigerante de uva$/ }),
    );
    expect(currentCart()).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: 41 }),
        unitPriceCents: 550,
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
