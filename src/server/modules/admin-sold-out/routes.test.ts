import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminCategory,
  type AdminProduct,
  describePauseEvent,
  type PauseEvent,
  type PauseHistory,
  type SoldOutList,
} from '../../../domain/admin-catalogue';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { Menu } from '../../../domain/menu';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, MARIA, postOrder, productNamed, readMenu } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

describe(`'Acabou' switches (/api/admin/sold-out, /api/menu/events) on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let cookie: string;
  let baseUrl: string;
  const now = new Date(FRIDAY_EVENING);
  const readers: SseReader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    cookie = await loginAsAdmin(t.app, t.database, now);
    admin = asAdmin(t, cookie);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  async function openMenuStream(): Promise<SseReader> {
    const reader = await openSse(`${baseUrl}/api/menu/events`);
    readers.push(reader);
    return reader;
  }

  function order(item: Record<string, unknown>) {
    return postOrder(t, {
      customer: MARIA,
      items: [{ size: 'normal', quantity: 1, ...item }],
      paymentMethod: 'Pix',
    });
  }

  async function switches(): Promise<SoldOutList> {
    const res = await admin.get('/api/admin/sold-out');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SoldOutList>();
  }

  function extraId(list: SoldOutList, name: string): number {
    const extra = list.extras.find((e) => e.name === name && e.type === 'salgado');
    if (!extra) throw new Error(`the seed has no extra ${name}`);
    return extra.id;
  }

  it('lists extras, crusts (not "Sem borda") and fillings with their switches', async () => {
    const list = await switches();
    expect(list.extras.length).toBeGreaterThan(10);
    expect(list.extras.every((e) => e.isAvailable)).toBe(true);
    expect(list.crusts.map((c) => c.id)).toEqual(['traditional', 'volcanic']);
    expect(list.crusts[0]?.fillings).toEqual([
      { crustId: 'traditional', id: 'cheddar', name: 'Cheddar', isAvailable: true },
      { crustId: 'traditional', id: 'catupiry', name: 'Catupiry', isAvailable: true },
    ]);
  });

  it('needs a session and the CSRF header; an unknown id is 404, a bad body 400', async () => {
    const bacon = extraId(await switches(), 'Bacon');
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sold-out/extras/${bacon}`,
      headers: { [CSRF_HEADER]: '1' },
      payload: { isAvailable: false },
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sold-out/extras/${bacon}`,
      headers: { cookie },
      payload: { isAvailable: false },
    });
    expect(noCsrf.statusCode).toBe(403);
    const unknown = [
      await admin.patch('/api/admin/sold-out/extras/999999', { isAvailable: false }),
      await admin.patch('/api/admin/sold-out/crusts/stuffed', { isAvailable: false }),
      await admin.patch('/api/admin/sold-out/crusts/none', { isAvailable: false }),
      await admin.patch('/api/admin/sold-out/crusts/traditional/fillings/chocolate_morango', {
        isAvailable: false,
      }),
    ];
    expect(unknown.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    expect(unknown[0]?.json<ErrorAnswer>().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Adicional não encontrado.',
    });
    const bad = await admin.patch(`/api/admin/sold-out/extras/${bacon}`, { isAvailable: 'no' });
    expect(bad.statusCode).toBe(400);
    expect((await switches()).extras.find((e) => e.id === bacon)?.isAvailable).toBe(true);
  });

  it('a paused flavour, extra, crust or filling: the open menu stream says so, the menu leaves it off or marks it, and an order with it is refused by name; resuming brings it back', async () => {
    const stream = await openMenuStream();
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const menu = await readMenu(t);
    const calabresa = productNamed(menu, 'Calabresa');
    const mussarela = productNamed(menu, 'Mussarela');
    const bacon = extraId(await switches(), 'Bacon');

    // a flavour, paused from the products' switch, also as an extra flavour
    expect(
      (
        await admin.patch(`/api/admin/products/${calabresa.id}/availability`, {
          isAvailable: false,
        })
      ).statusCode,
    ).toBe(200);
    await stream.next('menu');
    expect(productNamed(await readMenu(t), 'Calabresa').isAvailable).toBe(false);
    const asFlavour = await order({ productId: mussarela.id, extraFlavourIds: [calabresa.id] });
    expect(asFlavour.statusCode).toBe(422);
    expect(asFlavour.json<ErrorAnswer>().error).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      message: 'O sabor "Calabresa" não está disponível no momento.',
    });

    // an extra ingredient
    const pausedExtra = await admin.patch(`/api/admin/sold-out/extras/${bacon}`, {
      isAvailable: false,
    });
    expect(pausedExtra.statusCode, pausedExtra.body).toBe(200);
    expect(pausedExtra.json()).toMatchObject({ id: bacon, name: 'Bacon', isAvailable: false });
    await stream.next('menu');
    expect((await readMenu(t)).extras.some((e) => e.id === bacon)).toBe(false);
    const withBacon = await order({ productId: mussarela.id, extraIds: [bacon] });
    expect(withBacon.statusCode).toBe(422);
    expect(withBacon.json<ErrorAnswer>().error).toMatchObject({
      code: 'INVALID_EXTRA',
      message: 'O adicional "Bacon" não está disponível no momento.',
    });

    // a filling: the crust stays with its other filling
    const pausedFilling = await admin.patch(
      '/api/admin/sold-out/crusts/traditional/fillings/catupiry',
      { isAvailable: false },
    );
    expect(pausedFilling.statusCode, pausedFilling.body).toBe(200);
    await stream.next('menu');
    const crustsNow = (await readMenu(t)).crusts;
    expect(crustsNow.find((c) => c.id === 'traditional')?.fillings.map((f) => f.id)).toEqual([
      'cheddar',
    ]);
    expect(crustsNow.find((c) => c.id === 'volcanic')?.fillings.map((f) => f.id)).toContain(
      'catupiry',
    );
    const withFilling = await order({
      productId: mussarela.id,
      crustId: 'traditional',
      fillingId: 'catupiry',
    });
    expect(withFilling.statusCode).toBe(422);
    expect(withFilling.json<ErrorAnswer>().error).toMatchObject({
      code: 'INVALID_FILLING',
      message: 'O recheio "Catupiry" da borda "Borda Tradicional" está esgotado no momento.',
    });

    // a crust
    const pausedCrust = await admin.patch('/api/admin/sold-out/crusts/volcanic', {
      isAvailable: false,
    });
    expect(pausedCrust.statusCode, pausedCrust.body).toBe(200);
    await stream.next('menu');
    expect((await readMenu(t)).crusts.map((c) => c.id)).toEqual(['none', 'traditional']);
    const withCrust = await order({
      productId: mussarela.id,
      crustId: 'volcanic',
      fillingId: 'cheddar',
    });
    expect(withCrust.statusCode).toBe(422);
    expect(withCrust.json<ErrorAnswer>().error).toMatchObject({
      code: 'INVALID_CRUST',
      message: 'A borda "Borda Vulcão" está esgotada no momento.',
    });

    // resuming: each one tells the stream, and the same order goes through
    await admin.patch(`/api/admin/products/${calabresa.id}/availability`, { isAvailable: true });
    await admin.patch(`/api/admin/sold-out/extras/${bacon}`, { isAvailable: true });
    await admin.patch('/api/admin/sold-out/crusts/traditional/fillings/catupiry', {
      isAvailable: true,
    });
    const resumed = await admin.patch('/api/admin/sold-out/crusts/volcanic', { isAvailable: true });
    expect(resumed.json()).toMatchObject({ id: 'volcanic', isAvailable: true });
    for (let i = 0; i < 4; i++) await stream.next('menu');
    const after: Menu = await readMenu(t);
    expect(productNamed(after, 'Calabresa').isAvailable).toBe(true);
    expect(after.crusts.map((c) => c.id)).toEqual(['none', 'traditional', 'volcanic']);
    const placed = await order({
      productId: mussarela.id,
      extraFlavourIds: [calabresa.id],
      extraIds: [bacon],
      crustId: 'volcanic',
      fillingId: 'catupiry',
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('a crust whose every filling is paused leaves the menu: it cannot be ordered without one', async () => {
    for (const filling of ['cheddar', 'catupiry']) {
      await admin.patch(`/api/admin/sold-out/crusts/traditional/fillings/${filling}`, {
        isAvailable: false,
      });
    }
    try {
      expect((await readMenu(t)).crusts.map((c) => c.id)).toEqual(['none', 'volcanic']);
    } finally {
      for (const filling of ['cheddar', 'catupiry']) {
        await admin.patch(`/api/admin/sold-out/crusts/traditional/fillings/${filling}`, {
          isAvailable: true,
        });
      }
    }
  });

  it('an order status change is not a menu change: the stream stays quiet', async () => {
    const stream = await openMenuStream();
    const menu = await readMenu(t);
    const placed = await order({ productId: productNamed(menu, 'Mussarela').id });
    expect(placed.statusCode).toBe(201);
    const { order: created } = placed.json<{ order: { id: number } }>();
    expect(
      (await admin.post(`/api/admin/orders/${created.id}/status`, { status: 'aprovado' }))
        .statusCode,
    ).toBe(200);
    // the next catalogue change is the first event this stream gets
    const bacon = extraId(await switches(), 'Bacon');
    await admin.patch(`/api/admin/sold-out/extras/${bacon}`, { isAvailable: true });
    await stream.next('menu');
    expect(stream.raw.match(/^event: /gm)).toHaveLength(1);
  });

  it("records every switch that changed in 'Histórico de pausas': what, who, when; a switch left as it was writes nothing", async () => {
    const history = async () => {
      const res = await admin.get('/api/admin/sold-out/history');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PauseHistory>().events;
    };
    const before = (await history()).length;
    const menu = await readMenu(t);
    const portuguesa = productNamed(menu, 'Portuguesa');
    const catupiry = '/api/admin/sold-out/crusts/traditional/fillings/catupiry';
    const moves = [
      await admin.patch(`/api/admin/products/${portuguesa.id}/availability`, {
        isAvailable: false,
      }),
      await admin.patch(catupiry, { isAvailable: false }),
      // already paused: no line
      await admin.patch(catupiry, { isAvailable: false }),
      await admin.patch(catupiry, { isAvailable: true }),
      await admin.patch('/api/admin/sold-out/crusts/volcanic', { isAvailable: false }),
      await admin.patch('/api/admin/sold-out/crusts/volcanic', { isAvailable: true }),
      await admin.patch(`/api/admin/products/${portuguesa.id}/availability`, {
        isAvailable: true,
      }),
    ];
    expect(moves.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const events = await history();
    expect(events.length - before).toBe(6);
    const latest = events.slice(0, 6).reverse();
    expect(
      latest.map(({ itemKind, itemName, isAvailable }) => [itemKind, itemName, isAvailable]),
    ).toEqual([
      ['produto', 'Portuguesa', false],
      ['recheio', 'Catupiry da Borda Tradicional', false],
      ['recheio', 'Catupiry da Borda Tradicional', true],
      ['borda', 'Borda Vulcão', false],
      ['borda', 'Borda Vulcão', true],
      ['produto', 'Portuguesa', true],
    ]);
    expect(latest.every(({ actorName, at }) => actorName !== '' && at === now.toISOString())).toBe(
      true,
    );
    expect(describePauseEvent(latest[0] as PauseEvent, 'America/Sao_Paulo')).toMatch(
      /^Acabou: Portuguesa \(produto\), por .+ em 20\/11\/2026 às 20:00$/,
    );
    // an unknown item writes no line either
    await admin.patch('/api/admin/sold-out/extras/999999', { isAvailable: false });
    expect((await history()).length).toBe(events.length);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/sold-out/history' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("pauses and resumes a drink's variant: the open menu stream says so, the menu marks it, an order with it is refused by name, and the history names it", async () => {
    const list = (await admin.get('/api/admin/products')).json<{ categories: AdminCategory[] }>();
    const drinks = list.categories.find((c) => c.slug === 'refrigerantes');
    if (!drinks) throw new Error('the seed has no drinks');
    const created = await admin.post('/api/admin/products', {
      name: 'Refrigerante',
      description: 'Coca-Cola, Guaraná ou Fanta',
      categoryId: drinks.id,
      variants: [
        { name: 'Lata 350 ml', priceCents: 600 },
        { name: '600 ml', priceCents: 850 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const refri = created.json<AdminProduct>();
    const seiscentos = refri.variants?.find((v) => v.name === '600 ml');
    if (!seiscentos) throw new Error('no 600 ml');
    const url = `/api/admin/sold-out/variants/${seiscentos.id}`;
    const stream = await openMenuStream();

    const paused = await admin.patch(url, { isAvailable: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({
      id: seiscentos.id,
      productId: refri.id,
      name: '600 ml',
      isAvailable: false,
    });
    await stream.next('menu');
    const onMenu = productNamed(await readMenu(t), 'Refrigerante').variants;
    expect(onMenu?.map((v) => [v.name, v.isActive])).toEqual([
      ['Lata 350 ml', true],
      ['600 ml', false],
    ]);
    // the products page (and the product dialog) read it paused too
    const products = (await admin.get('/api/admin/products')).json<{ products: AdminProduct[] }>();
    expect(products.products.find((p) => p.id === refri.id)?.variants?.[1]?.isActive).toBe(false);
    const refused = await order({ productId: refri.id, variantId: seiscentos.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorAnswer>().error.code).toBe('INVALID_VARIANT');
    expect(refused.json<ErrorAnswer>().error.message).toContain('600 ml');

    const resumed = await admin.patch(url, { isAvailable: true });
    expect(resumed.json()).toMatchObject({ id: seiscentos.id, isAvailable: true });
    await stream.next('menu');
    const placed = await order({ productId: refri.id, variantId: seiscentos.id });
    expect(placed.statusCode, placed.body).toBe(201);

    const events = (await admin.get('/api/admin/sold-out/history')).json<PauseHistory>().events;
    expect(
      events
        .slice(0, 2)
        .map(({ itemKind, itemName, isAvailable }) => [itemKind, itemName, isAvailable]),
    ).toEqual([
      ['variante', 'Refrigerante 600 ml', true],
      ['variante', 'Refrigerante 600 ml', false],
    ]);
    expect(describePauseEvent(events[1] as PauseEvent, 'America/Sao_Paulo')).toMatch(
      /^Acabou: Refrigerante 600 ml \(opção\), por /,
    );

    // an unknown variant is 404 in pt-BR; a bad body 400; without a session 401
    const unknown = await admin.patch('/api/admin/sold-out/variants/999999', {
      isAvailable: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorAnswer>().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Opção não encontrada.',
    });
    expect((await admin.patch(url, { isAvailable: 'não' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { [CSRF_HEADER]: '1' },
      payload: { isAvailable: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
