import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comanda, Comandas } from '../../../domain/admin-comandas';
import { formatBRL } from '../../../domain/money';
import type { AdminTable } from '../../../domain/tables';
import { createInProcessEventBus, type EventBus } from '../../events/event-bus';
import { createJobRunner, type JobRunner } from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import { startFakePrinter, type FakePrinter } from '../../test/fake-printer';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';
import { newKey, productNamed, readMenu } from '../orders/order-test-kit';
import { DEFAULT_SEND_OPTIONS } from '../printers/send-to-printer';
import { registerBillPrintJobs } from './print-bill';

const silent = { info: () => undefined, warn: () => undefined };
/** GS V: the cut that ends every print. */
const CUT = Buffer.from([0x1d, 0x56]);
const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

/**
 * A closed comanda's bill goes to the counter's network printer through the job queue
 * (docs/decisions/057), as tickets do: a fake printer on a local port receives the ESC/POS bytes.
 */
describe(`a comanda's bill on the counter's printer on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: ReturnType<typeof asAdmin>;
  let counter: FakePrinter;
  let events: EventBus;
  let runner: JobRunner;
  const now = new Date('2026-11-27T20:00:00-03:00');

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner'));
    counter = await startFakePrinter();
    const printer = await owner.post('/api/admin/printers', {
      name: 'Balcão',
      role: 'balcao',
      host: '127.0.0.1',
      port: counter.port,
      paperWidth: '80',
      isActive: true,
    });
    expect(printer.statusCode, printer.body).toBe(201);
    // the app's own runner stays stopped in tests: this one runs the bill when told
    events = createInProcessEventBus();
    runner = createJobRunner({ database: t.database, events, log: silent }, { stopGraceMs: 100 });
    registerBillPrintJobs(runner, { db: t.database.db, send: DEFAULT_SEND_OPTIONS });
  });
  afterAll(async () => {
    await runner?.stop();
    await events?.close();
    await counter?.close();
    await t?.close();
  });

  it('prints the bill once when the comanda closes, with its table, service charge and payments', async () => {
    const menu = await readMenu(t);
    const created = await owner.post('/api/admin/tables', { label: '5', isActive: true });
    expect(created.statusCode, created.body).toBe(201);
    const table = created.json<AdminTable>();
    const ordered = await t.app.inject({
      method: 'POST',
      url: `/api/tables/${table.token}/orders`,
      headers: { 'idempotency-key': newKey() },
      payload: {
        customerName: 'Ana',
        items: [{ productId: productNamed(menu, 'Coca-Cola 2L').id, size: 'normal', quantity: 2 }],
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const open = (await owner.get('/api/admin/comandas')).json<Comandas>().open;
    const comanda = open.find((c) => c.tableLabel === '5');
    if (!comanda) throw new Error('no comanda for table 5');
    const closed = await owner.post(`/api/admin/comandas/${comanda.id}/close`, {
      persons: 2,
      withServiceCharge: true,
      payments: [
        { method: 'Pix', amountCents: comanda.totalCents - 1000 },
        { method: 'Dinheiro', amountCents: 1000 },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const bill = closed.json<Comanda>();

    await runner.drain();
    expect(counter.received).toHaveLength(1);
    const bytes = counter.received[0] ?? Buffer.alloc(0);
    expect(has(bytes, 'CONTA - MESA 5')).toBe(true);
    expect(has(bytes, 'Pix')).toBe(true);
    // 'R$ 39,60': the printer's code page has its own no-break space, so the figure is checked
    const [, figure = ''] = formatBRL(bill.totalCents).split('\u00a0');
    expect(has(bytes, 'Total')).toBe(true);
    expect(has(bytes, figure)).toBe(true);
    expect(bytes.subarray(-8).includes(CUT)).toBe(true);

    // the same close again prints nothing more: the job's key is the comanda's
    await runner.drain();
    expect(counter.received).toHaveLength(1);
  });
});
