import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '../../../../domain/admin-reports';
import { ReportsPage } from './reports-page';

const TODAY: Report = {
  period: 'hoje',
  from: '2026-11-20',
  to: '2026-11-20',
  timeZone: 'America/Sao_Paulo',
  dayTurnMinutes: 0,
  summary: {
    orders: 3,
    revenueCents: 22_000,
    averageTicketCents: 7333,
    deliveryFeesCents: 1200,
    discountCents: 1900,
    rejectedOrders: 2,
  },
  byDay: [{ date: '2026-11-20', orders: 3, revenueCents: 22_000 }],
  byPaymentMethod: [
    {
      paymentMethod: 'Dinheiro',
      orders: 1,
      revenueCents: 12_000,
      paidCents: 0,
      toReceiveCents: 12_000,
    },
    {
      paymentMethod: 'Pix',
      orders: 2,
      revenueCents: 10_000,
      paidCents: 5000,
      toReceiveCents: 5000,
    },
  ],
  byChannel: [
    { channel: 'site', orders: 1, revenueCents: 5000 },
    { channel: 'telefone', orders: 1, revenueCents: 12_000 },
    { channel: 'balcao', orders: 0, revenueCents: 0 },
    { channel: 'mesa', orders: 1, revenueCents: 5000 },
  ],
  byFulfilment: [
    { fulfilment: 'entrega', orders: 2, revenueCents: 10_000, deliveryFeesCents: 1200 },
    { fulfilment: 'retirada', orders: 1, revenueCents: 12_000, deliveryFeesCents: 0 },
  ],
  topProducts: [
    { name: 'Calabresa', quantity: 4, revenueCents: 17_000 },
    { name: 'Coca-Cola 2L', quantity: 1, revenueCents: 1600 },
  ],
  topFlavours: [
    { name: 'Calabresa', pizzas: 4 },
    { name: 'Quatro Queijos', pizzas: 2 },
  ],
  bySize: [
    { sizeName: 'Grande', pizzas: 2, revenueCents: 10_000 },
    { sizeName: 'Broto', pizzas: 1, revenueCents: 3500 },
    { sizeName: 'Pequena', pizzas: 2, revenueCents: 7000 },
    { sizeName: 'Família', pizzas: 3, revenueCents: 22_000 },
  ],
  unsized: { items: 3, revenueCents: 4500 },
  topProductsBySize: [
    { name: 'Calabresa', sizeName: 'Grande', quantity: 2, revenueCents: 10_000 },
    { name: 'Calabresa', sizeName: 'Broto', quantity: 1, revenueCents: 3500 },
    { name: 'Calabresa', sizeName: 'Pequena', quantity: 2, revenueCents: 7000 },
    { name: 'Quatro Queijos', sizeName: 'Família', quantity: 2, revenueCents: 15_000 },
    { name: 'Calabresa', sizeName: 'Família', quantity: 1, revenueCents: 7000 },
    { name: 'Coca-Cola 2L', sizeName: null, quantity: 3, revenueCents: 4500 },
  ],
  byWeekdayHour: [
    { weekday: 5, hour: 0, orders: 1 },
    { weekday: 5, hour: 20, orders: 2 },
  ],
  customers: { new: 2, returning: 1 },
  discounts: [
    { source: 'coupon', name: 'FESTA5', orders: 2, amountCents: 1000 },
    { source: 'offer', name: 'Refri pela metade', orders: 1, amountCents: 900 },
  ],
  rejections: [
    { reason: 'Fora da área de entrega', orders: 1 },
    { reason: null, orders: 1 },
  ],
  deliveryTimes: {
    byZone: [
      { name: 'Centro', orders: 2, acceptedToOutMinutes: 24.5, outToDeliveredMinutes: 18 },
      { name: null, orders: 1, acceptedToOutMinutes: 30, outToDeliveredMinutes: null },
    ],
    byDriver: [{ name: 'João', orders: 3, acceptedToOutMinutes: 26.3, outToDeliveredMinutes: 18 }],
  },
};

const WEEK: Report = {
  ...TODAY,
  period: '7dias',
  from: '2026-11-14',
  summary: { ...TODAY.summary, orders: 10, revenueCents: 50_000, averageTicketCents: 5000 },
};

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      const body = url.includes('period=7dias') ? WEEK : TODAY;
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/reports']}>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLTableRowElement;
const cellsOf = (row: HTMLTableRowElement) =>
  [...row.cells].map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('the reports page', () => {
  it('says which hours each day covers when the night crosses midnight', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ ...TODAY, dayTurnMinutes: 180 }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    renderPage();
    expect(await screen.findByText(/Cada dia vai das 03:00 às 03:00 do dia seguinte/)).toBeTruthy();
  });

  it("shows today's figures: summary, cash closing, rankings, customers and rejections", async () => {
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Resumo do período' });
    expect(summary.textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 220,00');
    expect(within(summary).getByText('Ticket médio').nextSibling?.textContent).toMatch(/73,33/);
    expect(requested[0]).toBe('/api/admin/reports?period=hoje');

    const closing = section('Fechamento de caixa');
    expect(within(closing).getByText(/feitos em 20\/11\/2026/)).toBeTruthy();
    const byPayment = within(closing).getByRole('table', { name: 'Por forma de pagamento' });
    expect(cellsOf(rowOf(byPayment, 'Pix'))).toEqual([
      'Pix',
      '2',
      'R$ 100,00',
      'R$ 50,00',
      'R$ 50,00',
    ]);
    const byFulfilment = within(closing).getByRole('table', { name: 'Entrega e retirada' });
    expect(cellsOf(rowOf(byFulfilment, 'Retirada no local'))).toEqual([
      'Retirada no local',
      '1',
      'R$ 120,00',
      'R$ 0,00',
    ]);
    expect(within(closing).getByText(/2 pedidos rejeitados ficaram fora do total/)).toBeTruthy();
    expect(within(summary).getByText('Descontos').nextSibling?.textContent).toMatch(/19,00/);
    expect(within(closing).getByText('Descontos').nextSibling?.textContent).toMatch(/19,00/);
    const discounts = within(closing).getByRole('table', { name: 'Descontos dados' });
    expect(cellsOf(rowOf(discounts, 'Cupom FESTA5'))).toEqual(['Cupom FESTA5', '2', 'R$ 10,00']);
    expect(cellsOf(rowOf(discounts, 'Oferta: Refri pela metade'))).toEqual([
      'Oferta: Refri pela metade',
      '1',
      'R$ 9,00',
    ]);
    expect(
      within(closing)
        .getByText(/Cupons:/)
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('Cupons: R$ 10,00 · Ofertas automáticas: R$ 9,00');

    const products = within(section('Produtos mais vendidos')).getByRole('table');
    expect(cellsOf(rowOf(products, 'Calabresa'))).toEqual(['Calabresa', '4', 'R$ 170,00']);
    const flavours = within(section('Sabores mais pedidos')).getByRole('table');
    expect(cellsOf(rowOf(flavours, 'Quatro Queijos'))).toEqual(['Quatro Queijos', '2']);

    const heat = section('Pedidos por dia da semana e hora');
    expect(within(heat).getByText('Sex 20h: 2 pedidos')).toBeTruthy();
    expect(within(heat).getByText('Seg 20h: 0 pedidos')).toBeTruthy();
    expect(within(heat).getAllByRole('row')).toHaveLength(8);

    const customers = section('Clientes novos e recorrentes');
    expect(within(customers).getByText('Novos').nextSibling?.textContent).toBe('2');
    expect(within(customers).getByText('Recorrentes').nextSibling?.textContent).toBe('1');

    const rejected = within(section('Pedidos rejeitados')).getByRole('table');
    expect(cellsOf(rowOf(rejected, 'Sem motivo informado'))).toEqual(['Sem motivo informado', '1']);
  });

  it('shows the delivery times per zone and per driver, in minutes', async () => {
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Tempos de entrega' });
    const rowsOf = (name: string) =>
      within(within(panel).getByRole('group', { name }))
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rowsOf('Tempos de entrega por zona')).toEqual([
      ['Zona', 'Entregues', 'Aceito → saiu', 'Saiu → entregue'],
      ['Centro', '2', '24,5 min', '18 min'],
      ['Sem zona', '1', '30 min', '—'],
    ]);
    expect(rowsOf('Tempos de entrega por entregador')).toEqual([
      ['Entregador', 'Entregues', 'Aceito → saiu', 'Saiu → entregue'],
      ['João', '3', '26,3 min', '18 min'],
    ]);
  });

  it('shows the pizzas by size as ordered, each with its share, and the drinks apart', async () => {
    renderPage();
    const sizes = await screen.findByRole('region', { name: 'Vendas por tamanho' });
    const table = within(sizes).getByRole('table', { name: 'Pizzas por tamanho' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Grande', 'Broto', 'Pequena', 'Família', 'Total']);
    // 2 of 8 pizzas: 25 %; 3 of 8: 37,5 % → 38 %
    expect(cellsOf(rowOf(table, 'Grande'))).toEqual(['Grande', '2', 'R$ 100,00', '25%']);
    expect(cellsOf(rowOf(table, 'Família'))).toEqual(['Família', '3', 'R$ 220,00', '38%']);
    expect(cellsOf(rowOf(table, 'Total'))).toEqual(['Total', '8', 'R$ 425,00', '']);
    expect(
      within(sizes)
        .getByText(/Bebidas \(sem tamanho\):/)
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('Bebidas (sem tamanho): 3 itens · R$ 45,00');
  });

  it('shows the sales of every channel, one without sales as zeros, with its ticket and share', async () => {
    renderPage();
    const channels = await screen.findByRole('region', { name: 'Vendas por canal' });
    const table = within(channels).getByRole('table', { name: 'Vendas por canal' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Site', 'Telefone', 'Balcão', 'Mesa', 'Total']);
    // R$ 120,00 of R$ 220,00: 54,5 % → 55 %; R$ 50,00: 22,7 % → 23 %
    expect(cellsOf(rowOf(table, 'Telefone'))).toEqual([
      'Telefone',
      '1',
      'R$ 120,00',
      'R$ 120,00',
      '55%',
    ]);
    expect(cellsOf(rowOf(table, 'Mesa'))).toEqual(['Mesa', '1', 'R$ 50,00', 'R$ 50,00', '23%']);
    expect(cellsOf(rowOf(table, 'Balcão'))).toEqual(['Balcão', '0', 'R$ 0,00', 'R$ 0,00', '0%']);
    expect(cellsOf(rowOf(table, 'Total'))).toEqual(['Total', '3', 'R$ 220,00', 'R$ 73,33', '']);
    expect(within(channels).getByText(/sem conexão contam como Site/)).toBeTruthy();
  });

  it('reads the top products in one size, and goes back to every product', async () => {
    renderPage();
    const products = await screen.findByRole('region', { name: 'Produtos mais vendidos' });
    const choice = within(products).getByRole('combobox', { name: 'Tamanho' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todos os tamanhos',
      'Grande',
      'Broto',
      'Pequena',
      'Família',
      'Bebidas (sem tamanho)',
    ]);
    expect((choice as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Todos os tamanhos');

    await userEvent.selectOptions(choice, 'Família');
    const family = within(products).getByRole('table', {
      name: 'Produtos mais vendidos: Família',
    });
    expect(
      within(family)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row as HTMLTableRowElement)),
    ).toEqual([
      ['Quatro Queijos · Família', '2', 'R$ 150,00'],
      ['Calabresa · Família', '1', 'R$ 70,00'],
    ]);

    await userEvent.selectOptions(choice, 'Bebidas (sem tamanho)');
    const drinks = within(products).getByRole('table', {
      name: 'Produtos mais vendidos: Bebidas (sem tamanho)',
    });
    expect(
      within(drinks)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row as HTMLTableRowElement)),
    ).toEqual([['Coca-Cola 2L', '3', 'R$ 45,00']]);

    await userEvent.selectOptions(choice, 'Todos os tamanhos');
    const all = within(products).getByRole('table', { name: 'Produtos mais vendidos' });
    expect(cellsOf(rowOf(all, 'Calabresa'))).toEqual(['Calabresa', '4', 'R$ 170,00']);
  });

  it('asks for the period chosen and links the CSV of the same period', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Resumo do período' });
    const csv = screen.getByRole('link', { name: /Baixar pedidos \(CSV\)/ });
    expect(csv.getAttribute('href')).toBe('/api/admin/reports/orders.csv?period=hoje');

    await userEvent.click(screen.getByRole('button', { name: '7 dias' }));
    expect(screen.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screen.findByText('Pedidos feitos de 14/11/2026 a 20/11/2026, sem os rejeitados.');
    expect(requested).toContain('/api/admin/reports?period=7dias');
    expect(csv.getAttribute('href')).toBe('/api/admin/reports/orders.csv?period=7dias');
  });

  it('says what is wrong with a custom period before asking the server', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Resumo do período' });
    await userEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    await userEvent.type(screen.getByLabelText('De'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Até'), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Ver período' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A data final deve ser igual ou posterior à data inicial.',
    );
    expect(requested.filter((url) => url.includes('personalizado'))).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Até'));
    await userEvent.type(screen.getByLabelText('Até'), '2026-11-21');
    await userEvent.click(screen.getByRole('button', { name: 'Ver período' }));
    await vi.waitFor(() =>
      expect(requested).toContain(
        '/api/admin/reports?period=personalizado&from=2026-11-20&to=2026-11-21',
      ),
    );
  });
});
