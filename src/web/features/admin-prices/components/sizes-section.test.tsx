import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSize } from '../../../../domain/admin-sizes';
import { SAMPLE_SIZES } from '../../../../domain/sizes';
import {
  jsonResponse,
  renderWithQueryClient,
  stubResizeObserver,
} from '../../../test/admin-test-kit';
import { SizesSection } from './sizes-section';

/** Grande was ordered already; Broto never was. */
const SIZES: AdminSize[] = [
  { ...SAMPLE_SIZES[0]!, usedByOrders: true },
  { ...SAMPLE_SIZES[1]!, usedByOrders: false },
];

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
      if (method === 'GET') return Promise.resolve(jsonResponse({ sizes: SIZES }));
      if (method === 'POST' && url.endsWith('/api/admin/sizes')) {
        return Promise.resolve(
          jsonResponse(
            { ...(body as object), id: 'familia', sortOrder: 2, usedByOrders: false },
            201,
          ),
        );
      }
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  renderWithQueryClient(<SizesSection />);
}

describe("the 'Tamanhos' section", () => {
  it('lists the sizes in menu order; one orders used says it can only be turned off', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Tamanhos' });
    const [grande, broto] = await within(list).findAllByRole('listitem');
    expect(grande).toHaveTextContent('Grande8 fatias · 35cm · até 3 sabores');
    expect(grande).toHaveTextContent('Já usado em pedidos: pode ser desativado, não excluído.');
    expect(within(grande!).queryByRole('button', { name: 'Excluir Grande' })).toBeNull();
    expect(within(grande!).getByRole('button', { name: 'Subir Grande' })).toBeDisabled();
    expect(within(broto!).getByRole('button', { name: 'Excluir Broto' })).toBeVisible();
    await userEvent.click(within(broto!).getByRole('button', { name: 'Subir Broto' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: expect.stringMatching(/\/api\/admin\/sizes\/broto\/move$/),
        method: 'POST',
        body: { direction: 'up' },
      }),
    );
  });

  it("adds 'Família' with 12 slices, 45cm and 4 flavours; a size without a name is refused on screen", async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo tamanho' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o nome do tamanho')).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Família');
    await userEvent.clear(within(dialog).getByLabelText('Fatias'));
    await userEvent.type(within(dialog).getByLabelText('Fatias'), '12');
    await userEvent.type(within(dialog).getByLabelText('Diâmetro ou observação'), '45cm');
    await userEvent.selectOptions(within(dialog).getByLabelText('Sabores por pizza'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Família',
      slices: 12,
      note: '45cm',
      maxFlavours: 4,
      isActive: true,
    });
  });
});
