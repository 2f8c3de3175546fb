import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CounterCustomer } from '../../../../domain/admin-counter';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import { trackedOrder } from '../../../test/tracked-order';
import {
  CALABRESA,
  COUNTER_MENU,
  PORTUGUESA_SOLD_OUT,
} from '../../../admin/item-entry/item-entry-test-kit';
import { NewOrderPage } from './new-order-page';

const shop: PublicEstablishment = { ...DEFAULT_ESTABLISHMENT, isOpen: true, lastUpdated: null };

const pastItem = (product: typeof CALABRESA, quantity: number) => ({
  productId: product.id,
  productName: product.name,
  categorySlug: product.categorySlug,
  size: 'normal',
  sizeName: 'Grande',
  sizeNote: '35cm',
  quantity,
  basePriceCents: 4000,
  extraFlavours: [],
  extras: [],
  crustId: null,
  crustName: null,
  crustPriceCents: 0,
  fillingId: null,
  fillingName: null,
  notes: '',
  lineTotalCents: 4000 * quantity,
});

const { acceptedAt: _acceptedAt, ...lastOrder } = trackedOrder({
  id: 31,
  totalCents: 12_000,
  items: [pastItem(CALABRESA, 2), pastItem(PORTUGUESA_SOLD_OUT, 1)],
});

const RITA: CounterCustomer = {
  customer: {
    id: 7,
    name: 'Rita Retorno',
    phone: '11955443322',
    address: {
      cep: '01225000',
      street: 'Rua Albuquerque Lins',
      number: '50',
      complement: '',
      district: 'Santa Cecília',
      city: 'São Paulo',
      state: 'SP',
    },
    zone: { id: 'santa-cecilia', name: 'Santa Cecília', feeCents: 500 },
    orderCount: 3,
    isAnonymised: false,
  },
  orders: [
    { ...lastOrder, customerPhone: '11955443322', customerId: 7, printedAt: null, printCount: 0 },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
/** What the order route answers, in turn; the quote always prices. */
let orderAnswers: (() => Response)[] = [];

beforeEach(() => {
  window.localStorage.clear();
  orderAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/menu')) return json(COUNTER_MENU);
    if (url.endsWith('/api/establishment')) return json(shop);
    if (url.endsWith('/api/schedule')) {
      return json({ asap: true, schedulingEnabled: false, slotMinutes: 30, slots: [] });
    }
    if (url.includes('/api/admin/counter/customers/')) return json(RITA);
    if (url.endsWith('/api/admin/tables')) {
      return json({
        tables: [
          { id: 1, label: '5', token: 'a'.repeat(22), isActive: true },
          { id: 2, label: 'Varanda', token: 'b'.repeat(22), isActive: true },
          { id: 3, label: '12', token: 'c'.repeat(22), isActive: false },
        ],
        serviceCharge: { isEnabled: false, percent: 10 },
      });
    }
    if (url.endsWith('/api/admin/counter/quote')) {
      return json({
        subtotalCents: 9800,
        deliveryFeeCents: 500,
        deliveryZone: 'Santa Cecília',
        discountCents: 0,
        discountLines: [],
        totalCents: 10_300,
      });
    }
    if (url.endsWith('/api/admin/counter/orders')) {
      const answer = orderAnswers.shift();
      if (!answer) throw new Error('no answer for the order');
      return answer();
    }
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/orders/new']}>
        <Routes>
          <Route path="/admin/orders/new" element={<NewOrderPage />} />
          <Route path="/admin/orders" element={<h1>Pedidos</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const orderRequests = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/admin/counter/orders'));

describe("'Novo pedido'", () => {
  it("brings up a returning customer by phone, fills what is empty and 'Repetir' re-prices their order, naming what is gone", async () => {
    const user = userEvent.setup();
    renderPage();
    const phone = await screen.findByLabelText('Telefone');
    expect(phone).toHaveFocus();
    await user.keyboard('11955443322');
    const card = await screen.findByRole('status', { name: 'Cliente encontrado' });
    expect(card).toHaveTextContent('Rita Retorno · 3 pedidos');
    expect(card).toHaveTextContent('zona Santa Cecília, taxa R$ 5,00');
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Rita Retorno'));
    expect(screen.getByLabelText('Rua')).toHaveValue('Rua Albuquerque Lins');
    expect(screen.getByLabelText('CEP')).toHaveValue('01225-000');
    // Enter: a known customer goes straight to the items
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Adicionar item' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Repetir o pedido #31' }));
    const lines = screen.getByRole('list', { name: 'Itens do pedido' });
    // today's price of 2 Calabresas (R$ 49,00 each), not the R$ 40,00 of then
    expect(lines).toHaveTextContent('2× Calabresa');
    expect(lines).toHaveTextContent('R$ 98,00');
    expect(lines).not.toHaveTextContent('Portuguesa');
    expect(screen.getByText(/Não está mais disponível: Portuguesa/)).toBeInTheDocument();
  });

  it("offers the shop's active tables for a table order, and says when the typed one is not one", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Telefone');
    await user.selectOptions(screen.getByLabelText('Como recebe'), 'mesa');
    const table = screen.getByLabelText('Mesa');
    expect(table).toHaveAttribute('list', 'counter-table-choices');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('#counter-table-choices option')].map((option) =>
          option.getAttribute('value'),
        ),
      ).toEqual(['5', 'Varanda']),
    );
    await user.type(table, '12');
    expect(screen.getByText('Mesa não cadastrada. Mesas da casa: 5, Varanda.')).toBeInTheDocument();
    await user.clear(table);
    await user.type(table, 'varanda');
    expect(screen.queryByText(/Mesa não cadastrada/)).not.toBeInTheDocument();
  });

  it('keeps everything typed when the order fails, and confirming again sends the same key', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Telefone');
    await user.keyboard('11955443322');
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Rita Retorno'));
    await user.keyboard('{Enter}calab{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}');
    expect(screen.getByRole('list', { name: 'Itens do pedido' })).toHaveTextContent('Calabresa');

    // Ctrl+Enter without a payment: said on screen, and the keyboard is taken there
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha a forma de pagamento.');
    const payment = screen.getByLabelText('Forma de pagamento');
    expect(payment).toHaveFocus();
    await user.selectOptions(payment, 'Dinheiro');
    expect(await screen.findByTestId('counter-total')).toHaveTextContent('R$ 103,00');

    orderAnswers.push(() => json({ error: { code: 'SERVICE_UNAVAILABLE', message: '' } }, 503));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText(/Nada foi perdido: tente de novo/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Rita Retorno');
    expect(screen.getByRole('list', { name: 'Itens do pedido' })).toHaveTextContent('Calabresa');

    orderAnswers.push(() =>
      json({ error: { code: 'SLOT_FULL', message: 'Este horário acabou de lotar.' } }, 409),
    );
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Este horário acabou de lotar.')).toBeInTheDocument();

    orderAnswers.push(() =>
      json({ order: { ...lastOrder, id: 32, customerPhone: '11955443322' } }, 201),
    );
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { name: 'Pedidos' })).toBeInTheDocument();

    const keys = orderRequests().map(
      ([, init]) => (init?.headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // placed: the next 'Novo pedido' starts empty, with a new key
    expect(window.localStorage.getItem('forno.admin.counter-draft')).toBeNull();
  });

  it('keeps the draft on the device: a reload brings it back', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Telefone');
    await user.keyboard('11955443322');
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Rita Retorno'));
    cleanup();
    renderPage();
    expect(await screen.findByLabelText('Telefone')).toHaveValue('11955443322');
    expect(screen.getByLabelText('Nome')).toHaveValue('Rita Retorno');
  });
});
