import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCartItem, CART_STORAGE_KEY } from '../../domain/cart';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../domain/establishment';
import type { Menu, MenuProduct } from '../../domain/menu';
import { establishmentQueryKey } from '../api/get-establishment';
import { menuQueryKey } from '../api/get-menu';
import { CartFollowsMenu } from './cart-follows-menu';
import { CartPage } from '../features/cart/components/cart-page';

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
const portuguesa: MenuProduct = { ...calabresa, id: 2, name: 'Portuguesa', priceCents: 5200 };

const shop: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  // open at any hour the test runs
  schedules: Object.fromEntries(
    Object.keys(DEFAULT_ESTABLISHMENT.schedules).map((day) => [day, '00:00 às 23:59']),
  ) as PublicEstablishment['schedules'],
  isOpen: true,
  lastUpdated: null,
};

function menu(products: MenuProduct[]): Menu {
  return {
    categories: [
      { id: 1, slug: 'mais_pedidas', name: 'Mais pedidas', group: 'salgada', isSalgado: true },
    ],
    products,
    extras: [],
    crusts: [],
  };
}

function line(product: MenuProduct, at: number) {
  return buildCartItem(
    {
      product,
      size: 'normal',
      quantity: 1,
      extras: [],
      crust: null,
      filling: null,
      extraFlavours: [],
      notes: '',
    },
    'principal',
    at,
  );
}

function renderCart(current: Menu) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchInterval: false } },
  });
  client.setQueryData(menuQueryKey, current);
  client.setQueryData(establishmentQueryKey, shop);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
        <CartFollowsMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom does not scroll; the page scrolls the delivery form into view
  Element.prototype.scrollIntoView = vi.fn();
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([line(calabresa, 1), line(portuguesa, 2)]),
  );
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('CartPage against a changed menu', () => {
  it('shows the new price with its message, marks the line that left the menu, and blocks the order', async () => {
    // Calabresa went up to R$ 59,00; Portuguesa left the menu
    renderCart(menu([{ ...calabresa, priceCents: 5900 }]));

    const notice = await screen.findByRole('status', { name: 'Um preço mudou' });
    expect(notice).toHaveTextContent(/O preço de Calabresa mudou para R\$\s59,00\./);
    const [first, second] = Array.from(
      screen.getByRole('list', { name: 'Itens do carrinho' }).children,
    );
    expect(first).toHaveTextContent(/R\$\s59,00 cada/);
    expect(second).toHaveAccessibleDescription(/Portuguesa não está mais no cardápio\./);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar para Entrega' }));
    const finish = screen.getByRole('button', { name: 'Finalizar Pedido' });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(
      'Um item do carrinho não está disponível. Remova-o para finalizar o pedido.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remover Portuguesa' }));
    expect(screen.getByRole('button', { name: 'Finalizar Pedido' })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([
      { product: { name: 'Calabresa', priceCents: 5900 }, unitPriceCents: 5900 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('status', { name: 'Um preço mudou' })).not.toBeInTheDocument();
  });
});
