import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../domain/admin-catalogue';
import type { MenuItems } from '../../../domain/admin-menu-items';
import {
  priceKey,
  type PriceChangeInput,
  type PriceLog,
  type PricePreview,
  type PriceRow,
} from '../../../domain/admin-price-list';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, MARIA, productNamed, readMenu } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: {
    code: string;
    message: string;
    details?: { rows?: PriceRow[] } & { path: string; message: string }[];
  };
}

const PLUS_8_TO_90: PriceChangeInput = {
  target: 'pizzas',
  direction: 'up',
  mode: 'percent',
  percent: 8,
  rounding: 'ending_90',
};

describe(`'Tabela de preços' (/api/admin/price-list) on ${testDbKind}`, () => {
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

  async function preview(change: PriceChangeInput): Promise<PriceRow[]> {
    const res = await admin.post('/api/admin/price-list/preview', change);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PricePreview>().rows;
  }

  const seenOf = (rows: PriceRow[]) =>
    rows.map((row) => ({ key: priceKey(row), priceCents: row.priceCents }));

  function rowOf(rows: PriceRow[], name: string, sizeLabel = ''): PriceRow {
    const row = rows.find((r) => r.name === name && r.sizeLabel === sizeLabel);
    if (!row) throw new Error(`no row ${name} ${sizeLabel}`);
    return row;
  }

  it('+8 % on every pizza rounded to ,90, previewed then saved: the open menu shows the new prices, the next order pays them, the log says who and when', async () => {
    const stream = await openSse(`${baseUrl}/api/menu/events`);
    readers.push(stream);
    const rows = await preview(PLUS_8_TO_90);
    // R$ 49,00 × 1,08 = 52,92 → 53,90; the broto R$ 35,00 × 1,08 = 37,80 → 37,90
    expect(rowOf(rows, 'Calabresa', 'Grande')).toMatchObject({
      priceCents: 4900,
      newPriceCents: 5390,
    });
    expect(rowOf(rows, 'Calabresa', 'Broto')).toMatchObject({
      priceCents: 3500,
      newPriceCents: 3790,
    });
    // R$ 52,90 × 1,08 = 57,132 → 57,13 → 57,90
    expect(rowOf(rows, 'Portuguesa', 'Grande').newPriceCents).toBe(5790);
    // drinks and the crusts' own category are not pizzas
    expect(
      rows.some((row) => row.name === 'Coca-Cola 2L' || row.name === 'Borda Tradicional'),
    ).toBe(false);
    // a preview writes nothing
    expect(productNamed(await readMenu(t), 'Calabresa').priceCents).toBe(4900);

    const saved = await admin.post('/api/admin/price-list/changes', {
      change: PLUS_8_TO_90,
      seen: seenOf(rows),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ changed: number }>().changed).toBe(rows.length);
    await stream.next('menu');
    const menu = await readMenu(t);
    const calabresa = productNamed(menu, 'Calabresa');
    // its own price follows its first size's (decision 046)
    expect(calabresa.priceCents).toBe(5390);
    expect(calabresa.sizePrices).toEqual({ normal: 5390, broto: 3790 });
    expect(productNamed(menu, 'Coca-Cola 2L').priceCents).toBe(1800);

    const order = await placeOrder(t, {
      customer: MARIA,
      items: [{ productId: calabresa.id, size: 'broto', quantity: 2 }],
      paymentMethod: 'Pix',
    });
    expect(order.order.subtotalCents).toBe(2 * 3790);

    const log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    expect(log.entries).toHaveLength(rows.length);
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        itemKind: 'produto',
        itemName: 'Calabresa',
        sizeLabel: 'Broto',
        oldPriceCents: 3500,
        newPriceCents: 3790,
        reason: '+8 % (terminar em ,90)',
        at: now.toISOString(),
        actorName: expect.stringMatching(/^admin-/) as string,
      }),
    );
  });

  it('a preview whose prices changed meanwhile is 409 with a pt-BR message and the fresh preview; nothing is written', async () => {
    const rows = await preview({ ...PLUS_8_TO_90, rounding: 'none' });
    const menu = await readMenu(t);
    const portuguesa = productNamed(menu, 'Portuguesa');
    // someone edits one price in between
    const category = (await admin.get('/api/admin/products'))
      .json<{
        products: { id: number; categoryId: number; description: string; ingredients: string[] }[];
      }>()
      .products.find((p) => p.id === portuguesa.id);
    const edit = await admin.put(`/api/admin/products/${portuguesa.id}`, {
      name: portuguesa.name,
      description: category?.description,
      categoryId: category?.categoryId,
      sizePrices: { ...portuguesa.sizePrices, normal: 6000 },
      ingredients: category?.ingredients,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const stale = await admin.post('/api/admin/price-list/changes', {
      change: { ...PLUS_8_TO_90, rounding: 'none' },
      seen: seenOf(rows),
    });
    expect(stale.statusCode).toBe(409);
    const error = stale.json<ErrorAnswer>().error;
    expect(error.code).toBe('PRICES_CHANGED');
    expect(error.message).toBe(
      'Alguns preços mudaram desde a prévia. Confira a nova prévia e salve de novo.',
    );
    // the fresh preview: R$ 60,00 + 8 % = 64,80
    expect(rowOf(error.details?.rows ?? [], 'Portuguesa', 'Grande')).toMatchObject({
      priceCents: 6000,
      newPriceCents: 6480,
    });
    const after = await readMenu(t);
    expect(productNamed(after, 'Calabresa').priceCents).toBe(5390);
    expect(productNamed(after, 'Portuguesa').priceCents).toBe(6000);
  });

  it('a category, a fixed amount down to whole reais: a drink keeps one price', async () => {
    const categories = (await admin.get('/api/admin/products')).json<{
      categories: AdminCategory[];
    }>().categories;
    const drinks = categories.find((c) => c.slug === 'refrigerantes');
    const change: PriceChangeInput = {
      target: 'category',
      categoryId: drinks?.id ?? 0,
      direction: 'down',
      mode: 'amount',
      amountCents: 150,
      rounding: 'whole',
    };
    const rows = await preview(change);
    // R$ 18,00 − 1,50 = 16,50 → down to 16,00
    expect(rowOf(rows, 'Coca-Cola 2L')).toMatchObject({ size: null, newPriceCents: 1600 });
    const saved = await admin.post('/api/admin/price-list/changes', { change, seen: seenOf(rows) });
    expect(saved.statusCode, saved.body).toBe(200);
    const coke = productNamed(await readMenu(t), 'Coca-Cola 2L');
    expect(coke.priceCents).toBe(1600);
    expect(coke.sizePrices).toEqual({});

    const unknown = await admin.post('/api/admin/price-list/preview', {
      ...change,
      categoryId: 99999,
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('extras, crusts: a cut that would leave a price at R$ 0,00 or less is refused and nothing is written', async () => {
    const change: PriceChangeInput = {
      target: 'extras',
      direction: 'down',
      mode: 'amount',
      amountCents: 100_000,
      rounding: 'none',
    };
    const rows = await preview(change);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => row.newPriceCents === null)).toBe(true);
    const refused = await admin.post('/api/admin/price-list/changes', {
      change,
      seen: seenOf(rows),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorAnswer>().error).toMatchObject({
      code: 'PRICE_NOT_POSITIVE',
      message:
        'A mudança deixaria itens sem preço (R$ 0,00 ou menos). Diminua a redução ou escolha outro conjunto.',
    });
    expect((await readMenu(t)).extras.every((extra) => extra.priceCents > 0)).toBe(true);

    // crusts: R$ 10,00 and 18,00 + 10 % = 11,00 and 19,80 → halves: 11,00 and 20,00
    const crustChange: PriceChangeInput = {
      target: 'crusts',
      direction: 'up',
      mode: 'percent',
      percent: 10,
      rounding: 'half',
    };
    const crustRows = await preview(crustChange);
    expect(crustRows.map((row) => [row.itemId, row.newPriceCents])).toEqual([
      ['traditional', 1100],
      ['volcanic', 2000],
    ]);
    await admin.post('/api/admin/price-list/changes', {
      change: crustChange,
      seen: seenOf(crustRows),
    });
    expect((await readMenu(t)).crusts.map((c) => c.priceCents)).toEqual([0, 1100, 2000]);
  });

  it("extras priced per size: +10 % rounded to R$ 0,50 changes the one price and each size's own, and the log names the size", async () => {
    const bacon = (await admin.get('/api/admin/menu-items'))
      .json<MenuItems>()
      .extras.find((extra) => extra.name === 'Bacon' && extra.type === 'salgado');
    if (!bacon) throw new Error('no Bacon extra');
    const edited = await admin.put(`/api/admin/menu-items/extras/${bacon.id}`, {
      name: bacon.name,
      priceCents: 500,
      sizePrices: { broto: 300 },
      type: bacon.type,
      displayGroup: bacon.displayGroup,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const change: PriceChangeInput = {
      target: 'extras',
      direction: 'up',
      mode: 'percent',
      percent: 10,
      rounding: 'half',
    };
    const rows = await preview(change);
    // R$ 5,00 × 1,10 = 5,50 → 5,50; Broto R$ 3,00 × 1,10 = 3,30 → 3,50
    expect(rowOf(rows, 'Bacon', 'Demais tamanhos')).toMatchObject({
      size: null,
      priceCents: 500,
      newPriceCents: 550,
    });
    expect(rowOf(rows, 'Bacon', 'Broto')).toMatchObject({
      size: 'broto',
      priceCents: 300,
      newPriceCents: 350,
    });
    const saved = await admin.post('/api/admin/price-list/changes', { change, seen: seenOf(rows) });
    expect(saved.statusCode, saved.body).toBe(200);
    const menuBacon = (await readMenu(t)).extras.find((extra) => extra.id === bacon.id);
    expect(menuBacon).toMatchObject({ priceCents: 550, sizePrices: { broto: 350 } });
    const log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        itemKind: 'adicional',
        itemName: 'Bacon',
        sizeLabel: 'Broto',
        oldPriceCents: 300,
        newPriceCents: 350,
        reason: '+10 % (múltiplos de r$ 0,50)',
      }),
    );
  });

  it('refuses a change without its percent in pt-BR (400), and an attendant (403)', async () => {
    const bad = await admin.post('/api/admin/price-list/preview', {
      ...PLUS_8_TO_90,
      percent: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorAnswer>().error.details).toContainEqual(
      expect.objectContaining({ message: 'Informe a porcentagem. Ex.: 8' }),
    );
    const attendant = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'attendant'));
    expect((await attendant.post('/api/admin/price-list/preview', PLUS_8_TO_90)).statusCode).toBe(
      403,
    );
    expect((await attendant.get('/api/admin/price-list/log')).statusCode).toBe(403);
  });
});
