import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../../domain/cart';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../domain/establishment';
import type { Menu, MenuProduct } from '../../domain/menu';
import { establishmentQueryKey } from '../api/get-establishment';
import { CartPage } from '../features/cart/components/cart-page';
import { RECENT_ORDERS_STORAGE_KEY } from '../stores/recent-orders';
import { ProfilePage } from './routes/profile-page';
import { CALABRESA } from '../features/cart/components/checkout-test-kit';
import { trackedOrder } from '../test/tracked-order';
import { SAMPLE_SIZES } from '../../domain/sizes';

const calabresa = CALABRESA;
const rucula: MenuProduct = {
  ...calabresa,
  id: 15,
  name: 'Pizza de Rúcula',
  priceCents: 5200,
  sizePrices: { normal: 5200, broto: 3900 },
};

const shop: PublicEstablishment = { ...DEFAULT_ESTABLISHMENT, isOpen: true, lastUpdated: null };

/** Today's menu: Calabresa went up to R$ 59,00, Rúcula is paused ('Esgotado'). */
const todaysMenu: Menu = {
  categories: [
    { id: 1, slug: 'mais_pedidas', name: 'Mais pedidas', group: 'salgada', isSalgado: true },
  ],
  sizes: [...SAMPLE_SIZES],
  products: [
    { ...calabresa, priceCents: 5900, sizePrices: { ...calabresa.sizePrices, normal: 5900 } },
    { ...rucula, isAvailable: false },
  ],
  extras: [],
  crusts: [],
};

const item = (product: MenuProduct, quantity: number, notes = '') => ({
  productId: product.id,
  productName: product.name,
  categorySlug: product.categorySlug,
  size: 'normal',
  sizeName: 'Grande',
  sizeNote: '35cm',
  quantity,
  basePriceCents: product.priceCents,
  extraFlavours: [],
  extras: [],
  crustId: null,
  crustName: null,
  crustPriceCents: 0,
  fillingId: null,
  fillingName: null,
  notes,
  lineTotalCents: product.priceCents * quantity,
});

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const order = trackedOrder({
  id: 12,
  publicId: PUBLIC_ID,
  status: 'entregue',
  subtotalCents: 4900 * 2 + 5200,
  deliveryFeeCents: null,
  totalCents: 4900 * 2 + 5200,
  paymentMethod: 'Pix',
  paymentStatus: 'pago',
  placedAt: '2026-11-20T23:00:00.000Z',
  createdAt: '2026-11-20T23:00:00.000Z',
  statusChangedAt: '2026-11-20T23:40:00.000Z',
  acceptedAt: undefined,
  items: [item(calabresa, 2, 'bem assada'), item(rucula, 1)],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(establishmentQueryKey, shop);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/cart" element={<CartPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.localStorage.setItem(
    RECENT_ORDERS_STORAGE_KEY,
    JSON.stringify([
      { publicId: PUBLIC_ID, id: 12, placedAt: order.placedAt, totalCents: order.totalCents },
    ]),
  );
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the profile's recent orders and 'Pedir de novo'", () => {
  it('lists the orders kept on this device, each with its tracking link and the button', () => {
    renderProfile();
    const list = screen.getByRole('region', { name: 'Meus pedidos' });
    expect(within(list).getByRole('link', { name: /Pedido #12/ })).toHaveAttribute(
      'href',
      `/pedido/${PUBLIC_ID}`,
    );
    expect(within(list).getByRole('button', { name: 'Pedir de novo o pedido #12' })).toBeEnabled();
    // what is kept and why, with the privacy page
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it('shows each order’s status and items as the shop has them now', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === `/api/orders/${PUBLIC_ID}`
        ? json({ ...order, status: 'saiu para entrega' })
        : json({ error: { code: 'NOT_FOUND', message: 'não' } }, 404),
    );
    renderProfile();
    const link = within(screen.getByRole('region', { name: 'Meus pedidos' })).getByRole('link', {
      name: /Pedido #12/,
    });
    expect(await within(link).findByText('Saiu para entrega')).toBeInTheDocument();
    expect(link).toHaveTextContent('2x Calabresa, 1x Pizza de Rúcula');
  });

  it('says so when the shop no longer has an order', async () => {
    fetchMock.mockImplementation(async () =>
      json({ error: { code: 'NOT_FOUND', message: 'Pedido não encontrado.' } }, 404),
    );
    renderProfile();
    expect(
      await screen.findByText('A pizzaria não encontra mais este pedido.'),
    ).toBeInTheDocument();
  });

  it("puts the same items in the cart at today's prices and names what is no longer sold", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === `/api/orders/${PUBLIC_ID}`) return json(order);
      if (url === '/api/menu') return json(todaysMenu);
      return json({ error: { code: 'NOT_FOUND', message: 'não' } }, 404);
    });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir de novo o pedido #12' }));

    // the order was read through its tracking link only (by the list, then by the button): no
    // lookup by phone
    expect([...new Set(fetchMock.mock.calls.map(([url]) => String(url)))].sort()).toEqual([
      '/api/menu',
      `/api/orders/${PUBLIC_ID}`,
    ]);
    const notice = await screen.findByRole('alert', {
      name: 'Itens do pedido #12 no carrinho, com os preços de hoje',
    });
    expect(notice).toHaveTextContent('Não está mais disponível: Pizza de Rúcula (Grande)');
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([
      { product: { name: 'Calabresa' }, quantity: 2, notes: 'bem assada', unitPriceCents: 5900 },
    ]);
    const lines = screen.getByRole('list', { name: 'Itens do carrinho' });
    expect(lines.children).toHaveLength(1);
    expect(lines).toHaveTextContent(/R\$\s59,00 cada/);
  });

  it('says so beside the order when it cannot be read, and adds nothing', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderProfile();
    const button = screen.getByRole('button', { name: 'Pedir de novo o pedido #12' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão. Verifique sua internet e tente novamente.',
    );
    expect(button).toHaveAccessibleDescription(
      'Sem conexão. Verifique sua internet e tente novamente.',
    );
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
