import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCrust,
  AdminExtra,
  AdminFilling,
  MenuItems,
} from '../../../domain/admin-menu-items';
import type { PriceLog } from '../../../domain/admin-price-list';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, MARIA, postOrder, productNamed, readMenu } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

describe(`extras, crusts and fillings (/api/admin/menu-items) on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let baseUrl: string;
  const now = new Date(FRIDAY_EVENING);
  const readers: SseReader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  async function items(): Promise<MenuItems> {
    const res = await admin.get('/api/admin/menu-items');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MenuItems>();
  }

  async function menuStream(): Promise<SseReader> {
    const reader = await openSse(`${baseUrl}/api/menu/events`);
    readers.push(reader);
    return reader;
  }

  it('lists extras, crusts without "Sem borda", and fillings with their prices', async () => {
    const list = await items();
    expect(list.extras.find((e) => e.name === 'Bacon' && e.type === 'salgado')).toMatchObject({
      displayGroup: 'Carnes',
      isAvailable: true,
    });
    expect(list.crusts.map((c) => c.id)).toEqual(['traditional', 'volcanic']);
    expect(list.crusts[0]?.fillings.map((f) => f.id)).toEqual(['cheddar', 'catupiry']);
  });

  it('an extra created, edited and deleted: the open menu follows each step, an order pays its price, and the order still reads it after the deletion', async () => {
    const stream = await menuStream();
    const created = await admin.post('/api/admin/menu-items/extras', {
      name: 'Queijo Canastra',
      priceCents: 650,
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(created.statusCode, created.body).toBe(201);
    const extra = created.json<AdminExtra>();
    expect(extra).toMatchObject({ name: 'Queijo Canastra', priceCents: 650, isAvailable: true });
    expect((await items()).extras.at(-1)?.id).toBe(extra.id);
    await stream.next('menu');
    expect((await readMenu(t)).extras.find((e) => e.id === extra.id)?.priceCents).toBe(650);

    const edited = await admin.put(`/api/admin/menu-items/extras/${extra.id}`, {
      name: 'Queijo Canastra Curado',
      priceCents: 790,
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await stream.next('menu');
    const menu = await readMenu(t);
    expect(menu.extras.find((e) => e.id === extra.id)).toMatchObject({
      name: 'Queijo Canastra Curado',
      priceCents: 790,
    });

    // the next order pays the new price: Calabresa Grande R$ 49,00 + R$ 7,90
    const order = await placeOrder(t, {
      customer: MARIA,
      items: [
        {
          productId: productNamed(menu, 'Calabresa').id,
          size: 'normal',
          quantity: 1,
          extraIds: [extra.id],
        },
      ],
      paymentMethod: 'Pix',
    });
    expect(order.order.subtotalCents).toBe(productNamed(menu, 'Calabresa').priceCents + 790);

    const deleted = await admin.delete(`/api/admin/menu-items/extras/${extra.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await stream.next('menu');
    expect((await readMenu(t)).extras.some((e) => e.id === extra.id)).toBe(false);
    expect((await items()).extras.some((e) => e.id === extra.id)).toBe(false);
    expect(
      (await admin.get('/api/admin/sold-out')).json<{ extras: { id: number }[] }>().extras,
    ).not.toContainEqual(expect.objectContaining({ id: extra.id }));
    // the order keeps what was sold
    const stored = await admin.get(`/api/admin/orders/${order.order.id}`);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.body).toContain('Queijo Canastra Curado');
    expect(stored.json<{ subtotalCents: number }>().subtotalCents).toBe(order.order.subtotalCents);
    // and a new order with it is refused
    const refused = await postOrder(t, {
      customer: MARIA,
      items: [
        {
          productId: productNamed(menu, 'Calabresa').id,
          size: 'normal',
          quantity: 1,
          extraIds: [extra.id],
        },
      ],
      paymentMethod: 'Pix',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorAnswer>().error.code).toBe('INVALID_EXTRA');
    // deleted twice, edited or paused after: not found
    expect((await admin.delete(`/api/admin/menu-items/extras/${extra.id}`)).statusCode).toBe(404);
    expect(
      (await admin.patch(`/api/admin/sold-out/extras/${extra.id}`, { isAvailable: false }))
        .statusCode,
    ).toBe(404);
    // its name may be used again
    const again = await admin.post('/api/admin/menu-items/extras', {
      name: 'Queijo Canastra Curado',
      priceCents: 800,
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a bad extra with pt-BR messages, and a name its type already has with 409', async () => {
    const bad = await admin.post('/api/admin/menu-items/extras', {
      name: ' ',
      priceCents: 0,
      type: 'salgado',
      displayGroup: 'Frutas',
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json<ErrorAnswer>().error.details?.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Nome é obrigatório', 'Preço deve ser maior que zero']),
    );
    const duplicate = await admin.post('/api/admin/menu-items/extras', {
      name: 'Bacon',
      priceCents: 500,
      type: 'salgado',
      displayGroup: 'Carnes',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorAnswer>().error.message).toBe(
      'Já existe um adicional com esse nome e tipo.',
    );
  });

  it("an edited price joins 'Alterações de preços' with who changed it and when", async () => {
    const cheddar = (await items()).crusts[0]?.fillings.find((f) => f.id === 'cheddar');
    const res = await admin.put('/api/admin/menu-items/crusts/traditional/fillings/cheddar', {
      name: 'Cheddar',
      priceCents: 300,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminFilling>()).toMatchObject({ priceCents: 300, isAvailable: true });
    const log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    expect(log.entries[0]).toMatchObject({
      itemKind: 'recheio',
      itemName: 'Cheddar',
      oldPriceCents: cheddar?.priceCents,
      newPriceCents: 300,
      reason: 'Edição',
      at: now.toISOString(),
    });
    expect(log.entries[0]?.actorName).toMatch(/^admin-/);
    // the menu charges it: Borda Tradicional with cheddar
    const crust = (await readMenu(t)).crusts.find((c) => c.id === 'traditional');
    expect(crust?.fillings.find((f) => f.id === 'cheddar')?.priceCents).toBe(300);
  });

  it('a crust created with a filling is ordered at its prices; reordering and deleting it follow; an old order still reads it', async () => {
    const created = await admin.post('/api/admin/menu-items/crusts', {
      name: 'Borda Chocolate',
      description: 'Recheada de chocolate ao leite.',
      priceCents: 1200,
    });
    expect(created.statusCode, created.body).toBe(201);
    const crust = created.json<AdminCrust>();
    expect(crust.id).toBe('borda-chocolate');
    const filling = await admin.post(`/api/admin/menu-items/crusts/${crust.id}/fillings`, {
      name: 'Chocolate branco',
      priceCents: 250,
    });
    expect(filling.statusCode, filling.body).toBe(201);
    expect(filling.json<AdminFilling>().id).toBe('chocolate-branco');

    const reordered = await admin.put('/api/admin/menu-items/order/crusts', {
      ids: [crust.id, 'traditional', 'volcanic'],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const menu = await readMenu(t);
    expect(menu.crusts.map((c) => c.id)).toEqual(['none', crust.id, 'traditional', 'volcanic']);
    // a list that is not the whole list is refused: nothing moves
    const partial = await admin.put('/api/admin/menu-items/order/crusts', { ids: ['volcanic'] });
    expect(partial.statusCode).toBe(409);

    const mussarela = productNamed(menu, 'Mussarela');
    const order = await placeOrder(t, {
      customer: MARIA,
      items: [
        {
          productId: mussarela.id,
          size: 'normal',
          quantity: 1,
          crustId: crust.id,
          fillingId: 'chocolate-branco',
        },
      ],
      paymentMethod: 'Pix',
    });
    expect(order.order.subtotalCents).toBe(mussarela.priceCents + 1200 + 250);

    expect((await admin.delete(`/api/admin/menu-items/crusts/${crust.id}`)).statusCode).toBe(204);
    expect((await readMenu(t)).crusts.map((c) => c.id)).toEqual([
      'none',
      'traditional',
      'volcanic',
    ]);
    const stored = await admin.get(`/api/admin/orders/${order.order.id}`);
    expect(stored.body).toContain('Borda Chocolate');
    expect(stored.body).toContain('Chocolate branco');
    // a new crust of the same name gets another id: the old order's id names nothing new
    const again = await admin.post('/api/admin/menu-items/crusts', {
      name: 'Borda Chocolate',
      priceCents: 1300,
    });
    expect(again.json<AdminCrust>().id).toBe('borda-chocolate-2');
  });

  it('fillings are reordered and deleted within their crust', async () => {
    const res = await admin.put('/api/admin/menu-items/order/crusts/traditional/fillings', {
      ids: ['catupiry', 'cheddar'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const traditional = (await readMenu(t)).crusts.find((c) => c.id === 'traditional');
    expect(traditional?.fillings.map((f) => f.id)).toEqual(['catupiry', 'cheddar']);
    const gone = await admin.delete('/api/admin/menu-items/crusts/traditional/fillings/catupiry');
    expect(gone.statusCode).toBe(204);
    const after = (await readMenu(t)).crusts.find((c) => c.id === 'traditional');
    expect(after?.fillings.map((f) => f.id)).toEqual(['cheddar']);
    expect(
      (await admin.delete('/api/admin/menu-items/crusts/none')).statusCode,
      "'Sem borda' is no crust to delete",
    ).toBe(404);
  });

  it("an extra's price per size: a Broto with an extra of R$ 3,00 in Broto and R$ 5,00 in Grande charges the hand-computed total, whatever price the client sends", async () => {
    const stream = await menuStream();
    const created = await admin.post('/api/admin/menu-items/extras', {
      name: 'Queijo Serrano',
      priceCents: 500,
      sizePrices: { broto: 300 },
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(created.statusCode, created.body).toBe(201);
    const extra = created.json<AdminExtra>();
    expect(extra).toMatchObject({ priceCents: 500, sizePrices: { broto: 300 } });
    await stream.next('menu');
    const menu = await readMenu(t);
    expect(menu.extras.find((e) => e.id === extra.id)).toMatchObject({
      priceCents: 500,
      sizePrices: { broto: 300 },
    });
    const calabresa = productNamed(menu, 'Calabresa');
    const order = await placeOrder(t, {
      customer: MARIA,
      items: [
        // the client claims R$ 1,00 a pizza: the server prices it itself
        {
          productId: calabresa.id,
          size: 'broto',
          quantity: 2,
          extraIds: [extra.id],
          unitPriceCents: 100,
        },
        { productId: calabresa.id, size: 'normal', quantity: 1, extraIds: [extra.id] },
      ],
      paymentMethod: 'Pix',
    });
    // 2 × (Broto R$ 35,00 + R$ 3,00) + (Grande R$ 49,00 + R$ 5,00) = 76,00 + 54,00
    expect(order.order.subtotalCents).toBe(13_000);
    expect(order.order.items.map((item) => item.extras[0]?.priceCents)).toEqual([300, 500]);
    expect(order.order.items.map((item) => item.lineTotalCents)).toEqual([7600, 5400]);

    // edited by hand: each price that moved is logged with its size
    const edited = await admin.put(`/api/admin/menu-items/extras/${extra.id}`, {
      name: 'Queijo Serrano',
      priceCents: 500,
      sizePrices: { broto: 350 },
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    let log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    expect(log.entries[0]).toMatchObject({
      itemKind: 'adicional',
      itemName: 'Queijo Serrano',
      sizeLabel: 'Broto',
      oldPriceCents: 300,
      newPriceCents: 350,
      reason: 'Edição',
    });
    // a size left blank charges the one price again: Broto R$ 3,50 → R$ 5,00
    const cleared = await admin.put(`/api/admin/menu-items/extras/${extra.id}`, {
      name: 'Queijo Serrano',
      priceCents: 500,
      sizePrices: { broto: null },
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminExtra>().sizePrices).toEqual({});
    log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    expect(log.entries[0]).toMatchObject({
      sizeLabel: 'Broto',
      oldPriceCents: 350,
      newPriceCents: 500,
    });
    // a size the shop does not have is refused under its field, in pt-BR
    const unknown = await admin.put(`/api/admin/menu-items/extras/${extra.id}`, {
      name: 'Queijo Serrano',
      priceCents: 500,
      sizePrices: { gigante: 900 },
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorAnswer>().error).toMatchObject({
      code: 'INVALID_SIZE',
      message: 'Um dos tamanhos não existe mais. Recarregue a página.',
      details: [expect.objectContaining({ path: 'body/sizePrices/gigante' })],
    });
    const zero = await admin.put(`/api/admin/menu-items/extras/${extra.id}`, {
      name: 'Queijo Serrano',
      priceCents: 500,
      sizePrices: { broto: 0 },
      type: 'salgado',
      displayGroup: 'Queijos',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<ErrorAnswer>().error.details?.map((d) => d.message)).toContain(
      'Preço deve ser maior que zero',
    );
  });

  it('a crust priced per size: a Broto pays its Broto price plus the filling, a Grande its one price', async () => {
    const before = (await items()).crusts.find((c) => c.id === 'traditional');
    if (!before) throw new Error('no traditional crust');
    const res = await admin.put('/api/admin/menu-items/crusts/traditional', {
      name: before.name,
      description: before.description,
      priceCents: before.priceCents,
      sizePrices: { broto: 600 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCrust>().sizePrices).toEqual({ broto: 600 });
    const log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    expect(log.entries[0]).toMatchObject({
      itemKind: 'borda',
      sizeLabel: 'Broto',
      oldPriceCents: before.priceCents,
      newPriceCents: 600,
    });
    const menu = await readMenu(t);
    const crust = menu.crusts.find((c) => c.id === 'traditional');
    expect(crust).toMatchObject({ priceCents: 1000, sizePrices: { broto: 600 } });
    const filling = crust?.fillings.find((f) => f.id === 'cheddar');
    if (!filling) throw new Error('no cheddar filling');
    const mussarela = productNamed(menu, 'Mussarela');
    const line = {
      productId: mussarela.id,
      quantity: 1,
      crustId: 'traditional',
      fillingId: 'cheddar',
    };
    const order = await placeOrder(t, {
      customer: MARIA,
      items: [
        { ...line, size: 'broto' },
        { ...line, size: 'normal' },
      ],
      paymentMethod: 'Pix',
    });
    expect(order.order.items.map((item) => item.crustPriceCents)).toEqual([
      600 + filling.priceCents,
      1000 + filling.priceCents,
    ]);
    // Broto R$ 35,00 + R$ 6,00 and Grande R$ 46,00 + R$ 10,00, each with the filling's own price
    expect(order.order.subtotalCents).toBe(3500 + 600 + 4600 + 1000 + 2 * filling.priceCents);
  });

  it('only the owner and managers change the catalogue; an attendant is 403', async () => {
    const attendant = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'attendant'));
    const res = await attendant.post('/api/admin/menu-items/extras', {
      name: 'Palmito',
      priceCents: 500,
      type: 'salgado',
      displayGroup: 'Vegetais',
    });
    expect(res.statusCode).toBe(403);
    expect((await attendant.get('/api/admin/menu-items')).statusCode).toBe(403);
  });
});
