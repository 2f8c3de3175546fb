import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsToRow } from '../../../db/establishment-row';
import { coupons, establishmentSettings, offers, orders } from '../../../db/schema';
import type { DeliverySettings } from '../../../domain/delivery';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import type { CouponCheckResult } from '../../../domain/coupon-check';
import type { Menu } from '../../../domain/menu';
import { menuProductLine, productOffer } from '../../../domain/offer-savings';
import type { Order, PlaceOrderInput } from '../../../domain/order';
import type { CouponInput, OfferInput, PublicPromotion } from '../../../domain/promotions';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, setStatus } from '../admin-orders/admin-test-kit';
import {
  countRows,
  MARIA,
  newKey,
  offlinePassAt,
  postOrder,
  productNamed,
  readMenu,
} from '../orders/order-test-kit';

/** Tuesday 24 November 2026, 20:00 in São Paulo (UTC−3), inside the default hours. */
const TUESDAY_EVENING = new Date('2026-11-24T20:00:00-03:00');

/** Maria's bairro delivered for R$ 6,00. */
const BELA_VISTA_DELIVERY: DeliverySettings = {
  zones: [
    {
      id: 'bela-vista',
      name: 'Bela Vista',
      feeCents: 600,
      estimate: '30 a 40 minutos',
      minimumCents: null,
      cepRanges: [],
    },
  ],
  outsideZone: 'recusar',
  pickupEnabled: false,
  pickupEstimate: '15 a 25 minutos',
};

let codeCounter = 0;
/** A code no other test of this file uses. */
function freshCode(prefix = 'CUPOM'): string {
  codeCounter += 1;
  return `${prefix}${codeCounter}`;
}

/**
 * Coupons and automatic offers (docs/decisions/032): the admin creates them, `POST
 * /api/coupons/check` answers what a cart would get, and the order applies them, counting uses
 * race-free, and ignores whatever discount the client claims.
 */
describe(`promotions on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let admin: ReturnType<typeof asAdmin>;
  let now = TUESDAY_EVENING;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    now = TUESDAY_EVENING;
    await t.database.db.delete(orders);
    await t.database.db.delete(offers);
    await t.database.db.delete(coupons);
    await t.database.db
      .update(establishmentSettings)
      .set(settingsToRow(DEFAULT_ESTABLISHMENT))
      .where(eq(establishmentSettings.id, 1));
  });

  /** Open all day, every day: an order just before local midnight. */
  async function openAllDay(): Promise<void> {
    const all = '00:00 às 23:59';
    const schedules = Object.fromEntries(WEEKDAYS.map((day) => [day, all])) as Schedules;
    await t.database.db
      .update(establishmentSettings)
      .set(settingsToRow({ ...DEFAULT_ESTABLISHMENT, schedules }))
      .where(eq(establishmentSettings.id, 1));
  }

  const calabresa = () => ({
    productId: productNamed(menu, 'Calabresa').id,
    size: 'normal' as const,
    quantity: 1,
  });
  const chocolate = () => ({
    productId: productNamed(menu, 'Chocolate').id,
    size: 'normal' as const,
    quantity: 1,
  });
  const coke = () => ({
    productId: productNamed(menu, 'Coca-Cola 2L').id,
    size: 'normal' as const,
    quantity: 1,
  });

  function order(changes: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
    return { customer: MARIA, items: [calabresa()], paymentMethod: 'Pix', ...changes };
  }

  async function createCoupon(input: Partial<CouponInput> = {}): Promise<string> {
    const code = input.code ?? freshCode();
    const res = await admin.post('/api/admin/promotions/coupons', {
      kind: 'percent',
      value: 10,
      ...input,
      code,
    });
    expect(res.statusCode, res.body).toBe(201);
    return code;
  }

  async function createOffer(input: Partial<OfferInput> = {}) {
    const res = await admin.post('/api/admin/promotions/offers', {
      name: 'Terça doce',
      kind: 'category_percent',
      categorySlugs: ['pizzas_doces'],
      percent: 20,
      ...input,
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  async function place(body: PlaceOrderInput): Promise<Order> {
    const res = await postOrder(t, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order: Order }>().order;
  }

  async function expectRefused(body: PlaceOrderInput, code: string, message: string) {
    const before = await countRows(t);
    const res = await postOrder(t, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ error: { code: string; message: string } }>().error).toEqual({
      code,
      message,
    });
    expect(await countRows(t)).toEqual(before);
  }

  async function check(body: Record<string, unknown>): Promise<CouponCheckResult> {
    const res = await t.app.inject({ method: 'POST', url: '/api/coupons/check', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CouponCheckResult>();
  }

  it('applies a coupon typed in any case, stores the discount and takes it off the total', async () => {
    const code = await createCoupon({ kind: 'fixed', value: 700 });
    const placed = await place(order({ couponCode: `  ${code.toLowerCase()} ` }));
    expect(placed).toMatchObject({
      subtotalCents: 4900,
      discountCents: 700,
      totalCents: 4200,
      couponCode: code,
      couponRefusal: null,
      discountLines: [{ source: 'coupon', name: code, amountCents: 700 }],
    });
    // the tracking page shows it too
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.publicId}` });
    expect(tracked.json<Order>().discountCents).toBe(700);
  });

  it('ignores the discount and total the client claims', async () => {
    const code = await createCoupon({ kind: 'percent', value: 10 });
    const placed = await place(order({ couponCode: code, discountCents: 4900, totalCents: 0 }));
    expect(placed.discountCents).toBe(490);
    expect(placed.totalCents).toBe(4410);
    // without a coupon, a claimed discount is nothing
    const plain = await place(order({ discountCents: 1000, totalCents: 3900 }));
    expect(plain).toMatchObject({ discountCents: 0, totalCents: 4900, discountLines: [] });
  });

  it('refuses an unknown or switched-off coupon', async () => {
    await expectRefused(
      order({ couponCode: 'NAOEXISTE' }),
      'COUPON_NOT_FOUND',
      'Cupom não encontrado. Confira o código.',
    );
    const code = await createCoupon({ isActive: false });
    await expectRefused(
      order({ couponCode: code }),
      'COUPON_INACTIVE',
      'Este cupom não está mais disponível.',
    );
  });

  it("refuses a coupon outside its dates, on the shop's calendar", async () => {
    const ended = await createCoupon({ validUntil: '2026-11-23' });
    await expectRefused(order({ couponCode: ended }), 'COUPON_EXPIRED', 'Cupom expirado.');
    const lastDayToday = await createCoupon({ validUntil: '2026-11-24' });
    // 23:59 in São Paulo is already Wednesday in UTC
    now = new Date('2026-11-24T23:59:00-03:00');
    await openAllDay();
    expect((await place(order({ couponCode: lastDayToday }))).couponCode).toBe(lastDayToday);
    const later = await createCoupon({ validFrom: '2026-11-25' });
    await expectRefused(
      order({ couponCode: later }),
      'COUPON_NOT_STARTED',
      'Este cupom vale a partir de 25/11/2026.',
    );
  });

  it('refuses a coupon on another weekday', async () => {
    const fridays = await createCoupon({ weekdays: ['sexta'] });
    await expectRefused(
      order({ couponCode: fridays }),
      'COUPON_WRONG_WEEKDAY',
      'Este cupom vale só às sextas.',
    );
    const tuesdays = await createCoupon({ weekdays: ['terça'] });
    expect((await place(order({ couponCode: tuesdays }))).discountCents).toBe(490);
  });

  it('refuses a coupon below its minimum order', async () => {
    const code = await createCoupon({ minOrderCents: 6000 });
    await expectRefused(
      order({ couponCode: code }),
      'COUPON_BELOW_MINIMUM',
      'Pedido mínimo de R$\u00a060,00 para este cupom.',
    );
    expect(
      (await place(order({ couponCode: code, items: [calabresa(), coke()] }))).couponCode,
    ).toBe(code);
  });

  it("refuses a first-order coupon to a phone that ordered before, until that order's rejection", async () => {
    const code = await createCoupon({ firstOrderOnly: true });
    const earlier = await place(order());
    await expectRefused(
      order({ couponCode: code }),
      'COUPON_FIRST_ORDER_ONLY',
      'Cupom válido só no primeiro pedido.',
    );
    // another phone is a first order
    const ana = { ...MARIA, name: 'Ana', phone: '(11) 91234-5678' };
    expect((await place(order({ couponCode: code, customer: ana }))).couponCode).toBe(code);
    // a rejected order was never served: the phone has no order yet
    await setStatus(t, earlier.id, 'rejeitado');
    expect((await place(order({ couponCode: code }))).couponCode).toBe(code);
  });

  it('runs out at its usage limit and at its per-phone limit', async () => {
    const once = await createCoupon({ perPhoneLimit: 1 });
    await place(order({ couponCode: once }));
    await expectRefused(
      order({ couponCode: once }),
      'COUPON_ALREADY_USED',
      'Você já usou este cupom.',
    );

    const two = await createCoupon({ usageLimit: 2 });
    await place(order({ couponCode: two }));
    await place(order({ couponCode: two }));
    await expectRefused(order({ couponCode: two }), 'COUPON_EXHAUSTED', 'Cupom esgotado.');
  });

  it('gives the last use of a coupon to one of many orders sent at once', async () => {
    const code = await createCoupon({ usageLimit: 3 });
    await place(order({ couponCode: code }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(t, order({ couponCode: code }), newKey())),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('COUPON_EXHAUSTED');
    }
    const used = await t.database.db.select().from(orders).where(eq(orders.couponCode, code));
    expect(used).toHaveLength(3);
  });

  it('applies the automatic offer of the day, the best one, and the coupon on what is left', async () => {
    await createOffer({ weekdays: ['terça'] });
    await createOffer({
      name: 'Combo pizza + refri',
      kind: 'combo',
      percent: null,
      categorySlugs: ['mais_pedidas', 'pizzas_doces'],
      pairedCategorySlugs: ['refrigerantes'],
      comboPriceCents: 5000,
    });
    const code = await createCoupon({ kind: 'percent', value: 10 });
    const sweet = await place(order({ items: [chocolate()], couponCode: code }));
    // Chocolate 46,00: 20 % off is 9,20; the coupon takes 10 % of the 36,80 left
    expect(sweet.discountLines).toEqual([
      { source: 'offer', name: 'Terça doce', amountCents: 920 },
      { source: 'coupon', name: code, amountCents: 368 },
    ]);
    expect(sweet.totalCents).toBe(4600 - 920 - 368);

    const combo = await place(order({ items: [calabresa(), coke()] }));
    const cokePrice = productNamed(menu, 'Coca-Cola 2L').priceCents;
    expect(combo.discountLines).toEqual([
      { source: 'offer', name: 'Combo pizza + refri', amountCents: 4900 + cokePrice - 5000 },
    ]);

    // on Wednesday the Tuesday offer is gone
    now = new Date('2026-11-25T20:00:00-03:00');
    expect((await place(order({ items: [chocolate()] }))).discountLines).toEqual([]);
  });

  it("carries the running offers in the menu, and a card's price is what the order charges", async () => {
    expect((await readMenu(t)).offers).toBeUndefined();
    await createOffer({ weekdays: ['terça'] });
    await createOffer({ name: 'Desligada', isActive: false });
    await createOffer({ name: 'Acabou', validUntil: '2026-11-01' });
    const withOffers = await readMenu(t);
    expect(withOffers.offers?.map((offer) => offer.name)).toEqual(['Terça doce']);
    const chocolateProduct = productNamed(withOffers, 'Chocolate');
    const shown = productOffer(
      withOffers.offers ?? [],
      menuProductLine(chocolateProduct),
      now,
      DEFAULT_ESTABLISHMENT.timeZone,
    );
    expect(shown?.priceCents).toBe(4600 - 920);
    const placed = await place(order({ items: [chocolate()] }));
    expect(placed.subtotalCents - placed.discountCents).toBe(shown?.priceCents);
  });

  it('never discounts the delivery fee', async () => {
    await createOffer({ percent: 100 });
    const res = await check({ items: [chocolate()] });
    expect(res).toMatchObject({ subtotalCents: 4600, discountCents: 4600 });
    await t.database.db
      .update(establishmentSettings)
      .set(settingsToRow({ ...DEFAULT_ESTABLISHMENT, delivery: BELA_VISTA_DELIVERY }))
      .where(eq(establishmentSettings.id, 1));
    const placed = await place(order({ items: [chocolate()], deliveryFeeCents: 600 }));
    expect(placed).toMatchObject({
      subtotalCents: 4600,
      discountCents: 4600,
      deliveryFeeCents: 600,
      totalCents: 600,
    });
  });

  it('checks a coupon against a cart before the order, with the reason when it does not apply', async () => {
    await createOffer();
    const code = await createCoupon({ kind: 'fixed', value: 500, minOrderCents: 6000 });
    expect(await check({ items: [chocolate()], couponCode: code.toLowerCase() })).toEqual({
      subtotalCents: 4600,
      discountCents: 920,
      discountLines: [{ source: 'offer', name: 'Terça doce', amountCents: 920 }],
      coupon: {
        applies: false,
        code,
        reason: 'COUPON_BELOW_MINIMUM',
        message: 'Pedido mínimo de R$\u00a060,00 para este cupom.',
      },
    });
    const enough = await check({ items: [chocolate(), calabresa()], couponCode: code });
    expect(enough.coupon).toEqual({ applies: true, code, notice: null });
    expect(enough.discountCents).toBe(920 + 500);
    // a check uses nothing up
    expect(await t.database.db.select().from(orders).where(eq(orders.couponCode, code))).toEqual(
      [],
    );
  });

  it('answers a coupon check alike for a phone that ordered and one that never did', async () => {
    const first = await createCoupon({ firstOrderOnly: true });
    const once = await createCoupon({ perPhoneLimit: 1 });
    await place(order({ couponCode: once }));
    const never = '(11) 97777-0000';
    for (const code of [first, once]) {
      const answers = await Promise.all(
        [MARIA.phone, never, ''].map(async (phone) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/coupons/check',
            payload: { items: [calabresa()], couponCode: code, phone },
          });
          return { status: res.statusCode, body: res.body };
        }),
      );
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual(answers[2]);
      expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({
        coupon: { applies: true, code },
      });
    }
    expect((await check({ items: [calabresa()], couponCode: first })).coupon).toEqual({
      applies: true,
      code: first,
      notice: 'Cupom válido só no primeiro pedido: confirmamos ao finalizar o pedido.',
    });
    // the order itself still refuses it, with its reason
    await expectRefused(
      order({ couponCode: first }),
      'COUPON_FIRST_ORDER_ONLY',
      'Cupom válido só no primeiro pedido.',
    );
    await expectRefused(
      order({ couponCode: once }),
      'COUPON_ALREADY_USED',
      'Você já usou este cupom.',
    );
  });

  it('places a queued order whose coupon no longer applies at full price, with the reason', async () => {
    const code = await createCoupon({ usageLimit: 1 });
    await place(order({ couponCode: code }));
    const placedAt = new Date(now.getTime() - 10 * 60_000).toISOString();
    const queued = await place(order({ couponCode: code, origin: 'offline', placedAt }));
    expect(queued).toMatchObject({
      discountCents: 0,
      totalCents: 4900,
      couponCode: code,
      couponRefusal: 'Cupom esgotado.',
      discountLines: [],
    });
    // it did not use the coupon: a second use is still refused for the first order's use only
    const another = await createCoupon({ usageLimit: 1 });
    await place(order({ couponCode: another, origin: 'offline', placedAt }));
    await expectRefused(order({ couponCode: another }), 'COUPON_EXHAUSTED', 'Cupom esgotado.');
  });

  it('judges a queued order by the moment it was made', async () => {
    const code = await createCoupon({ validUntil: '2026-11-24' });
    // made on Tuesday evening, synced after midnight: the coupon was valid when made
    now = new Date('2026-11-25T00:30:00-03:00');
    const placedAt = new Date('2026-11-24T21:30:00-03:00').toISOString();
    const queued = await place(order({ couponCode: code, origin: 'offline', placedAt }));
    expect(queued).toMatchObject({ discountCents: 490, couponRefusal: null });
  });

  it('gives no expired coupon to an order backdated without the proof of its time', async () => {
    const code = await createCoupon({ validUntil: '2026-11-24' });
    now = new Date('2026-11-25T00:30:00-03:00');
    const claimed = new Date('2026-11-24T21:30:00-03:00');
    const backdated = (offlinePass: string | undefined) =>
      order({ couponCode: code, origin: 'offline', placedAt: claimed.toISOString(), offlinePass });
    const message =
      'Não foi possível confirmar quando este pedido foi feito sem conexão, e ele não pode ser enviado pelo site. Envie-o pelo WhatsApp ou faça um novo pedido.';
    await expectRefused(backdated(undefined), 'OFFLINE_PROOF_INVALID', message);
    await expectRefused(
      backdated(`${claimed.getTime()}.${'x'.repeat(43)}`),
      'OFFLINE_PROOF_INVALID',
      message,
    );
    // a pass fetched now, after the coupon expired, does not prove an order made before
    await expectRefused(backdated(await offlinePassAt(t, now)), 'OFFLINE_PROOF_INVALID', message);
    // one older than 2 hours when the order claims to be made has expired
    const stale = new Date(claimed.getTime() - 3 * 3600_000);
    await expectRefused(backdated(await offlinePassAt(t, stale)), 'OFFLINE_PROOF_INVALID', message);
  });

  it('lists active offers and public coupons for /offers, and nothing when there are none', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/promotions' });
    expect(empty.json()).toEqual({ promotions: [] });
    await createOffer({ weekdays: ['terça'], description: 'Toda terça nas doces' });
    await createOffer({ name: 'Desligada', isActive: false });
    await createOffer({ name: 'Acabou', validUntil: '2026-11-01' });
    await createCoupon({ code: 'PUBLICO10', isPublic: true, minOrderCents: 5000 });
    await createCoupon({ code: 'SEGREDO' });
    const res = await t.app.inject({ method: 'GET', url: '/api/promotions' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<{ promotions: PublicPromotion[] }>().promotions).toEqual([
      {
        kind: 'offer',
        title: 'Terça doce',
        rule: '20% de desconto em Pizzas Doces',
        description: 'Toda terça nas doces',
        when: ['Toda terça'],
        code: null,
        conditions: [],
      },
      {
        kind: 'coupon',
        title: 'Cupom PUBLICO10',
        rule: '10% de desconto',
        description: '',
        when: ['Todos os dias'],
        code: 'PUBLICO10',
        conditions: ['Pedido mínimo de R$\u00a050,00'],
      },
    ]);
  });

  it('lets the admin edit and remove coupons and offers, with pt-BR messages for bad input', async () => {
    const bad = await admin.post('/api/admin/promotions/coupons', {
      code: 'a b',
      kind: 'percent',
      value: 150,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Use só letras, números, hífen ou sublinhado no código');
    expect(bad.body).toContain('O percentual deve ser de 1 a 100');

    const code = await createCoupon();
    const taken = await admin.post('/api/admin/promotions/coupons', {
      code: code.toLowerCase(),
      kind: 'fixed',
      value: 100,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: { message: string } }>().error.message).toBe(
      'Já existe um cupom com este código.',
    );

    const list = await admin.get('/api/admin/promotions/coupons');
    const [stored] = list.json<{ coupons: { id: number; code: string }[] }>().coupons;
    expect(stored?.code).toBe(code);
    const edited = await admin.put(`/api/admin/promotions/coupons/${stored?.id}`, {
      code,
      kind: 'fixed',
      value: 1500,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await place(order({ couponCode: code }))).discountCents).toBe(1500);
    expect((await admin.delete(`/api/admin/promotions/coupons/${stored?.id}`)).statusCode).toBe(
      204,
    );
    expect((await admin.delete(`/api/admin/promotions/coupons/${stored?.id}`)).statusCode).toBe(
      404,
    );

    const badOffer = await admin.post('/api/admin/promotions/offers', {
      name: 'Combo',
      kind: 'combo',
      categorySlugs: ['calabresa'],
    });
    expect(badOffer.statusCode).toBe(400);
    expect(badOffer.body).toContain('Informe o preço do combo');

    // without a session, nothing
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/promotions/coupons' });
    expect(anonymous.statusCode).toBe(401);
  });
});
