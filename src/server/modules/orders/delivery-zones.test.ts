import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, establishmentSettings } from '../../../db/schema';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import type { DeliverySettings } from '../../../domain/delivery';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder, PlaceOrderInput } from '../../../domain/order';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';
import {
  countRows,
  FRIDAY_EVENING,
  MARIA,
  postOrder,
  productNamed,
  readMenu,
} from './order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string; details?: unknown };
}

/** A shop near Avenida Paulista: two bairros by name, one with CEP ranges and a minimum. */
const ZONES: DeliverySettings = {
  zones: [
    {
      id: 'bela-vista',
      name: 'Bela Vista',
      feeCents: 600,
      estimate: '30 a 40 minutos',
      minimumCents: null,
      cepRanges: [],
    },
    {
      id: 'jardim-paulista',
      name: 'Jardim Paulista',
      feeCents: 1000,
      estimate: '50 a 70 minutos',
      minimumCents: 6000,
      cepRanges: [{ from: '01401000', to: '01459999' }],
    },
    {
      id: 'vila-mariana',
      name: 'Vila Mariana',
      feeCents: 1200,
      estimate: '50 a 60 minutos',
      minimumCents: null,
      cepRanges: [],
    },
  ],
  outsideZone: 'recusar',
  pickupEnabled: true,
  pickupEstimate: '15 a 25 minutos',
};

describe(`delivery zones, fees, minimum and pickup on POST /api/orders (${testDbKind})`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let menu: Menu;
  const now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await saveDelivery(ZONES);
  });

  /** Through the admin API, as the 'Entrega' tab saves them. */
  async function saveDelivery(delivery: DeliverySettings) {
    const res = await admin.put('/api/admin/settings', { ...DEFAULT_ESTABLISHMENT, delivery });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** One Calabresa (R$ 49,00) per `pizzas`, by default to Maria on Avenida Paulista. */
  function order(changes: Partial<PlaceOrderInput> = {}, pizzas = 1): PlaceOrderInput {
    return {
      customer: {
        ...MARIA,
        phone: `11 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      },
      items: [{ productId: productNamed(menu, 'Calabresa').id, size: 'normal', quantity: pizzas }],
      paymentMethod: 'Dinheiro',
      ...changes,
    };
  }
  const calabresa = () => productNamed(menu, 'Calabresa').priceCents;
  const at = (district: string, cep: string) => ({ ...order().customer, district, cep });

  async function placed(body: PlaceOrderInput) {
    const res = await postOrder(t, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PlacedOrder>().order;
  }

  async function refused(body: unknown, status: number, code: string) {
    const before = await countRows(t);
    const res = await postOrder(t, body);
    expect(res.statusCode, res.body).toBe(status);
    const { error } = res.json<ErrorAnswer>();
    expect(error.code).toBe(code);
    // nothing written: no order, no customer
    expect(await countRows(t)).toEqual(before);
    return error;
  }

  it('charges the fee of the typed bairro, however spelled, and stores zone, fee and total', async () => {
    const order1 = await placed(
      order({ customer: at('  bela   VISTA ', '01310-100'), deliveryFeeCents: 600 }),
    );
    expect(order1).toMatchObject({
      fulfilment: 'entrega',
      deliveryZone: 'Bela Vista',
      subtotalCents: calabresa(),
      deliveryFeeCents: 600,
      totalCents: calabresa() + 600,
    });
    const order2 = await placed(order({ customer: at('Vl. Mariana', '04101-000') }));
    expect(order2).toMatchObject({ deliveryZone: 'Vila Mariana', deliveryFeeCents: 1200 });
  });

  it('charges by the CEP range, which wins over the typed bairro', async () => {
    const byCep = await placed(order({ customer: at('Cerqueira César', '01415-001') }, 2));
    expect(byCep).toMatchObject({
      deliveryZone: 'Jardim Paulista',
      deliveryFeeCents: 1000,
      totalCents: 2 * calabresa() + 1000,
    });
    const cepOverBairro = await placed(order({ customer: at('Bela Vista', '01420-000') }, 2));
    expect(cepOverBairro).toMatchObject({
      deliveryZone: 'Jardim Paulista',
      deliveryFeeCents: 1000,
    });
  });

  it('refuses an order below the zone’s minimum, saying how much is missing', async () => {
    const missing = 6000 - calabresa();
    const error = await refused(
      order({ customer: at('Jardim Paulista', '01415-001') }),
      422,
      'BELOW_MINIMUM_ORDER',
    );
    expect(error.message).toBe(
      `Pedido mínimo para Jardim Paulista: R$\u00a060,00. Faltam R$\u00a0${(missing / 100).toFixed(2).replace('.', ',')}.`,
    );
    // the minimum is the subtotal's: two pizzas reach it
    await placed(order({ customer: at('Jardim Paulista', '01415-001') }, 2));
  });

  it('takes a pickup order with a name and a phone only, with no fee and no address', async () => {
    const body = {
      customer: { name: 'João Pereira', phone: '(11) 97777-1234' },
      items: order().items,
      paymentMethod: 'Pix',
      fulfilment: 'retirada',
      deliveryFeeCents: 0,
    };
    const pickup = await placed(body as PlaceOrderInput);
    expect(pickup).toMatchObject({
      fulfilment: 'retirada',
      deliveryZone: null,
      deliveryFeeCents: 0,
      totalCents: calabresa(),
      deliveryAddress: 'Endereço não informado',
    });
    // a delivery still needs the whole address, with the form's messages
    const res = await postOrder(t, { ...body, fulfilment: 'entrega', deliveryFeeCents: null });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Rua é obrigatória');
    expect(res.body).toContain('Bairro é obrigatório');
  });

  it('keeps no address on a pickup order, even one the form still held', async () => {
    const pickup = await placed(order({ fulfilment: 'retirada', deliveryFeeCents: 0 }));
    expect(pickup.deliveryAddress).toBe('Endereço não informado');
    const [customer] = await t.database.db
      .select({ street: customers.street })
      .from(customers)
      .where(eq(customers.phone, pickup.customerPhone));
    expect(customer?.street).toBe('');
  });

  it('keeps the customer’s address in the CRM when the shop accepts their pickup order', async () => {
    const phone = '(11) 96666-5432';
    const delivered = await placed(
      order({ customer: { ...at('Bela Vista', '01310-100'), phone } }),
    );
    const pickup = await placed(
      order({ customer: { ...MARIA, name: 'Maria S. Silva', phone }, fulfilment: 'retirada' }),
    );
    for (const id of [delivered.id, pickup.id]) {
      const res = await admin.post(`/api/admin/orders/${id}/status`, { status: 'aprovado' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [customer] = await t.database.db
      .select({ name: customers.name, street: customers.street, address: customers.address })
      .from(customers)
      .where(eq(customers.phone, '11966665432'));
    expect(customer).toEqual({
      name: 'Maria S. Silva',
      street: 'Avenida Paulista',
      address: delivered.deliveryAddress,
    });
  });

  it('refuses pickup while the shop does not offer it', async () => {
    await saveDelivery({ ...ZONES, pickupEnabled: false });
    await refused(order({ fulfilment: 'retirada' }), 422, 'PICKUP_UNAVAILABLE');
  });

  it('refuses a fee the customer saw that is not the shop’s, naming the new fee', async () => {
    const error = await refused(
      order({ customer: at('Bela Vista', '01310-100'), deliveryFeeCents: 100 }),
      409,
      'DELIVERY_FEE_CHANGED',
    );
    expect(error.message).toContain('Bela Vista agora é R$\u00a06,00');
    // 'a combinar' seen where the shop charges a fee is refused too
    await refused(
      order({ customer: at('Bela Vista', '01310-100'), deliveryFeeCents: null }),
      409,
      'DELIVERY_FEE_CHANGED',
    );
  });

  it('charges an order from the offline queue the fee of now, whatever it saw', async () => {
    const synced = await placed(
      order({
        customer: at('Bela Vista', '01310-100'),
        deliveryFeeCents: 400,
        origin: 'offline',
        placedAt: new Date(now.getTime() - 10 * 60_000).toISOString(),
      }),
    );
    expect(synced).toMatchObject({ origin: 'offline', deliveryFeeCents: 600 });
    expect(synced.totalCents).toBe(calabresa() + 600);
  });

  it('refuses an address outside every zone when the shop refuses, or takes it a combinar', async () => {
    const outside = order({ customer: at('Moema', '04077-000'), deliveryFeeCents: null });
    const error = await refused(outside, 422, 'OUTSIDE_DELIVERY_AREA');
    expect(error.message).toContain('retire no local');

    await saveDelivery({ ...ZONES, outsideZone: 'a_combinar' });
    const accepted = await placed(outside);
    expect(accepted).toMatchObject({
      deliveryZone: null,
      deliveryFeeCents: null,
      totalCents: calabresa(),
    });
  });

  it('charges the zone chosen from the list when the typed bairro matches none', async () => {
    const chosen = await placed(
      order({
        customer: at('Jardin Paulistaa', '01000-000'),
        deliveryZoneId: 'vila-mariana',
        deliveryFeeCents: 1200,
      }),
    );
    expect(chosen).toMatchObject({ deliveryZone: 'Vila Mariana', deliveryFeeCents: 1200 });
    await refused(
      order({ customer: at('Jardin Paulistaa', '01000-000'), deliveryZoneId: 'moema' }),
      422,
      'UNKNOWN_DELIVERY_ZONE',
    );
  });

  it('checks the order ceiling and the change against the total with the fee', async () => {
    const total = calabresa() + 600;
    await saveDelivery(ZONES);
    const res = await admin.put('/api/admin/settings', {
      ...DEFAULT_ESTABLISHMENT,
      delivery: ZONES,
      maxOrderTotalCents: calabresa() + 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    await refused(order({ customer: at('Bela Vista', '01310-100') }), 422, 'ORDER_TOO_LARGE');
    await saveDelivery(ZONES);
    // troco para the subtotal alone is less than what the customer pays
    await refused(
      order({ customer: at('Bela Vista', '01310-100'), changeForCents: calabresa() }),
      422,
      'CHANGE_NOT_ALLOWED',
    );
    await placed(order({ customer: at('Bela Vista', '01310-100'), changeForCents: total }));
  });

  it('refuses zone settings that would be ambiguous, with the field and a pt-BR message', async () => {
    const [first, second] = ZONES.zones;
    if (!first || !second) throw new Error('two zones expected');
    const res = await admin.put('/api/admin/settings', {
      ...DEFAULT_ESTABLISHMENT,
      delivery: {
        ...ZONES,
        zones: [
          first,
          { ...second, name: 'bela  vista' },
          {
            ...second,
            id: 'x',
            name: 'Paraíso',
            cepRanges: [{ from: '01459999', to: '01400000' }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Este bairro já está na lista (Bela Vista)');
    expect(res.body).toContain('O CEP final deve ser igual ou maior que o inicial');
    const saved = await admin.get('/api/admin/settings');
    expect(saved.json<AdminSettings>().settings.delivery).toEqual(ZONES);
    const [row] = await t.database.db.select().from(establishmentSettings);
    expect(row?.delivery).toEqual(ZONES);
  });
});
