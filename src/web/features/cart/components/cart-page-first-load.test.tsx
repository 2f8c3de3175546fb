import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCartItem, CART_STORAGE_KEY } from '../../../../domain/cart';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { MenuProduct } from '../../../../domain/menu';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { CartPage } from './cart-page';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC_DIR = resolve(HERE, '../../../..');

/** What only the delivery form and the offline sheet need: never in the cart's first load. */
const FORM_ONLY = [
  join(HERE, 'delivery-form.tsx'),
  join(HERE, 'offline-order-dialog.tsx'),
  join(SRC_DIR, 'web/components/ui/dialog.tsx'),
  join(SRC_DIR, 'web/components/forms/form-field.tsx'),
  'react-hook-form',
  '@hookform/resolvers/zod',
];

/** The modules `file` imports for its code (not `import type`), relative ones resolved. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, clause, specifier] of source.matchAll(
    /^import\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm,
  )) {
    if (clause || !specifier) continue;
    if (!specifier.startsWith('.')) {
      found.push(specifier);
      continue;
    }
    const base = resolve(dirname(file), specifier);
    const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
    const path = candidates.find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (path) found.push(path);
  }
  return found;
}

function reachableFrom(file: string): Set<string> {
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    if (current.startsWith('/')) staticImports(current).forEach(walk);
  };
  walk(file);
  return seen;
}

const pizza: MenuProduct = {
  id: 1,
  name: 'Calabresa',
  description: '',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  brotoPriceCents: 3500,
  ingredients: [],
  isAvailable: true,
};

const shop: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  // open at any hour the test runs
  schedules: Object.fromEntries(
    Object.keys(DEFAULT_ESTABLISHMENT.schedules).map((day) => [day, '00:00 às 23:59']),
  ) as PublicEstablishment['schedules'],
  isOpen: true,
  lastUpdated: null,
};

beforeEach(() => {
  // jsdom does not scroll; the page scrolls the delivery form into view
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
  );
  const item = buildCartItem(
    {
      product: pizza,
      size: 'normal',
      quantity: 1,
      extras: [],
      crust: null,
      filling: null,
      extraFlavours: [],
      notes: '',
    },
    'principal',
    1,
  );
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([item]));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the cart's first load", () => {
  it('does not bring the delivery form, react-hook-form or the offline sheet', () => {
    const reachable = reachableFrom(join(HERE, 'cart-page.tsx'));
    expect(FORM_ONLY.filter((module) => reachable.has(module))).toEqual([]);
    // the scan follows what it should: the cart's own parts are there
    expect(reachable.has(join(HERE, 'cart-summary.tsx'))).toBe(true);
  });

  it("holds the form's place while its code arrives, then shows it with the focus in it", async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchInterval: false } },
    });
    client.setQueryData(establishmentQueryKey, shop);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/cart']}>
          <CartPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar para Entrega' }));

    const section = screen.getByRole('region', { name: 'Informações de Entrega' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Carregando formulário de entrega...',
    );
    // the summary stays beside it
    expect(screen.getByText('Subtotal')).toBeVisible();

    const name = await screen.findByLabelText('Nome', {}, { timeout: 10_000 });
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.queryByText('Carregando formulário de entrega...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar Pedido' })).toBeInTheDocument();
  });
});
