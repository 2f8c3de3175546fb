import { describe, expect, it } from 'vitest';
import { appliedServiceCharge, comandaTotals, refuseComandaPayments, splitEvenly } from './comanda';

const OPTIONS = ['Dinheiro', 'Pix', 'Cartão de Crédito'];

describe('a comanda’s bill', () => {
  it('adds the service charge on what is left after discounts, rounded to the centavo', () => {
    expect(comandaTotals(12_345, 0, 10)).toEqual({
      itemsCents: 12_345,
      discountCents: 0,
      serviceChargePercent: 10,
      serviceChargeCents: 1_235,
      totalCents: 13_580,
    });
    expect(comandaTotals(10_000, 2_000, 10).serviceChargeCents).toBe(800);
    expect(comandaTotals(10_000, 2_000, 10).totalCents).toBe(8_800);
    expect(comandaTotals(10_000, 0, 0).totalCents).toBe(10_000);
  });

  it('charges the service only when the shop has it on and the customer accepts it', () => {
    expect(appliedServiceCharge({ isEnabled: true, percent: 12 }, true)).toBe(12);
    expect(appliedServiceCharge({ isEnabled: true, percent: 12 }, false)).toBe(0);
    expect(appliedServiceCharge({ isEnabled: false, percent: 12 }, true)).toBe(0);
  });
});

describe('splitting a bill between persons', () => {
  it('gives whole centavos that add up to the total, the first ones paying the leftover', () => {
    expect(splitEvenly(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitEvenly(9_999, 3)).toEqual([3_333, 3_333, 3_333]);
    expect(splitEvenly(5, 4)).toEqual([2, 1, 1, 1]);
    for (const persons of [1, 2, 3, 7, 13]) {
      expect(splitEvenly(13_580, persons).reduce((a, b) => a + b, 0)).toBe(13_580);
    }
  });
});

describe('the payments that close a comanda', () => {
  it('must add up to the bill exactly', () => {
    const pay = (...amounts: number[]) =>
      amounts.map((amountCents, i) => ({ method: OPTIONS[i % 2] ?? 'Pix', amountCents }));
    expect(refuseComandaPayments(pay(5_000, 8_580), 13_580, OPTIONS)).toBeNull();
    expect(refuseComandaPayments(pay(5_000, 8_000), 13_580, OPTIONS)).toEqual({
      code: 'COMANDA_PAYMENTS_MISMATCH',
      message:
        'Os pagamentos somam R$\u00a0130,00: faltam R$\u00a05,80 para fechar a conta de R$\u00a0135,80.',
    });
    expect(refuseComandaPayments(pay(10_000, 8_580), 13_580, OPTIONS)?.message).toBe(
      'Os pagamentos somam R$\u00a0185,80: passam R$\u00a050,00 da conta de R$\u00a0135,80.',
    );
  });

  it('each with one of the shop’s payment methods', () => {
    expect(
      refuseComandaPayments([{ method: 'Vale-refeição', amountCents: 100 }], 100, OPTIONS),
    ).toEqual({
      code: 'INVALID_PAYMENT_METHOD',
      message: 'A forma de pagamento "Vale-refeição" não é aceita pela pizzaria.',
    });
  });
});
