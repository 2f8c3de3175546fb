import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItemExtras, orderItems, orders } from '../../db/schema';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test/test-database';
import type { Menu } from '../../domain/menu';
import type { PlacedOrder, PlaceOrderInput } from '../../domain/order';
import { testDbKind } from '../test/test-app';
import { ServerProcess } from '../test/server-process';

/**
 * "No order lost, none doubled": clients that retry with their idempotency keys keep ordering while
 * the built server, as a child process, is killed with SIGKILL (no shutdown hook runs) again and
 * again and started again. Afterwards every acknowledged order is in the database once, and so is
 * every order once the retries are over: with its items and their extras, never half-written. A
 * server answering 5xx fails the test (the clients would hide it by retrying). And a kill in the
 * middle of one order's write — between its row and its items — leaves no trace of it.
 */

const CLIENTS = 10;
const ORDERS_PER_CLIENT = 8;
const TOTAL_ORDERS = CLIENTS * ORDERS_PER_CLIENT;
/**
 * The server is killed each time this share of the orders has been acknowledged, and started
 * again at once (and killed once more at the end, before the database is read).
 */
const KILL_AT_ACKNOWLEDGED = [0.25, 0.5, 0.75];
/** How long the clients keep trying, whatever happens. */
const CLIENT_DEADLINE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 5_000;

interface PlannedOrder {
  key: string;
  client: number;
  phone: string;
  body: PlaceOrderInput;
  items: number;
  extras: number;
}

type Outcome =
  | { kind: 'acknowledged'; status: number; orderId: number; attempts: number }
  | { kind: 'refused'; status: number; body: string }
  | { kind: 'gave-up'; attempts: number; lastError: string };

function planOrders(menu: Menu): PlannedOrder[] {
  const product = (name: string) => {
    const found = menu.products.find((p) => p.name === name);
    if (!found) throw new Error(`the seed menu has no product ${name}`);
    return found.id;
  };
  const extra = (name: string) => {
    const found = menu.extras.find((e) => e.name === name);
    if (!found) throw new Error(`the seed menu has no extra ${name}`);
    return found.id;
  };
  type Line = PlaceOrderInput['items'][number];
  const lines: Line[] = [
    {
      productId: product('Calabresa'),
      size: 'broto',
      quantity: 2,
      extraIds: [extra('Cheddar'), extra('Bacon')],
      extraFlavourIds: [product('Quatro Queijos')],
      crustId: 'volcanic',
      fillingId: 'catupiry',
      notes: 'Sem cebola',
    },
    { productId: product('Coca-Cola 2L'), size: 'normal', quantity: 1 },
    { productId: product('Mussarela'), size: 'normal', quantity: 1, extraIds: [extra('Bacon')] },
  ];
  const planned: PlannedOrder[] = [];
  for (let client = 0; client < CLIENTS; client++) {
    for (let n = 0; n < ORDERS_PER_CLIENT; n++) {
      // 1 to 3 lines, so that a half-written order shows in its item count
      const items = lines.slice(0, 1 + ((client + n) % lines.length));
      const phone = `119${String(client * 100 + n).padStart(8, '0')}`;
      planned.push({
        key: randomBytes(18).toString('base64url'),
        client,
        phone,
        items: items.length,
        extras: items.reduce((sum, line) => sum + (line.extraIds?.length ?? 0), 0),
        body: {
          customer: {
            name: `Cliente ${client}`,
            phone,
            cep: '01310-100',
            street: 'Avenida Paulista',
            number: String(1000 + n),
            complement: `pedido ${n}`,
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
          items: items.map((line) => ({ ...line, notes: `cliente ${client} pedido ${n}` })),
          paymentMethod: 'Pix',
        },
      });
    }
  }
  return planned;
}

describe(`no order lost, none doubled, when the server is killed (${testDbKind})`, () => {
  let database: ServerTestDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // open all day, so the orders never depend on the hour of the run
    database = await createServerTestDatabase({ openAllDay: true });
  });

  afterAll(async () => {
    await server?.kill();
    await database?.dispose();
  });

  it('keeps every acknowledged order, once, and every order once the retries are over', async () => {
    const proc = new ServerProcess(database.env);
    server = proc;
    await proc.start();
    const menuRes = await fetch(`${proc.baseUrl}/api/menu`);
    expect(menuRes.status).toBe(200);
    const planned = planOrders((await menuRes.json()) as Menu);

    let kills = 0;
    let acknowledged = 0;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const ackedBeforeKill = new Set<string>();
    /** Every 5xx answer: a server that fails is a bug, even when a retry hides it. */
    const serverErrors: string[] = [];
    /** Told each time an order is acknowledged, or when the clients are done. */
    const ackWaiters = new Set<() => void>();
    const tellAckWaiters = () => {
      for (const waiter of [...ackWaiters]) waiter();
    };
    // the clients give up at this time; a failing test ends them at once
    let deadline = Date.now() + CLIENT_DEADLINE_MS;

    async function send(order: PlannedOrder): Promise<Outcome> {
      let lastError = '';
      let attempt = 0;
      while (Date.now() < deadline) {
        attempt += 1;
        inFlight += 1;
        try {
          const res = await fetch(`${proc.baseUrl}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': order.key },
            body: JSON.stringify(order.body),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const text = await res.text();
          if (res.status === 200 || res.status === 201) {
            acknowledged += 1;
            tellAckWaiters();
            // only answers read before the first kill count as acknowledged before it
            if (kills === 0) ackedBeforeKill.add(order.key);
            const { order: placed } = JSON.parse(text) as PlacedOrder;
            return {
              kind: 'acknowledged',
              status: res.status,
              orderId: placed.id,
              attempts: attempt,
            };
          }
          if (res.status < 500) return { kind: 'refused', status: res.status, body: text };
          lastError = `${res.status} ${text.slice(0, 200)}`;
          serverErrors.push(lastError);
        } catch (error) {
          // refused, reset or cut mid-answer: the server is down or was killed
          lastError = error instanceof Error ? `${error.message} ${String(error.cause)}` : '';
        } finally {
          inFlight -= 1;
        }
        await sleep(Math.min(20 * 2 ** attempt, 300) + Math.random() * 30);
      }
      return { kind: 'gave-up', attempts: attempt, lastError };
    }

    // Each client sends its orders one after another; the clients run side by side. Every
    // fourth order is sent twice at once (a double tap, two tabs): both answers are that order.
    const clientRuns = Array.from({ length: CLIENTS }, async (_, client) => {
      const outcomes: [string, Outcome][] = [];
      for (const [n, order] of planned.filter((p) => p.client === client).entries()) {
        const copies = n % 4 === 0 ? 2 : 1;
        const answers = await Promise.all(Array.from({ length: copies }, () => send(order)));
        for (const answer of answers) outcomes.push([order.key, answer]);
      }
      return outcomes;
    });
    const allDone = Promise.all(clientRuns);

    // the chaos: SIGKILL while orders are in flight, then the same server again on the same port
    let clientsFinished = false;
    void allDone.finally(() => {
      clientsFinished = true;
      tellAckWaiters();
    });
    const acknowledgedReach = (count: number) =>
      new Promise<void>((reached) => {
        const check = () => {
          if (clientsFinished || acknowledged >= count) {
            ackWaiters.delete(check);
            reached();
          }
        };
        ackWaiters.add(check);
        check();
      });
    try {
      for (const share of KILL_AT_ACKNOWLEDGED) {
        await acknowledgedReach(Math.ceil(share * TOTAL_ORDERS));
        if (clientsFinished) break;
        inFlightAtKill = Math.max(inFlightAtKill, inFlight);
        kills += 1;
        await proc.kill();
        await proc.start();
      }
    } catch (error) {
      deadline = 0;
      throw error;
    }
    const outcomes = (await allDone).flat();

    const failures = outcomes.filter(([, o]) => o.kind !== 'acknowledged');
    expect(failures, `orders never acknowledged; server output:\n${proc.tail()}`).toEqual([]);
    expect(serverErrors, `5xx answers; server output:\n${proc.tail()}`).toEqual([]);
    // however often it was sent, an order's answers all name the same order
    const answeredIds = new Map<string, Set<number>>();
    for (const [key, o] of outcomes) {
      if (o.kind !== 'acknowledged') continue;
      answeredIds.set(key, (answeredIds.get(key) ?? new Set()).add(o.orderId));
    }
    expect([...answeredIds.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(answeredIds.size).toBe(TOTAL_ORDERS);
    expect(kills).toBe(KILL_AT_ACKNOWLEDGED.length);
    expect(inFlightAtKill, 'the kill cut requests in flight').toBeGreaterThan(0);
    expect(ackedBeforeKill.size).toBeGreaterThan(0);

    // stopped the hard way once more: what the database holds now is what survives a crash
    await proc.kill();
    const db = await database.open();
    try {
      const orderRows = await db.db
        .select({ id: orders.id, key: orders.idempotencyKey, phone: orders.customerPhone })
        .from(orders);
      const itemRows = await db.db
        .select({ id: orderItems.id, orderId: orderItems.orderId })
        .from(orderItems);
      const extraRows = await db.db
        .select({ itemId: orderItemExtras.orderItemId })
        .from(orderItemExtras);
      const customerRows = await db.db.select({ phone: customers.phone }).from(customers);

      const timesStored = new Map<string, number>();
      for (const row of orderRows) timesStored.set(row.key, (timesStored.get(row.key) ?? 0) + 1);
      const lostOrDoubled = (keys: Iterable<string>) =>
        [...keys]
          .map((key) => ({ key, stored: timesStored.get(key) ?? 0 }))
          .filter(({ stored }) => stored !== 1);

      // acknowledged before the kill: stored exactly once
      expect(lostOrDoubled(ackedBeforeKill)).toEqual([]);
      // every order, once the retries are over: stored exactly once, and nothing else
      expect(lostOrDoubled(planned.map((p) => p.key))).toEqual([]);
      expect(orderRows).toHaveLength(TOTAL_ORDERS);

      // never half-written: each order has all its items, each item all its extras
      const orderOfItem = new Map(itemRows.map((item) => [item.id, item.orderId]));
      const itemsOf = new Map<number, number>();
      for (const item of itemRows) itemsOf.set(item.orderId, (itemsOf.get(item.orderId) ?? 0) + 1);
      const extrasOf = new Map<number, number>();
      for (const extra of extraRows) {
        const orderId = orderOfItem.get(extra.itemId) ?? -1;
        extrasOf.set(orderId, (extrasOf.get(orderId) ?? 0) + 1);
      }
      const rowByKey = new Map(orderRows.map((row) => [row.key, row]));
      const incomplete = planned.flatMap((p) => {
        const row = rowByKey.get(p.key);
        const stored = {
          items: itemsOf.get(row?.id ?? -1) ?? 0,
          extras: extrasOf.get(row?.id ?? -1) ?? 0,
        };
        const answered = [...(answeredIds.get(p.key) ?? [])];
        const ok =
          row?.phone === p.phone &&
          answered.length === 1 &&
          answered[0] === row.id &&
          stored.items === p.items &&
          stored.extras === p.extras;
        return ok ? [] : [{ key: p.key, expected: { items: p.items, extras: p.extras }, stored }];
      });
      expect(incomplete).toEqual([]);
      expect(itemRows).toHaveLength(planned.reduce((sum, p) => sum + p.items, 0));
      expect(extraRows).toHaveLength(planned.reduce((sum, p) => sum + p.extras, 0));

      // one customer per phone, however many times its order was sent
      const phones = customerRows.map((c) => c.phone).filter((p) => p.startsWith('119'));
      expect(phones.sort()).toEqual(planned.map((p) => p.phone).sort());
    } finally {
      await db.close();
    }
  }, 120_000);

  it('leaves no trace of an order whose write was cut between its row and its items', async () => {
    const proc = new ServerProcess(database.env);
    server = proc;
    await proc.start({ FORNO_FAULT_INJECTION: 'pause-inside-order-write' });
    const menu = (await (await fetch(`${proc.baseUrl}/api/menu`)).json()) as Menu;
    const [order] = planOrders(menu).filter((p) => p.items === 3);
    if (!order) throw new Error('no planned order with three lines');
    const paused = proc.waitForOutput(/paused inside the write of an order/);
    const cut = fetch(`${proc.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': order.key },
      body: JSON.stringify(order.body),
    }).then(
      (res) => `answered ${res.status}`,
      () => 'cut',
    );
    await paused;
    await proc.kill();
    expect(await cut).toBe('cut');

    // what survived the kill: not the order's row without its items, nothing of it at all
    const db = await database.open();
    try {
      const rows = await db.db.select().from(orders).where(eq(orders.idempotencyKey, order.key));
      expect(rows).toEqual([]);
      // and no order anywhere without items: a half-written order
      const halfWritten = await db.db
        .select({ id: orders.id })
        .from(orders)
        .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(isNull(orderItems.id));
      expect(halfWritten).toEqual([]);
    } finally {
      await db.close();
    }

    // the client's retry, on a server without the fault, makes the order once, whole
    await proc.start({ FORNO_FAULT_INJECTION: undefined });
    const retry = await fetch(`${proc.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': order.key },
      body: JSON.stringify(order.body),
    });
    expect(retry.status).toBe(201);
    const placed = ((await retry.json()) as PlacedOrder).order;
    expect(placed.items).toHaveLength(order.items);
    await proc.kill();
  }, 120_000);
});
