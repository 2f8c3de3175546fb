import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import type { JobStatus } from '../../../../domain/admin-jobs';
import type { OrderChannel } from '../../../../domain/order-channel';
import type {
  PixChargeStatus,
  PixRefundStatus,
  ReceivedPixOutcome,
} from '../../../../domain/pix-automation';

/**
 * The reconciliation's SQL (decision 065): the received Pix of a period by when they were paid,
 * and the charges nobody paid by when they were made, in the shop's business days (decision 048):
 * each day from its 'virada do dia' to the next, in the shop's time zone.
 */

/** A period of business days, the shop's time zone and its virada do dia. */
export interface ReconciliationWindow {
  from: string;
  to: string;
  timeZone: string;
  turnMinutes: number;
}

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const startOf = (w: ReconciliationWindow) =>
  sql`((${w.from}::date + make_interval(mins => ${w.turnMinutes}::int))::timestamp at time zone ${w.timeZone})`;
const endOf = (w: ReconciliationWindow) =>
  sql`((${w.to}::date + 1 + make_interval(mins => ${w.turnMinutes}::int))::timestamp at time zone ${w.timeZone})`;
const within = (column: SQL, w: ReconciliationWindow) =>
  sql`${column} >= ${startOf(w)} and ${column} < ${endOf(w)}`;
const localDate = (column: SQL, w: ReconciliationWindow) =>
  sql`to_char(((${column} at time zone ${w.timeZone}) - make_interval(mins => ${w.turnMinutes}::int))::date, 'DD/MM/YYYY')`;
const localTime = (column: SQL, w: ReconciliationWindow) =>
  sql`to_char(${column} at time zone ${w.timeZone}, 'HH24:MI')`;

export interface ReconciliationRow {
  kind: 'received' | 'charge';
  id: number;
  at: string;
  date: string;
  time: string;
  orderId: number | null;
  channel: OrderChannel | null;
  customerName: string | null;
  chargedCents: number | null;
  receivedCents: number | null;
  payerName: string | null;
  endToEndId: string | null;
  txid: string | null;
  outcome: ReceivedPixOutcome | null;
  refundStatus: PixRefundStatus | null;
  chargeStatus: PixChargeStatus | null;
}

/**
 * Every received Pix paid within the window, with its charge and order when it matched one, and
 * every charge made within it that no received Pix points at; by time, then by id.
 */
export async function listReconciliationRows(
  db: Executor,
  w: ReconciliationWindow,
): Promise<ReconciliationRow[]> {
  const rows = await rowsOf<{
    kind: 'received' | 'charge';
    id: number;
    at: Date | string;
    date: string;
    time: string;
    order_id: number | null;
    channel: OrderChannel | null;
    customer_name: string | null;
    charged_cents: number | null;
    received_cents: number | null;
    payer_name: string | null;
    end_to_end_id: string | null;
    txid: string | null;
    outcome: ReceivedPixOutcome | null;
    refund_status: PixRefundStatus | null;
    charge_status: PixChargeStatus | null;
  }>(
    db,
    sql`select * from (
          select 'received' as kind, r.id, r.paid_at as at,
                 ${localDate(sql`r.paid_at`, w)} as date, ${localTime(sql`r.paid_at`, w)} as time,
                 r.order_id, o.channel, o.customer_name, c.amount_cents as charged_cents,
                 r.amount_cents as received_cents, r.payer_name, r.end_to_end_id, r.txid,
                 r.outcome, r.refund_status, c.status as charge_status
            from pix_received r
            left join pix_charges c on c.id = r.charge_id
            left join orders o on o.id = r.order_id
           where ${within(sql`r.paid_at`, w)}
          union all
          select 'charge' as kind, c.id, c.created_at as at,
                 ${localDate(sql`c.created_at`, w)} as date, ${localTime(sql`c.created_at`, w)} as time,
                 c.order_id, o.channel, o.customer_name, c.amount_cents as charged_cents,
                 null::int as received_cents, null::text as payer_name, null::text as end_to_end_id,
                 c.txid, null::text as outcome, null::text as refund_status, c.status as charge_status
            from pix_charges c
            join orders o on o.id = c.order_id
           where ${within(sql`c.created_at`, w)}
             and not exists (select 1 from pix_received r where r.charge_id = c.id)
        ) lines
        order by at, kind, id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    date: row.date,
    time: row.time,
    orderId: row.order_id === null ? null : Number(row.order_id),
    channel: row.channel,
    customerName: row.customer_name,
    chargedCents: row.charged_cents === null ? null : Number(row.charged_cents),
    receivedCents: row.received_cents === null ? null : Number(row.received_cents),
    payerName: row.payer_name,
    endToEndId: row.end_to_end_id,
    txid: row.txid,
    outcome: row.outcome,
    refundStatus: row.refund_status,
    chargeStatus: row.charge_status,
  }));
}

export interface FetchJobRow {
  status: JobStatus;
  attempts: number;
  payload: unknown;
  lastError: string | null;
  /** A runner holds it right now. */
  isRunning: boolean;
  createdAt: string;
  finishedAt: string | null;
}

/** The latest 'Buscar no banco' job, whatever its period. */
export async function findLatestFetchJob(db: Executor, kind: string): Promise<FetchJobRow | null> {
  const [row] = await rowsOf<{
    status: JobStatus;
    attempts: number;
    payload: unknown;
    last_error: string | null;
    is_locked: boolean;
    created_at: Date | string;
    finished_at: Date | string | null;
  }>(
    db,
    sql`select status, attempts, payload, last_error, created_at, finished_at,
               (locked_until is not null and locked_until > now()) as is_locked
          from jobs where kind = ${kind} order by id desc limit 1`,
  );
  if (!row) return null;
  return {
    status: row.status,
    attempts: Number(row.attempts),
    payload: row.payload,
    lastError: row.last_error,
    isRunning: row.is_locked,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}
