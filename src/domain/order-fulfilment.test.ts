import { describe, expect, it } from 'vitest';
import {
  deliveryFeeValue,
  describeDeliveryFee,
  describeFulfilment,
  describeOrderFulfilment,
  describePayment,
  describeTiming,
  formatScheduledFor,
  isPaidOnHandOver,
  isPickup,
  isPixPayment,
  kitchenFulfilmentHeading,
  orderStatusActionLabel,
  orderStatusDescription,
  orderStatusLabel,
  type FulfilmentFacts,
} from './order-fulfilment';

const SP = 'America/Sao_Paulo';
const FRIDAY_7PM = new Date('2026-11-20T19:00:00-03:00');
const NBSP = '\u00a0';

/** An order placed before delivery zones existed: a delivery, fee to confirm, no slot. */
const OLD_ORDER: FulfilmentFacts = {
  fulfilment: 'entrega',
  deliveryZone: null,
  scheduledFor: null,
  deliveryFeeCents: null,
  paymentMethod: 'Dinheiro',
  paymentStatus: 'a_receber',
};

describe('describeFulfilment', () => {
  it('names the zone of a delivery, and pickup as Retirada no local', () => {
    expect(describeFulfilment({ fulfilment: 'entrega', deliveryZone: 'Jardim Paulista' })).toBe(
      'Entrega — Jardim Paulista',
    );
    expect(describeFulfilment({ fulfilment: 'entrega', deliveryZone: null })).toBe('Entrega');
    expect(describeFulfilment({ fulfilment: 'entrega', deliveryZone: '  ' })).toBe('Entrega');
    expect(describeFulfilment({ fulfilment: 'retirada', deliveryZone: null })).toBe(
      'Retirada no local',
    );
  });

  it('names the table of a table order, and the counter (decision 055)', () => {
    expect(describeFulfilment({ fulfilment: 'mesa', deliveryZone: null, tableLabel: '5' })).toBe(
      'Mesa 5',
    );
    expect(describeFulfilment({ fulfilment: 'balcao', deliveryZone: null })).toBe('Comer no local');
    expect(kitchenFulfilmentHeading({ fulfilment: 'mesa', tableLabel: 'Varanda 2' })).toBe(
      'MESA VARANDA 2',
    );
    expect(kitchenFulfilmentHeading({ fulfilment: 'balcao' })).toBe('BALCÃO');
    expect(kitchenFulfilmentHeading({ fulfilment: 'retirada' })).toBe('RETIRADA');
    expect(kitchenFulfilmentHeading({ fulfilment: 'entrega' })).toBe('ENTREGA');
  });

  it('gives an order eaten at the shop no address and no fee line, as a pickup', () => {
    for (const fulfilment of ['retirada', 'balcao', 'mesa'] as const) {
      expect(isPickup({ fulfilment })).toBe(true);
      expect(deliveryFeeValue({ fulfilment, deliveryFeeCents: 0 })).toBeNull();
    }
    expect(isPickup({ fulfilment: 'entrega' })).toBe(false);
  });
});

describe('formatScheduledFor and describeTiming', () => {
  it("says today's and tomorrow's slots by name, in the shop's zone", () => {
    expect(formatScheduledFor('2026-11-20T23:30:00.000Z', SP, FRIDAY_7PM)).toBe('Hoje, 20:30');
    // 00:15 in São Paulo is already Saturday
    expect(formatScheduledFor('2026-11-21T03:15:00.000Z', SP, FRIDAY_7PM)).toBe('Amanhã, 00:15');
    // further on, the weekday and the date, as the slot picker says them
    expect(formatScheduledFor('2026-11-22T22:00:00.000Z', SP, FRIDAY_7PM)).toBe(
      'Domingo, 22/11, 19:00',
    );
  });

  it('writes the full date when the moment of reading is not known', () => {
    expect(formatScheduledFor('2026-11-20T23:30:00.000Z', SP)).toBe('20/11/2026 às 20:30');
  });

  it("reads 'O quanto antes' without a slot and 'Agendado: …' with one", () => {
    expect(describeTiming({ scheduledFor: null }, SP, FRIDAY_7PM)).toBe('O quanto antes');
    expect(describeTiming({ scheduledFor: '2026-11-20T23:30:00.000Z' }, SP, FRIDAY_7PM)).toBe(
      'Agendado: Hoje, 20:30',
    );
  });
});

describe('describeDeliveryFee', () => {
  it('gives a delivery its fee or A confirmar, and pickup no fee line at all', () => {
    expect(describeDeliveryFee({ fulfilment: 'entrega', deliveryFeeCents: 700 })).toBe(
      `Taxa de entrega: R$${NBSP}7,00`,
    );
    expect(describeDeliveryFee({ fulfilment: 'entrega', deliveryFeeCents: 0 })).toBe(
      `Taxa de entrega: R$${NBSP}0,00`,
    );
    expect(describeDeliveryFee({ fulfilment: 'entrega', deliveryFeeCents: null })).toBe(
      'Taxa de entrega: A confirmar',
    );
    expect(describeDeliveryFee({ fulfilment: 'retirada', deliveryFeeCents: null })).toBeNull();
    expect(deliveryFeeValue({ fulfilment: 'retirada', deliveryFeeCents: 0 })).toBeNull();
  });
});

describe('describePayment', () => {
  it('adds the payment state to the method', () => {
    expect(describePayment({ paymentMethod: 'Pix', paymentStatus: 'pago' })).toBe(
      'Pagamento: Pix (pago)',
    );
    expect(describePayment({ paymentMethod: 'Pix', paymentStatus: 'a_receber' })).toBe(
      'Pagamento: Pix (a receber)',
    );
  });

  it('knows a Pix order whatever the case of the option', () => {
    expect(isPixPayment('Pix')).toBe(true);
    expect(isPixPayment(' PIX ')).toBe(true);
    expect(isPixPayment('Dinheiro')).toBe(false);
  });
});

describe('isPaidOnHandOver', () => {
  it('counts cash and card as paid when the order is handed over, never a Pix', () => {
    expect(isPaidOnHandOver('entregue', 'Dinheiro')).toBe(true);
    expect(isPaidOnHandOver('entregue', 'Cartão de Crédito')).toBe(true);
    expect(isPaidOnHandOver('entregue', 'Pix')).toBe(false);
    expect(isPaidOnHandOver('saiu para entrega', 'Dinheiro')).toBe(false);
  });
});

describe('describeOrderFulfilment', () => {
  it('reads an order placed before this change naturally', () => {
    expect(describeOrderFulfilment(OLD_ORDER, SP, FRIDAY_7PM)).toEqual([
      'Entrega',
      'O quanto antes',
      'Taxa de entrega: A confirmar',
      'Pagamento: Dinheiro (a receber)',
    ]);
  });

  it('reads a scheduled pickup paid by Pix without a fee line', () => {
    expect(
      describeOrderFulfilment(
        {
          ...OLD_ORDER,
          fulfilment: 'retirada',
          scheduledFor: '2026-11-20T23:30:00.000Z',
          paymentMethod: 'Pix',
          paymentStatus: 'pago',
        },
        SP,
        FRIDAY_7PM,
      ),
    ).toEqual(['Retirada no local', 'Agendado: Hoje, 20:30', 'Pagamento: Pix (pago)']);
  });
});

describe('status names by fulfilment', () => {
  it("calls 'saiu para entrega' and 'entregue' of a pickup by what happens at the counter", () => {
    expect(orderStatusLabel('saiu para entrega', 'retirada')).toBe('Pronto para retirada');
    expect(orderStatusLabel('entregue', 'retirada')).toBe('Retirado');
    expect(orderStatusActionLabel('saiu para entrega', 'retirada')).toBe('Pronto para retirada');
    expect(orderStatusActionLabel('entregue', 'retirada')).toBe('Marcar como retirado');
    expect(orderStatusDescription('saiu para entrega', 'retirada')).toBe(
      'Seu pedido está pronto. Pode vir buscar!',
    );
  });

  it("calls an order eaten at the shop 'Pronto' and 'Servido'", () => {
    for (const fulfilment of ['balcao', 'mesa'] as const) {
      expect(orderStatusLabel('saiu para entrega', fulfilment)).toBe('Pronto');
      expect(orderStatusLabel('entregue', fulfilment)).toBe('Servido');
      expect(orderStatusActionLabel('entregue', fulfilment)).toBe('Marcar como servido');
      expect(orderStatusLabel('em preparo', fulfilment)).toBe('Em preparo');
    }
  });

  it('keeps the names of a delivery, and of the steps both share', () => {
    expect(orderStatusLabel('saiu para entrega', 'entrega')).toBe('Saiu para entrega');
    expect(orderStatusLabel('em preparo', 'retirada')).toBe('Em preparo');
    expect(orderStatusActionLabel('saiu para entrega', 'entrega')).toBe('Saiu para entrega');
    expect(orderStatusActionLabel('aprovado', 'retirada')).toBe('Aprovar');
    expect(orderStatusActionLabel('entregue', 'entrega')).toBe('Marcar como entregue');
    expect(orderStatusDescription('saiu para entrega', 'entrega')).toBe(
      'Seu pedido saiu para entrega.',
    );
  });
});
