import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { Menu, MenuOffer, MenuProduct } from '../../../../domain/menu';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { menuQueryKey } from '../../../api/get-menu';
import { MenuPage } from './menu-page';
import { SAMPLE_SIZES } from '../../../../domain/sizes';

afterEach(cleanup);

const brigadeiro: MenuProduct = {
  id: 1,
  name: 'Brigadeiro',
  description: 'Chocolate e granulado.',
  categorySlug: 'pizzas_doces',
  priceCents: 4600,
  sizePrices: { normal: 4600, broto: 3400 },
  ingredients: [],
  isAvailable: true,
};
const cola: MenuProduct = {
  ...brigadeiro,
  id: 2,
  name: 'Coca-Cola 2L',
  description: 'Refrigerante.',
  categorySlug: 'refrigerantes',
  priceCents: 1600,
};

// every day, no dates: whatever day the test runs
const sweetWeek: MenuOffer = {
  id: 1,
  name: 'Semana doce',
  kind: 'category_percent',
  categorySlugs: ['pizzas_doces'],
  percent: 20,
  pairedCategorySlugs: [],
  comboPriceCents: null,
  validFrom: null,
  validUntil: null,
  weekdays: [],
  isActive: true,
};

const MENU: Menu = {
  categories: [
    { id: 1, slug: 'pizzas_doces', name: 'Pizzas Doces', group: 'doce', isSalgado: false },
    { id: 2, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
  ],
  sizes: [...SAMPLE_SIZES],
  products: [brigadeiro, cola],
  extras: [],
  crusts: [],
  offers: [sweetWeek],
};

const shop: PublicEstablishment = { ...DEFAULT_ESTABLISHMENT, isOpen: true, lastUpdated: null };

function renderMenu(category: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(menuQueryKey, MENU);
  client.setQueryData(establishmentQueryKey, shop);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/menu?categoria=${category}`]}>
        <MenuPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('automatic offers on the menu', () => {
  it('shows the offer on the card: its badge, the price after it and the struck original', () => {
    renderMenu('pizzas_doces');
    const card = screen.getByRole('article', { name: 'Brigadeiro' });
    expect(within(card).getByText('Oferta: Semana doce')).toBeInTheDocument();
    // 20 % off R$ 46,00, as the order's total will take it
    expect(card).toHaveTextContent(/Com a oferta: R\$\s36,80/);
    expect(
      within(card)
        .getByText(/R\$\s46,00/)
        .closest('s'),
    ).not.toBeNull();
  });

  it('shows nothing on a product no offer covers', () => {
    renderMenu('refrigerantes');
    const card = screen.getByRole('article', { name: 'Coca-Cola 2L' });
    expect(within(card).queryByText(/Oferta/)).toBeNull();
    expect(card.querySelector('s')).toBeNull();
    expect(card).toHaveTextContent(/R\$\s16,00/);
  });

  it('shows the offer in the wizard, priced on what was chosen', async () => {
    renderMenu('pizzas_doces');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Brigadeiro' }));
    // the wizard's code is fetched on the first 'Adicionar': on a busy machine that takes a while
    const wizard = await screen.findByRole('dialog', { name: 'Brigadeiro' }, { timeout: 10_000 });
    expect(within(wizard).getByText('Oferta: Semana doce')).toBeInTheDocument();
    const total = within(wizard).getByText(/^Total:/);
    expect(total).toHaveTextContent(/Com a oferta: R\$\s36,80/);
    expect(total).toHaveTextContent(/Sem a oferta: R\$\s46,00/);
    // two of them: the offer follows the quantity
    await userEvent.click(within(wizard).getByRole('button', { name: /Aumentar/ }));
    expect(total).toHaveTextContent(/Com a oferta: R\$\s73,60/);
  });
});
