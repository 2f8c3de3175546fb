import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPromotion } from '../../../domain/promotions';
import { promotionsQueryKey } from '../../api/get-promotions';
import { OffersPage } from './offers-page';

const OFFER: PublicPromotion = {
  kind: 'offer',
  title: 'Terça doce',
  rule: '20% de desconto em Pizzas Doces',
  description: '',
  when: ['Toda terça'],
  code: null,
  conditions: [],
};

function renderPage(promotions?: PublicPromotion[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (promotions) client.setQueryData(promotionsQueryKey, { promotions });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OffersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OffersPage', () => {
  it('lists the offers and a public coupon with its code, and never says there are none', () => {
    renderPage([
      OFFER,
      {
        kind: 'coupon',
        title: 'Cupom BEMVINDO',
        rule: '10% de desconto',
        description: '',
        when: ['Todos os dias'],
        code: 'BEMVINDO',
        conditions: ['Só no primeiro pedido'],
      },
    ]);
    const list = screen.getByRole('list', { name: 'Ofertas disponíveis' });
    expect(list).toHaveTextContent('Terça doce');
    expect(list).toHaveTextContent('20% de desconto em Pizzas Doces');
    expect(list).toHaveTextContent('BEMVINDO');
    expect(screen.queryByText('Nenhuma oferta disponível no momento.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver Cardápio' })).toHaveAttribute('href', '/menu');
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });

  it('says there are none only once the server said so', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando ofertas...');
    expect(screen.queryByText('Nenhuma oferta disponível no momento.')).toBeNull();
    answer(Response.json({ promotions: [] }));
    expect(await screen.findByText('Nenhuma oferta disponível no momento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Cardápio' })).toHaveAttribute('href', '/menu');
  });
});
