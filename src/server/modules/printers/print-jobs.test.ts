import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import type { OrderEvent } from '../../../domain/admin-order-events';
import type { Menu } from '../../../domain/menu';
import { createInProcessEventBus, type EventBus } from '../../events/event-bus';
import { createJobRunner, type JobRunner } from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import { startFakePrinter, type FakePrinter } from '../../test/fake-printer';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, fullOrder, placeOrder } from '../admin-orders/admin-test-kit';
import { getOrder } from '../admin-orders/get-order';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';
import { PRINT_TICKET_JOB } from './print-jobs';
import { registerPrintJobs } from './print-ticket-job';
import { DEFAULT_SEND_OPTIONS } from './send-to-printer';

const silent = { info: () => undefined, warn: () => undefined };
/** GS ! 0x11: double width and height, the kitchen's item lines. */
const LARGE = Buffer.from([0x1d, 0x21, 0x11]);
/** GS V: the cut that ends every ticket. */
const CUT = Buffer.from([0x1d, 0x56]);
const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe(`tickets on network printers on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let owner: ReturnType<typeof asAdmin>;
  let kitchen: FakePrinter;
  let counter: FakePrinter;
  let events: EventBus;
  let runner: JobRunner;
  const now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
    kitchen = await startFakePrinter();
    counter = await startFakePrinter();
    for (const [name, role, printer] of [
      ['Forno', 'cozinha', kitchen],
      ['Balcão', 'balcao', counter],
    ] as const) {
      const res = await owner.post('/api/admin/printers', {
        name,
        role,
        host: '127.0.0.1',
        port: printer.port,
        paperWidth: '80',
        isActive: true,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // the app's own runner stays stopped in tests: this one runs the print jobs when told
    events = createInProcessEventBus();
    runner = createJobRunner({ database: t.database, events, log: silent }, { stopGraceMs: 100 });
    registerPrintJobs(runner, {
      db: t.database.db,
      readOrder: getOrder,
      send: DEFAULT_SEND_OPTIONS,
      now: () => now,
    });
  });
  afterEach(async () => {
    await kitchen.switchOn();
    await counter.switchOn();
  });
  afterAll(async () => {
    await runner?.stop();
    await events?.close();
    await kitchen?.close();
    await counter?.close();
    await t?.close();
  });

  const accept = async (id: number) => {
    const res = await owner.post(`/api/admin/orders/${id}/status`, { status: 'aprovado' });
    expect(res.statusCode, res.body).toBe(200);
  };
  const printJobs = () =>
    t.database.db.select().from(jobs).where(eq(jobs.kind, PRINT_TICKET_JOB)).orderBy(jobs.id);

  it('prints an accepted order once on each printer, each in its layout', async () => {
    const { order } = await placeOrder(t, fullOrder(menu));
    const kitchenTicket = kitchen.nextTicket();
    const counterTicket = counter.nextTicket();
    await runner.drain();
    // a pending order prints nothing
    expect(kitchen.received.length + counter.received.length).toBe(0);

    await accept(order.id);
    await runner.drain();
    const cozinha = await kitchenTicket;
    const balcao = await counterTicket;

    // the kitchen's: the items in large letters, no price, no customer
    expect(has(cozinha, 'COZINHA')).toBe(true);
    expect(has(cozinha, `Pedido #${order.id}`)).toBe(true);
    expect(has(cozinha, '2x Calabresa')).toBe(true);
    expect(cozinha.indexOf(LARGE)).toBeLessThan(cozinha.indexOf(Buffer.from('2x Calabresa')));
    expect(has(cozinha, 'Sabores: Quatro')).toBe(true);
    expect(has(cozinha, 'Sem cebola')).toBe(true);
    for (const absent of ['R$', 'Maria', '98765', 'Paulista', 'Dinheiro']) {
      expect(has(cozinha, absent), absent).toBe(false);
    }
    expect(cozinha.includes(CUT)).toBe(true);

    // the counter's: the full ticket
    for (const present of [
      `Pedido #${order.id}`,
      'Maria Silva',
      'Avenida Paulista',
      'R$',
      'Pagamento',
      'Troco',
    ]) {
      expect(has(balcao, present), present).toBe(true);
    }
    expect(has(balcao, 'COZINHA')).toBe(false);
    expect(balcao.includes(CUT)).toBe(true);

    // run again, accepted again after an undo: nothing prints twice
    await runner.drain();
    const undone = await owner.post(`/api/admin/orders/${order.id}/status/undo`, {
      from: 'aprovado',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    await accept(order.id);
    await runner.drain();
    expect(kitchen.received).toHaveLength(1);
    expect(counter.received).toHaveLength(1);

    // the order's history says where it printed
    const history = (await owner.get(`/api/admin/orders/${order.id}/events`)).json<{
      events: OrderEvent[];
    }>().events;
    expect(history.filter((event) => event.kind === 'print').map((event) => event.note)).toEqual(
      expect.arrayContaining([
        'impressora de rede: cozinha',
        'impressora de rede: balcão/expedição',
      ]),
    );
  });

  it('prints a ticket once when the printer comes back after being off', async () => {
    const before = kitchen.received.length;
    await kitchen.switchOff();
    const { order } = await placeOrder(t, fullOrder(menu));
    const counterTicket = counter.nextTicket();
    await accept(order.id);
    await runner.drain();
    await counterTicket;

    // the kitchen's try failed: the job waits for its next try, with the reason in pt-BR
    const [failed] = (await printJobs()).filter((job) => job.key === `${order.id}:cozinha`);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('A impressora Forno (cozinha, 127.0.0.1:');
    expect(failed?.lastError).toContain('recusou a conexão');
    expect(kitchen.received.length).toBe(before);

    // switched on again; the backoff has passed (the job's time is brought forward)
    await kitchen.switchOn();
    const kitchenTicket = kitchen.nextTicket();
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, failed!.id));
    await runner.drain();
    expect(has(await kitchenTicket, `Pedido #${order.id}`)).toBe(true);
    await runner.drain();
    expect(kitchen.received.length).toBe(before + 1);
    const [done] = (await printJobs()).filter((job) => job.id === failed!.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("'Reimprimir' prints the role's ticket again, on purpose", async () => {
    const { order } = await placeOrder(t, fullOrder(menu));
    await accept(order.id);
    await runner.drain();
    const before = counter.received.length;
    const kitchenBefore = kitchen.received.length;

    const again = counter.nextTicket();
    const res = await owner.post(`/api/admin/printers/orders/${order.id}/reprint`, {
      role: 'balcao',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ printer: 'Balcão' });
    await runner.drain();
    expect(has(await again, 'Maria Silva')).toBe(true);
    expect(counter.received.length).toBe(before + 1);
    expect(kitchen.received.length).toBe(kitchenBefore);
  });

  it('prints an order the shop accepts on arrival', async () => {
    const current = (await owner.get('/api/admin/settings')).json<AdminSettings>().settings;
    const saved = await owner.put('/api/admin/settings', { ...current, autoAccept: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const kitchenTicket = kitchen.nextTicket();
    const { order } = await placeOrder(t, fullOrder(menu));
    await runner.drain();
    expect(has(await kitchenTicket, `Pedido #${order.id}`)).toBe(true);
    await owner.put('/api/admin/settings', { ...current, autoAccept: false });
  });
});
