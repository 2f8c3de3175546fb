import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '../../../../domain/promotions';
import { CouponDialog } from './coupon-dialog';
import { OfferDialog } from './offer-dialog';
import { PromotionsPage } from './promotions-page';

const CATEGORIES = {
  categories: [
    { slug: 'pizzas_tradicionais', name: 'Pizzas Tradicionais' },
    { slug: 'bebidas', name: 'Bebidas' },
  ],
};

/** What the dialogs sent to the API. */
const sent: { url: string; method: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (body: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        );
      if (url.endsWith('/api/menu')) return json(CATEGORIES);
      if (url.endsWith('/coupons') && !init?.method) return json({ coupons: [] });
      if (url.endsWith('/offers') && !init?.method) return json({ offers: [] });
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ url, method: init?.method ?? 'GET', body });
      return json({ id: 1, ...body });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the coupon dialog', () => {
  it("reads every amount with the one parser: '12.50' and 'R$ 1.234,50' in centavos", async () => {
    renderWithClient(<CouponDialog open coupon={null} onOpenChange={() => {}} />);
    await fill('Código', 'festa');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de desconto'), 'fixed');
    await fill('Desconto (R$)', '12.50');
    await fill('Pedido mínimo (R$)', 'R$ 1.234,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar cupom' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      code: 'FESTA',
      kind: 'fixed',
      value: 1250,
      minOrderCents: 123450,
    });
  });

  it('keeps a mistyped amount on screen with its message and sends nothing', async () => {
    renderWithClient(<CouponDialog open coupon={null} onOpenChange={() => {}} />);
    await fill('Código', 'FESTA');
    await fill('Desconto (%)', '10');
    await fill('Pedido mínimo (R$)', '6,2,9');
    await fill('Limite de usos', 'dez');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar cupom' }));
    expect(
      await screen.findByText('Valor inválido. Use o formato 62,90 ou 1.234,50.'),
    ).toBeVisible();
    expect(screen.getByText('Informe um número inteiro')).toBeVisible();
    expect(screen.getByLabelText('Pedido mínimo (R$)')).toHaveValue('6,2,9');
    expect(sent).toHaveLength(0);
  });

  it('opens an existing coupon with its amounts written out', () => {
    const coupon: Coupon = {
      id: 4,
      code: 'PIZZA10',
      description: '',
      kind: 'fixed',
      value: 1000,
      minOrderCents: 123450,
      firstOrderOnly: false,
      usageLimit: null,
      perPhoneLimit: 1,
      isPublic: true,
      isActive: true,
      validFrom: null,
      validUntil: null,
      weekdays: [],
    };
    renderWithClient(<CouponDialog open coupon={coupon} onOpenChange={() => {}} />);
    expect(screen.getByLabelText('Desconto (R$)')).toHaveValue('10,00');
    expect(screen.getByLabelText('Pedido mínimo (R$)')).toHaveValue('1.234,50');
    expect(screen.getByLabelText('Usos por cliente (telefone)')).toHaveValue('1');
  });
});

describe('the offer dialog', () => {
  it("sends a combo's price typed as '59.90' in centavos", async () => {
    renderWithClient(<OfferDialog open offer={null} onOpenChange={() => {}} />);
    await fill('Nome da oferta', 'Pizza e refri');
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'combo');
    const [first] = await screen.findAllByRole('checkbox', { name: 'Pizzas Tradicionais' });
    await userEvent.click(first as HTMLElement);
    const [, paired] = screen.getAllByRole('checkbox', { name: 'Bebidas' });
    await userEvent.click(paired as HTMLElement);
    await fill('Preço do combo (R$)', '59.90');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar oferta' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      kind: 'combo',
      categorySlugs: ['pizzas_tradicionais'],
      pairedCategorySlugs: ['bebidas'],
      comboPriceCents: 5990,
      percent: null,
    });
  });

  it('says what is missing on each field and takes the focus to the first one', async () => {
    renderWithClient(<OfferDialog open offer={null} onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar oferta' }));
    expect(await screen.findByText('Dê um nome à oferta')).toBeVisible();
    expect(screen.getByText('Escolha pelo menos uma categoria')).toBeVisible();
    expect(screen.getByLabelText('Nome da oferta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome da oferta')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });
});

describe('the promotions page', () => {
  it('is the main landmark of the screen, as every other back-office page', async () => {
    renderWithClient(<PromotionsPage />);
    expect(await screen.findByText('Nenhuma oferta cadastrada.')).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Promoções', level: 1 }),
    );
  });
});
