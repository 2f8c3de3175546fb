import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Menu, MenuProduct } from '../../../../../domain/menu';
import { initialWizardChoices } from '../../../../../domain/wizard';
import { SAMPLE_SIZES, UNSIZED } from '../../../../../domain/sizes';
import { menuQueryKey } from '../../../../api/get-menu';
import { cartActions, currentCart } from '../../../../stores/cart-store';
import { ProductCard } from '../product-card';
import { PizzaWizard } from './pizza-wizard';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { useWizardHistory, type OpenWizard } from './wizard-state';

/** A drink sold in three variants (decision 052), the 2 L paused. */
const REFRIGERANTE: MenuProduct = {
  id: 40,
  name: 'Refrigerante',
  description: 'Coca-Cola, Guaraná ou Fanta',
  categorySlug: 'refrigerantes',
  priceCents: 600,
  sizePrices: {},
  ingredients: [],
  isAvailable: true,
  variants: [
    { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: true },
    { id: 2, name: '600 ml', priceCents: 850, isActive: true },
    { id: 3, name: '2 L', priceCents: 1400, isActive: false },
  ],
};
const MENU: Menu = {
  categories: [
    { id: 5, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
  ],
  sizes: [...SAMPLE_SIZES],
  products: [REFRIGERANTE],
  extras: [],
  crusts: [],
};

beforeEach(() => {
  cartActions.clear();
  window.sessionStorage.clear();
  // nothing is fetched: the menu is in the cache, the shop's rule is the default one
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(menuQueryKey, MENU);
  const finish = vi.fn();
  const wizard: OpenWizard = {
    entry: { id: 'w1', productId: REFRIGERANTE.id, step: 0 },
    kept: initialWizardChoices<number>(UNSIZED),
    forward: vi.fn(),
    back: vi.fn(),
    backTo: vi.fn(),
    close: vi.fn(),
    finish,
    keep: vi.fn(),
  };
  render(
    <QueryClientProvider client={client}>
      <PizzaWizard menu={MENU} product={REFRIGERANTE} wizard={wizard} onSuggestCategory={vi.fn()} />
    </QueryClientProvider>,
  );
  return { finish };
}

describe('the variant picker', () => {
  it("shows 'a partir de' the lowest price on sale on the card", () => {
    render(<ProductCard product={REFRIGERANTE} group="bebida" onAdd={vi.fn()} />);
    expect(screen.getByText(/a partir de/)).toHaveTextContent(/a partir de R\$\s6,00/);
  });

  it('offers each variant with its price, the paused one sold out, and adds the one chosen', async () => {
    const { finish } = renderWizard();
    const group = screen.getByRole('group', { name: 'Escolha uma opção' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Lata 350 ml/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /2 L/ })).toBeDisabled();
    expect(screen.getByText('Esgotado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /600 ml/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(screen.getByText(/Total:/)).toHaveTextContent(/R\$\s17,00/);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(finish).toHaveBeenCalled();

    const [line] = currentCart();
    expect(line).toMatchObject({
      variant: { id: 2, name: '600 ml' },
      quantity: 2,
      unitPriceCents: 850,
    });
  });

  it('keeps the variant chosen through a reload while the dialog is open', async () => {
    // the menu page's way: the wizard in the history entry, its choices in the tab's storage
    function Page({ opens }: { opens: boolean }) {
      const wizard = useWizardHistory();
      const open = wizard.current;
      return (
        <>
          {opens && (
            <button type="button" onClick={() => wizard.open(REFRIGERANTE.id)}>
              Abrir
            </button>
          )}
          {open && (
            <PizzaWizard
              key={open.entry.id}
              menu={MENU}
              product={REFRIGERANTE}
              wizard={open}
              onSuggestCategory={vi.fn()}
            />
          )}
        </>
      );
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(menuQueryKey, MENU);
    let entries: InitialEntry[] = [];
    function Spy() {
      const wizard = useWizardHistory();
      if (wizard.current)
        entries = ['/menu', { pathname: '/menu', state: { wizard: wizard.current.entry } }];
      return null;
    }
    const first = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/menu']}>
          <Page opens />
          <Spy />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(await screen.findByRole('radio', { name: /600 ml/ }));
    expect(screen.getByRole('radio', { name: /600 ml/ })).toBeChecked();
    first.unmount();

    // the reload: the same history entries and the same tab's storage, a new page
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Page opens={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('radio', { name: /600 ml/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Lata 350 ml/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(currentCart()[0]).toMatchObject({ variant: { id: 2, name: '600 ml' } });
  });
});
