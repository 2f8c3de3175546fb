import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings } from '../../../db/schema';
import type { Dashboard } from '../../../domain/admin-orders';
import type { Report } from '../../../domain/admin-reports';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, customerWith, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';

/**
 * docs/decisions/048: a night open 18:00 to 02:00 is one business day. Orders placed by the
 * customers' API at 23:58 and 00:40 (the app's clock moved between them) count on the day the
 * night started, in the dashboard, the reports and the CSV; the next day counts neither.
 */
describe(`business days across midnight on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date('2026-11-27T18:00:00-03:00');
  let admin: ReturnType<typeof asAdmin>;
  const totals: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '18:00 às 02:00'])) as Schedules,
      })
      .where(eq(establishmentSettings.id, 1));
    const menu = await readMenu(t);
    now = new Date('2026-11-27T23:58:00-03:00');
    const late = await placeOrder(t, smallOrder(menu, { customer: customerWith({ name: 'Ana' }) }));
    now = new Date('2026-11-28T00:40:00-03:00');
    const later = await placeOrder(
      t,
      smallOrder(menu, { customer: customerWith({ name: 'Bia' }) }),
    );
    totals.push(late.order.totalCents, later.order.totalCents);
  });
  afterAll(async () => {
    await t.close();
  });

  it("the dashboard's 'Hoje' at 01:30 is the night that started on 27/11, both orders in it", async () => {
    now = new Date('2026-11-28T01:30:00-03:00');
    const res = await admin.get('/api/admin/dashboard?range=hoje');
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json<Dashboard>();
    expect(dashboard.todayDate).toBe('2026-11-27');
    expect(dashboard.dayTurnMinutes).toBe(180);
    expect(dashboard.todayOrders).toBe(2);
    expect(dashboard.todayRevenueCents).toBe((totals[0] ?? 0) + (totals[1] ?? 0));
    expect(dashboard.pending).toBe(2);
  });

  it("the report of 'hoje' counts both on 27/11; the report of 28/11 counts neither", async () => {
    now = new Date('2026-11-28T01:30:00-03:00');
    const today = (await admin.get('/api/admin/reports?period=hoje')).json<Report>();
    expect(today.from).toBe('2026-11-27');
    expect(today.summary.orders).toBe(2);
    expect(today.byDay).toEqual([
      { date: '2026-11-27', orders: 2, revenueCents: (totals[0] ?? 0) + (totals[1] ?? 0) },
    ]);

    const next = await admin.get(
      '/api/admin/reports?period=personalizado&from=2026-11-28&to=2026-11-28',
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<Report>().summary.orders).toBe(0);

    // at 03:00 the day has turned: 'hoje' is 28/11 and empty, the dashboard too
    now = new Date('2026-11-28T03:00:00-03:00');
    const turned = (await admin.get('/api/admin/reports?period=hoje')).json<Report>();
    expect(turned.from).toBe('2026-11-28');
    expect(turned.summary.orders).toBe(0);
    const dashboard = (await admin.get('/api/admin/dashboard?range=hoje')).json<Dashboard>();
    expect(dashboard.todayOrders).toBe(0);
  });

  it("the CSV of 27/11 holds both orders, dated on the night's day with their own clock times", async () => {
    const res = await admin.get(
      '/api/admin/reports/orders.csv?period=personalizado&from=2026-11-27&to=2026-11-27',
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(';').slice(1, 3));
    expect(rows).toEqual([
      ['27/11/2026', '23:58'],
      ['27/11/2026', '00:40'],
    ]);
    const next = await admin.get(
      '/api/admin/reports/orders.csv?period=personalizado&from=2026-11-28&to=2026-11-28',
    );
    expect(
      next.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  });
});
