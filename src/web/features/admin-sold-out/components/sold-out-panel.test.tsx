import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '../../../../domain/admin-accounts';
import type {
  AdminProduct,
  PauseHistory,
  SoldOutList,
  SoldOutVariant,
} from '../../../../domain/admin-catalogue';
import { renderWithQueryClient, stubResizeObserver } from '../../../test/admin-test-kit';
import { SoldOutButton } from './sold-out-panel';

const REFRIGERANTE: AdminProduct = {
  id: 40,
  name: 'Refrigerante',
  description: 'Coca-Cola, Guaraná ou Fanta',
  categoryId: 5,
  categoryName: 'Refrigerantes',
  isSalgado: null,
  priceCents: 600,
  sizePrices: {},
  ingredients: [],
  isAvailable: true,
  variants: [
    { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: true },
    { id: 2, name: '600 ml', priceCents: 850, isActive: false },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const CALABRESA: AdminProduct = {
  ...REFRIGERANTE,
  id: 1,
  name: 'Calabresa',
  categoryId: 1,
  categoryName: 'Calabresa',
  isSalgado: true,
  priceCents: 5000,
  sizePrices: { normal: 5000 },
  variants: [],
};
const SWITCHES: SoldOutList = {
  extras: [{ id: 7, name: 'Bacon', type: 'salgado', isAvailable: true }],
  crusts: [],
};
const HISTORY: PauseHistory = { events: [] };

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'PATCH') {
    const { isAvailable } = JSON.parse(String(init.body)) as { isAvailable: boolean };
    const answer: SoldOutVariant = { id: 2, productId: 40, name: '600 ml', isAvailable };
    return Response.json(answer);
  }
  if (url === '/api/admin/products') {
    return Response.json({ products: [REFRIGERANTE, CALABRESA], categories: [], sizes: [] });
  }
  if (url === '/api/admin/sold-out') return Response.json(SWITCHES);
  if (url === '/api/admin/sold-out/history') return Response.json(HISTORY);
  return new Response(null, { status: 404 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the 'Acabou?' panel", () => {
  it("lists a drink's variants under its product, each with its switch, and resumes one", async () => {
    renderWithQueryClient(<SoldOutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Acabou?' }));
    const group = await screen.findByRole('region', { name: 'Opções de bebidas' });
    const lines = within(group).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Lata 350 mlRefrigerante',
      '600 mlEsgotadoRefrigerante',
    ]);
    expect(
      within(group).getByRole('switch', { name: 'Lata 350 ml (Refrigerante) à venda' }),
    ).toBeChecked();
    const paused = within(group).getByRole('switch', { name: '600 ml (Refrigerante) à venda' });
    expect(paused).not.toBeChecked();

    await userEvent.click(paused);
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/sold-out/variants/2', expect.anything()),
    );
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ isAvailable: true });
    expect(new Headers(init?.headers).get(CSRF_HEADER)).toBe('1');
    // the products' list (where the variants come from) is read again
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/products')).toHaveLength(2),
    );
  });

  it("finds a drink's variants by the drink's name", async () => {
    renderWithQueryClient(<SoldOutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Acabou?' }));
    await userEvent.type(await screen.findByRole('searchbox'), 'refri');
    const group = await screen.findByRole('region', { name: 'Opções de bebidas' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Adicionais' })).toBeNull();
  });
});
