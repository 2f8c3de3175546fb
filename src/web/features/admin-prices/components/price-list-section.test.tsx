import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PriceChangeSchema,
  previewPriceChange,
  type PriceListItem,
} from '../../../../domain/admin-price-list';
import { PriceListSection } from './price-list-section';

const CALABRESA: PriceListItem[] = [
  {
    kind: 'produto',
    itemId: '1',
    name: 'Calabresa',
    size: 'normal',
    sizeLabel: 'Grande',
    priceCents: 4900,
  },
  {
    kind: 'produto',
    itemId: '1',
    name: 'Calabresa',
    size: 'broto',
    sizeLabel: 'Broto',
    priceCents: 3500,
  },
];

/** What the screen sent to each address. */
const calls: { url: string; body: unknown }[] = [];
/** The prices the fake server holds: a test changes them "meanwhile". */
let items: PriceListItem[] = [];
let saveAnswers: Response[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  calls.length = 0;
  items = CALABRESA;
  saveAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url, body });
      if (url.endsWith('/api/admin/price-list/preview')) {
        const change = PriceChangeSchema.parse(body);
        return Promise.resolve(json({ rows: previewPriceChange(items, change) }));
      }
      if (url.endsWith('/api/admin/price-list/changes')) {
        return Promise.resolve(saveAnswers.shift() ?? json({ changed: 2 }));
      }
      if (url.endsWith('/api/admin/price-list/log')) return Promise.resolve(json({ entries: [] }));
      if (url.endsWith('/api/admin/products')) {
        return Promise.resolve(json({ products: [], categories: [] }));
      }
      return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PriceListSection />
    </QueryClientProvider>,
  );
}

function previewRow(name: string, size: string) {
  const table = screen.getByRole('table');
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name) && r.textContent.includes(size));
  if (!row) throw new Error(`no preview row ${name} ${size}`);
  return row;
}

const withPlainSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe("'Tabela de preços'", () => {
  it('+8 % rounded to ,90: the preview shows R$ 49,00 → R$ 53,90 and R$ 35,00 → R$ 37,90 before anything is saved; saving sends the prices seen', async () => {
    renderSection();
    await userEvent.type(screen.getByLabelText('Porcentagem'), '8');
    expect(screen.getByLabelText('Arredondamento')).toHaveValue('ending_90');
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia' }));

    const grande = await waitFor(() => previewRow('Calabresa', 'Grande'));
    expect(withPlainSpaces(grande.textContent)).toContain('R$ 49,00');
    expect(withPlainSpaces(grande.textContent)).toContain('R$ 53,90');
    expect(withPlainSpaces(previewRow('Calabresa', 'Broto').textContent)).toContain('R$ 37,90');
    expect(screen.getByText('2 preços vão mudar')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/changes'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar preços' }));
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    const save = calls.find((call) => call.url.endsWith('/changes'));
    expect(save?.body).toEqual({
      change: expect.objectContaining({
        target: 'pizzas',
        percent: 8,
        rounding: 'ending_90',
      }) as unknown,
      seen: [
        { key: 'produto:1:normal', priceCents: 4900 },
        { key: 'produto:1:broto', priceCents: 3500 },
      ],
    });
  });

  it('prices changed meanwhile (409): the preview is read again and shows the new prices; nothing was saved', async () => {
    renderSection();
    await userEvent.type(screen.getByLabelText('Porcentagem'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia' }));
    await waitFor(() => previewRow('Calabresa', 'Grande'));
    // someone sets the Grande to R$ 50,00 meanwhile
    items = [{ ...CALABRESA[0]!, priceCents: 5000 }, CALABRESA[1]!];
    saveAnswers = [
      json(
        {
          error: {
            code: 'PRICES_CHANGED',
            message: 'Alguns preços mudaram desde a prévia. Confira a nova prévia e salve de novo.',
          },
        },
        409,
      ),
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Salvar preços' }));
    // R$ 50,00 × 1,08 = 54,00 → 54,90
    await waitFor(() =>
      expect(withPlainSpaces(previewRow('Calabresa', 'Grande').textContent)).toContain('R$ 54,90'),
    );
    expect(calls.filter((call) => call.url.endsWith('/preview'))).toHaveLength(2);
  });

  it('says what is missing in pt-BR and asks for no preview without a percent', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(await screen.findByText('Informe a porcentagem. Ex.: 8')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/preview'))).toBe(false);
  });
});
