import { describe, expect, it } from 'vitest';
import {
  actionMoment,
  collectionOf,
  driverFeeFor,
  DriverInputSchema,
  refuseAssignment,
  settleDriverNight,
  type SettlementTrip,
  unknownFeeZone,
} from './delivery-drivers';

describe('driverFeeFor', () => {
  it('pays the fixed amount anywhere, and a zone its own amount or the default', () => {
    expect(driverFeeFor({ kind: 'fixa', amountCents: 700 }, 'centro')).toBe(700);
    const byZone = { kind: 'por_zona', defaultCents: 800, byZone: { centro: 500 } } as const;
    expect(driverFeeFor(byZone, 'centro')).toBe(500);
    expect(driverFeeFor(byZone, 'vila-nova')).toBe(800);
    expect(driverFeeFor(byZone, null)).toBe(800);
  });
});

describe('unknownFeeZone', () => {
  it('names the first per-zone fee of a zone the shop does not have; a fixed fee has none', () => {
    const zones = ['centro', 'vila-nova'];
    expect(unknownFeeZone({ kind: 'fixa', amountCents: 700 }, zones)).toBeNull();
    const fee = (byZone: Record<string, number>) =>
      ({ kind: 'por_zona', defaultCents: 900, byZone }) as const;
    expect(unknownFeeZone(fee({ centro: 500, 'vila-nova': 600 }), zones)).toBeNull();
    expect(unknownFeeZone(fee({}), zones)).toBeNull();
    expect(unknownFeeZone(fee({ centro: 500, 'zona-sul': 700 }), zones)).toBe('zona-sul');
    expect(unknownFeeZone(fee({ centro: 500 }), [])).toBe('centro');
  });
});

describe('DriverInputSchema', () => {
  it('asks for a name, a Brazilian mobile and a fee that is not negative', () => {
    const base = { name: 'João', phone: '(11) 98765-4321', vehicle: 'moto', isActive: true };
    expect(
      DriverInputSchema.safeParse({ ...base, fee: { kind: 'fixa', amountCents: 600 } }).success,
    ).toBe(true);
    const bad = DriverInputSchema.safeParse({
      ...base,
      name: ' ',
      phone: '123',
      fee: { kind: 'fixa', amountCents: -1 },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Informe o nome do entregador.',
      'Informe um celular com DDD, como (11) 98765-4321.',
      'A taxa não pode ser negativa.',
    ]);
  });
});

describe('refuseAssignment', () => {
  const order = (
    status: Parameters<typeof refuseAssignment>[0]['status'],
    fulfilment = 'entrega' as const,
  ) => ({
    id: 7,
    status,
    fulfilment,
  });
  it('sends accepted deliveries, and one already out (a reassignment)', () => {
    expect(refuseAssignment(order('aprovado'))).toBeNull();
    expect(refuseAssignment(order('em preparo'))).toBeNull();
    expect(refuseAssignment(order('saiu para entrega'))).toBeNull();
  });
  it('refuses a pending, delivered or rejected order, and one that is not a delivery', () => {
    expect(refuseAssignment(order('pendente'))).toEqual({
      code: 'ORDER_NOT_READY',
      message: 'O pedido #7 ainda não foi aceito.',
    });
    expect(refuseAssignment(order('entregue'))?.message).toBe(
      'O pedido #7 não pode sair para entrega: ele já está “Entregue”.',
    );
    expect(refuseAssignment(order('rejeitado'))?.code).toBe('ORDER_NOT_READY');
    expect(refuseAssignment({ id: 7, status: 'aprovado', fulfilment: 'retirada' })?.code).toBe(
      'NOT_A_DELIVERY',
    );
  });
});

describe('collectionOf', () => {
  it('collects the total with the change for cash, nothing for a paid order', () => {
    expect(
      collectionOf({
        totalCents: 4250,
        paymentMethod: 'Dinheiro',
        changeForCents: 5000,
        paymentStatus: 'a_receber',
      }),
    ).toEqual({
      amountCents: 4250,
      paymentMethod: 'Dinheiro',
      changeCents: 750,
      isPaid: false,
      isCash: true,
    });
    expect(
      collectionOf({
        totalCents: 4250,
        paymentMethod: 'Pix',
        changeForCents: null,
        paymentStatus: 'pago',
      }),
    ).toMatchObject({ amountCents: 0, isPaid: true, changeCents: null });
  });
});

describe('settleDriverNight', () => {
  const trip = (over: Partial<SettlementTrip>): SettlementTrip => ({
    status: 'entregue',
    feeCents: 700,
    paymentMethod: 'Dinheiro',
    collectedCents: 5000,
    changeCents: null,
    ...over,
  });
  it('sums fees of ended trips, money per method, cash and change, and what is handed over', () => {
    const night = settleDriverNight([
      trip({ collectedCents: 4250, changeCents: 750 }),
      trip({ collectedCents: 6000, feeCents: 500 }),
      trip({ paymentMethod: 'Cartão de crédito', collectedCents: 7000 }),
      // a Pix paid before the door: nothing taken there
      trip({ paymentMethod: 'Pix', collectedCents: 0 }),
      trip({ status: 'nao_entregue', collectedCents: null }),
      trip({ status: 'em_rota', collectedCents: null }),
      trip({ status: 'reatribuida', collectedCents: null }),
    ]);
    expect(night).toEqual({
      deliveries: 4,
      notDelivered: 1,
      feesOwedCents: 700 + 500 + 700 + 700 + 700,
      collected: [
        { paymentMethod: 'Cartão de crédito', orders: 1, amountCents: 7000 },
        { paymentMethod: 'Dinheiro', orders: 2, amountCents: 10_250 },
      ],
      cashCollectedCents: 10_250,
      changeGivenCents: 750,
      handOverCents: 10_250 - 3300,
    });
  });
  it('owes the driver when the fees pass the cash taken', () => {
    const night = settleDriverNight([trip({ paymentMethod: 'Pix', collectedCents: 0 })]);
    expect(night.handOverCents).toBe(-700);
  });
});

describe('actionMoment', () => {
  const assignedAt = new Date('2026-11-27T23:00:00Z');
  const now = new Date('2026-11-27T23:30:00Z');
  it("keeps the phone's moment unless it is in the future or before the trip", () => {
    const tapped = new Date('2026-11-27T23:12:00Z');
    expect(actionMoment(tapped, { assignedAt }, now)).toEqual(tapped);
    expect(actionMoment(new Date('2026-11-28T01:00:00Z'), { assignedAt }, now)).toEqual(now);
    expect(actionMoment(new Date('2026-11-27T20:00:00Z'), { assignedAt }, now)).toEqual(assignedAt);
  });
});
