import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { TrackedOrder } from '../../../../domain/order';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { trackedOrderQueryKey } from '../../../api/get-tracked-order';
import { OrderTrackingPage } from './order-tracking-page';
import { trackedOrder } from '../../../test/tracked-order';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';

const shop: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  deliveryTime: '30 a 45 minutos',
  delivery: { ...DEFAULT_ESTABLISHMENT.delivery, zones: [], pickupEstimate: '15 a 20 minutos' },
  scheduling: { ...DEFAULT_ESTABLISHMENT.scheduling, slotMinutes: 30 },
  isOpen: true,
  lastUpdated: null,
};

// its acceptedAt is 20:00 in São Paulo
const order = trackedOrder({ publicId: PUBLIC_ID });

beforeEach(() => {
  // the page asks for news; the answer never comes during the test
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTracking(tracked: TrackedOrder) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(establishmentQueryKey, shop);
  client.setQueryData(trackedOrderQueryKey(PUBLIC_ID), tracked);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/pedido/${PUBLIC_ID}`]}>
        <Routes>
          <Route path="/pedido/:publicId" element={<OrderTrackingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Status do pedido' });
}

describe('the tracking page’s estimate', () => {
  it('gives the delivery’s time window, counted from the acceptance, beside the status', () => {
    const status = renderTracking(order);
    expect(status).toHaveTextContent('Previsão de entrega: 20:30–20:45');
  });

  it('gives the pickup’s window from the pickup estimate', () => {
    const status = renderTracking({ ...order, fulfilment: 'retirada' });
    expect(status).toHaveTextContent('Retirada prevista: 20:15–20:20');
  });

  it('says the estimate starts at the confirmation while the order waits', () => {
    const status = renderTracking({ ...order, status: 'pendente', acceptedAt: null });
    expect(status).toHaveTextContent('Previsão de entrega: 30 a 45 minutos após a confirmação');
  });

  it('shows a scheduled slot at the top, with the status, not only at the bottom', () => {
    const status = renderTracking({
      ...order,
      status: 'pendente',
      acceptedAt: null,
      // a slot days away: named by its date, whatever day the test runs
      scheduledFor: '2030-01-04T23:30:00.000Z',
    });
    // right under 'Pendente' and what it means, before the progress steps
    expect(status).toHaveTextContent(
      /^Status do pedidoPendenteRecebemos seu pedido.*pizzaria\.Entrega agendada: .*04\/01.*20:30–21:00\s*1Pendente/,
    );
  });

  it('says nothing of time once the order is delivered', () => {
    const status = renderTracking({ ...order, status: 'entregue' });
    expect(status).not.toHaveTextContent('Previsão');
  });
});

describe("the tracking page's driver (decision 068)", () => {
  it('names the driver on the way and how long ago the order left', () => {
    const status = renderTracking({
      ...order,
      status: 'saiu para entrega',
      driver: { firstName: 'Carlos', since: '2026-11-20T23:31:00.000Z', minutesOut: 12 },
    });
    expect(status).toHaveTextContent('Carlos está a caminho');
    expect(status).toHaveTextContent('Saiu há 12 min');
  });

  it('names nobody while the order has no driver, or once it was delivered', () => {
    const out = renderTracking({ ...order, status: 'saiu para entrega', driver: null });
    expect(out).not.toHaveTextContent('a caminho');
    cleanup();
    const delivered = renderTracking({
      ...order,
      status: 'entregue',
      driver: { firstName: 'Carlos', since: '2026-11-20T23:31:00.000Z', minutesOut: 40 },
    });
    expect(delivered).not.toHaveTextContent('Carlos');
  });
});
