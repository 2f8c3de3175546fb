import { and, asc, eq, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders, pixCharges, pixProvider } from '../../../db/schema';
import type { OrderStatus } from '../../../domain/order-status';

/** Statuses after which a scheduled order's release no longer rings: it is done. */
const DONE_STATUSES: readonly OrderStatus[] = ['rejeitado', 'entregue', 'finalizado'];

/**
 * The moment a scheduled order joins the desk's live list, in SQL: its slot less the desk's notice
 * (src/domain/scheduling.ts deskReleaseAt, which the caller's `noticeMinutes` comes from).
 */
function releaseAt(noticeMinutes: number) {
  return sql<Date | null>`(${orders.scheduledFor} - make_interval(mins => ${noticeMinutes}::int))`;
}

/**
 * A scheduled order released to the live list at or before `now` that nobody opened since: it
 * rings again on every desk, opened or not when it was placed (docs/decisions/042).
 */
function isReleasedUnopened(now: Date, noticeMinutes: number) {
  return and(
    isNotNull(orders.scheduledFor),
    isNotNull(orders.openedAt),
    notInArray(orders.status, [...DONE_STATUSES]),
    lte(releaseAt(noticeMinutes), now),
    lt(orders.openedAt, releaseAt(noticeMinutes)),
  );
}

export interface UnopenedRow {
  id: number;
  createdAt: Date;
  /** Since when it rings: its arrival, or its release for a scheduled order opened before it. */
  since: Date;
}

/**
 * The orders nobody opened yet, rejected ones left out, and the scheduled orders released since
 * their last opening; oldest first.
 */
export async function listUnopenedOrders(
  db: Executor,
  query: { now: Date; noticeMinutes: number },
): Promise<UnopenedRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      openedAt: orders.openedAt,
      releaseAt: releaseAt(query.noticeMinutes).mapWith((v: string | Date) => new Date(v)),
      pixConfirmedAt: sql<Date | null>`case when ${orders.pixEndToEndId} is not null
        then ${orders.paidAt} end`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(orders)
    .where(
      and(
        or(
          and(isNull(orders.openedAt), ne(orders.status, 'rejeitado' satisfies OrderStatus)),
          isReleasedUnopened(query.now, query.noticeMinutes),
        ),
        // hidden until its Pix is paid, or ringing on payment (decision 064): not yet
        eq(orders.awaitingPixPayment, false),
        sql`not (${orders.pixEndToEndId} is null and exists (select 1 from ${pixProvider}
          where ${pixProvider.isActive} and ${pixProvider.ringOn} = 'pagamento')
          and exists (select 1 from ${pixCharges} where ${pixCharges.orderId} = ${orders.id}
          and ${pixCharges.status} in ('criando', 'ativa')))`,
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => {
    const arrivedAt =
      row.pixConfirmedAt && row.pixConfirmedAt > row.createdAt ? row.pixConfirmedAt : row.createdAt;
    return {
      id: row.id,
      createdAt: row.createdAt,
      // a Pix order that rang on its payment rings as new from then
      since: row.openedAt === null || row.releaseAt === null ? arrivedAt : row.releaseAt,
    };
  });
}

/**
 * Records an opening of an order that rings (one statement: of two desks opening it at once, one
 * writes): its first opening, or the first since its scheduled release. Answers 'opened' when
 * this call did it, 'already' when someone had, null when there is no such order.
 */
export async function recordOrderOpened(
  db: Executor,
  opening: { id: number; by: number | null; at: Date; noticeMinutes: number },
): Promise<'opened' | 'already' | null> {
  const opened = await db
    .update(orders)
    .set({ openedAt: opening.at, openedBy: opening.by })
    .where(
      and(
        eq(orders.id, opening.id),
        or(isNull(orders.openedAt), isReleasedUnopened(opening.at, opening.noticeMinutes)),
      ),
    )
    .returning({ id: orders.id });
  if (opened.length === 1) return 'opened';
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, opening.id))
    .limit(1);
  return row ? 'already' : null;
}
