// The reports' queries on 100,000 orders (issue 16, docs/decisions/030), on PGlite and on
// PostgreSQL: seeds a year of orders with their items, then times each report query for the
// periods the page offers and the CSV export of 30 days.
// Run with `npm run bench:reports`. It reports; it never fails on a figure.
//
// BENCH_DATABASES=pglite (or postgres) runs one of them; BENCH_ORDERS changes the 100,000.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseConfig, type DatabaseHandle } from '../src/db/client';
import { addDays } from '../src/domain/admin-reports';
import { localIsoDate } from '../src/domain/local-day';
import { exportOrdersCsv } from '../src/server/modules/admin-reports/export-orders-csv';
import {
  countNewAndReturningCustomers,
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
} from '../src/server/modules/admin-reports/repository';
import { createBenchDatabase } from './lib/database';
import { formatTable } from './lib/table';

const ORDERS = Math.max(1000, Number(process.env.BENCH_ORDERS ?? 100_000));
const CUSTOMERS = Math.max(100, Math.round(ORDERS / 5));
/** Each query runs this many times after one warm-up; the median is printed. */
const RUNS = 5;
const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((kind) => kind.trim())
  .filter((kind): kind is DatabaseConfig['kind'] => kind === 'pglite' || kind === 'postgres');
const TIME_ZONE = 'America/Sao_Paulo';
/** A night shop's virada do dia (03:00, docs/decisions/048): the bounds are no longer midnight. */
const TURN = 180;

const QUERIES = {
  summary: summarise,
  'by day': salesByDay,
  'by payment method': salesByPaymentMethod,
  'by fulfilment': salesByFulfilment,
  'by channel': sumSalesPerChannel,
  'top products': topProducts,
  'top flavours': topFlavours,
  'weekday × hour': salesByWeekdayHour,
  'new / returning': countNewAndReturningCustomers,
  rejections: countRejections,
  discounts: discountsGiven,
  'by size': salesBySize,
  'without size': unsizedSales,
  'top products by size': topProductsBySize,
} as const;

/**
 * A year of orders up to now, mostly in the evening (18:00–24:00 in São Paulo), 5 % rejected,
 * 1 to 3 items each from the seeded catalogue, a fifth of them with an extra flavour, a third of
 * the pizzas in Broto.
 */
async function seed(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into customers (phone, name)
    select '119' || lpad(g::text, 8, '0'), 'Cliente ' || g
    from generate_series(1, ${CUSTOMERS}) g`);
  await db.execute(sql`
    insert into orders (public_id, idempotency_key, request_hash, customer_id, status,
                        subtotal_cents, delivery_fee_cents, total_cents, payment_method,
                        payment_status, fulfilment, channel, table_label, customer_name,
                        customer_phone, delivery_address, delivery_address_parts,
                        flavour_pricing_rule, placed_at, rejection_reason)
    select 'bench-' || g, 'bench-' || g, 'bench', c.id,
           case when r.a < 0.05 then 'rejeitado' when r.a < 0.9 then 'entregue' else 'finalizado' end,
           r.subtotal, case when r.b < 0.7 and r.h < 0.95 then 700 else null end,
           r.subtotal + case when r.b < 0.7 and r.h < 0.95 then 700 else 0 end,
           case when r.c < 0.5 then 'Pix' when r.c < 0.8 then 'Cartão' else 'Dinheiro' end,
           case when r.c < 0.4 then 'pago' else 'a_receber' end,
           case when r.h >= 0.95 then 'mesa' when r.b < 0.7 then 'entrega' else 'retirada' end,
           -- most orders from the site, then the phone, the counter and the tables (decision 059)
           case when r.h < 0.7 then 'site' when r.h < 0.88 then 'telefone'
                when r.h < 0.95 then 'balcao' else 'mesa' end,
           case when r.h >= 0.95 then '5' end,
           c.name, c.phone, 'Rua Bench, 1', '{}'::jsonb, 'principal',
           date_trunc('day', now() - floor(r.d * 365) * interval '1 day')
             + interval '21 hours' + r.e * interval '6 hours',
           case when r.a < 0.03 then 'Fora da área de entrega'
                when r.a < 0.05 then null end
    from generate_series(1, ${ORDERS}) g
    cross join lateral (
      select random() + 0 * g as a, random() as b, random() as c, random() as d, random() as e,
             random() as h, 4000 + floor(random() * 8000)::int as subtotal
    ) r
    join customers c on c.phone = '119' || lpad((1 + (g * 7919) % ${CUSTOMERS})::text, 8, '0')`);
  await db.execute(sql`
    with cat as (
      select array_agg(p.id order by p.id) as ids, array_agg(p.name order by p.id) as names,
             array_agg(c.slug order by p.id) as slugs,
             array_agg(p.price_cents order by p.id) as prices, count(*)::int as n
      from products p join categories c on c.id = p.category_id
    )
    insert into order_items (order_id, product_id, product_name, category_slug, size, size_name,
                             quantity, base_price_cents, extra_flavours, line_total_cents,
                             sort_order)
    select o.id, cat.ids[r.k], cat.names[r.k], cat.slugs[r.k],
           -- a third of the pizzas are brotos; a drink has no size name
           case when cat.slugs[r.k] <> 'refrigerantes' and r.f > 0.66 then 'broto' else 'normal' end,
           case when cat.slugs[r.k] = 'refrigerantes' then ''
                when r.f > 0.66 then 'Broto' else 'Grande' end,
           r.q, cat.prices[r.k],
           case when r.f < 0.2 then jsonb_build_array(jsonb_build_object(
             'productId', cat.ids[r.k2], 'name', cat.names[r.k2], 'priceCents', cat.prices[r.k2]))
           else '[]'::jsonb end,
           cat.prices[r.k] * r.q, s
    from orders o
    cross join cat
    cross join generate_series(1, 1 + o.id % 3) s
    cross join lateral (
      select 1 + floor(random() * cat.n + 0 * o.id + 0 * s)::int as k,
             1 + floor(random() * cat.n)::int as k2,
             1 + floor(random() * 2)::int as q, random() as f
    ) r`);
  await db.execute(sql`analyze`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  await run();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    runs.push(performance.now() - start);
  }
  return median(runs);
}

async function benchOne(kind: DatabaseConfig['kind']) {
  const bench = await createBenchDatabase(kind);
  const database = await openDatabase(bench.config);
  try {
    const seedStart = performance.now();
    await seed(database);
    const seedS = (performance.now() - seedStart) / 1000;
    const today = localIsoDate(new Date(), TIME_ZONE);
    const windows: Record<string, ReportWindow> = {
      Hoje: { from: today, to: today, timeZone: TIME_ZONE, turnMinutes: TURN },
      '7 dias': { from: addDays(today, -6), to: today, timeZone: TIME_ZONE, turnMinutes: TURN },
      '30 dias': { from: addDays(today, -29), to: today, timeZone: TIME_ZONE, turnMinutes: TURN },
      '366 dias': { from: addDays(today, -365), to: today, timeZone: TIME_ZONE, turnMinutes: TURN },
    };
    const rows: string[][] = [];
    for (const [name, query] of Object.entries(QUERIES)) {
      const row = [name];
      for (const window of Object.values(windows)) {
        row.push((await time(() => query(database.db, window))).toFixed(1));
      }
      rows.push(row);
    }
    const whole = ['whole report (in parallel)'];
    for (const window of Object.values(windows)) {
      whole.push(
        (
          await time(() =>
            Promise.all(Object.values(QUERIES).map((query) => query(database.db, window))),
          )
        ).toFixed(1),
      );
    }
    rows.push(whole);
    const csv = await time(async () => {
      const { lines } = await exportOrdersCsv(database.db, { period: '30dias' }, new Date());
      let bytes = 0;
      for await (const chunk of lines) bytes += chunk.length;
      return bytes;
    });
    const [counted] = (
      (await database.db.execute(
        sql`select (select count(*) from orders)::int as orders,
                   (select count(*) from order_items)::int as items`,
      )) as unknown as { rows: { orders: number; items: number }[] }
    ).rows;
    console.log(
      `\n## ${kind}: ${counted?.orders ?? 0} orders, ${counted?.items ?? 0} items ` +
        `(seeded in ${seedS.toFixed(1)} s); median of ${RUNS} runs, ms\n`,
    );
    console.log(formatTable(['query', ...Object.keys(windows)], rows));
    console.log(`\nCSV export of 30 days (every order, streamed): ${csv.toFixed(1)} ms`);
  } finally {
    await database.close();
    await bench.remove();
  }
}

for (const kind of KINDS) await benchOne(kind);
