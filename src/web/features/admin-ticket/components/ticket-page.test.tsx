import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import { orderKey } from '../../../admin/api/get-orders';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { TicketPage } from './ticket-page';

/** Placed before delivery zones: a delivery, fee to confirm, no slot, cash with change. */
const OLD_ORDER: AdminOrder = {
  id: 12,
  publicId: 'b7d0c6c2-6a8e-4c43-9f0e-2f7c1d3a9e11',
  status: 'pendente',
  origin: 'online',
  channel: 'site',
  tableLabel: null,
  subtotalCents: 4900,
  deliveryFeeCents: null,
  totalCents: 4900,
  paymentMethod: 'Dinheiro',
  changeForCents: 10_000,
  paymentStatus: 'a_receber',
  paidAt: null,
  pixCode: null,
  fulfilment: 'entrega',
  deliveryZone: null,
  scheduledFor: null,
  discountCents: 0,
  discountLines: [],
  couponCode: null,
  couponRefusal: null,
  customerName: 'Maria Silva',
  customerPhone: '11987654321',
  deliveryAddress: 'Rua Augusta, 900, Jardim Paulista, São Paulo/SP, CEP: 01304-001',
  placedAt: '2026-11-20T23:00:00.000Z',
  createdAt: '2026-11-20T23:00:00.000Z',
  statusChangedAt: '2026-11-20T23:00:00.000Z',
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

function renderTicket(order: AdminOrder) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(establishmentQueryKey, {
    ...DEFAULT_ESTABLISHMENT,
    isOpen: true,
    lastUpdated: null,
  });
  client.setQueryData(orderKey(order.id), order);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/orders/${order.id}/ticket`]}>
        <Routes>
          <Route path="/admin/orders/:id/ticket" element={<TicketPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: `Comanda do pedido #${order.id}` });
}

beforeEach(() => {
  // jsdom has no layout: the ticket measures its height for the printed page
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  // Friday evening in São Paulo, the day of the orders
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T22:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the kitchen ticket: fulfilment, slot, fee and payment state', () => {
  it('prints an order placed before zones as a delivery, fee to confirm, as soon as possible', () => {
    const ticket = renderTicket(OLD_ORDER);
    const leaving = within(ticket).getByRole('region', { name: 'Entrega ou retirada' });
    expect(leaving).toHaveTextContent('Entrega');
    expect(leaving).toHaveTextContent('Rua Augusta, 900');
    expect(leaving).toHaveTextContent('O quanto antes');
    expect(ticket).toHaveTextContent('Taxa de entregaA confirmar');
    expect(ticket).toHaveTextContent('PagamentoDinheiro (a receber)');
  });

  it('prints a delivery to a zone with its fee, and a Pix order paid', () => {
    const ticket = renderTicket({
      ...OLD_ORDER,
      deliveryZone: 'Jardim Paulista',
      deliveryFeeCents: 700,
      totalCents: 5600,
      paymentMethod: 'Pix',
      changeForCents: null,
      paymentStatus: 'pago',
      paidAt: '2026-11-20T23:02:00.000Z',
    });
    expect(within(ticket).getByRole('region', { name: 'Entrega ou retirada' })).toHaveTextContent(
      'Entrega — Jardim Paulista',
    );
    expect(ticket).toHaveTextContent('Taxa de entregaR$ 7,00');
    expect(ticket).toHaveTextContent('PagamentoPix (pago)');
  });

  it('prints a scheduled pickup without address or fee, its slot in large', () => {
    const ticket = renderTicket({
      ...OLD_ORDER,
      fulfilment: 'retirada',
      paymentMethod: 'Pix',
      changeForCents: null,
      scheduledFor: '2026-11-20T23:30:00.000Z',
    });
    const leaving = within(ticket).getByRole('region', { name: 'Entrega ou retirada' });
    expect(leaving).toHaveTextContent('Retirada no local');
    expect(leaving).not.toHaveTextContent('Rua Augusta');
    expect(within(leaving).getByText('Agendado: Hoje, 20:30')).toHaveClass('font-bold');
    expect(ticket).not.toHaveTextContent('Taxa de entrega');
    expect(ticket).toHaveTextContent('PagamentoPix (a receber)');
  });
});
