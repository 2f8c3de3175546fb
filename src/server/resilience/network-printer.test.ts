import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test/test-database';
import { CSRF_HEADER, SESSION_COOKIE } from '../../domain/admin-accounts';
import type { Menu } from '../../domain/menu';
import type { PlacedOrder } from '../../domain/order';
import { startFakePrinter, type FakePrinter } from '../test/fake-printer';
import { testDbKind } from '../test/test-app';
import { ServerProcess } from '../test/server-process';

/**
 * A ticket for a printer that is off waits in the job queue, in the database: the built server,
 * as a child process, tries it again and again, is killed with SIGKILL (no shutdown hook runs)
 * while the printers are off, and started again. When the printers come back, each prints the
 * order once, in its layout, and nothing twice: the next order is the next thing each printer
 * receives.
 */
const OWNER = { email: 'dona@forno.test', password: 'segredo-da-casa' };
const SETUP_CODE = 'CODIGODETESTE123';

describe(`tickets survive a killed server while the printers are off (${testDbKind})`, () => {
  let database: ServerTestDatabase;
  let server: ServerProcess;
  let kitchen: FakePrinter;
  let counter: FakePrinter;
  let cookie = '';

  /** One try of a print job that failed, as the server logs it. */
  const PRINT_FAILED = /"kind":"print-ticket"[^\n]*"msg":"job failed"/g;
  /** A print job marked done, as the server logs it. */
  const PRINT_DONE = /"kind":"print-ticket"[^\n]*"isMarked":true,"msg":"job done"/g;

  beforeAll(async () => {
    kitchen = await startFakePrinter({ isOn: false });
    counter = await startFakePrinter({ isOn: false });
    database = await createServerTestDatabase({ openAllDay: true });
    server = new ServerProcess({
      ...database.env,
      // a printer back on is tried again within a tenth of a second; due jobs are looked for as often
      PRINTER_RETRY_MAX_MS: '100',
      JOBS_POLL_MS: '100',
      // a job the kill cut in the middle of a try is free again after five seconds
      JOBS_LEASE_MS: '5000',
      // 'job done' is logged at info
      LOG_LEVEL: 'info',
      FORNO_SETUP_CODE: SETUP_CODE,
    });
    await server.start();
    // the owner registers with the setup code and adds the two printers, both off
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ ...OWNER, confirmPassword: OWNER.password, setupCode: SETUP_CODE }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    for (const [name, role, printer, paperWidth] of [
      ['Forno', 'cozinha', kitchen, '80'],
      ['Balcão', 'balcao', counter, '58'],
    ] as const) {
      const added = await fetch(`${server.baseUrl}/api/admin/printers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: '1' },
        body: JSON.stringify({
          name,
          role,
          host: '127.0.0.1',
          port: printer.port,
          paperWidth,
          isActive: true,
        }),
      });
      expect(added.status, await added.clone().text()).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.kill();
    await kitchen?.close();
    await counter?.close();
    await database?.dispose();
  });

  async function placeAcceptedOrder(): Promise<number> {
    const menu = (await (await fetch(`${server.baseUrl}/api/menu`)).json()) as Menu;
    const calabresa = menu.products.find((p) => p.name === 'Calabresa')!;
    const placed = await fetch(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        customer: {
          name: 'João Conceição',
          phone: '(11) 98765-4321',
          cep: '01310-100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: '',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'sp',
        },
        items: [{ productId: calabresa.id, size: 'normal', quantity: 1, notes: 'Bem assada' }],
        paymentMethod: 'Dinheiro',
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = (await placed.json()) as PlacedOrder;
    const accepted = await fetch(`${server.baseUrl}/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: '1' },
      body: JSON.stringify({ status: 'aprovado' }),
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    return order.id;
  }

  // two server starts and a kill on a busy machine
  it(
    'prints each role once when the printers come back, after a kill in between',
    { timeout: 90_000 },
    async () => {
      // the printers are off: both tickets are tried, and tried again
      const tried = server.waitForOutputCount(PRINT_FAILED, 4);
      const orderId = await placeAcceptedOrder();
      await tried;

      // killed while the printers are off, started again: the tickets are still waiting
      await server.kill('SIGKILL');
      const restartedAt = server.outputMark();
      await server.start();
      await server.waitForOutputCount(PRINT_FAILED, 2, restartedAt);
      expect(kitchen.received).toHaveLength(0);
      expect(counter.received).toHaveLength(0);

      // back on: each prints the order, in its layout
      const done = server.waitForOutputCount(PRINT_DONE, 2);
      const kitchenTicket = kitchen.nextTicket();
      const counterTicket = counter.nextTicket();
      await kitchen.switchOn();
      await counter.switchOn();
      const cozinha = await kitchenTicket;
      const balcao = await counterTicket;
      expect(cozinha.includes(Buffer.from(`Pedido #${orderId}`))).toBe(true);
      expect(cozinha.includes(Buffer.from([0x1d, 0x21, 0x11]))).toBe(true);
      expect(cozinha.includes(Buffer.from('Conce'))).toBe(false);
      expect(cozinha.includes(Buffer.from('R$'))).toBe(false);
      // 'João Conceição' in CP860 on the counter's ticket
      expect(
        balcao.includes(
          Buffer.from([
            0x4a, 0x6f, 0x84, 0x6f, 0x20, 0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0x87, 0x84,
          ]),
        ),
      ).toBe(true);
      expect(balcao.includes(Buffer.from('Pagamento'))).toBe(true);
      for (const ticket of [cozinha, balcao]) {
        expect(ticket.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
      }

      // once both jobs are marked done (a kill in the instant between the printer taking the
      // bytes and the job marked done would print again: docs/decisions/050), the next thing
      // each printer receives is the next order
      await done;
      const nextKitchen = kitchen.nextTicket();
      const nextCounter = counter.nextTicket();
      const nextOrderId = await placeAcceptedOrder();
      expect((await nextKitchen).includes(Buffer.from(`Pedido #${nextOrderId}`))).toBe(true);
      expect((await nextCounter).includes(Buffer.from(`Pedido #${nextOrderId}`))).toBe(true);
      expect(kitchen.received).toHaveLength(2);
      expect(counter.received).toHaveLength(2);
    },
  );
});
