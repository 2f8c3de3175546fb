import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status';
import { enqueueJob } from '../../jobs/job-queue';

/**
 * The queue's kind of "an order's status changed" (decision 071): added in the transaction of
 * every change of status, so the customer's notices (push, WhatsApp) and the marketplaces (iFood)
 * hear of exactly the changes that committed, even when the server stops right after.
 */
export const STATUS_NOTICE_JOB = 'order.status-notice';

const StatusNoticeSchema = z.object({
  orderId: z.number().int().positive(),
  /** null for an order that arrived with `to` as its first status. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  /** ISO 8601: when the order moved. */
  at: z.string().datetime(),
});

export interface StatusNotice {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
}

/** The notice's key: one per move (an undo and the same move again are two notices). */
export function statusNoticeKey(notice: StatusNotice): string {
  return `order:${notice.orderId}:${notice.from ?? 'novo'}:${notice.to}:${notice.at.getTime()}`;
}

export function parseStatusNotice(payload: unknown): StatusNotice {
  const parsed = StatusNoticeSchema.parse(payload);
  return { ...parsed, at: new Date(parsed.at) };
}

/**
 * Records that an order's status changed, in the caller's transaction: the repository functions
 * that write `orders.status` call it, and only when the row really changed.
 */
export async function noteStatusChange(tx: Executor, notice: StatusNotice): Promise<void> {
  const payload: z.input<typeof StatusNoticeSchema> = {
    orderId: notice.orderId,
    from: notice.from,
    to: notice.to,
    at: notice.at.toISOString(),
  };
  await enqueueJob(tx, { kind: STATUS_NOTICE_JOB, key: statusNoticeKey(notice), payload });
}
