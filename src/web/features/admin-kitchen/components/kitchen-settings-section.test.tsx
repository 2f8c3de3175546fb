import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_KITCHEN_SETTINGS } from '../../../../domain/admin-kitchen-settings';
import { KitchenSettingsSection } from './kitchen-settings-section';

let sent: { method: string; url: string; body: unknown }[] = [];

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ method, url: String(input), body });
      if (method === 'PUT') return json(body);
      return json({
        settings: DEFAULT_KITCHEN_SETTINGS,
        categories: [
          { id: 1, name: 'Pizzas Salgadas' },
          { id: 9, name: 'Refrigerantes' },
        ],
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KitchenSettingsSection />
    </QueryClientProvider>,
  );
}

const puts = () => sent.filter((r) => r.method === 'PUT');

describe("the kitchen's settings (docs/decisions/058)", () => {
  it('adds a counter station, gives it the drinks and saves the stations and limits whole', async () => {
    openSection();
    const form = await screen.findByRole('form', { name: 'Cozinha' });
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar estação' }));
    const second = within(form).getByLabelText('Nome da estação 2');
    await userEvent.clear(second);
    await userEvent.type(second, 'Balcão');
    await userEvent.selectOptions(within(form).getByLabelText('Refrigerantes'), 'Balcão');
    // pizzas stay with the default station
    expect(within(form).getByLabelText<HTMLSelectElement>('Pizzas Salgadas').value).toBe('cozinha');
    const amber = within(form).getByLabelText('Amarelo a partir de (min)');
    await userEvent.clear(amber);
    await userEvent.type(amber, '12');
    await userEvent.click(within(form).getByRole('radio', { name: /Só avisar o balcão/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar cozinha' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/kitchen/settings',
      body: {
        ...DEFAULT_KITCHEN_SETTINGS,
        stations: [
          { key: 'cozinha', name: 'Cozinha', categoryIds: [] },
          { key: 'estacao-2', name: 'Balcão', categoryIds: [9] },
        ],
        amberMinutes: 12,
        whenDone: 'avisar',
      },
    });
  });

  it('says what is wrong and sends nothing when red does not come after amber', async () => {
    openSection();
    const form = await screen.findByRole('form', { name: 'Cozinha' });
    const red = within(form).getByLabelText('Vermelho a partir de (min)');
    await userEvent.clear(red);
    await userEvent.type(red, '5');
    expect(within(form).getByRole('alert').textContent).toBe(
      'O vermelho vem depois do amarelo: use mais minutos.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar cozinha' }));
    expect(puts()).toEqual([]);
  });
});
