import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings, orders } from '../../../db/schema';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import { CLOSED_DAY } from '../../../domain/opening-hours';
import type { Order, PlaceOrderInput } from '../../../domain/order';
import type { Schedule, SchedulingSettings } from '../../../domain/scheduling';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { countRows, MARIA, newKey, postOrder, productNamed, readMenu } from './order-test-kit';

/** São Paulo keeps UTC−3 all year: local times are written with that offset. */
const sp = (date: string, time: string) => `${date}T${time}:00.000-03:00`;
const iso = (local: string) => new Date(local).toISOString();
/** Friday 20 November 2026. */
const FRIDAY = '2026-11-20';
const SATURDAY = '2026-11-21';

const SCHEDULING: SchedulingSettings = {
  enabled: true,
  slotMinutes: 30,
  leadMinutes: 45,
  slotCapacity: 2,
};

/**
 * Orders for a time slot (docs/decisions/023): `GET /api/schedule` offers the slots with their
 * places left, `POST /api/orders` checks the chosen one against the same rules and its capacity.
 */
describe(`scheduled orders on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let now = new Date(sp(FRIDAY, '20:10'));
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    now = new Date(sp(FRIDAY, '20:10'));
    await t.database.db.delete(orders).where(eq(orders.customerName, MARIA.name));
    await saveSettings({});
  });

  async function saveSettings(
    changes: Partial<Omit<EstablishmentSettings, 'scheduling'>> & {
      scheduling?: Partial<SchedulingSettings>;
    },
  ): Promise<void> {
    const settings: EstablishmentSettings = {
      ...DEFAULT_ESTABLISHMENT,
      schedules: { ...DEFAULT_ESTABLISHMENT.schedules, sexta: '18:00 às 23:00' },
      ...changes,
      scheduling: { ...SCHEDULING, ...changes.scheduling },
    };
    await t.database.db
      .update(establishmentSettings)
      .set(settingsToRow(settings))
      .where(eq(establishmentSettings.id, 1));
  }

  function order(scheduledFor: string | null, changes: Partial<PlaceOrderInput> = {}) {
    return {
      customer: MARIA,
      items: [{ productId: productNamed(menu, 'Calabresa').id, size: 'normal', quantity: 1 }],
      paymentMethod: 'Pix',
      scheduledFor,
      ...changes,
    } satisfies PlaceOrderInput;
  }

  async function schedule(): Promise<Schedule> {
    const res = await t.app.inject({ method: 'GET', url: '/api/schedule' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<Schedule>();
  }

  async function place(scheduledFor: string | null, changes: Partial<PlaceOrderInput> = {}) {
    const res = await postOrder(t, order(scheduledFor, changes));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order: Order }>().order;
  }

  async function expectRefused(scheduledFor: string, status: number, code: string) {
    const before = await countRows(t);
    const res = await postOrder(t, order(scheduledFor));
    expect(res.statusCode, res.body).toBe(status);
    const { error } = res.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/\S/);
    expect(await countRows(t)).toEqual(before);
    return error.message;
  }

  it('offers o quanto antes and the slots of tonight from now + lead time', async () => {
    const offer = await schedule();
    expect(offer).toMatchObject({ asap: true, schedulingEnabled: true, slotMinutes: 30 });
    expect(offer.slots).toEqual([
      { start: iso(sp(FRIDAY, '21:00')), end: iso(sp(FRIDAY, '21:30')), remaining: 2 },
      { start: iso(sp(FRIDAY, '21:30')), end: iso(sp(FRIDAY, '22:00')), remaining: 2 },
      { start: iso(sp(FRIDAY, '22:00')), end: iso(sp(FRIDAY, '22:30')), remaining: 2 },
      { start: iso(sp(FRIDAY, '22:30')), end: iso(sp(FRIDAY, '23:00')), remaining: 2 },
    ]);
  });

  it('stores the slot of a scheduled order, counts it, and leaves a full slot out', async () => {
    const placed = await place(sp(FRIDAY, '21:30'));
    expect(placed.scheduledFor).toBe(iso(sp(FRIDAY, '21:30')));
    expect((await place(null)).scheduledFor).toBeNull();
    expect(
      (await schedule()).slots.find((s) => s.start === iso(sp(FRIDAY, '21:30')))?.remaining,
    ).toBe(1);

    await place(sp(FRIDAY, '21:30'));
    expect((await schedule()).slots.map((s) => s.start)).not.toContain(iso(sp(FRIDAY, '21:30')));
    const message = await expectRefused(sp(FRIDAY, '21:30'), 409, 'SLOT_FULL');
    expect(message).toBe('Este horário acabou de lotar. Escolha um dos horários da lista.');
  });

  it('gives the place back when the shop rejects an order', async () => {
    await place(sp(FRIDAY, '22:00'));
    const second = await place(sp(FRIDAY, '22:00'));
    await t.database.db.update(orders).set({ status: 'rejeitado' }).where(eq(orders.id, second.id));
    expect(
      (await schedule()).slots.find((s) => s.start === iso(sp(FRIDAY, '22:00')))?.remaining,
    ).toBe(1);
    await place(sp(FRIDAY, '22:00'));
  });

  it('refuses a slot in the past or before now + lead time', async () => {
    await expectRefused(sp(FRIDAY, '19:00'), 422, 'SLOT_IN_PAST');
    await expectRefused(sp(FRIDAY, '20:30'), 422, 'SLOT_IN_PAST');
  });

  it('forgives a few minutes between showing a slot and sending the order', async () => {
    // 21:00 was the first slot at 20:10; at 20:20 now + lead is 21:05
    now = new Date(sp(FRIDAY, '20:20'));
    await place(sp(FRIDAY, '21:00'));
  });

  it('refuses a slot outside the opening hours', async () => {
    await expectRefused(sp(FRIDAY, '23:00'), 422, 'SLOT_OUTSIDE_HOURS');
    await expectRefused(sp(SATURDAY, '03:00'), 422, 'SLOT_OUTSIDE_HOURS');
  });

  it('refuses a time off the slot grid', async () => {
    await expectRefused(sp(FRIDAY, '21:10'), 422, 'SLOT_NOT_ON_GRID');
    await expectRefused('2026-11-21T00:15:30.000Z', 422, 'SLOT_NOT_ON_GRID');
  });

  it('refuses a slot when the shop does not take scheduled orders', async () => {
    await saveSettings({ scheduling: { enabled: false } });
    expect(await schedule()).toMatchObject({ asap: true, schedulingEnabled: false, slots: [] });
    await expectRefused(sp(FRIDAY, '21:00'), 409, 'SCHEDULING_DISABLED');
    // 'o quanto antes' still works
    await place(null);
  });

  it('takes slots after midnight when the hours cross it', async () => {
    await saveSettings({
      schedules: { ...DEFAULT_ESTABLISHMENT.schedules, sexta: '18:00 às 02:00' },
    });
    now = new Date(sp(FRIDAY, '23:20'));
    const offer = await schedule();
    expect(offer.asap).toBe(true);
    expect(offer.slots.map((s) => s.start)).toEqual(
      ['00:30', '01:00', '01:30'].map((time) => iso(sp(SATURDAY, time))),
    );
    const placed = await place(sp(SATURDAY, '01:30'));
    expect(placed.scheduledFor).toBe(iso(sp(SATURDAY, '01:30')));
    await expectRefused(sp(SATURDAY, '02:00'), 422, 'SLOT_OUTSIDE_HOURS');
  });

  it('takes an order for the next opening while the shop is closed, only with a slot', async () => {
    await saveSettings({
      schedules: {
        ...DEFAULT_ESTABLISHMENT.schedules,
        sexta: CLOSED_DAY,
        sábado: '18:00 às 23:00',
      },
    });
    const offer = await schedule();
    expect(offer.asap).toBe(false);
    expect(offer.slots[0]?.start).toBe(iso(sp(SATURDAY, '18:00')));

    const closed = await postOrder(t, order(null));
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ error: { code: string } }>().error.code).toBe('SHOP_CLOSED');
    const placed = await place(sp(SATURDAY, '19:00'));
    expect(placed.scheduledFor).toBe(iso(sp(SATURDAY, '19:00')));
    // the opening after the next is not offered
    await expectRefused(sp('2026-11-22', '19:00'), 422, 'SLOT_UNAVAILABLE');
  });

  it('refuses a closed shop without scheduling, and a switched-off shop, even with a slot', async () => {
    now = new Date(sp(FRIDAY, '10:00'));
    await saveSettings({ scheduling: { enabled: false } });
    await expectRefused(sp(FRIDAY, '19:00'), 409, 'SHOP_CLOSED');
    await saveSettings({ isActive: false });
    await expectRefused(sp(FRIDAY, '19:00'), 409, 'SHOP_INACTIVE');
  });

  it('gives the last place of a slot to one of many orders sent at once', async () => {
    await saveSettings({ scheduling: { slotCapacity: 3 } });
    await place(sp(FRIDAY, '22:30'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postOrder(t, order(sp(FRIDAY, '22:30')), newKey())),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('SLOT_FULL');
    }
    const stored = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.scheduledFor, new Date(sp(FRIDAY, '22:30'))));
    expect(stored).toHaveLength(3);
  });
});
