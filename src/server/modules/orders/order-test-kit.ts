import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers, orderItemExtras, orderItems, orders } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import type { CustomerInput } from '../../../domain/customer';
import type { Menu, MenuProduct } from '../../../domain/menu';
import type { PlaceOrderInput } from '../../../domain/order';
import type { TestApp } from '../../test/test-app';
import { issueOfflinePass } from './offline-pass';

/** Helpers shared by the order API tests: the seed menu by name, requests, row counts. */

/** Friday 20 November 2026, 20:00 in São Paulo: within the default hours (14:00 às 22:00). */
export const FRIDAY_EVENING = '2026-11-20T20:00:00-03:00';
/** The same Friday at 10:00: before the shop opens. */
export const FRIDAY_MORNING = '2026-11-20T10:00:00-03:00';

export const MARIA: CustomerInput = {
  name: 'Maria Silva',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

/** A fresh client-made key, as checkout makes one per order. */
export function newKey(): string {
  return randomBytes(18).toString('base64url');
}

export async function readMenu(t: TestApp): Promise<Menu> {
  const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
  expect(res.statusCode).toBe(200);
  return res.json<Menu>();
}

export function productNamed(menu: Menu, name: string): MenuProduct {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`the seed menu has no product ${name}`);
  return product;
}

export function extraNamed(menu: Menu, name: string) {
  const extra = menu.extras.find((e) => e.name === name);
  if (!extra) throw new Error(`the seed menu has no extra ${name}`);
  return extra;
}

export function crustWithId(menu: Menu, id: string) {
  const crust = menu.crusts.find((c) => c.id === id);
  if (!crust) throw new Error(`the seed menu has no crust ${id}`);
  return crust;
}

/**
 * `POST /api/orders`. An order from the offline queue that names no `offlinePass` gets one issued
 * at its `placedAt`, as the page that made it held (docs/decisions/038): tests about something
 * else need not fetch one. A test about the pass itself sends `offlinePass` (even undefined).
 */
export async function postOrder(t: TestApp, body: unknown, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: (await withOfflinePass(t, body)) as PlaceOrderInput,
  });
}

async function withOfflinePass(t: TestApp, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || 'offlinePass' in body) return body;
  const { origin, placedAt } = body as { origin?: unknown; placedAt?: unknown };
  if (origin !== 'offline' || typeof placedAt !== 'string') return body;
  const at = new Date(placedAt);
  if (Number.isNaN(at.getTime())) return body;
  return { ...body, offlinePass: await offlinePassAt(t, at) };
}

/** A pass as the server would have issued it at `at`. */
export async function offlinePassAt(t: TestApp, at: Date): Promise<string> {
  return (await issueOfflinePass(t.database.db, at)).token;
}

export interface RowCounts {
  orders: number;
  orderItems: number;
  orderItemExtras: number;
  customers: number;
}

export async function countRows(t: TestApp): Promise<RowCounts> {
  const { db } = t.database;
  const n = async (
    table: typeof orders | typeof orderItems | typeof orderItemExtras | typeof customers,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    orders: await n(orders),
    orderItems: await n(orderItems),
    orderItemExtras: await n(orderItemExtras),
    customers: await n(customers),
  };
}

/** The id of an order's customer: the public answer never carries it. */
export async function customerIdOf(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row.customerId;
}
