import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ClosingTrip,
  DriverClosingCard as Card,
} from '../../../../domain/admin-driver-closing';
import { DriverClosingCard } from './driver-closing-card';

const trip = (overrides: Partial<ClosingTrip>): ClosingTrip => ({
  deliveryId: 1,
  orderId: 101,
  customerName: 'Ana',
  deliveryZone: 'Centro',
  status: 'entregue',
  assignedAt: '2026-11-27T22:00:00.000Z',
  endedAt: '2026-11-27T22:20:00.000Z',
  feeCents: 700,
  paymentMethod: 'Dinheiro',
  paymentStatus: 'a_receber',
  totalCents: 8_500,
  collectedCents: 8_500,
  changeCents: 1_500,
  settlementId: null,
  ...overrides,
});

const JOAO: Card = {
  driverId: 7,
  driverName: 'João',
  trips: [
    trip({}),
    trip({
      deliveryId: 2,
      orderId: 102,
      customerName: 'Bia',
      paymentMethod: 'Pix',
      paymentStatus: 'pago',
      collectedCents: 0,
      changeCents: null,
    }),
    trip({
      deliveryId: 3,
      orderId: 103,
      status: 'em_rota',
      endedAt: null,
      collectedCents: 0,
      changeCents: null,
    }),
  ],
  open: {
    deliveries: 2,
    notDelivered: 1,
    feesOwedCents: 2_100,
    collected: [{ paymentMethod: 'Dinheiro', orders: 1, amountCents: 8_500 }],
    cashCollectedCents: 8_500,
    changeGivenCents: 1_500,
    handOverCents: 6_400,
  },
  outCount: 1,
  settlements: [],
};

afterEach(cleanup);

const money = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the closing card of a driver', () => {
  it("shows the night's sums, what is still out, the trips and what to hand over", () => {
    render(<DriverClosingCard card={JOAO} timeZone="America/Sao_Paulo" onSettle={() => {}} />);
    const card = screen.getByRole('region', { name: 'João' });
    const figure = (label: string) =>
      money(within(card).getByText(label).nextElementSibling?.textContent ?? '');
    expect(figure('Entregas')).toBe('2');
    expect(figure('Não entregues')).toBe('1');
    expect(figure('Taxas a pagar')).toBe('R$ 21,00');
    expect(figure('Dinheiro (1)')).toBe('R$ 85,00');
    expect(figure('Troco dado')).toBe('R$ 15,00');
    expect(figure('Dinheiro recebido')).toBe('R$ 85,00');
    expect(money(within(card).getByText(/^Entregar ao caixa/).textContent ?? '')).toBe(
      'Entregar ao caixa: R$ 64,00',
    );
    expect(within(card).getByText('1 entrega ainda na rua')).toBeTruthy();
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => money(row.textContent ?? ''))).toEqual([
      '#101 AnaCentro19:00 → 19:20EntregueDinheiroR$ 85,00troco R$ 15,00R$ 7,00',
      '#102 BiaCentro19:00 → 19:20EntreguePixjá pagoR$ 0,00R$ 7,00',
      '#103 AnaCentro19:00 → —Ainda na ruaDinheiroR$ 0,00R$ 7,00',
    ]);
  });

  it('says what the shop pays the driver when the fees are more than the cash', () => {
    const card: Card = { ...JOAO, open: { ...JOAO.open, handOverCents: -1_300 } };
    render(<DriverClosingCard card={card} timeZone="America/Sao_Paulo" onSettle={() => {}} />);
    expect(money(screen.getByText(/^A pizzaria paga/).textContent ?? '')).toBe(
      'A pizzaria paga ao entregador: R$ 13,00',
    );
  });

  it("settles only once confirmed, and then reads 'Acertado por' with who and when", async () => {
    const onSettle = vi.fn();
    const { rerender } = render(
      <DriverClosingCard card={JOAO} timeZone="America/Sao_Paulo" onSettle={onSettle} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como acertado' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(money(dialog.textContent ?? '')).toContain('Entregar ao caixa: R$ 64,00');
    expect(onSettle).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como acertado' }));
    expect(onSettle).toHaveBeenCalledTimes(1);

    const settled: Card = {
      ...JOAO,
      trips: JOAO.trips.map((t) => (t.status === 'em_rota' ? t : { ...t, settlementId: 1 })),
      open: { ...JOAO.open, deliveries: 0, notDelivered: 0, collected: [], handOverCents: 0 },
      settlements: [
        {
          id: 1,
          settledAt: '2026-11-28T02:40:00.000Z',
          settledByName: 'ana',
          totals: JOAO.open,
        },
      ],
    };
    rerender(<DriverClosingCard card={settled} timeZone="America/Sao_Paulo" onSettle={onSettle} />);
    expect(money(screen.getByText(/^Acertado por/).textContent ?? '')).toBe(
      'Acertado por ana às 23:40: Entregar ao caixa: R$ 64,00',
    );
    expect(screen.queryByRole('button', { name: 'Marcar como acertado' })).toBeNull();
    expect(screen.getAllByText('Acertada')).toHaveLength(2);
  });
});
