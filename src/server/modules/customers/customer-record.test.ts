import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import type { AdminCustomer } from '../../../domain/admin-customers';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder } from '../../../domain/order';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, customerWith, smallOrder } from '../admin-orders/admin-test-kit';
import {
  customerIdOf,
  FRIDAY_EVENING,
  newKey,
  postOrder,
  readMenu,
} from '../orders/order-test-kit';

const JOAO = customerWith({
  name: 'João Pereira',
  phone: '(11) 91234-5678',
  cep: '04538-133',
  street: 'Avenida Brigadeiro Faria Lima',
  number: '3477',
  complement: '',
  district: 'Itaim Bibi',
});
const JOAO_ADDRESS =
  'Avenida Brigadeiro Faria Lima, 3477, Itaim Bibi, São Paulo/SP, CEP: 04538-133';
/** Someone who knows João's phone and writes their own name and address. */
const IMPOSTOR = { ...JOAO, name: 'Atacante', street: 'Rua do Golpe', number: '666' };

/**
 * What the shop sees of a customer (PRODUCT.md, Admin; docs/decisions/017): an anonymous request
 * never rewrites an existing customer, nor tells whether a phone is known; the CRM shows the
 * latest order the shop accepted.
 */
describe(`the customer record on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let admin: ReturnType<typeof asAdmin>;
  const now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = async (customer: typeof JOAO) => {
    const res = await postOrder(t, smallOrder(menu, { customer }), newKey());
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PlacedOrder>().order;
  };
  const crmEntry = async (customerId: number) => {
    const res = await admin.get(`/api/admin/customers/${customerId}/orders`);
    expect(res.statusCode).toBe(200);
    return res.json<{ customer: AdminCustomer }>().customer;
  };

  it('has no anonymous way to write a profile: PUT /api/customers is gone and writes nothing', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/customers', payload: IMPOSTOR });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
    });
    expect(await t.database.db.select().from(customers)).toEqual([]);
  });

  it("creates the customer with a new phone's first order", async () => {
    const first = await order(JOAO);
    const customer = await crmEntry(await customerIdOf(t.database.db, first.id));
    expect(customer).toMatchObject({ name: 'João Pereira', address: JOAO_ADDRESS });
  });

  it('does not let another order with the same phone rewrite what the CRM shows, while it is pending or once rejected', async () => {
    const fake = await order(IMPOSTOR);
    const customerId = await customerIdOf(t.database.db, fake.id);
    // the order keeps what was typed; the customer stays as the shop knew them
    expect(fake).toMatchObject({ customerName: 'Atacante' });
    expect(await crmEntry(customerId)).toMatchObject({
      name: 'João Pereira',
      address: JOAO_ADDRESS,
    });
    const rejected = await admin.post(`/api/admin/orders/${fake.id}/status`, {
      status: 'rejeitado',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await crmEntry(customerId)).toMatchObject({
      name: 'João Pereira',
      address: JOAO_ADDRESS,
    });
  });

  it('shows the data of the latest order the shop accepted', async () => {
    const moved = await order({ ...JOAO, street: 'Rua Nova', number: '12' });
    const customerId = await customerIdOf(t.database.db, moved.id);
    expect((await crmEntry(customerId)).address).toBe(JOAO_ADDRESS);
    const accepted = await admin.post(`/api/admin/orders/${moved.id}/status`, {
      status: 'aprovado',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await crmEntry(customerId)).address).toBe(
      'Rua Nova, 12, Itaim Bibi, São Paulo/SP, CEP: 04538-133',
    );
  });

  it('answers an order of a known phone and of a new one alike: nothing tells them apart', async () => {
    const known = await postOrder(t, smallOrder(menu, { customer: JOAO }), newKey());
    const unknown = await postOrder(
      t,
      smallOrder(menu, { customer: { ...JOAO, phone: '(11) 95555-0000' } }),
      newKey(),
    );
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    const shape = (body: PlacedOrder) => Object.keys(body).concat(Object.keys(body.order)).sort();
    expect(shape(known.json<PlacedOrder>())).toEqual(shape(unknown.json<PlacedOrder>()));
    expect(known.body).not.toMatch(/customerId/);
    expect(
      await t.database.db.select().from(customers).where(eq(customers.phone, '11955550000')),
    ).toHaveLength(1);
  });
});
