import type { Executor } from '../../../db/client';
import type { Dashboard } from '../../../domain/admin-orders';
import { salesByChannel } from '../../../domain/admin-channel-sales';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { DELIVERED_STATUSES, type OrderStatus } from '../../../domain/order-status';
import { findSettings } from '../establishment/repository';
import { businessDateOf, businessDayRange, businessDayRule } from '../../../domain/business-day';
import { isPixPayment } from '../../../domain/order-fulfilment';
import {
  countCustomersCreated,
  countOrdersByStatus,
  countScheduledWithin,
  sumOrders,
  sumOrdersByChannelFulfilmentAndPayment,
  type OrderGroup,
} from './repository';

/**
 * docs/product/screens.md#dashboard: orders by status for today ('hoje') or ever ('todos'), and today's revenue,
 * orders and new customers. Today is the shop's business day (docs/decisions/048): a night across
 * midnight is one day.
 */
export async function getDashboard(
  db: Executor,
  range: Dashboard['range'],
  now: Date,
): Promise<Dashboard> {
  const rule = businessDayRule((await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT);
  const todayDate = businessDateOf(now, rule);
  const today = businessDayRange(todayDate, rule);
  const [byStatus, todays, todayNewCustomers, todayGroups, todayScheduled] = await Promise.all([
    countOrdersByStatus(db, range === 'hoje' ? today : null),
    sumOrders(db, today),
    countCustomersCreated(db, today),
    sumOrdersByChannelFulfilmentAndPayment(db, today),
    countScheduledWithin(db, today),
  ]);
  const sum = (keep: (group: OrderGroup) => boolean, of: (group: OrderGroup) => number) =>
    todayGroups.filter(keep).reduce((total, group) => total + of(group), 0);
  const isPixToReceive = (group: OrderGroup) =>
    isPixPayment(group.paymentMethod) && group.paymentStatus === 'a_receber';
  const n = (status: OrderStatus) => byStatus.get(status) ?? 0;
  return {
    range,
    pending: n('pendente'),
    approved: n('aprovado'),
    inPreparation: n('em preparo'),
    outForDelivery: n('saiu para entrega'),
    rejected: n('rejeitado'),
    delivered: DELIVERED_STATUSES.reduce((sum, status) => sum + n(status), 0),
    total: [...byStatus.values()].reduce((sum, orders) => sum + orders, 0),
    todayRevenueCents: todays.revenueCents,
    todayOrders: todays.orders,
    todayNewCustomers,
    todayDeliveryFeesCents: sum(
      () => true,
      (group) => group.deliveryFeeCents,
    ),
    todayDeliveries: sum(
      (group) => group.fulfilment === 'entrega',
      (group) => group.orders,
    ),
    todayPickups: sum(
      (group) => group.fulfilment === 'retirada',
      (group) => group.orders,
    ),
    todayPixToReceive: sum(isPixToReceive, (group) => group.orders),
    todayPixToReceiveCents: sum(isPixToReceive, (group) => group.totalCents),
    todayByChannel: salesByChannel(
      todayGroups.map((group) => ({ ...group, revenueCents: group.totalCents })),
    ),
    todayScheduled,
    todayDate,
    dayTurnMinutes: rule.turnMinutes,
  };
}
