import type { Executor } from '../../../db/client';
import type { TrackedOrder } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-status';
import { AppError } from '../../errors';
import {
  findAcceptanceMove,
  findLatestPixCharge,
  findOrderByPublicId,
  findRunningTripOfOrder,
} from './repository';

/** 'Carlos Souza' → 'Carlos': the customer learns who is coming, not the driver's full name. */
function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Past acceptance and not over: the statuses the tracking page shows a time estimate for. */
const ACCEPTED: readonly OrderStatus[] = ['aprovado', 'em preparo', 'saiu para entrega'];

/**
 * The order behind a tracking link, without the customer's phone (docs/product/principles.md#back-office), with when
 * the shop accepted it: the move to 'aprovado' in its history, or its arrival when the shop's
 * setting accepted it then (decision 034). The page's estimate counts from it (decision 041).
 * While out with one of the shop's drivers, who and since when (decision 068); `now` is the
 * server's clock the minutes out are counted on.
 */
export async function getTrackedOrder(
  db: Executor,
  publicId: string,
  now: Date = new Date(),
): Promise<TrackedOrder> {
  const order = await findOrderByPublicId(db, publicId);
  if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
  const { customerPhone: _phone, ...rest } = order;
  const trip =
    order.status === 'saiu para entrega' ? await findRunningTripOfOrder(db, order.id) : null;
  const tracked = {
    ...rest,
    pixCharge: await findLatestPixCharge(db, order.id),
    driver: trip
      ? {
          firstName: firstNameOf(trip.driverName),
          since: trip.since.toISOString(),
          minutesOut: Math.max(0, Math.floor((now.getTime() - trip.since.getTime()) / 60_000)),
        }
      : null,
  };
  if (!ACCEPTED.includes(order.status)) return { ...tracked, acceptedAt: null };
  const moved = await findAcceptanceMove(db, order.id);
  return { ...tracked, acceptedAt: (moved ?? new Date(order.createdAt)).toISOString() };
}
