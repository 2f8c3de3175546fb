import { z } from 'zod';
import { CASH_PAYMENT } from './checkout';
import { formatBRL } from './money';

/**
 * Cash shifts, the 'Caixa' (docs/decisions/048): the owner or a manager opens the till with the
 * starting cash and closes it with what was counted per payment method; the closing sets that
 * against what the shift's sales say each method should hold.
 */

/** The most a till may hold or count per method: R$ 1.000.000,00, well past any night's takings. */
const MAX_TILL_CENTS = 100_000_000;
const MAX_PAYMENT_METHODS = 30;

const tillCents = z
  .number({ error: 'Informe um valor em reais.' })
  .int({ error: 'Informe um valor em reais.' })
  .min(0, { error: 'O valor não pode ser negativo.' })
  .max(MAX_TILL_CENTS, { error: 'Valor alto demais para o caixa.' });

export const OpenCashShiftSchema = z.object({ startingCashCents: tillCents });
export type OpenCashShift = z.infer<typeof OpenCashShiftSchema>;

export const CloseCashShiftSchema = z.object({
  counted: z
    .array(
      z.object({
        paymentMethod: z.string().trim().min(1).max(60),
        countedCents: tillCents,
      }),
    )
    .max(MAX_PAYMENT_METHODS),
});
export type CloseCashShift = z.infer<typeof CloseCashShiftSchema>;

export const CASH_SHIFT_ALREADY_OPEN = 'Já existe um caixa aberto. Feche-o antes de abrir outro.';
export const CASH_SHIFT_ALREADY_CLOSED = 'Este caixa já foi fechado.';

/** What one payment method took in a shift: its sales (SALE_STATUSES) and their total. */
export interface MethodSales {
  paymentMethod: string;
  orders: number;
  totalCents: number;
}

/**
 * The till counts a table's money where it was taken (docs/decisions/057): each comanda closed in
 * the shift adds its payments under their own methods (service charge included, as paid), one
 * sale per comanda and method. The table orders themselves ('Na comanda') are left out of the
 * order sales by the caller, so nothing counts twice.
 */
export function withComandaPayments(
  sales: readonly MethodSales[],
  closedComandas: readonly { payments: readonly { method: string; amountCents: number }[] }[],
): MethodSales[] {
  const merged = new Map(sales.map((sale) => [sale.paymentMethod, { ...sale }]));
  for (const comanda of closedComandas) {
    const byMethod = new Map<string, number>();
    for (const payment of comanda.payments) {
      byMethod.set(payment.method, (byMethod.get(payment.method) ?? 0) + payment.amountCents);
    }
    for (const [paymentMethod, amountCents] of byMethod) {
      const line = merged.get(paymentMethod) ?? { paymentMethod, orders: 0, totalCents: 0 };
      line.orders += 1;
      line.totalCents += amountCents;
      merged.set(paymentMethod, line);
    }
  }
  return [...merged.values()];
}

const cents = z.number().int();

const ClosingLineSchema = z.object({
  paymentMethod: z.string(),
  orders: z.number().int().nonnegative(),
  expectedCents: cents,
  /** null while the shift is open. */
  countedCents: cents.nullable(),
  differenceCents: cents.nullable(),
});
export type ClosingLine = z.infer<typeof ClosingLineSchema>;

export const ClosingTotalsSchema = z.object({
  expectedCents: cents,
  countedCents: cents.nullable(),
  differenceCents: cents.nullable(),
});

/**
 * One line per payment method: the shop's methods first, in their order, then any other a sale or
 * a count names. Expected is what the shift's sales took by that method, plus the starting cash
 * for 'Dinheiro': the change given for 'Troco para' left the drawer as the customer's note came in,
 * so what stays of a cash sale is its total. Difference is counted less expected (negative: short).
 */
export function closingLines(input: {
  methods: readonly string[];
  startingCashCents: number;
  sales: readonly MethodSales[];
  counted: Readonly<Record<string, number>> | null;
}): ClosingLine[] {
  const names = [
    ...new Set([
      CASH_PAYMENT,
      ...input.methods,
      ...input.sales.map((sale) => sale.paymentMethod),
      ...Object.keys(input.counted ?? {}),
    ]),
  ];
  return names.map((paymentMethod) => {
    const sales = input.sales.find((sale) => sale.paymentMethod === paymentMethod);
    const expectedCents =
      (sales?.totalCents ?? 0) + (paymentMethod === CASH_PAYMENT ? input.startingCashCents : 0);
    const countedCents = input.counted ? (input.counted[paymentMethod] ?? 0) : null;
    return {
      paymentMethod,
      orders: sales?.orders ?? 0,
      expectedCents,
      countedCents,
      differenceCents: countedCents === null ? null : countedCents - expectedCents,
    };
  });
}

export function closingTotals(lines: readonly ClosingLine[]): z.infer<typeof ClosingTotalsSchema> {
  const expectedCents = lines.reduce((sum, line) => sum + line.expectedCents, 0);
  const isCounted = lines.every((line) => line.countedCents !== null);
  const countedCents = isCounted
    ? lines.reduce((sum, line) => sum + (line.countedCents ?? 0), 0)
    : null;
  return {
    expectedCents,
    countedCents,
    differenceCents: countedCents === null ? null : countedCents - expectedCents,
  };
}

/** 'Sobra de R$ 5,00', 'Falta de R$ 3,50', 'Confere' — a difference as the closing words it. */
export function describeDifference(differenceCents: number): string {
  if (differenceCents === 0) return 'Confere';
  const amount = formatBRL(Math.abs(differenceCents));
  return differenceCents > 0 ? `Sobra de ${amount}` : `Falta de ${amount}`;
}

const person = z.object({ id: z.number().int().nullable(), name: z.string() });

export const CashShiftSchema = z.object({
  id: z.number().int(),
  /** The business day the shift opened in ('YYYY-MM-DD'). */
  businessDate: z.string(),
  openedAt: z.string(),
  openedBy: person,
  startingCashCents: cents,
  closedAt: z.string().nullable(),
  closedBy: person.nullable(),
  lines: z.array(ClosingLineSchema),
  totals: ClosingTotalsSchema,
  /** Sales placed before the shift opened, on its business day, with no till open: counted in it. */
  withoutOpenShift: z.object({ orders: z.number().int().nonnegative(), totalCents: cents }),
  /** Still open after its business day ended: someone forgot to close it. */
  isPastBusinessDay: z.boolean(),
});
export type CashShift = z.infer<typeof CashShiftSchema>;

export const CashShiftsSchema = z.object({
  current: CashShiftSchema.nullable(),
  closed: z.array(CashShiftSchema),
});
export type CashShifts = z.infer<typeof CashShiftsSchema>;
