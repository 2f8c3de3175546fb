import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../../domain/admin-accounts';
import type {
  Reconciliation,
  ReconciliationFetch,
} from '../../../../domain/admin-pix-reconciliation';
import type { StaffRole } from '../../../../domain/staff-roles';
import { adminKeys } from '../../../admin/api/admin-request';
import { ReconciliationPage } from './reconciliation-page';

const line = {
  at: '2026-11-27T23:05:00.000Z',
  date: '27/11/2026',
  time: '20:05',
  channel: 'site' as const,
  endToEndId: null,
  txid: null,
  payerName: null,
};

const NIGHT: Reconciliation = {
  from: '2026-11-27',
  to: '2026-11-27',
  timeZone: 'America/Sao_Paulo',
  dayTurnMinutes: 0,
  provider: 'ready',
  lines: [
    {
      ...line,
      key: 'r1',
      state: 'pago',
      orderId: 41,
      customerFirstName: 'Ana',
      chargedCents: 4500,
      receivedCents: 4500,
      payerName: 'Ana Pereira',
    },
    {
      ...line,
      key: 'r2',
      state: 'valor_diferente',
      orderId: 42,
      customerFirstName: 'Bia',
      chargedCents: 5000,
      receivedCents: 4000,
      payerName: 'Bia Souza',
    },
    {
      ...line,
      key: 'c3',
      state: 'expirado',
      orderId: 43,
      customerFirstName: 'Caio',
      chargedCents: 3000,
      receivedCents: null,
    },
    {
      ...line,
      key: 'r4',
      state: 'sem_pedido',
      orderId: null,
      channel: null,
      customerFirstName: null,
      chargedCents: null,
      receivedCents: 1234,
      payerName: 'João Souza',
    },
  ],
  totals: [
    { state: 'pago', count: 1, amountCents: 4500 },
    { state: 'valor_diferente', count: 1, amountCents: 4000 },
    { state: 'sem_pedido', count: 1, amountCents: 1234 },
    { state: 'expirado', count: 1, amountCents: 3000 },
  ],
  lastFetch: null,
};

const fetchOf = (state: ReconciliationFetch['state'], error: string | null = null) => ({
  state,
  from: '2026-11-27',
  to: '2026-11-27',
  requestedAt: '2026-11-28T01:00:00.000Z',
  finishedAt: state === 'concluida' ? '2026-11-28T01:00:05.000Z' : null,
  error,
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

let answer: Reconciliation = NIGHT;
const requested: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  answer = NIGHT;
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requested.push({
        url,
        method,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      });
      if (method === 'POST') {
        // the server queued the job: the next read shows it waiting
        answer = { ...answer, lastFetch: fetchOf('na_fila') };
        return json(fetchOf('na_fila'), 202);
      }
      return json(answer);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(role: StaffRole = 'owner') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user: AdminUser = {
    id: 1,
    email: `${role}@forno.test`,
    role,
    status: 'active',
    createdAt: '2026-11-20T20:00:00.000Z',
  };
  client.setQueryData(adminKeys.session, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/pix']}>
        <ReconciliationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe("the 'Conciliação Pix' page", () => {
  it('shows the totals per state and every line, in a table and in cards', async () => {
    renderPage();
    const totals = await screen.findByRole('region', { name: 'Totais por situação' });
    expect(requested[0]?.url).toBe('/api/admin/pix/reconciliation?period=hoje');
    expect(within(totals).getAllByRole('listitem').map(text)).toEqual([
      'PagoR$ 45,001 Pix',
      'Valor diferenteR$ 40,001 Pix',
      'Sem pedidoR$ 12,341 Pix',
      'ExpiradoR$ 30,001 Pix',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Pix do período' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.querySelectorAll('td')].map(text))).toEqual([
      ['27/11 20:05', '#41 · Site · Ana', 'R$ 45,00', 'R$ 45,00', 'Ana Pereira', 'Pago'],
      ['27/11 20:05', '#42 · Site · Bia', 'R$ 50,00', 'R$ 40,00', 'Bia Souza', 'Valor diferente'],
      ['27/11 20:05', '#43 · Site · Caio', 'R$ 30,00', '—', '—', 'Expirado'],
      ['27/11 20:05', 'Sem pedido', '—', 'R$ 12,34', 'João Souza', 'Sem pedido'],
    ]);
    const cards = within(screen.getByRole('list', { name: 'Pix do período' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(4);
    expect(text(cards[1])).toContain('Recebido');
    expect(text(cards[1])).toContain('R$ 40,00');
    expect(screen.getByRole('link', { name: /Baixar CSV/ }).getAttribute('href')).toBe(
      '/api/admin/pix/reconciliation.csv?period=hoje',
    );
  });

  it("asks the bank for the period's Pix and shows the fetch running, then done", async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: 'Buscar no banco' });
    await userEvent.click(button);
    expect(requested.find((r) => r.method === 'POST')).toEqual({
      url: '/api/admin/pix/reconciliation/fetch',
      method: 'POST',
      body: { period: 'hoje' },
    });
    expect(await screen.findByText('Buscando no banco os Pix de 27/11/2026…')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Buscando no banco…' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('says when the last fetch is done, or why it failed', async () => {
    answer = { ...NIGHT, lastFetch: fetchOf('concluida') };
    renderPage();
    expect(
      await screen.findByText(
        'Busca no banco concluída (Pix de 27/11/2026): os Pix encontrados já estão na lista.',
      ),
    ).toBeTruthy();
    cleanup();
    answer = { ...NIGHT, lastFetch: fetchOf('na_fila', 'O provedor Pix não respondeu.') };
    renderPage();
    expect(
      await screen.findByText(
        'A busca no banco (Pix de 27/11/2026) falhou e será tentada de novo: O provedor Pix não respondeu.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar no banco' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('explains, with no provider connected, where the owner connects one', async () => {
    answer = { ...NIGHT, provider: 'none', lines: [], totals: [] };
    renderPage('owner');
    expect(await screen.findByText('Nenhum banco conectado para o Pix')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ir para Configurações › Pagamento' }).getAttribute('href'),
    ).toBe('/admin/settings');
    expect(screen.queryByRole('button', { name: 'Buscar no banco' })).toBeNull();
    cleanup();
    renderPage('manager');
    expect(
      await screen.findByText(
        'Peça ao dono da pizzaria para conectar o banco em Configurações › Pagamento.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Configurações/ })).toBeNull();
  });
});
