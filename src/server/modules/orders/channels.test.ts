import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings, orders } from '../../../db/schema';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import { PlaceOrderSchema, type PlaceOrderInput } from '../../../domain/order';
import type { BusEvent } from '../../events/event-bus';
import { AppError } from '../../errors';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  countRows,
  FRIDAY_EVENING,
  MARIA,
  newKey,
  postOrder,
  productNamed,
  readMenu,
} from './order-test-kit';
import { placeOrder, type OrderPlacement } from './place-order';

/**
 * Orders carry the channel they came in by, and a table's order its table (decision 055): the
 * storefront can only deliver or hand over; a counter or a table order has no address and no fee.
 */
describe(`order channels on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  const told: BusEvent[] = [];
  const events = {
    publish: async (event: BusEvent) => {
      told.push(event);
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(FRIDAY_EVENING) });
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const calabresa = () => ({
    productId: productNamed(menu, 'Calabresa').id,
    size: 'normal',
    quantity: 1,
  });
  const body = (changes: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    customer: MARIA,
    items: [calabresa()],
    paymentMethod: 'Dinheiro',
    ...changes,
  });
  const place = (request: PlaceOrderInput, placement: OrderPlacement) =>
    placeOrder(t.database.db, events, {
      idempotencyKey: newKey(),
      request: PlaceOrderSchema.parse(request),
      now: new Date(FRIDAY_EVENING),
      placement,
    });

  it('stores a storefront order as the site channel', async () => {
    const res = await postOrder(t, body({ fulfilment: 'retirada' }));
    expect(res.statusCode).toBe(201);
    const { order } = res.json<{ order: { channel: string; tableLabel: string | null } }>();
    expect(order).toMatchObject({ channel: 'site', tableLabel: null });
  });

  it.each(['balcao', 'mesa'] as const)(
    'refuses a storefront order eaten at the shop (%s) with 422 FULFILMENT_NOT_ALLOWED',
    async (fulfilment) => {
      const before = await countRows(t);
      const res = await postOrder(t, body({ fulfilment }));
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: { code: string; message: string } }>().error).toEqual({
        code: 'FULFILMENT_NOT_ALLOWED',
        message: 'Esta forma de entrega não está disponível para este pedido.',
      });
      expect(await countRows(t)).toEqual(before);
    },
  );

  it("stores a table's order with its table, no address and no delivery fee", async () => {
    const { placed, isReplay } = await place(body({ fulfilment: 'mesa', totalCents: 1 }), {
      channel: 'mesa',
      tableLabel: ' 5 ',
    });
    expect(isReplay).toBe(false);
    // the seed's Calabresa Grande: R$ 49,00, and nothing added for the table
    const price = 4900;
    expect(placed.order).toMatchObject({
      channel: 'mesa',
      fulfilment: 'mesa',
      tableLabel: '5',
      deliveryFeeCents: 0,
      deliveryZone: null,
      subtotalCents: price,
      totalCents: price,
    });
    const [row] = await t.database.db
      .select({ address: orders.deliveryAddressParts })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    // what the form still held is not kept, as for a pickup
    expect(row?.address).toMatchObject({ street: '', number: '', district: '' });
    expect(told).toContainEqual({
      type: 'order.created',
      orderId: placed.order.id,
      origin: 'online',
    });
  });

  it('takes an order eaten at the counter even while the shop does no pickup', async () => {
    const setPickup = (pickupEnabled: boolean) =>
      t.database.db
        .update(establishmentSettings)
        .set({ delivery: { ...DEFAULT_ESTABLISHMENT.delivery, pickupEnabled } })
        .where(eq(establishmentSettings.id, 1));
    await setPickup(false);
    try {
      const { placed } = await place(body({ fulfilment: 'balcao' }), {
        channel: 'balcao',
        tableLabel: null,
      });
      expect(placed.order).toMatchObject({
        channel: 'balcao',
        fulfilment: 'balcao',
        tableLabel: null,
        deliveryFeeCents: 0,
      });
    } finally {
      await setPickup(true);
    }
  });

  it.each<[string, Partial<PlaceOrderInput>, OrderPlacement, string]>([
    [
      'a table order without its table',
      { fulfilment: 'mesa' },
      { channel: 'mesa', tableLabel: '  ' },
      'TABLE_REQUIRED',
    ],
    [
      'a phone order eaten at a table',
      { fulfilment: 'mesa' },
      { channel: 'telefone', tableLabel: '5' },
      'FULFILMENT_NOT_ALLOWED',
    ],
    [
      'a table order for delivery',
      { fulfilment: 'entrega' },
      { channel: 'mesa', tableLabel: '5' },
      'FULFILMENT_NOT_ALLOWED',
    ],
  ])('refuses %s, writing nothing', async (_name, changes, placement, code) => {
    const before = await countRows(t);
    await expect(place(body(changes), placement)).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === code,
    );
    expect(await countRows(t)).toEqual(before);
  });

  it("refuses, in the database, a table's order without its table and any other with one", async () => {
    const { placed } = await place(body({ fulfilment: 'balcao' }), {
      channel: 'balcao',
      tableLabel: null,
    });
    const id = placed.order.id;
    await expect(
      t.database.db.update(orders).set({ fulfilment: 'mesa' }).where(eq(orders.id, id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(orders).set({ tableLabel: '7' }).where(eq(orders.id, id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update orders set channel = 'rappi' where id = ${id}`),
    ).rejects.toThrow();
  });
});
