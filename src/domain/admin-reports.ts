import { z } from 'zod';
import { ChannelSalesSchema } from './admin-channel-sales';
import { FULFILMENTS } from './delivery';

/**
 * The back office's reports (docs/decisions/030): a period of the shop's business days (048), and the
 * figures the server computes for it from the orders' snapshots.
 */

export const REPORT_PERIODS = ['hoje', '7dias', '30dias', 'personalizado'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriod, string>> = {
  hoje: 'Hoje',
  '7dias': '7 dias',
  '30dias': '30 dias',
  personalizado: 'Personalizado',
};

/** The longest period a report or an export covers, in days (a year, leap day included). */
const MAX_REPORT_DAYS = 366;
/** How many products and flavours the rankings list. */
export const TOP_LIMIT = 10;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
const IsoDateSchema = z
  .string()
  .regex(ISO_DATE, { error: 'Data inválida: use o formato AAAA-MM-DD.', abort: true })
  .refine((value) => toIsoDate(fromIsoDate(value)) === value, {
    error: 'Data inválida: esse dia não existe.',
  });

export const ReportQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: 'Período inválido.' }).default('hoje'),
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'personalizado') return;
    if (!query.from || !query.to) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from ? 'to' : 'from'],
        message: 'Informe a data inicial e a data final do período.',
      });
      return;
    }
    const days = daysBetween(query.from, query.to) + 1;
    if (days < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A data final deve ser igual ou posterior à data inicial.',
      });
    } else if (days > MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `O período pode ter no máximo ${MAX_REPORT_DAYS} dias.`,
      });
    }
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** First and last day of a period, both included, as the shop's calendar dates. */
export interface ReportDays {
  from: string;
  to: string;
}

/** The days a period covers, counted back from `today` (the shop's date now). */
export function reportDays(query: ReportQuery, today: string): ReportDays {
  switch (query.period) {
    case 'hoje':
      return { from: today, to: today };
    case '7dias':
      return { from: addDays(today, -6), to: today };
    case '30dias':
      return { from: addDays(today, -29), to: today };
    case 'personalizado':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

/** The query string that asks for a period (the page, the CSV link and the tests build it alike). */
export function reportSearch(query: ReportQuery): string {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'personalizado') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  return params.toString();
}

export function addDays(isoDate: string, days: number): string {
  const date = fromIsoDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((fromIsoDate(to).getTime() - fromIsoDate(from).getTime()) / 86_400_000);
}

function fromIsoDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function toIsoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** Average ticket: revenue over orders, rounded to the centavo; 0 with no orders. */
export function averageTicketCents(revenueCents: number, orders: number): number {
  return orders === 0 ? 0 : Math.round(revenueCents / orders);
}

const count = z.number().int().nonnegative();
const cents = z.number().int();

const deliveryTimesLines = z.array(
  z.object({
    name: z.string().nullable(),
    orders: z.number().int().min(0),
    acceptedToOutMinutes: z.number().nullable(),
    outToDeliveredMinutes: z.number().nullable(),
  }),
);

export const ReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** When each day of the period turns, in minutes after local midnight (docs/decisions/048). */
  dayTurnMinutes: z.number().int().min(0).max(1439),
  /** Orders that count as sales: every order not rejected (decision 030). */
  summary: z.object({
    orders: count,
    revenueCents: cents,
    averageTicketCents: cents,
    deliveryFeesCents: cents,
    /** What coupons and offers took off these orders (revenue already has it taken off). */
    discountCents: cents,
    rejectedOrders: count,
  }),
  /** Every day of the period, days without orders included. */
  byDay: z.array(z.object({ date: z.string(), orders: count, revenueCents: cents })),
  byPaymentMethod: z.array(
    z.object({
      paymentMethod: z.string(),
      orders: count,
      revenueCents: cents,
      paidCents: cents,
      toReceiveCents: cents,
    }),
  ),
  /** Sales of each channel, every channel once in order, zeros included (decision 059). */
  byChannel: ChannelSalesSchema,
  byFulfilment: z.array(
    z.object({
      fulfilment: z.enum(FULFILMENTS),
      orders: count,
      revenueCents: cents,
      deliveryFeesCents: cents,
    }),
  ),
  topProducts: z.array(z.object({ name: z.string(), quantity: count, revenueCents: cents })),
  topFlavours: z.array(z.object({ name: z.string(), pizzas: count })),
  /**
   * Pizzas (items sold by size) by the size they were ordered in, under its name then (decision
   * 053), in the shop's size order; revenue is the items' value (no delivery fee, no discount).
   */
  bySize: z.array(z.object({ sizeName: z.string(), pizzas: count, revenueCents: cents })),
  /** Items sold without a size (the drinks), counted apart. */
  unsized: z.object({ items: count, revenueCents: cents }),
  /** The products sold most in each size (`sizeName` null: without a size), best first. */
  topProductsBySize: z.array(
    z.object({
      name: z.string(),
      sizeName: z.string().nullable(),
      quantity: count,
      revenueCents: cents,
    }),
  ),
  /** Orders by ISO weekday (1 Monday … 7 Sunday) and hour, only the cells with orders. */
  byWeekdayHour: z.array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      hour: z.number().int().min(0).max(23),
      orders: count,
    }),
  ),
  customers: z.object({ new: count, returning: count }),
  /** Each coupon (by code) and automatic offer (by name) that took something off a sale. */
  discounts: z.array(
    z.object({
      source: z.enum(['coupon', 'offer']),
      name: z.string(),
      orders: count,
      amountCents: cents,
    }),
  ),
  rejections: z.array(z.object({ reason: z.string().nullable(), orders: count })),
  /** Delivery times per zone and per driver (delivery-times.ts, decision 070). */
  deliveryTimes: z.object({ byZone: deliveryTimesLines, byDriver: deliveryTimesLines }),
});
export type Report = z.infer<typeof ReportSchema>;

/** A part of a whole in whole percent (0 when the whole is nothing). */
export function sharePercent(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((part / whole) * 100);
}

/** 'Calabresa · Grande'; a product sold without a size keeps its name. */
export function productSizeLabel(name: string, sizeName: string | null): string {
  return sizeName ? `${name} · ${sizeName}` : name;
}

/** The sizes the products ranking can be read in: each size with a sale, in order, then none. */
export function rankingSizes(rows: Report['topProductsBySize']): (string | null)[] {
  const names: (string | null)[] = [];
  for (const row of rows) if (!names.includes(row.sizeName)) names.push(row.sizeName);
  return [...names.filter((name) => name !== null), ...(names.includes(null) ? [null] : [])];
}

export const WEEKDAY_SHORT_LABELS = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'] as const;

// ---------------------------------------------------------------- CSV export

/** Brazilian Excel: ';' between fields (',' is the decimal mark), CRLF lines, UTF-8 with a BOM. */
const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** Centavos as Excel in pt-BR reads a number: '1234,50' (no thousands mark, no 'R$'). */
export function csvAmount(cents: number | null): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break; text that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;
}

export const ORDERS_CSV_HEADER = [
  'Pedido',
  'Data',
  'Hora',
  'Status',
  'Cliente',
  'Telefone',
  'Forma de pagamento',
  'Pagamento',
  'Canal',
  'Entrega/Retirada',
  'Bairro',
  'Itens',
  'Subtotal',
  'Desconto',
  'Cupom',
  'Taxa de entrega',
  'Total',
  'Motivo da rejeição',
] as const;

/** The name of the downloaded file. */
export function ordersCsvFileName(days: ReportDays): string {
  return days.from === days.to
    ? `pedidos-${days.from}.csv`
    : `pedidos-${days.from}-a-${days.to}.csv`;
}
