import type { DeliveredTrip } from '../../../domain/delivery-times';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { Report, ReportDays } from '../../../domain/admin-reports';
import { TOP_LIMIT } from '../../../domain/admin-reports';
import { DRINKS_CATEGORY } from '../../../domain/catalogue';
import type { ChannelGroup } from '../../../domain/admin-channel-sales';
import type { OrderChannel } from '../../../domain/order-channel';
import type { Fulfilment } from '../../../domain/delivery';
import { SALE_STATUSES } from '../../../domain/order-status';
import type { PaymentStatus } from '../../../domain/payment-status';

/**
 * The reports' SQL (docs/decisions/030). Every figure is worked out here, in the database, from
 * the orders' snapshots: the days are the shop's business days (docs/decisions/048), each from the
 * 'virada do dia' to the next in the shop's time zone, read with `AT TIME ZONE`.
 * A sale is an order that was not rejected; revenue is the order's total (delivery fee included).
 */

/** A period, the shop's time zone and its virada do dia: where the days start and end. */
export interface ReportWindow extends ReportDays {
  timeZone: string;
  /** Minutes after local midnight when a business day turns (domain/business-day.ts). */
  turnMinutes: number;
}

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The virada do dia that starts the business day `isoDate`, as an instant. */
const startOf = (isoDate: string, w: ReportWindow) =>
  sql`((${isoDate}::date + make_interval(mins => ${w.turnMinutes}::int))::timestamp at time zone ${w.timeZone})`;
/** The virada do dia that ends the business day `isoDate`. */
const endOf = (isoDate: string, w: ReportWindow) =>
  sql`((${isoDate}::date + 1 + make_interval(mins => ${w.turnMinutes}::int))::timestamp at time zone ${w.timeZone})`;

/** Orders placed within the window (an index range on placed_at: the bounds are constants). */
const placedWithin = (w: ReportWindow, alias = sql.raw('o')) =>
  sql`${alias}.placed_at >= ${startOf(w.from, w)} and ${alias}.placed_at < ${endOf(w.to, w)}`;

/** A sale, by the domain's one list (SALE_STATUSES), as an IN-list of parameters. */
const isSale = (alias = sql.raw('o')) =>
  sql`${alias}.status in (${sql.join(
    SALE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** The local time of an order. */
const localTime = (w: ReportWindow) => sql`(o.placed_at at time zone ${w.timeZone})`;
/** The business day of an order: its local time less the virada do dia, as a date. */
const businessDate = (w: ReportWindow) =>
  sql`(${localTime(w)} - make_interval(mins => ${w.turnMinutes}::int))::date`;

export async function summarise(db: Executor, w: ReportWindow) {
  const [row] = await rowsOf<{
    orders: number;
    revenue_cents: number | string;
    delivery_fees_cents: number | string;
    discount_cents: number | string;
    rejected_orders: number;
  }>(
    db,
    sql`select
          (count(*) filter (where ${isSale()}))::int as orders,
          coalesce(sum(o.total_cents) filter (where ${isSale()}), 0)::float8 as revenue_cents,
          coalesce(sum(o.delivery_fee_cents) filter (where ${isSale()}), 0)::float8
            as delivery_fees_cents,
          coalesce(sum(o.discount_cents) filter (where ${isSale()}), 0)::float8 as discount_cents,
          (count(*) filter (where o.status = 'rejeitado'))::int as rejected_orders
        from orders o
        where ${placedWithin(w)}`,
  );
  return {
    orders: Number(row?.orders ?? 0),
    revenueCents: Number(row?.revenue_cents ?? 0),
    deliveryFeesCents: Number(row?.delivery_fees_cents ?? 0),
    discountCents: Number(row?.discount_cents ?? 0),
    rejectedOrders: Number(row?.rejected_orders ?? 0),
  };
}

/** Sales and revenue on every day of the window, days without orders as zeros. */
export async function salesByDay(db: Executor, w: ReportWindow): Promise<Report['byDay']> {
  const rows = await rowsOf<{ date: string; orders: number; revenue_cents: number | string }>(
    db,
    sql`with sales as (
          select ${businessDate(w)} as day, count(*)::int as orders,
                 sum(o.total_cents)::float8 as revenue_cents
          from orders o
          where ${placedWithin(w)} and ${isSale()}
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
               coalesce(s.orders, 0)::int as orders,
               coalesce(s.revenue_cents, 0)::float8 as revenue_cents
        from (select generate_series(${w.from}::date, ${w.to}::date, interval '1 day')::date as day) d
        left join sales s on s.day = d.day
        order by d.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue_cents),
  }));
}

/** Sales by payment method, with what was marked paid and what is still to receive. */
export async function salesByPaymentMethod(
  db: Executor,
  w: ReportWindow,
): Promise<Report['byPaymentMethod']> {
  const paid: PaymentStatus = 'pago';
  const rows = await rowsOf<{
    payment_method: string;
    orders: number;
    revenue_cents: number | string;
    paid_cents: number | string;
  }>(
    db,
    sql`select o.payment_method, count(*)::int as orders,
               sum(o.total_cents)::float8 as revenue_cents,
               coalesce(sum(o.total_cents) filter (where o.payment_status = ${paid}), 0)::float8
                 as paid_cents
        from orders o
        where ${placedWithin(w)} and ${isSale()}
        group by o.payment_method
        order by revenue_cents desc, o.payment_method`,
  );
  return rows.map((row) => ({
    paymentMethod: row.payment_method,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue_cents),
    paidCents: Number(row.paid_cents),
    toReceiveCents: Number(row.revenue_cents) - Number(row.paid_cents),
  }));
}

/**
 * Sales by the channel the order came through (decision 059): the offline queue's orders are the
 * site's (decision 055), so one group by the column says it all; channels without sales are filled
 * in by the domain (`salesByChannel`).
 */
export async function sumSalesPerChannel(db: Executor, w: ReportWindow): Promise<ChannelGroup[]> {
  const rows = await rowsOf<{
    channel: OrderChannel;
    orders: number;
    revenue_cents: number | string;
  }>(
    db,
    sql`select o.channel, count(*)::int as orders, sum(o.total_cents)::float8 as revenue_cents
        from orders o
        where ${placedWithin(w)} and ${isSale()}
        group by o.channel`,
  );
  return rows.map((row) => ({
    channel: row.channel,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue_cents),
  }));
}

/** Sales delivered and picked up. */
export async function salesByFulfilment(
  db: Executor,
  w: ReportWindow,
): Promise<Report['byFulfilment']> {
  const rows = await rowsOf<{
    fulfilment: Fulfilment;
    orders: number;
    revenue_cents: number | string;
    delivery_fees_cents: number | string;
  }>(
    db,
    sql`select o.fulfilment, count(*)::int as orders,
               sum(o.total_cents)::float8 as revenue_cents,
               coalesce(sum(o.delivery_fee_cents), 0)::float8 as delivery_fees_cents
        from orders o
        where ${placedWithin(w)} and ${isSale()}
        group by o.fulfilment
        order by o.fulfilment`,
  );
  return rows.map((row) => ({
    fulfilment: row.fulfilment,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue_cents),
    deliveryFeesCents: Number(row.delivery_fees_cents),
  }));
}

/** The products sold most, by units, under the name they were sold with. */
export async function topProducts(
  db: Executor,
  w: ReportWindow,
  limit = TOP_LIMIT,
): Promise<Report['topProducts']> {
  const rows = await rowsOf<{ name: string; quantity: number; revenue_cents: number | string }>(
    db,
    sql`select i.product_name as name, sum(i.quantity)::int as quantity,
               sum(i.line_total_cents)::float8 as revenue_cents
        from orders o
        join order_items i on i.order_id = o.id
        where ${placedWithin(w)} and ${isSale()}
        group by i.product_name
        order by quantity desc, revenue_cents desc, name
        limit ${limit}`,
  );
  return rows.map((row) => ({
    name: row.name,
    quantity: Number(row.quantity),
    revenueCents: Number(row.revenue_cents),
  }));
}

/** An item sold by size: every category but the drinks (decision 046), by the item's snapshot. */
const isSized = sql`i.category_slug <> ${DRINKS_CATEGORY}`;

/**
 * The size an item was ordered in, by the name it had then (decision 053); an item stored before
 * names were kept reads the size's name now, or its id when the size is gone.
 */
const orderedSizeName = sql`coalesce(nullif(i.size_name, ''), s.name, i.size)`;

/** Where the size stands on the shop's menu now; sizes no longer there come last. */
const sizeRank = sql`coalesce(s.sort_order, 2147483647)`;

/**
 * Pizzas and their revenue (the items' value) by the size they were ordered in, in the shop's
 * size order; a renamed size shows under each name it was sold with (decision 053).
 */
export async function salesBySize(db: Executor, w: ReportWindow): Promise<Report['bySize']> {
  const rows = await rowsOf<{ size_name: string; pizzas: number; revenue_cents: number | string }>(
    db,
    sql`select ${orderedSizeName} as size_name, sum(i.quantity)::int as pizzas,
               sum(i.line_total_cents)::float8 as revenue_cents
        from orders o
        join order_items i on i.order_id = o.id
        left join sizes s on s.id = i.size
        where ${placedWithin(w)} and ${isSale()} and ${isSized}
        group by 1
        order by min(${sizeRank}), size_name`,
  );
  return rows.map((row) => ({
    sizeName: row.size_name,
    pizzas: Number(row.pizzas),
    revenueCents: Number(row.revenue_cents),
  }));
}

/** The items sold without a size (the drinks): units and revenue. */
export async function unsizedSales(db: Executor, w: ReportWindow): Promise<Report['unsized']> {
  const [row] = await rowsOf<{ items: number; revenue_cents: number | string }>(
    db,
    sql`select coalesce(sum(i.quantity), 0)::int as items,
               coalesce(sum(i.line_total_cents), 0)::float8 as revenue_cents
        from orders o
        join order_items i on i.order_id = o.id
        where ${placedWithin(w)} and ${isSale()} and not ${isSized}`,
  );
  return { items: Number(row?.items ?? 0), revenueCents: Number(row?.revenue_cents ?? 0) };
}

/**
 * The products sold most in each size ordered (the drinks under none), at most `limit` per size:
 * sizes in the shop's order, products by units within each.
 */
export async function topProductsBySize(
  db: Executor,
  w: ReportWindow,
  limit = TOP_LIMIT,
): Promise<Report['topProductsBySize']> {
  const rows = await rowsOf<{
    name: string;
    size_name: string | null;
    quantity: number;
    revenue_cents: number | string;
  }>(
    db,
    sql`with lines as (
          select i.product_name as name,
                 case when ${isSized} then ${orderedSizeName} end as size_name,
                 min(case when ${isSized} then ${sizeRank} else 2147483647 end) as size_rank,
                 sum(i.quantity)::int as quantity,
                 sum(i.line_total_cents)::float8 as revenue_cents
          from orders o
          join order_items i on i.order_id = o.id
          left join sizes s on s.id = i.size
          where ${placedWithin(w)} and ${isSale()}
          group by 1, 2
        ),
        ranked as (
          select l.*,
                 min(size_rank) over (partition by size_name) as rank_of_size,
                 row_number() over (
                   partition by size_name order by quantity desc, revenue_cents desc, name
                 ) as place
          from lines l
        )
        select name, size_name, quantity, revenue_cents
        from ranked
        where place <= ${limit}
        order by size_name is null, rank_of_size, size_name, place`,
  );
  return rows.map((row) => ({
    name: row.name,
    sizeName: row.size_name,
    quantity: Number(row.quantity),
    revenueCents: Number(row.revenue_cents),
  }));
}

/**
 * The flavours chosen most: each pizza counts its main flavour and every extra flavour, times its
 * quantity (a half-and-half Calabresa / Quatro Queijos counts one for each). A pizza is an item of
 * a category that is savoury or sweet (crusts and drinks have neither).
 */
export async function topFlavours(
  db: Executor,
  w: ReportWindow,
  limit = TOP_LIMIT,
): Promise<Report['topFlavours']> {
  const rows = await rowsOf<{ name: string; pizzas: number }>(
    db,
    sql`with pizzas as (
          select i.product_name, i.quantity, i.extra_flavours
          from orders o
          join order_items i on i.order_id = o.id
          join categories c on c.slug = i.category_slug
          where ${placedWithin(w)} and ${isSale()} and c.is_salgado is not null
        ),
        flavours as (
          select product_name as name, quantity from pizzas
          union all
          select f.value ->> 'name' as name, p.quantity
          from pizzas p cross join lateral jsonb_array_elements(p.extra_flavours) f
        )
        select name, sum(quantity)::int as pizzas
        from flavours
        group by name
        order by pizzas desc, name
        limit ${limit}`,
  );
  return rows.map((row) => ({ name: row.name, pizzas: Number(row.pizzas) }));
}

/** Sales by local weekday (ISO: 1 Monday … 7 Sunday) and hour; empty cells are left out. */
export async function salesByWeekdayHour(
  db: Executor,
  w: ReportWindow,
): Promise<Report['byWeekdayHour']> {
  const rows = await rowsOf<{ weekday: number; hour: number; orders: number }>(
    db,
    sql`select extract(isodow from ${localTime(w)})::int as weekday,
               extract(hour from ${localTime(w)})::int as hour,
               count(*)::int as orders
        from orders o
        where ${placedWithin(w)} and ${isSale()}
        group by 1, 2
        order by 1, 2`,
  );
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    orders: Number(row.orders),
  }));
}

/**
 * The phones that bought in the window: new when that phone had bought nothing before the window
 * started, returning otherwise (rejected orders are no purchase, before or within).
 */
export async function countNewAndReturningCustomers(
  db: Executor,
  w: ReportWindow,
): Promise<Report['customers']> {
  const [row] = await rowsOf<{ new: number; returning: number }>(
    db,
    sql`with buyers as (
          select distinct o.customer_phone from orders o
          where ${placedWithin(w)} and ${isSale()}
        ),
        marked as (
          select exists (
            select 1 from orders e
            where e.customer_phone = b.customer_phone
              and e.placed_at < ${startOf(w.from, w)}
              and ${isSale(sql.raw('e'))}
          ) as has_bought_before
          from buyers b
        )
        select (count(*) filter (where not has_bought_before))::int as new,
               (count(*) filter (where has_bought_before))::int as returning
        from marked`,
  );
  return { new: Number(row?.new ?? 0), returning: Number(row?.returning ?? 0) };
}

/**
 * The discounts given on the period's sales, one row per coupon code and per automatic offer
 * (their names as stored with each order): coupons first, then the largest amounts.
 */
export async function discountsGiven(db: Executor, w: ReportWindow): Promise<Report['discounts']> {
  const rows = await rowsOf<{
    source: 'coupon' | 'offer';
    name: string;
    orders: number;
    amount_cents: number | string;
  }>(
    db,
    sql`select l.value ->> 'source' as source, l.value ->> 'name' as name,
               count(distinct o.id)::int as orders,
               sum((l.value ->> 'amountCents')::int)::float8 as amount_cents
        from orders o
        cross join lateral jsonb_array_elements(o.discount_lines) l
        where ${placedWithin(w)} and ${isSale()} and o.discount_cents > 0
          and (l.value ->> 'amountCents')::int > 0
        group by 1, 2
        order by (l.value ->> 'source') = 'coupon' desc, amount_cents desc, name`,
  );
  return rows.map((row) => ({
    source: row.source,
    name: row.name,
    orders: Number(row.orders),
    amountCents: Number(row.amount_cents),
  }));
}

/** Rejected orders by the reason staff gave (null: none given), most frequent first. */
export async function countRejections(
  db: Executor,
  w: ReportWindow,
): Promise<Report['rejections']> {
  const rows = await rowsOf<{ reason: string | null; orders: number }>(
    db,
    sql`select nullif(btrim(o.rejection_reason), '') as reason, count(*)::int as orders
        from orders o
        where ${placedWithin(w)} and o.status = 'rejeitado'
        group by 1
        order by orders desc, reason nulls last`,
  );
  return rows.map((row) => ({ reason: row.reason, orders: Number(row.orders) }));
}

/** One order as the CSV export lists it: dates in the shop's time zone, items in one line. */
export interface OrderExportRow {
  id: number;
  date: string;
  time: string;
  status: string;
  customerName: string;
  customerPhone: string;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  channel: OrderChannel;
  fulfilment: Fulfilment;
  deliveryZone: string | null;
  items: string;
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  deliveryFeeCents: number | null;
  totalCents: number;
  rejectionReason: string | null;
}

/**
 * Orders placed in the window, every status, by number: a page of `limit` after `afterId`, so a
 * year of orders streams out without being held in memory at once.
 */
export async function listOrdersForExport(
  db: Executor,
  w: ReportWindow,
  afterId: number,
  limit: number,
): Promise<OrderExportRow[]> {
  const rows = await rowsOf<{
    id: number;
    date: string;
    time: string;
    status: string;
    customer_name: string;
    customer_phone: string;
    payment_method: string;
    payment_status: PaymentStatus;
    channel: OrderChannel;
    fulfilment: Fulfilment;
    delivery_zone: string | null;
    items: string | null;
    subtotal_cents: number;
    discount_cents: number;
    coupon_code: string | null;
    delivery_fee_cents: number | null;
    total_cents: number;
    rejection_reason: string | null;
  }>(
    db,
    sql`select o.id, to_char(${businessDate(w)}, 'DD/MM/YYYY') as date,
               to_char(${localTime(w)}, 'HH24:MI') as time,
               o.status, o.customer_name, o.customer_phone, o.payment_method, o.payment_status,
               o.channel, o.fulfilment, o.delivery_zone, o.subtotal_cents, o.discount_cents, o.coupon_code,
               o.delivery_fee_cents,
               o.total_cents, o.rejection_reason,
               (select string_agg(
                         i.quantity || 'x ' || i.product_name ||
                         -- every size named, as ordered (decision 053); a drink has none
                         case when ${isSized} and i.size_name <> '' then ' (' || lower(i.size_name) || ')' else '' end ||
                         -- a variant as sold (decision 052): '1x Refrigerante (Lata 350 ml)'
                         coalesce(' (' || i.variant_name || ')', '') ||
                         coalesce((select ' + ' || string_agg(f.value ->> 'name', ' + ')
                                   from jsonb_array_elements(i.extra_flavours) f), '') ||
                         -- 'com Borda Tradicional (Catupiry)', as the ticket names the crust
                         coalesce(' com ' || i.crust_name ||
                                  coalesce(' (' || i.filling_name || ')', ''), ''),
                         ', ' order by i.sort_order, i.id)
                from order_items i where i.order_id = o.id) as items
        from orders o
        where ${placedWithin(w)} and o.id > ${afterId}
        order by o.id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    date: row.date,
    time: row.time,
    status: row.status,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    channel: row.channel,
    fulfilment: row.fulfilment,
    deliveryZone: row.delivery_zone,
    items: row.items ?? '',
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    couponCode: row.coupon_code,
    deliveryFeeCents: row.delivery_fee_cents === null ? null : Number(row.delivery_fee_cents),
    totalCents: Number(row.total_cents),
    rejectionReason: row.rejection_reason,
  }));
}

/**
 * The delivered trips of the period's orders, with the moments the delivery times are measured
 * between (docs/decisions/070): accepted is the order's first move to 'aprovado' (its placement
 * when it never moved there by hand: accepted on arrival), out and delivered are the trip's.
 */
export async function deliveredTrips(db: Executor, w: ReportWindow): Promise<DeliveredTrip[]> {
  const rows = await rowsOf<{
    zone: string | null;
    driver_id: number;
    driver_name: string;
    accepted_at: string | Date;
    out_at: string | Date;
    delivered_at: string | Date;
  }>(
    db,
    sql`select o.delivery_zone as zone, d.driver_id, dr.name as driver_name,
               coalesce(
                 (select min(e.at) from order_events e
                   where e.order_id = o.id and e.kind = 'status' and e.to_value = 'aprovado'),
                 o.placed_at
               ) as accepted_at,
               d.assigned_at as out_at, d.ended_at as delivered_at
        from deliveries d
        join orders o on o.id = d.order_id
        join drivers dr on dr.id = d.driver_id
        where d.status = 'entregue' and ${placedWithin(w)}`,
  );
  return rows.map((row) => ({
    zone: row.zone,
    driverId: Number(row.driver_id),
    driverName: row.driver_name,
    acceptedAt: new Date(row.accepted_at),
    outAt: new Date(row.out_at),
    deliveredAt: new Date(row.delivered_at),
  }));
}
