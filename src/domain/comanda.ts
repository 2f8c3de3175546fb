import { z } from 'zod/mini';
import { formatBRL, type Centavos } from './money';

/**
 * A table's comanda (docs/decisions/057): what its orders add up to, the optional service charge,
 * and the payments that close it. The server and the desk's close dialog both use these.
 */

/** Brazilian restaurants charge 10%; a few 12% or 13%. Above this is a typo. */
export const SERVICE_CHARGE_MAX_PERCENT = 30;
/** At most this many payments close one comanda (cards of a large table, some cash, Pix). */
export const MAX_COMANDA_PAYMENTS = 20;
/** At most this many persons split one bill. */
export const MAX_COMANDA_PERSONS = 50;
const PAYMENT_METHOD_MAX = 60;
/** R$ 100.000,00: far above any table's bill. */
const MAX_PAYMENT_CENTS = 10_000_000;

export interface ServiceChargeSettings {
  isEnabled: boolean;
  percent: number;
}

export const DEFAULT_SERVICE_CHARGE: ServiceChargeSettings = { isEnabled: true, percent: 10 };

export const ServiceChargeSettingsSchema = z.strictObject({
  isEnabled: z.boolean(),
  percent: z
    .int('Informe a porcentagem em números inteiros')
    .check(
      z.minimum(0, 'A porcentagem não pode ser negativa'),
      z.maximum(
        SERVICE_CHARGE_MAX_PERCENT,
        `A taxa de serviço pode ser no máximo ${SERVICE_CHARGE_MAX_PERCENT}%`,
      ),
    ),
});

const ComandaPaymentSchema = z.strictObject({
  method: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Escolha a forma de pagamento'),
      z.maxLength(PAYMENT_METHOD_MAX),
    ),
  amountCents: z
    .int()
    .check(
      z.positive('Cada pagamento precisa de um valor maior que zero'),
      z.maximum(MAX_PAYMENT_CENTS, 'Valor alto demais.'),
    ),
});
export type ComandaPayment = z.output<typeof ComandaPaymentSchema>;

/** `POST /api/admin/comandas/:id/close`. */
export const CloseComandaSchema = z.strictObject({
  payments: z
    .array(ComandaPaymentSchema)
    .check(
      z.minLength(1, 'Informe ao menos um pagamento'),
      z.maxLength(MAX_COMANDA_PAYMENTS, `No máximo ${MAX_COMANDA_PAYMENTS} pagamentos`),
    ),
  persons: z
    .int()
    .check(
      z.minimum(1, 'Ao menos 1 pessoa'),
      z.maximum(MAX_COMANDA_PERSONS, `No máximo ${MAX_COMANDA_PERSONS} pessoas`),
    ),
  /** The service charge was asked for (the customer may decline it). */
  withServiceCharge: z.boolean(),
});
export type CloseComandaInput = z.output<typeof CloseComandaSchema>;

export interface ComandaTotals {
  /** The lines billed to the comanda. */
  itemsCents: Centavos;
  /** The discounts of the orders placed into it (automatic offers). */
  discountCents: Centavos;
  serviceChargePercent: number;
  serviceChargeCents: Centavos;
  totalCents: Centavos;
}

/**
 * The bill: lines less discounts, plus the service charge on that (rounded to the centavo) when
 * it is asked for. A table order never has a delivery fee, so there is none here.
 */
export function comandaTotals(
  itemsCents: Centavos,
  discountCents: Centavos,
  serviceChargePercent: number,
): ComandaTotals {
  const base = Math.max(0, itemsCents - discountCents);
  const serviceChargeCents = Math.round((base * serviceChargePercent) / 100);
  return {
    itemsCents,
    discountCents,
    serviceChargePercent,
    serviceChargeCents,
    totalCents: base + serviceChargeCents,
  };
}

/** The percent a closing applies: the shop's, when it charges one and the customer accepted it. */
export function appliedServiceCharge(
  settings: ServiceChargeSettings,
  withServiceCharge: boolean,
): number {
  return settings.isEnabled && withServiceCharge ? settings.percent : 0;
}

/**
 * `totalCents` split between `persons` in whole centavos that add up to it exactly: the first
 * ones pay the leftover centavos (R$ 100,00 by 3 → 33,34 + 33,33 + 33,33).
 */
export function splitEvenly(totalCents: Centavos, persons: number): Centavos[] {
  const count = Math.max(1, Math.floor(persons));
  const share = Math.floor(totalCents / count);
  const rest = totalCents - share * count;
  return Array.from({ length: count }, (_, index) => share + (index < rest ? 1 : 0));
}

export interface ComandaRefusal {
  code: 'COMANDA_PAYMENTS_MISMATCH' | 'INVALID_PAYMENT_METHOD';
  message: string;
}

/**
 * A comanda closes only when its payments add up to the bill exactly, each with one of the shop's
 * payment methods: a bill paid short or twice is a loss nobody would find later.
 */
export function refuseComandaPayments(
  payments: readonly ComandaPayment[],
  totalCents: Centavos,
  paymentOptions: readonly string[],
): ComandaRefusal | null {
  const unknown = payments.find((payment) => !paymentOptions.includes(payment.method));
  if (unknown) {
    return {
      code: 'INVALID_PAYMENT_METHOD',
      message: `A forma de pagamento "${unknown.method}" não é aceita pela pizzaria.`,
    };
  }
  const paidCents = paymentsSum(payments);
  if (paidCents === totalCents) return null;
  return {
    code: 'COMANDA_PAYMENTS_MISMATCH',
    message:
      paidCents < totalCents
        ? `Os pagamentos somam ${formatBRL(paidCents)}: faltam ${formatBRL(totalCents - paidCents)} para fechar a conta de ${formatBRL(totalCents)}.`
        : `Os pagamentos somam ${formatBRL(paidCents)}: passam ${formatBRL(paidCents - totalCents)} da conta de ${formatBRL(totalCents)}.`,
  };
}

export function paymentsSum(payments: readonly { amountCents: Centavos }[]): Centavos {
  return payments.reduce((sum, payment) => sum + payment.amountCents, 0);
}
