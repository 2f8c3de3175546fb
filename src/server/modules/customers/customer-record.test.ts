import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import type { AdminCustomer, CustomerHistory } from '../../../domain/admin-customers';
import type { OrderStatus } from '../../../domain/order-status';
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
 * What the shop sees of a customer (docs/product/principles.md#back-office; docs/decisions/017): an anonymous request
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

  describe("with 'aceitar automaticamente' on (docs/decisions/038)", () => {
    const ANA = customerWith({
      name: 'Ana Souza',
      phone: '(11) 93333-1111',
      cep: '04538-133',
      street: 'Rua Joaquim Floriano',
      number: '100',
      complement: '',
      district: 'Itaim Bibi',
    });
    const ANA_ADDRESS = 'Rua Joaquim Floriano, 100, Itaim Bibi, São Paulo/SP, CEP: 04538-133';
    const BIA = { ...ANA, name: 'Bia Lima', phone: '(11) 93333-2222' };
    const BIA_ADDRESS = ANA_ADDRESS;

    const setAutoAccept = async (autoAccept: boolean) => {
      const current = (await admin.get('/api/admin/settings')).json<AdminSettings>().settings;
      const res = await admin.put('/api/admin/settings', { ...current, autoAccept });
      expect(res.statusCode, res.body).toBe(200);
    };
    const orderWith = async (customer: typeof ANA, marketingOptIn: boolean) => {
      const res = await postOrder(t, smallOrder(menu, { customer, marketingOptIn }), newKey());
      expect(res.statusCode, res.body).toBe(201);
      return res.json<PlacedOrder>().order;
    };
    const move = async (id: number, from: OrderStatus, to: OrderStatus) => {
      const res = await admin.post(`/api/admin/orders/${id}/status`, { status: to, from });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** What the kitchen does with every order of the evening, without calling anyone. */
    const serve = async (id: number) => {
      await move(id, 'aprovado', 'em preparo');
      await move(id, 'em preparo', 'saiu para entrega');
      await move(id, 'saiu para entrega', 'entregue');
    };
    const historyOf = async (customerId: number) => {
      const res = await admin.get(`/api/admin/customers/${customerId}/orders`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CustomerHistory>();
    };

    afterAll(async () => {
      await setAutoAccept(false);
    });

    it('an order nobody verified never rewrites the name, the address or a given consent', async () => {
      // Ana is known: an order of hers staff accepted, with the box checked
      const hers = await orderWith(ANA, true);
      await move(hers.id, 'pendente', 'aprovado');
      const customerId = await customerIdOf(t.database.db, hers.id);
      const before = await historyOf(customerId);
      expect(before.customer).toMatchObject({
        name: 'Ana Souza',
        address: ANA_ADDRESS,
        marketingOptIn: true,
      });

      await setAutoAccept(true);
      const fake = await orderWith({ ...ANA, name: 'Atacante', street: 'Rua do Golpe' }, false);
      expect(fake.status).toBe('aprovado');
      await serve(fake.id);
      await serve(hers.id);

      const after = await historyOf(customerId);
      expect(after.customer).toMatchObject({
        name: 'Ana Souza',
        address: ANA_ADDRESS,
        marketingOptIn: true,
        marketingOptInAt: before.customer.marketingOptInAt,
      });
      expect(after.consents).toEqual(before.consents);
      // the order is in her history with its own name and address, as the desk shows it
      expect(after.customer.orderCount).toBe(before.customer.orderCount + 1);
      const listed = after.orders.find((o) => o.id === fake.id);
      expect(listed).toMatchObject({
        customerName: 'Atacante',
        deliveryAddress: 'Rua do Golpe, 100, Itaim Bibi, São Paulo/SP, CEP: 04538-133',
      });
      const desk = await admin.get(`/api/admin/orders/${fake.id}`);
      expect(desk.json<{ customerName: string }>()).toMatchObject({ customerName: 'Atacante' });
    });

    it('an order nobody verified never grants a consent the customer did not give', async () => {
      await setAutoAccept(false);
      const hers = await orderWith(BIA, false);
      await move(hers.id, 'pendente', 'aprovado');
      const customerId = await customerIdOf(t.database.db, hers.id);
      expect((await historyOf(customerId)).customer.marketingOptIn).toBe(false);

      await setAutoAccept(true);
      const fake = await orderWith({ ...BIA, name: 'Outro Nome' }, true);
      await serve(fake.id);
      const after = await historyOf(customerId);
      expect(after.customer).toMatchObject({
        name: 'Bia Lima',
        address: BIA_ADDRESS,
        marketingOptIn: false,
      });
      expect(after.consents.filter((c) => c.granted)).toEqual([]);
    });

    it("creates a new phone's record from its first order, without a consent until staff accept one", async () => {
      await setAutoAccept(true);
      const first = await orderWith({ ...ANA, name: 'Carla Nova', phone: '(11) 93333-3333' }, true);
      await serve(first.id);
      const history = await historyOf(await customerIdOf(t.database.db, first.id));
      expect(history.customer).toMatchObject({
        name: 'Carla Nova',
        address: ANA_ADDRESS,
        marketingOptIn: false,
      });
      expect(history.consents).toEqual([]);
    });
  });
});
