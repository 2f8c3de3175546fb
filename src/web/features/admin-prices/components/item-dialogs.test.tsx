import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCrust, AdminExtra } from '../../../../domain/admin-menu-items';
import type { AdminSize } from '../../../../domain/admin-sizes';
import { SAMPLE_SIZES } from '../../../../domain/sizes';
import {
  jsonResponse,
  renderWithQueryClient,
  stubResizeObserver,
} from '../../../test/admin-test-kit';
import { CrustDialog, ExtraDialog } from './item-dialogs';

/** Grande and Broto on sale, Família off the menu. */
const SIZES: AdminSize[] = [
  { ...SAMPLE_SIZES[0]!, usedByOrders: true },
  { ...SAMPLE_SIZES[1]!, usedByOrders: true },
  {
    id: 'familia',
    name: 'Família',
    slices: 12,
    note: '45cm',
    maxFlavours: 4,
    sortOrder: 2,
    isActive: false,
    usedByOrders: false,
  },
];

const CHEDDAR: AdminExtra = {
  id: 4,
  name: 'Cheddar',
  priceCents: 500,
  sizePrices: { broto: 300 },
  type: 'salgado',
  displayGroup: 'Queijos',
  isAvailable: true,
};

const TRADITIONAL: AdminCrust = {
  id: 'traditional',
  name: 'Borda Tradicional',
  description: 'Recheada.',
  priceCents: 1000,
  sizePrices: { familia: 1400 },
  isAvailable: true,
  fillings: [],
};

const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url, method, body });
      if (url.endsWith('/api/admin/sizes')) return Promise.resolve(jsonResponse({ sizes: SIZES }));
      if (url.includes('/extras/')) {
        return Promise.resolve(jsonResponse({ ...CHEDDAR, ...(body as object) }));
      }
      return Promise.resolve(jsonResponse({ ...TRADITIONAL, ...(body as object) }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

const writes = () => calls.filter((call) => call.method !== 'GET');

describe("the extra's and crust's prices per size (decision 051)", () => {
  it("shows the extra's one price and a field per size on sale, blank where it has none; saves what was typed", async () => {
    const onClose = vi.fn();
    renderWithQueryClient(<ExtraDialog extra={CHEDDAR} onClose={onClose} />);
    expect(await screen.findByLabelText('Preço padrão')).toHaveValue('5,00');
    expect(screen.getByLabelText('Grande')).toHaveValue('');
    expect(screen.getByLabelText('Broto')).toHaveValue('3,00');
    // a size off the menu where it has no price gets no field
    expect(screen.queryByLabelText(/Família/)).toBeNull();

    await retype('Grande', '6,00');
    await retype('Broto', '');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        url: expect.stringMatching(/\/api\/admin\/menu-items\/extras\/4$/) as string,
        method: 'PUT',
        body: {
          name: 'Cheddar',
          priceCents: 500,
          // Broto left blank: the one price again
          sizePrices: { normal: 600 },
          type: 'salgado',
          displayGroup: 'Queijos',
        },
      },
    ]);
  });

  it('refuses R$ 0,00 in a size under its field, and sends nothing', async () => {
    renderWithQueryClient(<ExtraDialog extra={CHEDDAR} onClose={() => {}} />);
    await screen.findByLabelText('Broto');
    await retype('Broto', '0,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preço deve ser maior que zero')).toBeVisible();
    expect(screen.getByLabelText('Broto')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it("keeps a crust's price in a size off the menu: its field is shown, marked, and saved", async () => {
    const onClose = vi.fn();
    renderWithQueryClient(<CrustDialog crust={TRADITIONAL} onClose={onClose} />);
    expect(await screen.findByLabelText('Família (fora do cardápio)')).toHaveValue('14,00');
    await retype('Broto', '6,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.body).toEqual({
      name: 'Borda Tradicional',
      description: 'Recheada.',
      priceCents: 1000,
      sizePrices: { broto: 600, familia: 1400 },
    });
  });
});
