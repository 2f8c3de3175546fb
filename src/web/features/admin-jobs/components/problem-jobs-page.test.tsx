import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProblemJob } from '../../../../domain/admin-jobs';
import { ProblemJobsPage } from './problem-jobs-page';

const DEAD: ProblemJob = {
  id: 7,
  kind: 'print.ticket',
  label: 'Impressão',
  subject: 'Pedido #42',
  orderId: 42,
  status: 'dead',
  attempts: 10,
  maxAttempts: 10,
  lastError: 'A impressora da cozinha não respondeu (tempo esgotado).',
  nextRunAt: null,
  createdAt: '2026-11-20T23:10:00.000Z',
  isRunning: false,
};

const RETRYING: ProblemJob = {
  ...DEAD,
  id: 8,
  kind: 'pix.refund',
  label: 'pix.refund',
  subject: null,
  orderId: null,
  status: 'pending',
  attempts: 3,
  lastError: 'Serviço indisponível',
  // 20:30 in São Paulo
  nextRunAt: '2026-11-20T23:30:00.000Z',
};

let listed: ProblemJob[] = [];
const calls: { method: string; url: string }[] = [];

beforeEach(() => {
  listed = [DEAD, RETRYING];
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const json = (body: unknown, status = 200) =>
        Promise.resolve(
          new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
        );
      const done = /\/api\/admin\/jobs\/(\d+)\/(retry|discard)$/.exec(url);
      if (method === 'POST' && done) {
        listed = listed.filter((job) => job.id !== Number(done[1]));
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      if (url === '/api/admin/jobs/problems') return json({ jobs: listed });
      return json({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } }, 404);
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
      <MemoryRouter initialEntries={['/admin/jobs']}>
        <ProblemJobsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const itemOf = (text: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(text)) as HTMLElement;

describe("'Tarefas com problema'", () => {
  it('shows each job with its kind, order, last error, attempts and next try', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Impressão' }, { timeout: 10_000 });
    const dead = itemOf('Impressão');
    expect(within(dead).getByRole('link', { name: 'Pedido #42' }).getAttribute('href')).toBe(
      '/admin/orders?pedido=42',
    );
    expect(within(dead).getByText('Parou de tentar')).toBeTruthy();
    expect(
      within(dead).getByText('A impressora da cozinha não respondeu (tempo esgotado).'),
    ).toBeTruthy();
    expect(within(dead).getByText('10 de 10')).toBeTruthy();
    expect(within(dead).getByText('nenhuma')).toBeTruthy();

    const retrying = itemOf('Serviço indisponível');
    expect(within(retrying).getByText('Tentando de novo')).toBeTruthy();
    expect(within(retrying).getByText('3 de 10')).toBeTruthy();
    expect(within(retrying).getByText(/20\/11\/2026.*20:30/)).toBeTruthy();
  });

  it("'Tentar de novo' asks the server and the job leaves the list", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Impressão' }, { timeout: 10_000 });
    await user.click(within(itemOf('Impressão')).getByRole('button', { name: 'Tentar de novo' }));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/jobs/7/retry' });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Impressão' })).toBeNull());
    expect(screen.getByText('Serviço indisponível')).toBeTruthy();
  });

  it("'Descartar' asks for a confirmation first, then gives the job up", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Impressão' }, { timeout: 10_000 });
    await user.click(within(itemOf('Impressão')).getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Descartar a tarefa "Impressão · Pedido #42"?')).toBeTruthy();
    // nothing is sent before the answer
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/jobs/7/discard' });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Impressão' })).toBeNull());
  });

  it('says so when nothing is wrong', async () => {
    listed = [];
    renderPage();
    expect(
      await screen.findByText('Nenhuma tarefa com problema.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
