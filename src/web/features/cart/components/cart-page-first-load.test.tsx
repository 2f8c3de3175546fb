import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../../../domain/cart';
import { CartPage } from './cart-page';
import { CALABRESA, cartLine, freshPageForEachTest, renderWithShop } from './checkout-test-kit';

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

freshPageForEachTest();
beforeEach(() => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([cartLine(CALABRESA, 1)]));
});

describe("the cart's first load", () => {
  it('does not bring the delivery form, react-hook-form or the offline sheet', () => {
    const reachable = reachableFrom(join(HERE, 'cart-page.tsx'));
    expect(FORM_ONLY.filter((module) => reachable.has(module))).toEqual([]);
    // the scan follows what it should: the cart's own parts are there
    expect(reachable.has(join(HERE, 'cart-summary.tsx'))).toBe(true);
  });

  it("holds the form's place while its code arrives, then shows it with the focus in it", async () => {
    renderWithShop(<CartPage />, { path: '/cart' });
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
