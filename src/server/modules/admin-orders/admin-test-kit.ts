import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { CustomerInput } from '../../../domain/customer';
import type { Fulfilment } from '../../../domain/delivery';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder, PlaceOrderInput } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-status';
import type { TestApp } from '../../test/test-app';
import { extraNamed, MARIA, newKey, postOrder, productNamed } from '../orders/order-test-kit';

/** Helpers shared by the admin API tests: orders placed as customers do, statuses set by hand. */

/** A half-and-half broto with extras, a stuffed crust and notes, and a drink: every detail. */
export function fullOrder(menu: Menu, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    customer: MARIA,
    items: [
      {
        productId: productNamed(menu, 'Calabresa').id,
        size: 'broto',
        quantity: 2,
        extraIds: [extraNamed(menu, 'Cheddar').id, extraNamed(menu, 'Bacon').id],
        extraFlavourIds: [productNamed(menu, 'Quatro Queijos').id],
        crustId: 'volcanic',
        fillingId: 'catupiry',
        notes: 'Sem cebola',
      },
      { productId: productNamed(menu, 'Coca-Cola 2L').id, size: 'normal', quantity: 1 },
    ],
    paymentMethod: 'Dinheiro',
    changeForCents: 20_000,
    ...overrides,
  };
}

/** One Calabresa, paid by Pix. */
export function smallOrder(menu: Menu, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    customer: MARIA,
    items: [{ productId: productNamed(menu, 'Calabresa').id, size: 'normal', quantity: 1 }],
    paymentMethod: 'Pix',
    ...overrides,
  };
}

export async function placeOrder(t: TestApp, body: PlaceOrderInput): Promise<PlacedOrder> {
  const res = await postOrder(t, body, newKey());
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlacedOrder>();
}

/** The shop's own moves are tested elsewhere: here an order is put in a status directly. */
export async function setStatus(
  t: TestApp,
  ids: number | readonly number[],
  status: OrderStatus,
): Promise<void> {
  const list = typeof ids === 'number' ? [ids] : [...ids];
  if (list.length === 0) return;
  await t.database.db
    .update(orders)
    .set({ status })
    .where(list.length === 1 ? eq(orders.id, list[0] ?? 0) : inArray(orders.id, list));
}

/**
 * Until the checkout offers pickup, zones and slots, an order is given them here: how it is
 * fulfilled, the zone, the fee (added to the total, as the server prices it) and the slot.
 */
export async function setFulfilment(
  t: TestApp,
  order: Pick<PlacedOrder['order'], 'id' | 'subtotalCents'>,
  fulfilment: {
    fulfilment: Fulfilment;
    deliveryZone?: string | null;
    deliveryFeeCents?: number | null;
    scheduledFor?: string | null;
  },
): Promise<void> {
  const fee = fulfilment.deliveryFeeCents ?? null;
  await t.database.db
    .update(orders)
    .set({
      fulfilment: fulfilment.fulfilment,
      deliveryZone: fulfilment.deliveryZone ?? null,
      deliveryFeeCents: fee,
      totalCents: order.subtotalCents + (fee ?? 0),
      scheduledFor: fulfilment.scheduledFor ? new Date(fulfilment.scheduledFor) : null,
    })
    .where(eq(orders.id, order.id));
}

export function customerWith(overrides: Partial<CustomerInput>): CustomerInput {
  return { ...MARIA, ...overrides };
}

/** Requests as a signed-in admin (state changes with the admin app's CSRF header). */
export function asAdmin(t: TestApp, cookie: string) {
  const change = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, [CSRF_HEADER]: '1' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload?: unknown) => change('POST', url, payload),
    put: (url: string, payload: unknown) => change('PUT', url, payload),
    patch: (url: string, payload: unknown) => change('PATCH', url, payload),
    delete: (url: string) => change('DELETE', url),
  };
}
