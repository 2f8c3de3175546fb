import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { DeliverySettings } from '../../../domain/delivery';
import type { Driver, DriverInput, DriverList } from '../../../domain/delivery-drivers';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { StaffRole } from '../../../domain/staff-roles';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';
import { asDriver, openDriverSession, signInTestDriver } from './driver-test-kit';

/** docs/decisions/067: the drivers' registry in the back office, and the links it sends. */

const ZONES: DeliverySettings = {
  zones: [
    {
      id: 'centro',
      name: 'Centro',
      feeCents: 500,
      estimate: '30 a 40 minutos',
      minimumCents: null,
      cepRanges: [],
    },
    {
      id: 'vila-nova',
      name: 'Vila Nova',
      feeCents: 800,
      estimate: '40 a 50 minutos',
      minimumCents: null,
      cepRanges: [],
    },
  ],
  outsideZone: 'a_combinar',
  pickupEnabled: true,
  pickupEstimate: '15 a 25 minutos',
};

const CARLOS: DriverInput = {
  name: 'Carlos Souza',
  phone: '(11) 98765-4321',
  vehicle: 'moto',
  fee: { kind: 'fixa', amountCents: 700 },
  isActive: true,
};
const ANA: DriverInput = {
  name: 'Ana Lima',
  phone: '11 91234-5678',
  vehicle: 'bicicleta',
  fee: { kind: 'por_zona', defaultCents: 900, byZone: { centro: 500, 'vila-nova': 700 } },
  isActive: true,
};

interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

describe(`the drivers' registry on ${testDbKind}`, () => {
  let t: TestApp;
  const now = new Date('2026-11-27T21:00:00Z');
  let owner: string;

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, [CSRF_HEADER]: '1', host: 'pizzaria.test' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (input: DriverInput): Promise<Driver> => {
    const res = await call(owner, 'POST', '/api/admin/drivers', input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Driver>();
  };
  const list = async () => {
    const res = await call(owner, 'GET', '/api/admin/drivers');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DriverList>();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    owner = await loginAsAdmin(t.app, t.database, now);
    const saved = await call(owner, 'PUT', '/api/admin/settings', {
      ...DEFAULT_ESTABLISHMENT,
      name: 'Pizzaria Bella',
      delivery: ZONES,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers, lists (active first, then by name) and edits drivers with both kinds of fee', async () => {
    const carlos = await create(CARLOS);
    expect(carlos).toEqual({ id: expect.any(Number), ...CARLOS });
    const ana = await create(ANA);
    expect(ana.fee).toEqual(ANA.fee);
    const bruno = await create({ ...CARLOS, name: 'Bruno Reis', isActive: false });

    const first = await list();
    expect(first.zones).toEqual([
      { id: 'centro', name: 'Centro' },
      { id: 'vila-nova', name: 'Vila Nova' },
    ]);
    expect(first.drivers.map((d) => d.name)).toEqual(['Ana Lima', 'Carlos Souza', 'Bruno Reis']);
    expect(first.drivers[0]).toEqual({ ...ana, hasTrips: false });

    const edited = await call(owner, 'PUT', `/api/admin/drivers/${carlos.id}`, {
      ...CARLOS,
      name: '  Carlos Souza Jr.  ',
      vehicle: 'carro',
      fee: { kind: 'por_zona', defaultCents: 1000, byZone: { centro: 600 } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({
      ...CARLOS,
      id: carlos.id,
      name: 'Carlos Souza Jr.',
      vehicle: 'carro',
      fee: { kind: 'por_zona', defaultCents: 1000, byZone: { centro: 600 } },
    });
    expect((await list()).drivers.find((d) => d.id === bruno.id)?.isActive).toBe(false);

    const missing = await call(owner, 'PUT', '/api/admin/drivers/999999', CARLOS);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorAnswer>().error).toEqual({
      code: 'DRIVER_NOT_FOUND',
      message: 'Entregador não encontrado.',
    });
  });

  it('refuses bad input with the field and its pt-BR message', async () => {
    const res = await call(owner, 'POST', '/api/admin/drivers', {
      ...CARLOS,
      name: '   ',
      phone: '1234',
      fee: { kind: 'fixa', amountCents: -1 },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorAnswer>();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'body/name', message: 'Informe o nome do entregador.' },
        { path: 'body/phone', message: 'Informe um celular com DDD, como (11) 98765-4321.' },
        { path: 'body/fee/amountCents', message: 'A taxa não pode ser negativa.' },
      ]),
    );
  });

  it("refuses a per-zone fee for a zone the shop does not deliver to (422), naming the zone's field", async () => {
    const before = (await list()).drivers.length;
    const res = await call(owner, 'POST', '/api/admin/drivers', {
      ...ANA,
      fee: { kind: 'por_zona', defaultCents: 900, byZone: { centro: 500, 'zona-sul': 700 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'UNKNOWN_FEE_ZONE',
      message:
        'Um dos bairros desta taxa não existe mais nas configurações de entrega. Recarregue a página e confira as taxas.',
      details: [
        {
          path: 'body/fee/byZone/zona-sul',
          message:
            'Um dos bairros desta taxa não existe mais nas configurações de entrega. Recarregue a página e confira as taxas.',
        },
      ],
    });
    expect((await list()).drivers).toHaveLength(before);

    const ana = await create({ ...ANA, name: 'Ana Zona' });
    const edit = await call(owner, 'PUT', `/api/admin/drivers/${ana.id}`, {
      ...ANA,
      fee: { kind: 'por_zona', defaultCents: 900, byZone: { 'zona-sul': 700 } },
    });
    expect(edit.statusCode).toBe(422);
    expect((await list()).drivers.find((d) => d.id === ana.id)?.fee).toEqual(ANA.fee);
  });

  it('is for the owner and the manager: an attendant and the kitchen get 403', async () => {
    const manager = await loginAsAdmin(t.app, t.database, now, 'manager');
    expect((await call(manager, 'GET', '/api/admin/drivers')).statusCode).toBe(200);
    const driver = await create({ ...CARLOS, name: 'Por gerente' });
    for (const role of ['attendant', 'kitchen'] as StaffRole[]) {
      const cookie = await loginAsAdmin(t.app, t.database, now, role);
      expect((await call(cookie, 'GET', '/api/admin/drivers')).statusCode).toBe(403);
      expect((await call(cookie, 'POST', '/api/admin/drivers', CARLOS)).statusCode).toBe(403);
      expect(
        (await call(cookie, 'PUT', `/api/admin/drivers/${driver.id}`, CARLOS)).statusCode,
      ).toBe(403);
      expect(
        (await call(cookie, 'POST', `/api/admin/drivers/${driver.id}/access-link`)).statusCode,
      ).toBe(403);
      expect((await call(cookie, 'DELETE', `/api/admin/drivers/${driver.id}`)).statusCode).toBe(
        403,
      );
    }
  });

  it('makes a one-time link that opens a session once, and a WhatsApp message to the driver', async () => {
    const carlos = await create({ ...CARLOS, name: 'Carlos Link' });
    const res = await call(owner, 'POST', `/api/admin/drivers/${carlos.id}/access-link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = res.json<{ url: string; whatsappUrl: string; expiresAt: string }>();
    expect(link.expiresAt).toBe('2026-11-28T21:00:00.000Z');
    const match = /^http:\/\/pizzaria\.test\/entregador\/entrar#([A-Za-z0-9_-]{43})$/.exec(
      link.url,
    );
    expect(match, link.url).not.toBeNull();
    const token = match![1]!;
    const whatsapp = new URL(link.whatsappUrl);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/5511987654321');
    expect(whatsapp.searchParams.get('text')).toBe(
      [
        'Olá, Carlos! Este é o seu acesso às entregas da Pizzaria Bella.',
        `Abra no seu celular (vale uma vez, por 24 horas): ${link.url}`,
      ].join('\n\n'),
    );

    const open = () => openDriverSession(t, token);
    const first = await open();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ driver: { id: carlos.id, name: 'Carlos Link' } });
    const again = await open();
    expect(again.statusCode).toBe(401);
    expect(again.json<ErrorAnswer>().error.code).toBe('DRIVER_LINK_INVALID');
  });

  it('a new link replaces the unused one (sent to a wrong number)', async () => {
    const carlos = await create({ ...CARLOS, name: 'Carlos Dois Links' });
    const tokenOf = async () => {
      const res = await call(owner, 'POST', `/api/admin/drivers/${carlos.id}/access-link`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ url: string }>().url.split('#')[1]!;
    };
    const open = (token: string) => openDriverSession(t, token);
    const old = await tokenOf();
    const fresh = await tokenOf();
    expect((await open(old)).statusCode).toBe(401);
    expect((await open(fresh)).statusCode).toBe(200);
  });

  it('refuses a link for an inactive or unknown driver', async () => {
    const off = await create({ ...CARLOS, name: 'Carlos Inativo', isActive: false });
    const res = await call(owner, 'POST', `/api/admin/drivers/${off.id}/access-link`);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'DRIVER_INACTIVE',
      message: 'Este entregador está inativo. Ative-o antes de enviar o acesso.',
    });
    const unknown = await call(owner, 'POST', '/api/admin/drivers/999999/access-link');
    expect(unknown.statusCode).toBe(404);
  });

  it("signs the driver's phones out when the driver is made inactive", async () => {
    const carlos = await create({ ...CARLOS, name: 'Carlos Sai' });
    const phone = await signInTestDriver(t, carlos.id, now);
    const other = await signInTestDriver(t, carlos.id, now);
    expect((await asDriver(t, phone).get('/api/driver/me')).statusCode).toBe(200);

    // saving an active driver keeps the phones signed in
    const kept = await call(owner, 'PUT', `/api/admin/drivers/${carlos.id}`, {
      ...CARLOS,
      name: 'Carlos Sai',
      vehicle: 'carro',
    });
    expect(kept.statusCode).toBe(200);
    expect((await asDriver(t, phone).get('/api/driver/me')).statusCode).toBe(200);

    const res = await call(owner, 'PUT', `/api/admin/drivers/${carlos.id}`, {
      ...CARLOS,
      name: 'Carlos Sai',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    const reactivated = await call(owner, 'PUT', `/api/admin/drivers/${carlos.id}`, {
      ...CARLOS,
      name: 'Carlos Sai',
    });
    expect(reactivated.statusCode).toBe(200);
    // active again, the phones need a new link: their sessions ended when made inactive
    for (const cookie of [phone, other]) {
      const me = await asDriver(t, cookie).get('/api/driver/me');
      expect(me.statusCode).toBe(401);
      expect(me.json<ErrorAnswer>().error.code).toBe('DRIVER_NOT_SIGNED_IN');
    }
  });

  it('deletes a driver who never drove; one with a trip stays (409)', async () => {
    const mistake = await create({ ...CARLOS, name: 'Cadastro Errado' });
    const deleted = await call(owner, 'DELETE', `/api/admin/drivers/${mistake.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).drivers.some((d) => d.id === mistake.id)).toBe(false);
    expect((await call(owner, 'DELETE', `/api/admin/drivers/${mistake.id}`)).statusCode).toBe(404);

    const driven = await create({ ...CARLOS, name: 'Carlos Rodado' });
    const { order } = await placeOrder(t, smallOrder(await readMenu(t)));
    await t.database.db.insert(deliveries).values({
      orderId: order.id,
      driverId: driven.id,
      status: 'entregue',
      feeCents: 700,
      assignedAt: now,
      assignedByName: 'Dono',
      endedAt: now,
      collectedCents: 0,
    });
    expect((await list()).drivers.find((d) => d.id === driven.id)?.hasTrips).toBe(true);
    const refused = await call(owner, 'DELETE', `/api/admin/drivers/${driven.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().error).toEqual({
      code: 'DRIVER_HAS_TRIPS',
      message:
        'Este entregador já fez entregas e fica no histórico. Para que ele não receba mais pedidos, deixe-o inativo.',
    });
    expect((await list()).drivers.some((d) => d.id === driven.id)).toBe(true);
  });
});
