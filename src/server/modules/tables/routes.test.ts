import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comandaOrders,
  comandas,
  diningTables,
  establishmentSettings,
  orders,
} from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { Comanda, Comandas } from '../../../domain/admin-comandas';
import { splitEvenly } from '../../../domain/comanda';
import { DEFAULT_DELIVERY_SETTINGS } from '../../../domain/delivery';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder } from '../../../domain/order';
import type { AdminTable, PublicTable } from '../../../domain/tables';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder as placeWebOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { MARIA, newKey, productNamed, readMenu } from '../orders/order-test-kit';
import { placeTableOrder } from './place-table-order';
import { findTableByToken, openComandaOf as openComandaOfTable } from './repository';

/** Friday 27/11/2026, 20:00 in São Paulo: the shop is open. */
const FRIDAY_EVENING = new Date('2026-11-27T20:00:00-03:00');

/**
 * Tables by QR code and their comandas (docs/decisions/057): the owner's tables, orders from a
 * table's phones and from the desk into one open comanda, lines moved between tables, and the bill
 * closed with split payments and the service charge.
 */
describe(`tables and comandas on ${testDbKind}`, () => {
  let t: TestApp;
  const now = FRIDAY_EVENING;
  let owner: ReturnType<typeof asAdmin>;
  let attendant: ReturnType<typeof asAdmin>;
  let attendantCookie: string;
  let menu: Menu;
  let calabresaCents: number;
  let cokeCents: number;
  const tables: Record<string, AdminTable> = {};
  let baseUrl: string;
  const readers: SseReader[] = [];
  /** Another desk's live stream, opened before the change it must hear of. */
  const otherDesk = async (): Promise<SseReader> => {
    const reader = await openSse(`${baseUrl}/api/admin/events`, { cookie: attendantCookie });
    readers.push(reader);
    return reader;
  };
  const comandaEvent = async (reader: SseReader): Promise<unknown> =>
    JSON.parse((await reader.next('comanda.changed')).data);

  const calabresa = (quantity = 1) => ({
    productId: productNamed(menu, 'Calabresa').id,
    size: 'normal',
    quantity,
  });
  const coke = (quantity = 1) => ({
    productId: productNamed(menu, 'Coca-Cola 2L').id,
    size: 'normal',
    quantity,
  });

  const orderAtTable = async (token: string, body: unknown, key: string | null = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tables/${token}/orders`,
      headers: key === null ? {} : { 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });

  const openComandas = async (): Promise<Comandas> => {
    const res = await attendant.get('/api/admin/comandas');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Comandas>();
  };
  const openComandaOf = async (label: string): Promise<Comanda> => {
    const found = (await openComandas()).open.find((c) => c.tableLabel === label);
    if (!found) throw new Error(`no open comanda for table ${label}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner'));
    attendantCookie = await loginAsAdmin(t.app, t.database, now, 'attendant');
    attendant = asAdmin(t, attendantCookie);
    menu = await readMenu(t);
    calabresaCents = productNamed(menu, 'Calabresa').sizePrices.normal ?? 0;
    cokeCents = productNamed(menu, 'Coca-Cola 2L').priceCents;
    // a shop that charges R$ 8,00 to deliver anywhere it knows: a table never pays it
    await t.database.db
      .update(establishmentSettings)
      .set({
        delivery: {
          ...DEFAULT_DELIVERY_SETTINGS,
          zones: [
            {
              id: 'bela-vista',
              name: 'Bela Vista',
              feeCents: 800,
              estimate: '40 min',
              minimumCents: null,
              cepRanges: [],
            },
          ],
        },
      })
      .where(eq(establishmentSettings.id, 1));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t.close();
  });

  it('the owner sets the tables, each with its own token; front of house only reads them', async () => {
    for (const label of ['5', '7', 'Varanda']) {
      const res = await owner.post('/api/admin/tables', { label, isActive: true });
      expect(res.statusCode, res.body).toBe(201);
      tables[label] = res.json<AdminTable>();
    }
    const tokens = new Set(Object.values(tables).map((table) => table.token));
    expect(tokens.size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const taken = await owner.post('/api/admin/tables', { label: 'varanda', isActive: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'TABLE_LABEL_TAKEN',
      message: 'Já existe uma mesa com este número ou nome.',
    });
    const blank = await owner.post('/api/admin/tables', { label: '  ', isActive: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Informe o número ou o nome da mesa');

    const refused = await attendant.post('/api/admin/tables', { label: '9', isActive: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN_ROLE');
    const listed = await attendant.get('/api/admin/tables');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tables.map((table: AdminTable) => table.label)).toEqual([
      '5',
      '7',
      'Varanda',
    ]);
  });

  it('a QR code opens its active table; an unknown or switched-off one says so in pt-BR', async () => {
    const five = tables['5'];
    if (!five) throw new Error('no table 5');
    const opened = await t.app.inject({ method: 'GET', url: `/api/tables/${five.token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<PublicTable>()).toEqual({ token: five.token, label: '5', name: 'Mesa 5' });

    const unknown = await t.app.inject({ method: 'GET', url: `/api/tables/${'x'.repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'TABLE_NOT_FOUND',
      message: 'Esta mesa não está mais disponível. Chame um atendente para fazer seu pedido.',
    });

    const off = await owner.post('/api/admin/tables', { label: '99', isActive: false });
    const offTable = off.json<AdminTable>();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tables/${offTable.token}` })).statusCode,
    ).toBe(404);
    const ordered = await orderAtTable(offTable.token, { items: [calabresa()] });
    expect(ordered.statusCode).toBe(404);
    expect(ordered.json().error.code).toBe('TABLE_NOT_FOUND');
  });

  it('a table order never gets a delivery fee, whatever the client sends', async () => {
    const five = tables['5'];
    if (!five) throw new Error('no table 5');
    // the same items delivered to Bela Vista pay the zone's fee
    const delivered = await placeWebOrder(t, smallOrder(menu, { customer: MARIA }));
    expect(delivered.order.deliveryFeeCents).toBe(800);

    const res = await orderAtTable(five.token, {
      customerName: 'Ana',
      items: [calabresa()],
      totalCents: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlacedOrder>();
    expect(order.totalCents).toBe(calabresaCents);
    expect(order.subtotalCents).toBe(calabresaCents);
    expect(order.deliveryFeeCents ?? 0).toBe(0);
    expect(order).toMatchObject({ fulfilment: 'mesa', channel: 'mesa', tableLabel: '5' });
    expect(order.customerName).toBe('Ana');

    // a fee, an address or a fulfilment of its own are not the table's to send
    for (const extra of [{ deliveryFeeCents: 0 }, { fulfilment: 'entrega' }, { customer: MARIA }]) {
      const refused = await orderAtTable(five.token, { items: [calabresa()], ...extra });
      expect(refused.statusCode, JSON.stringify(extra)).toBe(400);
    }
    // a table's phone sends its key: a second tap answers the same order
    const key = newKey();
    const first = await orderAtTable(five.token, { items: [coke()] }, key);
    const again = await orderAtTable(five.token, { items: [coke()] }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrder>().order.id).toBe(first.json<PlacedOrder>().order.id);
    expect((await orderAtTable(five.token, { items: [coke()] }, null)).statusCode).toBe(400);

    const comanda = await openComandaOf('5');
    expect(comanda.lines.map((line) => line.heading)).toEqual([
      '1x Calabresa (Grande)',
      '1x Coca-Cola 2L',
    ]);
    expect(comanda.itemsCents).toBe(calabresaCents + cokeCents);
  });

  it('two phones ordering at once land in the same comanda, nothing lost or doubled', async () => {
    const seven = await findTableByToken(t.database.db, tables['7']?.token ?? '');
    if (!seven) throw new Error('no table 7');
    const place = (name: string, items: unknown[]) =>
      placeTableOrder(
        t.database.db,
        { publish: async () => undefined },
        {
          table: seven,
          idempotencyKey: newKey(),
          order: { customerName: name, items: items as never },
          placedBy: null,
          now,
        },
      );
    const [a, b] = await Promise.all([
      place('Bia', [calabresa(2)]),
      place('Caio', [coke(1), calabresa(1)]),
    ]);
    const rows = await t.database.db.select().from(comandas).where(eq(comandas.tableId, seven.id));
    expect(rows).toHaveLength(1);
    const joined = await t.database.db
      .select()
      .from(comandaOrders)
      .where(eq(comandaOrders.comandaId, rows[0]?.id ?? 0));
    expect(joined.map((row) => row.orderId).sort()).toEqual(
      [a.placed.order.id, b.placed.order.id].sort(),
    );
    const comanda = await openComandaOf('7');
    expect(comanda.lines).toHaveLength(3);
    expect(comanda.itemsCents).toBe(3 * calabresaCents + cokeCents);
    expect(comanda.lines.map((line) => line.customerName).sort()).toEqual(['Bia', 'Caio', 'Caio']);
  });

  it('two transactions opening a table’s comanda at the same moment share one', async () => {
    const [row] = await t.database.db
      .insert(diningTables)
      .values({ label: 'Corrida', token: 'c'.repeat(22) })
      .returning();
    if (!row) throw new Error('no table');
    // PostgreSQL: both transactions are open and past the barrier before either inserts, so
    // they race on the unique index over open comandas. PGlite runs one transaction at a time:
    // the second begins once the first committed, and must find its comanda.
    const bothInside = barrier(testDbKind === 'postgres' ? 2 : 1);
    const open = () =>
      t.database.db.transaction(async (tx) => {
        await bothInside();
        return (await openComandaOfTable(tx, row.id, now, 'share')).id;
      });
    const [first, second] = await Promise.all([open(), open()]);
    expect(first).toBe(second);
    const open_ = await t.database.db
      .select()
      .from(comandas)
      .where(and(eq(comandas.tableId, row.id), isNull(comandas.closedAt)));
    expect(open_).toHaveLength(1);
  });

  it('an order that joins while the bill is being closed is never left out of it', async () => {
    const seven = await findTableByToken(t.database.db, tables['7']?.token ?? '');
    if (!seven) throw new Error('no table 7');
    const before = await openComandaOf('7');
    let joined!: () => void;
    const hasJoined = new Promise<void>((resolve) => (joined = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // the order holds its place in the comanda (locked) until the close has been asked for
    const late = placeTableOrder(
      t.database.db,
      { publish: async () => undefined },
      {
        table: seven,
        idempotencyKey: newKey(),
        order: { customerName: 'Atrasado', items: [coke()] },
        placedBy: null,
        now,
      },
      {
        afterComanda: async () => {
          joined();
          await released;
        },
      },
    );
    await hasJoined;
    // paid for what the staff saw: the bill closes only with the late order in it
    const closing = attendant.post(`/api/admin/comandas/${before.id}/close`, {
      persons: 1,
      withServiceCharge: true,
      payments: [{ method: 'Pix', amountCents: before.totalCents }],
    });
    release();
    await late;
    const refused = await closing;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('COMANDA_PAYMENTS_MISMATCH');
    expect((await openComandaOf('7')).itemsCents).toBe(before.itemsCents + cokeCents);
  });

  it('the desk adds items to a table’s comanda, priced by the server', async () => {
    const before = await openComandaOf('5');
    const res = await attendant.post(`/api/admin/comandas/tables/${tables['5']?.id}/orders`, {
      items: [{ ...coke(2), unitPriceCents: 1 }],
    });
    // the key is required here too: a double click never orders twice
    expect(res.statusCode).toBe(400);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/comandas/tables/${tables['5']?.id}/orders`,
      headers: { cookie: attendantCookie, [CSRF_HEADER]: '1', 'idempotency-key': newKey() },
      payload: { items: [{ ...coke(2), unitPriceCents: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<PlacedOrder>().order.totalCents).toBe(2 * cokeCents);
    const after = await openComandaOf('5');
    expect(after.id).toBe(before.id);
    expect(after.itemsCents).toBe(before.itemsCents + 2 * cokeCents);
  });

  it('moves a line to another table, recorded with who moved it', async () => {
    const five = await openComandaOf('5');
    const line = five.lines.find((l) => l.heading === '1x Calabresa (Grande)');
    if (!line) throw new Error('no calabresa at table 5');
    const varanda = tables['Varanda'];
    if (!varanda) throw new Error('no Varanda');

    const same = await attendant.post(`/api/admin/comandas/${five.id}/move`, {
      orderItemId: line.orderItemId,
      toTableId: tables['5']?.id,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().error.message).toBe('Escolha outra mesa: o item já está nesta.');

    const desk = await otherDesk();
    const moved = await attendant.post(`/api/admin/comandas/${five.id}/move`, {
      orderItemId: line.orderItemId,
      toTableId: varanda.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { from, to } = moved.json<{ from: Comanda; to: Comanda }>();
    expect(from.itemsCents).toBe(five.itemsCents - calabresaCents);
    expect(to.tableLabel).toBe('Varanda');
    expect(to.lines.map((l) => l.orderItemId)).toEqual([line.orderItemId]);
    expect(to.moves).toEqual([
      expect.objectContaining({
        itemName: '1x Calabresa (Grande)',
        fromTableLabel: '5',
        toTableLabel: 'Varanda',
        actorName: expect.stringMatching(/\S/),
      }),
    ]);
    expect(from.moves).toHaveLength(1);
    // another desk hears of both comandas at once, after the move committed
    expect(await comandaEvent(desk)).toEqual({ type: 'comanda.changed', comandaId: five.id });
    expect(await comandaEvent(desk)).toEqual({ type: 'comanda.changed', comandaId: to.id });

    // the line is no longer table 5's to move
    const again = await attendant.post(`/api/admin/comandas/${five.id}/move`, {
      orderItemId: line.orderItemId,
      toTableId: tables['7']?.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Este item não está mais nesta comanda.');
  });

  it('closes with split payments that add up to the bill, the service charge right', async () => {
    const seven = await openComandaOf('7');
    // Bia's and Caio's orders, and the one that came in while the bill was asked for
    const items = 3 * calabresaCents + 2 * cokeCents;
    const service = Math.round(items * 0.1);
    expect(seven.serviceChargePercent).toBe(10);
    expect(seven.serviceChargeCents).toBe(service);
    expect(seven.totalCents).toBe(items + service);

    const shares = splitEvenly(items + service, 3);
    const short = await attendant.post(`/api/admin/comandas/${seven.id}/close`, {
      persons: 3,
      withServiceCharge: true,
      payments: shares.slice(0, 2).map((amountCents) => ({ method: 'Pix', amountCents })),
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.code).toBe('COMANDA_PAYMENTS_MISMATCH');
    expect(short.json().error.message).toMatch(/^Os pagamentos somam R\$\s[\d.,]+: faltam /);
    const unknownMethod = await attendant.post(`/api/admin/comandas/${seven.id}/close`, {
      persons: 1,
      withServiceCharge: true,
      payments: [{ method: 'Fiado', amountCents: items + service }],
    });
    expect(unknownMethod.statusCode).toBe(422);
    expect(unknownMethod.json().error.code).toBe('INVALID_PAYMENT_METHOD');

    const desk = await otherDesk();
    const closed = await attendant.post(`/api/admin/comandas/${seven.id}/close`, {
      persons: 3,
      withServiceCharge: true,
      payments: [
        { method: 'Pix', amountCents: shares[0] },
        { method: 'Dinheiro', amountCents: shares[1] },
        { method: 'Cartão de Crédito', amountCents: shares[2] },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Comanda>()).toMatchObject({
      closedAt: expect.any(String),
      itemsCents: items,
      serviceChargePercent: 10,
      serviceChargeCents: service,
      totalCents: items + service,
      persons: 3,
      payments: [
        { method: 'Pix', amountCents: shares[0] },
        { method: 'Dinheiro', amountCents: shares[1] },
        { method: 'Cartão de Crédito', amountCents: shares[2] },
      ],
    });
    const twice = await attendant.post(`/api/admin/comandas/${seven.id}/close`, {
      persons: 1,
      withServiceCharge: false,
      payments: [{ method: 'Pix', amountCents: items }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('COMANDA_CLOSED');
    // the refused closes told no one; the close did
    expect(await comandaEvent(desk)).toEqual({ type: 'comanda.changed', comandaId: seven.id });

    const after = await openComandas();
    expect(after.open.map((c) => c.tableLabel)).not.toContain('7');
    expect(after.closed[0]?.id).toBe(seven.id);
    // the next order at table 7 opens a new comanda
    const next = await orderAtTable(tables['7']?.token ?? '', { items: [coke()] });
    expect(next.statusCode).toBe(201);
    const reopened = await openComandaOf('7');
    expect(reopened.id).not.toBe(seven.id);
    expect(await comandaEvent(desk)).toEqual({ type: 'comanda.changed', comandaId: reopened.id });
  });

  it('the customer may decline the service charge; the owner sets its percent or turns it off', async () => {
    const tooHigh = await owner.put('/api/admin/tables/service-charge', {
      isEnabled: true,
      percent: 31,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.body).toContain('A taxa de serviço pode ser no máximo 30%');
    expect(
      (await attendant.put('/api/admin/tables/service-charge', { isEnabled: false, percent: 10 }))
        .statusCode,
    ).toBe(403);
    const saved = await owner.put('/api/admin/tables/service-charge', {
      isEnabled: true,
      percent: 12,
    });
    expect(saved.json()).toEqual({ isEnabled: true, percent: 12 });

    const varanda = await openComandaOf('Varanda');
    expect(varanda.serviceChargeCents).toBe(Math.round(calabresaCents * 0.12));
    const declined = await attendant.post(`/api/admin/comandas/${varanda.id}/close`, {
      persons: 1,
      withServiceCharge: false,
      payments: [{ method: 'Dinheiro', amountCents: calabresaCents }],
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Comanda>()).toMatchObject({
      serviceChargePercent: 0,
      serviceChargeCents: 0,
      totalCents: calabresaCents,
    });
    // the order itself still says where it was eaten
    const [row] = await t.database.db
      .select({ fulfilment: orders.fulfilment })
      .from(orders)
      .where(eq(orders.id, varanda.lines[0]?.orderId ?? 0));
    expect(row?.fulfilment).toBe('mesa');
  });
});

/** Resolves every caller's promise once `parties` callers are waiting. */
function barrier(parties: number): () => Promise<void> {
  let waiting: Array<() => void> = [];
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= parties) {
        const all = waiting;
        waiting = [];
        for (const release of all) release();
      }
    });
}
