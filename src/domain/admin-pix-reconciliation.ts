import { z } from 'zod';
import { ReportQuerySchema } from './admin-reports';
import { ORDER_CHANNELS } from './order-channel';
import type { PixChargeStatus, PixRefundStatus, ReceivedPixOutcome } from './pix-automation';

/**
 * Conciliação Pix (decision 065): every dynamic charge and every received Pix of a period of the
 * shop's business days, side by side with their orders, each in one state the owner reads at a
 * glance, with totals per state. Pure: the screen, the CSV and the server share these words.
 */

/**
 * A line's state. From a received Pix: `pago` (it confirmed its order), `valor_diferente`,
 * `sem_pedido` (no charge of ours), and, once money goes back, `devolucao_solicitada`,
 * `devolvido`, `devolucao_falhou`. From a charge nobody paid: `expirado`, `cancelado`,
 * `aguardando` (still open) or `nao_gerado` (the provider refused to make it).
 */
const RECONCILIATION_STATES = [
  'pago',
  'valor_diferente',
  'sem_pedido',
  'devolucao_solicitada',
  'devolvido',
  'devolucao_falhou',
  'expirado',
  'cancelado',
  'aguardando',
  'nao_gerado',
] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];

export const RECONCILIATION_STATE_LABELS: Readonly<Record<ReconciliationState, string>> = {
  pago: 'Pago',
  valor_diferente: 'Valor diferente',
  sem_pedido: 'Sem pedido',
  devolucao_solicitada: 'Devolução solicitada',
  devolvido: 'Devolvido',
  devolucao_falhou: 'Devolução falhou',
  expirado: 'Expirado',
  cancelado: 'Cancelado',
  aguardando: 'Aguardando pagamento',
  nao_gerado: 'Código não gerado',
};

/** The states that need someone to look at them (money that is not simply in or never came). */
export const RECONCILIATION_ATTENTION: ReadonlySet<ReconciliationState> = new Set([
  'valor_diferente',
  'sem_pedido',
  'devolucao_falhou',
]);

/** A received Pix's state: a refund, once asked for, says more than what the Pix first was. */
export function receivedPixState(
  outcome: ReceivedPixOutcome,
  refundStatus: PixRefundStatus | null,
): ReconciliationState {
  if (refundStatus === 'concluida') return 'devolvido';
  if (refundStatus === 'falhou') return 'devolucao_falhou';
  if (refundStatus === 'solicitada') return 'devolucao_solicitada';
  switch (outcome) {
    case 'confirmado':
      return 'pago';
    case 'valor_divergente':
      return 'valor_diferente';
    case 'sem_pedido':
      return 'sem_pedido';
    case 'pedido_recusado':
      // its refund job is queued in the same transaction: it is on its way back
      return 'devolucao_solicitada';
  }
}

/** The state of a charge no received Pix points at. */
export function unpaidChargeState(status: PixChargeStatus): ReconciliationState {
  switch (status) {
    case 'paga':
      return 'pago';
    case 'expirada':
      return 'expirado';
    case 'cancelada':
      return 'cancelado';
    case 'falhou':
      return 'nao_gerado';
    case 'criando':
    case 'ativa':
      return 'aguardando';
  }
}

/** The amount a state's total sums: the money received, or the amount charged when none came. */
function lineAmountCents(line: {
  receivedCents: number | null;
  chargedCents: number | null;
}): number {
  return line.receivedCents ?? line.chargedCents ?? 0;
}

const ReconciliationLineSchema = z.object({
  /** 'r12' for a received Pix, 'c7' for a charge nobody paid: unique in a list. */
  key: z.string(),
  state: z.enum(RECONCILIATION_STATES),
  /** When the Pix was paid (the bank's time), or when the charge was made. */
  at: z.string(),
  /** The business day and local time of `at`: '27/11/2026', '21:14'. */
  date: z.string(),
  time: z.string(),
  orderId: z.number().int().nullable(),
  channel: z.enum(ORDER_CHANNELS).nullable(),
  /** The customer's first name, as the order has it. */
  customerFirstName: z.string().nullable(),
  chargedCents: z.number().int().nullable(),
  receivedCents: z.number().int().nullable(),
  payerName: z.string().nullable(),
  endToEndId: z.string().nullable(),
  txid: z.string().nullable(),
});
export type ReconciliationLine = z.infer<typeof ReconciliationLineSchema>;

const ReconciliationTotalSchema = z.object({
  state: z.enum(RECONCILIATION_STATES),
  count: z.number().int(),
  amountCents: z.number().int(),
});
export type ReconciliationTotal = z.infer<typeof ReconciliationTotalSchema>;

/** Counts and sums the lines per state, in the order of RECONCILIATION_STATES; empty states left out. */
export function reconciliationTotals(
  lines: readonly Pick<ReconciliationLine, 'state' | 'receivedCents' | 'chargedCents'>[],
): ReconciliationTotal[] {
  const byState = new Map<ReconciliationState, ReconciliationTotal>();
  for (const line of lines) {
    const total = byState.get(line.state) ?? { state: line.state, count: 0, amountCents: 0 };
    total.count += 1;
    total.amountCents += lineAmountCents(line);
    byState.set(line.state, total);
  }
  return RECONCILIATION_STATES.flatMap((state) => {
    const total = byState.get(state);
    return total ? [total] : [];
  });
}

/** 'Buscar no banco': the last fetch of the period's Pix from the provider, as its job stands. */
const RECONCILIATION_FETCH_STATES = ['na_fila', 'buscando', 'concluida', 'falhou'] as const;

export const ReconciliationFetchSchema = z.object({
  state: z.enum(RECONCILIATION_FETCH_STATES),
  /** The business days asked for. */
  from: z.string(),
  to: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** pt-BR, when the last try failed (no secret). */
  error: z.string().nullable(),
});
export type ReconciliationFetch = z.infer<typeof ReconciliationFetchSchema>;

/** Whether the screen should keep reading the fetch's state. */
export function isFetchRunning(fetch: ReconciliationFetch | null): boolean {
  return fetch !== null && (fetch.state === 'na_fila' || fetch.state === 'buscando');
}

export const ReconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  dayTurnMinutes: z.number().int(),
  /** `none`: no provider connected; `locked`: its credentials do not open (the key is missing). */
  provider: z.enum(['none', 'locked', 'ready']),
  lines: z.array(ReconciliationLineSchema),
  totals: z.array(ReconciliationTotalSchema),
  lastFetch: ReconciliationFetchSchema.nullable(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

/**
 * The period of 'Buscar no banco': the reports' period (decision 030). A bare `from` and `to`
 * mean a custom period.
 */
export const ReconciliationQuerySchema = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const query = raw as Record<string, unknown>;
  const hasDates = query.from !== undefined || query.to !== undefined;
  return query.period === undefined && hasDates ? { ...query, period: 'personalizado' } : query;
}, ReportQuerySchema);

// ---------------------------------------------------------------- CSV

export const RECONCILIATION_CSV_HEADER = [
  'Data',
  'Hora',
  'Situação',
  'Pedido',
  'Canal',
  'Cliente',
  'Valor cobrado',
  'Valor recebido',
  'Pagador',
  'ID da transação (E2E)',
  'txid',
] as const;

export function reconciliationCsvFileName(days: { from: string; to: string }): string {
  return days.from === days.to
    ? `conciliacao-pix-${days.from}.csv`
    : `conciliacao-pix-${days.from}-a-${days.to}.csv`;
}

/** 'Maria da Silva' → 'Maria'; blank → null. */
export function firstName(fullName: string): string | null {
  const first = fullName.trim().split(/\s+/)[0];
  return first ? first : null;
}
