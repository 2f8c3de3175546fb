import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings } from '../../../db/schema';
import type { CashShift, CashShifts } from '../../../domain/admin-cash-shift';
import type { Comanda, Comandas } from '../../../domain/admin-comandas';
import type { Menu } from '../../../domain/menu';
import type { AdminTable } from '../../../domain/tables';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  asAdmin,
  customerWith,
  fullOrder,
  placeOrder,
  setStatus,
  smallOrder,
} from '../admin-orders/admin-test-kit';
import { newKey, productNamed, readMenu } from '../orders/order-test-kit';

const at = (local: string) => new Date(`${local}-03:00`);

/**
 * The till across a night (docs/decisions/048): opened at 19:00 of 27/11 with R$ 100,00, an order
 * placed before it opened, orders at 23:58 and 00:40, a rejected one, closed at 02:30 with cash
 * short and card over.
 */
describe(`/api/admin/cash-shifts on ${testDbKind}`, () => {
  let t: TestApp;
  let now = at('2026-11-27T18:00:00');
  let owner: ReturnType<typeof asAdmin>;
  let manager: ReturnType<typeof asAdmin>;
  let menu: Menu;
  const order = async (local: string, body: Parameters<typeof placeOrder>[1]) => {
    now = at(local);
    return (await placeOrder(t, body)).order;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner'));
    manager = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'manager'));
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '18:00 às 02:00'])) as Schedules,
      })
      .where(eq(establishmentSettings.id, 1));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an attendant or the kitchen may not open the till', async () => {
    for (const role of ['attendant', 'kitchen'] as const) {
      const staff = asAdmin(t, await loginAsAdmin(t.app, t.database, now, role));
      const res = await staff.post('/api/admin/cash-shifts', { startingCashCents: 1000 });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN_ROLE');
    }
  });

  it('refuses a negative or missing starting cash with a pt-BR message', async () => {
    const res = await owner.post('/api/admin/cash-shifts', { startingCashCents: -100 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('O valor não pode ser negativo.');
  });

  it('a night across midnight: expected against counted per method, the differences and who closed', async () => {
    // 18:30, no till open yet: a Pix sale of the night, shown as placed 'sem caixa aberto'
    const early = await order(
      '2026-11-27T18:30:00',
      smallOrder(menu, { customer: customerWith({ name: 'Cedo' }) }),
    );

    now = at('2026-11-27T19:00:00');
    const opened = await owner.post('/api/admin/cash-shifts', { startingCashCents: 10_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shift = opened.json<CashShift>();
    expect(shift.businessDate).toBe('2026-11-27');
    expect(shift.closedAt).toBeNull();

    // only one till at a time: a second 'Abrir caixa' is refused
    const again = await manager.post('/api/admin/cash-shifts', { startingCashCents: 5000 });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CASH_SHIFT_ALREADY_OPEN',
      message: 'Já existe um caixa aberto. Feche-o antes de abrir outro.',
    });

    // 23:58 cash with 'troco para R$ 200,00'; 00:40 Pix; 01:10 card; 01:20 cash, rejected
    const cash = await order(
      '2026-11-27T23:58:00',
      fullOrder(menu, { customer: customerWith({ name: 'Ana' }) }),
    );
    const pix = await order(
      '2026-11-28T00:40:00',
      smallOrder(menu, { customer: customerWith({ name: 'Bia' }) }),
    );
    const card = await order(
      '2026-11-28T01:10:00',
      smallOrder(menu, {
        customer: customerWith({ name: 'Caio' }),
        paymentMethod: 'Cartão de Crédito',
      }),
    );
    const rejected = await order(
      '2026-11-28T01:20:00',
      smallOrder(menu, { customer: customerWith({ name: 'Davi' }), paymentMethod: 'Dinheiro' }),
    );
    await setStatus(t, rejected.id, 'rejeitado');

    // while open, the screen reads the figures as of now, nothing counted
    now = at('2026-11-28T02:20:00');
    const list = (await manager.get('/api/admin/cash-shifts')).json<CashShifts>();
    expect(list.current?.id).toBe(shift.id);
    expect(list.current?.isPastBusinessDay).toBe(false);
    const expectedCash = 10_000 + cash.totalCents;
    const expectedPix = early.totalCents + pix.totalCents;
    expect(list.current?.lines.find((l) => l.paymentMethod === 'Dinheiro')).toEqual({
      paymentMethod: 'Dinheiro',
      orders: 1,
      expectedCents: expectedCash,
      countedCents: null,
      differenceCents: null,
    });

    // 02:30: R$ 5,00 short in the drawer, the Pix right, R$ 2,00 over on the card machine
    now = at('2026-11-28T02:30:00');
    const closed = await manager.post(`/api/admin/cash-shifts/${shift.id}/close`, {
      counted: [
        { paymentMethod: 'Dinheiro', countedCents: expectedCash - 500 },
        { paymentMethod: 'Pix', countedCents: expectedPix },
        { paymentMethod: 'Cartão de Crédito', countedCents: card.totalCents + 200 },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const closing = closed.json<CashShift>();
    const line = (method: string) => closing.lines.find((l) => l.paymentMethod === method);
    expect(line('Dinheiro')).toEqual({
      paymentMethod: 'Dinheiro',
      orders: 1,
      expectedCents: expectedCash,
      countedCents: expectedCash - 500,
      differenceCents: -500,
    });
    expect(line('Pix')).toMatchObject({
      orders: 2,
      expectedCents: expectedPix,
      differenceCents: 0,
    });
    expect(line('Cartão de Crédito')).toMatchObject({
      orders: 1,
      expectedCents: card.totalCents,
      differenceCents: 200,
    });
    // a method the shop offers but nobody used nor counted: expected 0, counted 0
    expect(line('Voucher')).toMatchObject({ orders: 0, expectedCents: 0, differenceCents: 0 });
    expect(closing.totals).toEqual({
      expectedCents: expectedCash + expectedPix + card.totalCents,
      countedCents: expectedCash + expectedPix + card.totalCents - 300,
      differenceCents: -300,
    });
    expect(closing.withoutOpenShift).toEqual({ orders: 1, totalCents: early.totalCents });
    expect(closing.closedAt).toBe(now.toISOString());
    expect(closing.closedBy?.name).toBeTruthy();
    expect(closing.closedBy?.name).not.toBe(closing.openedBy.name);

    // closed once: a second closing (another desk) is refused, the closing stays as it was
    const twice = await owner.post(`/api/admin/cash-shifts/${shift.id}/close`, { counted: [] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('CASH_SHIFT_ALREADY_CLOSED');

    // an order changed after the closing does not rewrite it
    await setStatus(t, cash.id, 'rejeitado');
    const read = (await owner.get(`/api/admin/cash-shifts/${shift.id}`)).json<CashShift>();
    expect(read.lines).toEqual(closing.lines);
    const listed = (await owner.get('/api/admin/cash-shifts')).json<CashShifts>();
    expect(listed.current).toBeNull();
    expect(listed.closed.map((s) => s.id)).toEqual([shift.id]);
  });

  it('a till left open past its business day is flagged', async () => {
    now = at('2026-11-28T02:40:00');
    const opened = await owner.post('/api/admin/cash-shifts', { startingCashCents: 0 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json<CashShift>().isPastBusinessDay).toBe(false);
    // the night's day ends at 03:00 (one hour after the 02:00 closing)
    now = at('2026-11-28T03:00:00');
    const list = (await owner.get('/api/admin/cash-shifts')).json<CashShifts>();
    expect(list.current?.businessDate).toBe('2026-11-27');
    expect(list.current?.isPastBusinessDay).toBe(true);
    const id = list.current?.id ?? 0;
    expect(
      (await owner.post(`/api/admin/cash-shifts/${id}/close`, { counted: [] })).statusCode,
    ).toBe(200);
  });

  it('two desks opening the till at once: one opens it, the other is told it is open', async () => {
    now = at('2026-11-28T03:10:00');
    const answers = await Promise.all([
      owner.post('/api/admin/cash-shifts', { startingCashCents: 1000 }),
      manager.post('/api/admin/cash-shifts', { startingCashCents: 2000 }),
      owner.post('/api/admin/cash-shifts', { startingCashCents: 3000 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const list = (await owner.get('/api/admin/cash-shifts')).json<CashShifts>();
    expect(list.current).not.toBeNull();
  });

  it('counts a comanda’s split payments under their own methods, service charge included, never as Na comanda', async () => {
    // the till left open by the previous night is closed first
    const leftOpen = (await owner.get('/api/admin/cash-shifts')).json<CashShifts>().current;
    if (leftOpen) await owner.post(`/api/admin/cash-shifts/${leftOpen.id}/close`, { counted: [] });

    // Saturday 28/11, 19:00: a till with R$ 50,00; table 12 orders 3 Coca-Cola 2L (R$ 18,00 each)
    now = at('2026-11-28T19:00:00');
    // a new evening, a new login
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner'));
    manager = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'manager'));
    const opened = await owner.post('/api/admin/cash-shifts', { startingCashCents: 5000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shift = opened.json<CashShift>();
    const table = (
      await owner.post('/api/admin/tables', { label: '12', isActive: true })
    ).json<AdminTable>();
    expect(productNamed(menu, 'Coca-Cola 2L').priceCents).toBe(1800);
    now = at('2026-11-28T19:30:00');
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/tables/${table.token}/orders`,
      headers: { 'idempotency-key': newKey() },
      payload: {
        items: [{ productId: productNamed(menu, 'Coca-Cola 2L').id, size: 'normal', quantity: 3 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // 21:00 the bill: R$ 54,00 + 10% (R$ 5,40) = R$ 59,40; R$ 40,00 on the card, R$ 19,40 in cash
    now = at('2026-11-28T21:00:00');
    const comanda = (await manager.get('/api/admin/comandas'))
      .json<Comandas>()
      .open.find((c) => c.tableLabel === '12');
    expect(comanda?.totalCents).toBe(5940);
    const closedBill = await manager.post(`/api/admin/comandas/${comanda?.id}/close`, {
      persons: 2,
      withServiceCharge: true,
      payments: [
        { method: 'Cartão de Crédito', amountCents: 4000 },
        { method: 'Dinheiro', amountCents: 1940 },
      ],
    });
    expect(closedBill.statusCode, closedBill.body).toBe(200);
    expect(closedBill.json<Comanda>().totalCents).toBe(5940);

    // 23:00 the till: the drawer holds R$ 50,00 + R$ 19,40, the machine R$ 40,00; nothing 'Na comanda'
    now = at('2026-11-28T23:00:00');
    const closed = await manager.post(`/api/admin/cash-shifts/${shift.id}/close`, {
      counted: [
        { paymentMethod: 'Dinheiro', countedCents: 6940 },
        { paymentMethod: 'Cartão de Crédito', countedCents: 4000 },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const closing = closed.json<CashShift>();
    const line = (method: string) => closing.lines.find((l) => l.paymentMethod === method);
    expect(line('Dinheiro')).toEqual({
      paymentMethod: 'Dinheiro',
      orders: 1,
      expectedCents: 6940,
      countedCents: 6940,
      differenceCents: 0,
    });
    expect(line('Cartão de Crédito')).toMatchObject({
      orders: 1,
      expectedCents: 4000,
      differenceCents: 0,
    });
    expect(line('Na comanda')).toBeUndefined();
    expect(closing.totals).toEqual({
      expectedCents: 10_940,
      countedCents: 10_940,
      differenceCents: 0,
    });
  });
});
