import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderEvents, orderItems, orders } from '../../../db/schema';
import type { CustomerExport, CustomerHistory } from '../../../domain/admin-customers';
import type { Menu } from '../../../domain/menu';
import type { TrackedOrder } from '../../../domain/order';
import { ANONYMISED_NAME, DEFAULT_PRIVACY_TEXT } from '../../../domain/privacy';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  asAdmin,
  customerWith,
  fullOrder,
  placeOrder,
  smallOrder,
} from '../admin-orders/admin-test-kit';
import { customerIdOf, FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';

const PEDRO = customerWith({
  name: 'Pedro Albuquerque',
  phone: '(11) 97777-3210',
  cep: '04538-133',
  street: 'Avenida Brigadeiro Faria Lima',
  number: '3477',
  complement: 'Bloco B',
  district: 'Itaim Bibi',
});

describe(`LGPD: marketing opt-in, export and anonymisation on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let now = new Date(FRIDAY_EVENING);
  let admin: ReturnType<typeof asAdmin>;
  let adminName: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    const cookie = await loginAsAdmin(t.app, t.database, now);
    admin = asAdmin(t, cookie);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    adminName = session.json<{ user: { email: string } }>().user.email.split('@')[0] ?? '';
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
    return now;
  };
  const accept = async (orderId: number) => {
    const res = await admin.post(`/api/admin/orders/${orderId}/status`, {
      status: 'aprovado',
      from: 'pendente',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const historyOf = async (customerId: number) => {
    const res = await admin.get(`/api/admin/customers/${customerId}/orders`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CustomerHistory>();
  };

  it('stores the opt-in with its date once the shop accepts the order, and its withdrawal', async () => {
    const optInAt = later(1);
    const first = await placeOrder(t, smallOrder(menu, { customer: PEDRO, marketingOptIn: true }));
    const customerId = await customerIdOf(t.database.db, first.order.id);
    // an order nobody accepted says nothing about who the customer is (anyone can type a phone)
    expect((await historyOf(customerId)).customer.marketingOptIn).toBe(false);
    later(2);
    await accept(first.order.id);
    let history = await historyOf(customerId);
    expect(history.customer).toMatchObject({
      marketingOptIn: true,
      marketingOptInAt: optInAt.toISOString(),
    });
    expect(history.consents).toEqual([
      { kind: 'marketing', granted: true, orderId: first.order.id, at: optInAt.toISOString() },
    ]);

    // someone typing this phone without the box checked changes nothing until the shop accepts
    // that order: the shop moving the first one on reads only the orders it accepted
    later(1);
    await placeOrder(t, smallOrder(menu, { customer: PEDRO, marketingOptIn: false }));
    const moved = await admin.post(`/api/admin/orders/${first.order.id}/status`, {
      status: 'em preparo',
      from: 'aprovado',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await historyOf(customerId)).customer.marketingOptIn).toBe(true);

    // the same choice again is no new line; a later unchecked box withdraws it, dated
    later(10);
    const again = await placeOrder(t, smallOrder(menu, { customer: PEDRO, marketingOptIn: true }));
    await accept(again.order.id);
    const withdrawnAt = later(10);
    const third = await placeOrder(t, smallOrder(menu, { customer: PEDRO, marketingOptIn: false }));
    // an older client that does not ask changes nothing
    later(1);
    const silent = await placeOrder(t, smallOrder(menu, { customer: PEDRO }));
    later(1);
    await accept(third.order.id);
    await accept(silent.order.id);
    history = await historyOf(customerId);
    expect(history.customer).toMatchObject({
      marketingOptIn: false,
      marketingOptInAt: withdrawnAt.toISOString(),
    });
    expect(history.consents.map(({ granted, at }) => ({ granted, at }))).toEqual([
      { granted: true, at: optInAt.toISOString() },
      { granted: false, at: withdrawnAt.toISOString() },
    ]);
  });

  it('exports one customer as a JSON file: record, orders with snapshots, consents; recorded', async () => {
    const placed = await placeOrder(
      t,
      fullOrder(menu, {
        customer: customerWith({ ...PEDRO, phone: '(11) 96666-1111', name: 'Luísa Export' }),
        marketingOptIn: true,
      }),
    );
    await accept(placed.order.id);
    const customerId = await customerIdOf(t.database.db, placed.order.id);
    const exportedAt = later(5);
    const res = await admin.post(`/api/admin/customers/${customerId}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cliente-${customerId}-${exportedAt.toISOString().slice(0, 10)}.json"`,
    );
    const data = res.json<CustomerExport>();
    expect(data).toMatchObject({
      exportedAt: exportedAt.toISOString(),
      shop: expect.any(String),
      customer: {
        id: customerId,
        name: 'Luísa Export',
        phone: '11966661111',
        marketingOptIn: true,
        anonymisedAt: null,
        addressParts: {
          cep: '04538133',
          street: 'Avenida Brigadeiro Faria Lima',
          number: '3477',
          complement: 'Bloco B',
          district: 'Itaim Bibi',
        },
      },
      consents: [{ kind: 'marketing', granted: true, orderId: placed.order.id }],
      audit: [{ kind: 'export', actorName: adminName, at: exportedAt.toISOString() }],
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: placed.order.id,
      customerName: 'Luísa Export',
      totalCents: placed.order.totalCents,
      items: placed.order.items,
    });
    // and the CRM shows it was exported, by whom
    expect((await historyOf(customerId)).audit).toEqual([
      { kind: 'export', actorName: adminName, at: exportedAt.toISOString() },
    ]);
  });

  it('anonymises a customer: personal data gone from record and orders, totals kept, recorded', async () => {
    const maria = customerWith({ ...PEDRO, phone: '(21) 95555-2222', name: 'Mariana Apagar' });
    const first = await placeOrder(t, fullOrder(menu, { customer: maria, marketingOptIn: true }));
    await accept(first.order.id);
    const second = await placeOrder(t, smallOrder(menu, { customer: maria }));
    const reject = await admin.post(`/api/admin/orders/${second.order.id}/status`, {
      status: 'rejeitado',
      from: 'pendente',
      reason: 'Mariana pediu para cancelar, ligar no 21 95555-2222',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const customerId = await customerIdOf(t.database.db, first.order.id);
    const before = await historyOf(customerId);

    // no confirmation, no erasing
    const unconfirmed = await admin.post(`/api/admin/customers/${customerId}/anonymise`, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect((await historyOf(customerId)).customer.name).toBe('Mariana Apagar');

    const at = later(3);
    const res = await admin.post(`/api/admin/customers/${customerId}/anonymise`, {
      confirm: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: customerId,
      name: ANONYMISED_NAME,
      phone: '',
      address: '',
      marketingOptIn: false,
      anonymisedAt: at.toISOString(),
      orderCount: 2,
    });

    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({
      name: ANONYMISED_NAME,
      address: '',
      street: '',
      number: '',
      complement: '',
      district: '',
      cep: '',
    });
    expect(row?.phone).not.toContain('95555');
    const orderRows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId));
    const everything = JSON.stringify({
      row,
      orderRows,
      items: await t.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, first.order.id)),
      events: await t.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, second.order.id)),
    });
    for (const personal of [
      'Mariana',
      '95555',
      '2222',
      'Faria Lima',
      '3477',
      'Bloco B',
      'Itaim',
      'Sem cebola',
    ]) {
      expect(everything).not.toContain(personal);
    }

    const after = await historyOf(customerId);
    // the shop's accounts: the same orders, items, prices and totals
    expect(after.orders.map((o) => [o.id, o.totalCents, o.subtotalCents, o.status])).toEqual(
      before.orders.map((o) => [o.id, o.totalCents, o.subtotalCents, o.status]),
    );
    const firstAfter = after.orders.find((o) => o.id === first.order.id);
    expect(firstAfter).toMatchObject({
      customerName: ANONYMISED_NAME,
      customerPhone: '',
      deliveryAddress: '',
    });
    expect(firstAfter?.items.map((i) => [i.productName, i.quantity, i.lineTotalCents])).toEqual(
      first.order.items.map((i) => [i.productName, i.quantity, i.lineTotalCents]),
    );
    // the flavour line is the order's content, not the person's: it stays
    expect(firstAfter?.items[0]?.notes).toBe('Sabores: Calabresa + Quatro Queijos');
    // consent ended with the anonymisation, dated; who did it is recorded
    expect(after.consents.at(-1)).toEqual({
      kind: 'marketing',
      granted: false,
      orderId: null,
      at: at.toISOString(),
    });
    expect(after.audit).toEqual([
      { kind: 'anonymise', actorName: adminName, at: at.toISOString() },
    ]);

    // the customer's tracking links no longer tell who they are
    for (const publicId of [first.order.publicId, second.order.publicId]) {
      const tracked = await t.app.inject({ url: `/api/orders/${publicId}` });
      expect(tracked.statusCode).toBe(200);
      const order = tracked.json<TrackedOrder>();
      expect(order).toMatchObject({ customerName: ANONYMISED_NAME, deliveryAddress: '' });
      for (const personal of ['Mariana', '95555', 'Faria Lima', 'Sem cebola']) {
        expect(tracked.body).not.toContain(personal);
      }
    }

    // done once: a second request is refused and records nothing more
    const twice = await admin.post(`/api/admin/customers/${customerId}/anonymise`, {
      confirm: true,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'ALREADY_ANONYMISED' } });
    expect((await historyOf(customerId)).audit).toHaveLength(1);

    // the same phone ordering again is a new customer, with nothing of the old one
    const back = await placeOrder(t, smallOrder(menu, { customer: maria }));
    expect(await customerIdOf(t.database.db, back.order.id)).not.toBe(customerId);
  });

  it('answers 404 for an unknown customer and 401 without a session', async () => {
    for (const path of ['export', 'anonymise']) {
      const missing = await admin.post(`/api/admin/customers/999999/${path}`, { confirm: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/admin/customers/1/${path}`,
        headers: { 'x-forno-csrf': '1' },
        payload: { confirm: true },
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe(`the privacy page's text on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the default text with the shop’s name until the shop writes its own', async () => {
    const page = await t.app.inject({ url: '/api/privacy' });
    expect(page.statusCode).toBe(200);
    const { shopName, text } = page.json<{ shopName: string; text: string }>();
    expect(text).toBe(DEFAULT_PRIVACY_TEXT.replaceAll('{loja}', shopName));
    expect(text).not.toContain('{loja}');
    expect((await admin.get('/api/admin/settings/privacy')).json()).toEqual({ text: '' });

    const saved = await admin.put('/api/admin/settings/privacy', {
      text: '  ## Nossa política\nGuardamos só o necessário.  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ text: '## Nossa política\nGuardamos só o necessário.' });
    expect((await t.app.inject({ url: '/api/privacy' })).json()).toMatchObject({
      text: '## Nossa política\nGuardamos só o necessário.',
    });

    // blank again: the default text is back
    await admin.put('/api/admin/settings/privacy', { text: '' });
    expect((await t.app.inject({ url: '/api/privacy' })).json<{ text: string }>().text).toContain(
      'Lei Geral de Proteção de Dados',
    );
  });

  it('refuses a text too long (400) and anyone without a session (401)', async () => {
    const long = await admin.put('/api/admin/settings/privacy', { text: 'a'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/privacy',
      headers: { 'x-forno-csrf': '1' },
      payload: { text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
