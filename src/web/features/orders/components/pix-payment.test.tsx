import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '../../../../domain/order';
import { PixPayment } from './pix-payment';

const CODE =
  '00020101021226360014br.gov.bcb.pix0114+5511987654321520400005303986540546.005802BR5913Forno Pizzaria6009Sao Paulo62120508PEDIDO4263040D4C';

const order: TrackedOrder = {
  id: 42,
  publicId: 'abcdefghijklmnopqrstuv',
  status: 'pendente',
  origin: 'online',
  channel: 'site',
  tableLabel: null,
  subtotalCents: 4_600,
  deliveryFeeCents: null,
  totalCents: 4_600,
  paymentMethod: 'Pix',
  changeForCents: null,
  paymentStatus: 'a_receber',
  paidAt: null,
  pixCode: CODE,
  fulfilment: 'entrega',
  deliveryZone: null,
  scheduledFor: null,
  discountCents: 0,
  discountLines: [],
  couponCode: null,
  couponRefusal: null,
  customerName: 'Maria Silva',
  deliveryAddress: 'Avenida Paulista, 1000',
  placedAt: '2026-11-20T23:00:00.000Z',
  createdAt: '2026-11-20T23:00:00.000Z',
  statusChangedAt: '2026-11-20T23:00:00.000Z',
  items: [],
};

afterEach(cleanup);

describe('PixPayment', () => {
  it('shows the amount, the copia-e-cola code and the copy button while the order is unpaid', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PixPayment order={order} />);
    const region = screen.getByRole('region', { name: 'Pague com Pix' });
    expect(region).toHaveTextContent('R$ 46,00');
    expect(screen.getByLabelText('Código Pix copia e cola')).toHaveValue(CODE);
    screen.getByRole('button', { name: 'Copiar código Pix' }).click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(CODE));
  });

  it.each([
    ['paid', { paymentStatus: 'pago' as const }],
    ['refused by the shop', { status: 'rejeitado' as const }],
    ['not paid by Pix', { pixCode: null, paymentMethod: 'Dinheiro' }],
  ])('shows nothing once the order is %s', (_case, change) => {
    const { container } = render(<PixPayment order={{ ...order, ...change }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
