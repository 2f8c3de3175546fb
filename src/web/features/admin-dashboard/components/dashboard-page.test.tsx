import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../../domain/admin-orders';
import { DashboardPage } from './dashboard-page';

const TODAY: Dashboard = {
  range: 'hoje',
  pending: 1,
  approved: 1,
  inPreparation: 0,
  outForDelivery: 0,
  rejected: 1,
  delivered: 3,
  total: 6,
  todayRevenueCents: 24_550,
  todayOrders: 5,
  todayNewCustomers: 1,
  todayDeliveryFeesCents: 700,
  todayDeliveries: 2,
  todayPickups: 1,
  todayPixToReceive: 1,
  todayPixToReceiveCents: 5000,
  todayByChannel: [
    { channel: 'site', orders: 2, revenueCents: 10_700 },
    { channel: 'telefone', orders: 1, revenueCents: 5000 },
    { channel: 'balcao', orders: 0, revenueCents: 0 },
    { channel: 'mesa', orders: 2, revenueCents: 8850 },
  ],
  todayScheduled: 0,
  todayDate: '2026-11-20',
  dayTurnMinutes: 0,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(TODAY), { headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it("splits today's revenue and orders by channel, a channel without orders as zeros", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const channels = screen.getByRole('region', { name: 'Hoje por canal' });
    const card = (label: string) =>
      within(channels).getByText(label, { selector: 'p' }).parentElement?.textContent;
    expect(await within(channels).findByText('R$ 107,00')).toBeTruthy();
    expect(card('Site')).toBe('SiteR$ 107,002 pedidos');
    expect(card('Telefone')).toBe('TelefoneR$ 50,001 pedido');
    expect(card('Balcão')).toBe('BalcãoR$ 0,000 pedidos');
    expect(card('Mesa')).toBe('MesaR$ 88,502 pedidos');
  });
});
