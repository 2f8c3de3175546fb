import type { Executor } from '../../../db/client';
import {
  averageTicketCents,
  reportDays,
  type Report,
  type ReportQuery,
} from '../../../domain/admin-reports';
import { salesByChannel } from '../../../domain/admin-channel-sales';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { businessDateOf, businessDayRule } from '../../../domain/business-day';
import { deliveryTimes } from '../../../domain/delivery-times';
import { findSettings } from '../establishment/repository';
import {
  countNewAndReturningCustomers,
  deliveredTrips,
  countRejections,
  discountsGiven,
  salesByDay,
  salesByFulfilment,
  salesByPaymentMethod,
  salesBySize,
  salesByWeekdayHour,
  sumSalesPerChannel,
  summarise,
  topFlavours,
  topProducts,
  topProductsBySize,
  unsizedSales,
  type ReportWindow,
} from './repository';

/** The period's business days in the shop's time zone ('hoje' is the business day now). */
export async function reportWindow(
  db: Executor,
  query: ReportQuery,
  now: Date,
): Promise<ReportWindow> {
  const rule = businessDayRule((await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT);
  return { ...reportDays(query, businessDateOf(now, rule)), ...rule };
}

/** Every figure of the reports page for a period (docs/decisions/030). */
export async function getReport(db: Executor, query: ReportQuery, now: Date): Promise<Report> {
  const w = await reportWindow(db, query, now);
  const [
    summary,
    byDay,
    byPaymentMethod,
    byFulfilment,
    channels,
    products,
    flavours,
    heat,
    customers,
    rejections,
    discounts,
    bySize,
    unsized,
    productsBySize,
    trips,
  ] = await Promise.all([
    summarise(db, w),
    salesByDay(db, w),
    salesByPaymentMethod(db, w),
    salesByFulfilment(db, w),
    sumSalesPerChannel(db, w),
    topProducts(db, w),
    topFlavours(db, w),
    salesByWeekdayHour(db, w),
    countNewAndReturningCustomers(db, w),
    countRejections(db, w),
    discountsGiven(db, w),
    salesBySize(db, w),
    unsizedSales(db, w),
    topProductsBySize(db, w),
    deliveredTrips(db, w),
  ]);
  return {
    period: query.period,
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
    dayTurnMinutes: w.turnMinutes,
    summary: {
      ...summary,
      averageTicketCents: averageTicketCents(summary.revenueCents, summary.orders),
    },
    byDay,
    byPaymentMethod,
    byChannel: salesByChannel(channels),
    byFulfilment,
    topProducts: products,
    topFlavours: flavours,
    bySize,
    unsized,
    topProductsBySize: productsBySize,
    byWeekdayHour: heat,
    customers,
    discounts,
    rejections,
    deliveryTimes: deliveryTimes(trips),
  };
}
