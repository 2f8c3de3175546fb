import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Printer, PrinterInput, TestPrintOutcome } from '../../../domain/admin-printers';
import { loginAsAdmin } from '../../test/admin-session';
import { freePort, startFakePrinter, type FakePrinter } from '../../test/fake-printer';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

/** GS V: the cut that ends every ticket. */
const CUT = Buffer.from([0x1d, 0x56]);

describe(`/api/admin/printers on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: ReturnType<typeof asAdmin>;
  let attendant: ReturnType<typeof asAdmin>;
  let printer: FakePrinter;
  const now = new Date('2026-11-27T22:30:00Z');

  const kitchen = (overrides: Partial<PrinterInput> = {}): PrinterInput => ({
    name: 'Cozinha',
    role: 'cozinha',
    host: '127.0.0.1',
    port: printer.port,
    paperWidth: '80',
    isActive: true,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    attendant = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'attendant'));
    printer = await startFakePrinter();
  });
  afterAll(async () => {
    await printer?.close();
    await t?.close();
  });

  it('adds, lists, changes and removes printers, one active per role', async () => {
    const added = await owner.post('/api/admin/printers', kitchen());
    expect(added.statusCode, added.body).toBe(201);
    const first = added.json<Printer>();
    expect(first).toMatchObject({ name: 'Cozinha', role: 'cozinha', port: printer.port });

    // a second active kitchen printer is refused with the first one's name
    const second = await owner.post('/api/admin/printers', kitchen({ name: 'Forno 2' }));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<ErrorAnswer>().error).toMatchObject({ code: 'PRINTER_ROLE_TAKEN' });
    expect(second.json<ErrorAnswer>().error.message).toContain('“Cozinha” já está ativa');
    // inactive, it may wait as a spare
    const spare = await owner.post(
      '/api/admin/printers',
      kitchen({ name: 'Forno 2', isActive: false }),
    );
    expect(spare.statusCode, spare.body).toBe(201);
    const counter = await owner.post(
      '/api/admin/printers',
      kitchen({
        name: 'Balcão',
        role: 'balcao',
        host: 'impressora-balcao.local',
        paperWidth: '58',
      }),
    );
    expect(counter.statusCode, counter.body).toBe(201);

    const list = await owner.get('/api/admin/printers');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ printers: Printer[] }>().printers.map((p) => p.name)).toEqual([
      'Balcão',
      'Cozinha',
      'Forno 2',
    ]);
    const roles = await attendant.get('/api/admin/printers/roles');
    expect(roles.json()).toEqual({ roles: ['balcao', 'cozinha'] });

    const renamed = await owner.put(`/api/admin/printers/${first.id}`, kitchen({ name: 'Forno' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Printer>().name).toBe('Forno');

    const removed = await owner.delete(`/api/admin/printers/${spare.json<Printer>().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await owner.delete(`/api/admin/printers/${spare.json<Printer>().id}`)).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['an address with a space', { host: 'impressora da cozinha' }, 'host', 'Informe o endereço IP'],
    ['an IPv4 address out of range', { host: '192.168.0.300' }, 'host', 'Informe o endereço IP'],
    ['port 0', { port: 0 }, 'port', 'A porta vai de 1 a 65535'],
    ['port 70000', { port: 70_000 }, 'port', 'A porta vai de 1 a 65535'],
    ['no name', { name: '  ' }, 'name', 'Dê um nome à impressora.'],
  ] as const)('refuses %s with a pt-BR message', async (_, overrides, field, message) => {
    const res = await owner.post('/api/admin/printers', kitchen({ ...overrides, isActive: false }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
    expect(res.body).toContain(field);
  });

  it('is the owner’s: an attendant may not see or change printers', async () => {
    expect((await attendant.get('/api/admin/printers')).statusCode).toBe(403);
    expect((await attendant.post('/api/admin/printers', kitchen())).statusCode).toBe(403);
    expect((await attendant.post('/api/admin/printers/test', kitchen())).statusCode).toBe(403);
  });

  it("'Imprimir teste' prints a page on a printer that is on, and says so", async () => {
    const ticket = printer.nextTicket();
    const res = await owner.post('/api/admin/printers/test', kitchen({ paperWidth: '58' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TestPrintOutcome>()).toMatchObject({ outcome: 'printed' });
    expect(res.json<TestPrintOutcome>().message).toContain('está ligada e recebeu');
    const bytes = await ticket;
    expect(bytes.includes(Buffer.from('TESTE'))).toBe(true);
    // 'Função: cozinha' in CP860 (ç = 0x87, ã = 0x84)
    expect(bytes.includes(Buffer.from([0x46, 0x75, 0x6e, 0x87, 0x84, 0x6f]))).toBe(true);
    expect(bytes.includes(CUT)).toBe(true);
  });

  it("'Imprimir teste' says a printer refused the connection", async () => {
    const res = await owner.post('/api/admin/printers/test', kitchen({ port: await freePort() }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TestPrintOutcome>()).toMatchObject({ outcome: 'refused' });
    expect(res.json<TestPrintOutcome>().message).toContain('recusou a conexão');
  });

  it("'Imprimir teste' says a host that does not exist could not be reached", async () => {
    const res = await owner.post(
      '/api/admin/printers/test',
      kitchen({ host: 'impressora-que-nao-existe.invalid' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TestPrintOutcome>()).toMatchObject({ outcome: 'unreachable' });
  });
});
