import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../domain/cart';
import type { CouponCheckResult } from '../../../../domain/coupon-check';
import { couponChoiceActions, currentCoupon } from '../checkout/coupon-choice';
import { COUPON_UNCHECKED_NOTE, CouponField } from './coupon-field';

const CART = [
  {
    id: 'line-1',
    product: { id: 1, name: 'Calabresa', categorySlug: 'mais_pedidas' },
    size: 'normal',
    quantity: 1,
    extras: [],
    extraFlavours: [],
    crust: null,
    notes: '',
    unitPriceCents: 4900,
  },
] as unknown as CartItem[]; // only the fields a check request reads

function renderField() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CouponField cart={CART} phone="11987654321" />
    </QueryClientProvider>,
  );
}

function answer(result: CouponCheckResult) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(result));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function apply(code: string) {
  fireEvent.change(screen.getByLabelText('Cupom de desconto'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  couponChoiceActions.remove();
});

describe('CouponField', () => {
  it('asks the server about the cart and the coupon, and shows it applied', async () => {
    const fetchMock = answer({
      subtotalCents: 4900,
      discountCents: 490,
      discountLines: [{ source: 'coupon', name: 'PIZZA10', amountCents: 490 }],
      coupon: { applies: true, code: 'PIZZA10', notice: null },
    });
    renderField();
    apply(' pizza10 ');
    expect(await screen.findByText('Cupom PIZZA10 aplicado')).toBeInTheDocument();
    expect(currentCoupon()).toBe('PIZZA10');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/coupons/check');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      couponCode: 'PIZZA10',
      phone: '11987654321',
      items: [{ productId: 1, size: 'normal', quantity: 1 }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.getByLabelText('Cupom de desconto')).toBeInTheDocument();
    expect(currentCoupon()).toBeNull();
  });

  it('says that a first-order coupon is confirmed when the order is placed', async () => {
    const notice = 'Cupom válido só no primeiro pedido: confirmamos ao finalizar o pedido.';
    answer({
      subtotalCents: 4900,
      discountCents: 490,
      discountLines: [{ source: 'coupon', name: 'BEMVINDO', amountCents: 490 }],
      coupon: { applies: true, code: 'BEMVINDO', notice },
    });
    renderField();
    apply('bemvindo');
    expect(await screen.findByText('Cupom BEMVINDO aplicado')).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it("shows the server's reason when the coupon does not apply, and sends no coupon", async () => {
    answer({
      subtotalCents: 4900,
      discountCents: 0,
      discountLines: [],
      coupon: {
        applies: false,
        code: 'PIZZA60',
        reason: 'COUPON_BELOW_MINIMUM',
        message: 'Pedido mínimo de R$ 60,00 para este cupom.',
      },
    });
    renderField();
    apply('pizza60');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pedido mínimo de R$ 60,00 para este cupom.',
    );
    expect(screen.getByLabelText('Cupom de desconto')).toHaveAttribute('aria-invalid', 'true');
    expect(currentCoupon()).toBeNull();
  });

  it('keeps the coupon for the order when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderField();
    apply('pizza10');
    expect(await screen.findByText(COUPON_UNCHECKED_NOTE)).toBeInTheDocument();
    expect(currentCoupon()).toBe('PIZZA10');
  });
});
