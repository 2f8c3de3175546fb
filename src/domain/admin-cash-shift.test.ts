import { describe, expect, it } from 'vitest';
import {
  closingLines,
  closingTotals,
  describeDifference,
  withComandaPayments,
} from './admin-cash-shift';

const METHODS = ['Pix', 'Dinheiro', 'Cartão de Crédito'];

describe('closingLines: expected against counted, per payment method', () => {
  // a night: R$ 100,00 of starting cash; cash sales R$ 89,80 (2 orders, one paid with 'troco
  // para R$ 100,00' on R$ 46,00), Pix R$ 62,90, credit card R$ 50,00
  const sales = [
    { paymentMethod: 'Dinheiro', orders: 2, totalCents: 8980 },
    { paymentMethod: 'Pix', orders: 1, totalCents: 6290 },
    { paymentMethod: 'Cartão de Crédito', orders: 1, totalCents: 5000 },
  ];

  it('expects the starting cash plus the cash sales in the drawer, the sales for the rest', () => {
    const lines = closingLines({
      methods: METHODS,
      startingCashCents: 10_000,
      sales,
      counted: null,
    });
    expect(lines.map((l) => [l.paymentMethod, l.orders, l.expectedCents, l.countedCents])).toEqual([
      ['Dinheiro', 2, 18_980, null],
      ['Pix', 1, 6290, null],
      ['Cartão de Crédito', 1, 5000, null],
    ]);
  });

  it('a closing short in cash and over on card: each difference and the total', () => {
    const lines = closingLines({
      methods: METHODS,
      startingCashCents: 10_000,
      sales,
      counted: { Dinheiro: 18_500, Pix: 6290, 'Cartão de Crédito': 5200 },
    });
    expect(lines.map((l) => [l.paymentMethod, l.differenceCents])).toEqual([
      ['Dinheiro', -480],
      ['Pix', 0],
      ['Cartão de Crédito', 200],
    ]);
    // expected 30 270; counted 29 990; short by 2,80
    expect(closingTotals(lines)).toEqual({
      expectedCents: 30_270,
      countedCents: 29_990,
      differenceCents: -280,
    });
  });

  it('a method no longer offered but sold in the shift still has its line; one not counted is 0', () => {
    const lines = closingLines({
      methods: ['Dinheiro'],
      startingCashCents: 0,
      sales: [{ paymentMethod: 'Voucher', orders: 1, totalCents: 3000 }],
      counted: { Dinheiro: 0 },
    });
    expect(
      lines.map((l) => [l.paymentMethod, l.expectedCents, l.countedCents, l.differenceCents]),
    ).toEqual([
      ['Dinheiro', 0, 0, 0],
      ['Voucher', 3000, 0, -3000],
    ]);
  });
});

describe('describeDifference', () => {
  it('words over, short and even', () => {
    expect(describeDifference(200).replace(/\u00a0/g, ' ')).toBe('Sobra de R$ 2,00');
    expect(describeDifference(-480).replace(/\u00a0/g, ' ')).toBe('Falta de R$ 4,80');
    expect(describeDifference(0)).toBe('Confere');
  });
});

describe('withComandaPayments: a comanda counted under the methods it was paid with', () => {
  it('adds each method once per comanda, its amounts summed', () => {
    const sales = [{ paymentMethod: 'Pix', orders: 1, totalCents: 6290 }];
    const merged = withComandaPayments(sales, [
      // R$ 59,40 split: two cards of R$ 20,00 and R$ 19,40 in cash
      {
        payments: [
          { method: 'Cartão de Crédito', amountCents: 2000 },
          { method: 'Cartão de Crédito', amountCents: 2000 },
          { method: 'Dinheiro', amountCents: 1940 },
        ],
      },
      { payments: [{ method: 'Pix', amountCents: 1000 }] },
    ]);
    expect(merged).toEqual([
      { paymentMethod: 'Pix', orders: 2, totalCents: 7290 },
      { paymentMethod: 'Cartão de Crédito', orders: 1, totalCents: 4000 },
      { paymentMethod: 'Dinheiro', orders: 1, totalCents: 1940 },
    ]);
    // the sales given are left as they were
    expect(sales).toEqual([{ paymentMethod: 'Pix', orders: 1, totalCents: 6290 }]);
  });
});
