import type { Executor } from '../../../db/client';
import type { Dashboard } from '../../../domain/admin-orders';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { OrderStatus } from '../../../domain/order-status';
import { findSettings } from '../establishment/repository';
import { localDayRange } from '../../../domain/local-day';
import {
  countCustomersCreated,
  countOrdersByStatus,
  countScheduledWithin,
  sumOrders,
} from './repository';

/**
 * spec §2 Dashboard: orders by status for today ('hoje') or ever ('todos'), and today's revenue,
 * orders and new customers. Today is the shop's calendar day in its own time zone.
 */
export async function getDashboard(
  db: Executor,
  range: Dashboard['range'],
  now: Date,
): Promise<Dashboard> {
  const { timeZone } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const today = localDayRange(now, timeZone);
  const [byStatus, todays, todayNewCustomers, todayScheduled] = await Promise.all([
    countOrdersByStatus(db, range === 'hoje' ? today : null),
    sumOrders(db, today),
    countCustomersCreated(db, today),
    countScheduledWithin(db, today),
  ]);
  const n = (status: OrderStatus) => byStatus.get(status) ?? 0;
  return {
    range,
    pending: n('pendente'),
    approved: n('aprovado'),
    inPreparation: n('em preparo'),
    outForDelivery: n('saiu para entrega'),
    rejected: n('rejeitado'),
    // spec §4: entregue and finalizado both count as delivered
    delivered: n('entregue') + n('finalizado'),
    total: [...byStatus.values()].reduce((sum, orders) => sum + orders, 0),
    todayRevenueCents: todays.revenueCents,
    todayOrders: todays.orders,
    todayNewCustomers,
    todayScheduled,
  };
}
