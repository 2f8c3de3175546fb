import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomer, CustomerHistory } from '../../../../domain/admin-customers';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { CustomerHistoryDialog } from './customer-history-dialog';

const CUSTOMER: AdminCustomer = {
  id: 3,
  name: 'Pedro Alves',
  phone: '11944445555',
  address: 'Praça da Sé, 100, Centro, São Paulo/SP',
  createdAt: '2026-11-19T23:00:00.000Z',
  orderCount: 3,
  lastOrderAt: '2026-11-21T23:00:00.000Z',
  marketingOptIn: false,
  marketingOptInAt: null,
  whatsappOptedOutAt: null,
  anonymisedAt: null,
};

/** A Calabresa delivered from the storefront, paid in cash. */
const SITE_ORDER: AdminOrder = {
  id: 11,
  publicId: 'b7d0c6c2-6a8e-4c43-9f0e-2f7c1d3a9e11',
  status: 'entregue',
  origin: 'online',
  channel: 'site',
  tableLabel: null,
  subtotalCents: 4900,
  deliveryFeeCents: 500,
  totalCents: 5400,
  paymentMethod: 'Dinheiro',
  changeForCents: null,
  paymentStatus: 'pago',
  paidAt: '2026-11-19T23:40:00.000Z',
  pixCode: null,
  fulfilment: 'entrega',
  deliveryZone: 'Centro',
  scheduledFor: null,
  discountCents: 0,
  discountLines: [],
  couponCode: null,
  couponRefusal: null,
  customerName: 'Pedro Alves',
  customerPhone: '11944445555',
  deliveryAddress: 'Praça da Sé, 100, Centro, São Paulo/SP',
  placedAt: '2026-11-19T23:00:00.000Z',
  createdAt: '2026-11-19T23:00:00.000Z',
  statusChangedAt: '2026-11-19T23:40:00.000Z',
  customerId: 3,
  printedAt: null,
  printCount: 0,
  items: [
    {
      productId: 1,
      productName: 'Calabresa',
      categorySlug: 'calabresa',
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
      notes: '',
      lineTotalCents: 4900,
    },
  ],
};

const HISTORY: CustomerHistory = {
  customer: CUSTOMER,
  orders: [
    {
      ...SITE_ORDER,
      id: 13,
      channel: 'mesa',
      fulfilment: 'mesa',
      tableLabel: '5',
      deliveryFeeCents: 0,
      deliveryZone: null,
      totalCents: 4900,
      deliveryAddress: '',
      placedAt: '2026-11-21T23:00:00.000Z',
    },
    {
      ...SITE_ORDER,
      id: 12,
      channel: 'telefone',
      fulfilment: 'retirada',
      deliveryFeeCents: null,
      deliveryZone: null,
      totalCents: 4900,
      deliveryAddress: '',
      placedAt: '2026-11-20T23:00:00.000Z',
    },
    SITE_ORDER,
  ],
  consents: [],
  audit: [],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).endsWith('/api/admin/customers/3/orders')
          ? new Response(JSON.stringify(HISTORY), {
              headers: { 'content-type': 'application/json' },
            })
          : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the CRM's history of a customer", () => {
  it('names the channel of each order, the storefront’s too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CustomerHistoryDialog customer={CUSTOMER} onOpenChange={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Pedidos do cliente' });
    const order = (id: number) => within(list).getByRole('listitem', { name: `Pedido #${id}` });
    expect(within(order(13)).getByText('Canal:').parentElement?.textContent).toBe('Canal: Mesa');
    expect(order(13).textContent).toContain('Mesa 5');
    expect(within(order(12)).getByText('Canal:').parentElement?.textContent).toBe(
      'Canal: Telefone',
    );
    expect(within(order(11)).getByText('Canal:').parentElement?.textContent).toBe('Canal: Site');
  });
});
