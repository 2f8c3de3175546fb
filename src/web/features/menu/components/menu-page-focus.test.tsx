import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { Menu } from '../../../../domain/menu';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { menuQueryKey } from '../../../api/get-menu';
import { MenuPage } from './menu-page';
import { SAMPLE_SIZES } from '../../../../domain/sizes';

// the wizard's code is fetched on the first 'Adicionar': on a busy machine that takes a while
const LOADED = { timeout: 15_000 };

const shop: PublicEstablishment = { ...DEFAULT_ESTABLISHMENT, isOpen: true, lastUpdated: null };

const menu: Menu = {
  categories: [
    { id: 1, slug: 'calabresa', name: 'Calabresa', group: 'salgada', isSalgado: true },
    { id: 2, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true },
  ],
  sizes: [...SAMPLE_SIZES],
  products: [
    {
      id: 1,
      name: 'Calabresa',
      description: 'Calabresa fatiada e cebola',
      categorySlug: 'calabresa',
      priceCents: 4900,
      sizePrices: { normal: 4900, broto: 3500 },
      ingredients: [],
      isAvailable: true,
    },
  ],
  extras: [],
  crusts: [],
};

function renderMenu() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(menuQueryKey, menu);
  client.setQueryData(establishmentQueryKey, shop);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/menu']}>
        <MenuPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the wizard and the keyboard', () => {
  it('opens with the focus on the dialog, not on a field, and announces its step', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Calabresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calabresa' }, LOADED);
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(screen.getByText('Passo 1 de 6: Sabor')).toHaveAttribute('aria-live', 'polite');
  });

  it('gives the focus back to the button that opened it, on Escape and on ✕', async () => {
    renderMenu();
    const add = screen.getByRole('button', { name: 'Adicionar Calabresa' });
    await userEvent.click(add);
    await screen.findByRole('dialog', { name: 'Calabresa' }, LOADED);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());

    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Calabresa' }, LOADED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('makes each tab list one Tab stop, moved along with the arrow keys', async () => {
    renderMenu();
    const chips = screen.getByRole('tablist', { name: 'Categorias de Pizzas Salgadas' });
    const calabresa = within(chips).getByRole('tab', { name: 'Calabresa' });
    const queijos = within(chips).getByRole('tab', { name: 'Queijos' });
    expect(calabresa).toHaveAttribute('tabindex', '0');
    expect(queijos).toHaveAttribute('tabindex', '-1');
    const groups = screen.getByRole('tablist', { name: 'Grupos do cardápio' });
    expect(
      within(groups)
        .getAllByRole('tab')
        .filter((tab) => tab.tabIndex === 0),
    ).toHaveLength(1);

    calabresa.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(queijos).toHaveAttribute('aria-selected', 'true'));
    expect(queijos).toHaveFocus();
    expect(queijos).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(calabresa).toHaveAttribute('aria-selected', 'true'));
    expect(calabresa).toHaveFocus();
  });
});
