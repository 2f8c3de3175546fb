import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CepLookup } from '../../../domain/customer';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';

/** How a fake service answers one CEP. */
interface Behaviour {
  status: number;
  body?: unknown;
  /** Answer only after this long. */
  delayMs?: number;
}

/** Small, so the slow cases stay quick; large enough for a loaded machine's first fetch. */
const TIMEOUT_MS = 1_000;
const SLOW_MS = TIMEOUT_MS * 3;

const PAULISTA_VIACEP = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  ibge: '3550308',
  ddd: '11',
};
const PAULISTA_BRASILAPI = {
  cep: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  service: 'open-cep',
};
const PAULISTA: CepLookup = {
  cep: '01310100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const PAULISTA_OPENCEP = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

/**
 * ViaCEP, BrasilAPI and OpenCEP stand-ins on 127.0.0.1, under path prefixes so the configured base
 * URLs are used as given. Each CEP answers as set in `viaCep` / `brasilApi` / `openCep`; unset → 500.
 */
class FakeCepServices {
  readonly viaCep = new Map<string, Behaviour>();
  readonly brasilApi = new Map<string, Behaviour>();
  readonly openCep = new Map<string, Behaviour>();
  readonly hits: string[] = [];
  private server: Server = createServer((req, res) => this.answer(req, res));
  baseUrl = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '';
    this.hits.push(url);
    const viaCep = /^\/viacep\/ws\/(\d{8})\/json\/$/.exec(url);
    const brasilApi = /^\/brasilapi\/api\/cep\/v1\/(\d{8})$/.exec(url);
    const openCep = /^\/opencep\/v1\/(\d{8})$/.exec(url);
    const behaviour = viaCep
      ? this.viaCep.get(viaCep[1] ?? '')
      : brasilApi
        ? this.brasilApi.get(brasilApi[1] ?? '')
        : openCep
          ? this.openCep.get(openCep[1] ?? '')
          : { status: 404 };
    const { status, body } = behaviour ?? { status: 500 };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body ?? { message: 'error' }));
    };
    if (behaviour?.delayMs) setTimeout(send, behaviour.delayMs);
    else send();
  }
}

describe(`GET /api/cep/:cep on ${testDbKind}`, () => {
  const fake = new FakeCepServices();
  let t: TestApp;
  let now = new Date('2026-11-20T20:00:00-03:00');
  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      now: () => now,
      cep: {
        services: [
          { kind: 'viacep', baseUrl: `${fake.baseUrl}/viacep` },
          { kind: 'brasilapi', baseUrl: `${fake.baseUrl}/brasilapi/` },
          { kind: 'opencep', baseUrl: `${fake.baseUrl}/opencep` },
        ],
        timeoutMs: TIMEOUT_MS,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.viaCep.clear();
    fake.brasilApi.clear();
    fake.openCep.clear();
    fake.hits.length = 0;
  });

  const lookUp = (cep: string) => t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });

  it('answers the address ViaCEP knows, in our names', async () => {
    fake.viaCep.set('01310100', { status: 200, body: PAULISTA_VIACEP });
    const res = await lookUp('01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PAULISTA);
    expect(fake.hits).toEqual(['/viacep/ws/01310100/json/']);
  });

  it.each([
    ['true', true],
    ['"true"', 'true'],
  ])('answers 404 CEP_NOT_FOUND when ViaCEP says {"erro": %s}', async (_name, erro) => {
    const cep = erro === true ? '99999001' : '99999002';
    fake.viaCep.set(cep, { status: 200, body: { erro } });
    const res = await lookUp(cep);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'CEP_NOT_FOUND', message: 'CEP inválido' } });
    // ViaCEP's word is final: no other service is asked.
    expect(fake.hits).toEqual([`/viacep/ws/${cep}/json/`]);
  });

  it('asks BrasilAPI when ViaCEP answers 500', async () => {
    fake.viaCep.set('01310101', { status: 500 });
    fake.brasilApi.set('01310101', {
      status: 200,
      body: { ...PAULISTA_BRASILAPI, cep: '01310101' },
    });
    const res = await lookUp('01310101');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...PAULISTA, cep: '01310101' });
    expect(fake.hits).toEqual(['/viacep/ws/01310101/json/', '/brasilapi/api/cep/v1/01310101']);
  });

  it('asks BrasilAPI when ViaCEP takes longer than the timeout', async () => {
    fake.viaCep.set('01310102', { delayMs: SLOW_MS, status: 200, body: PAULISTA_VIACEP });
    fake.brasilApi.set('01310102', { status: 200, body: PAULISTA_BRASILAPI });
    const started = Date.now();
    const res = await lookUp('01310102');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...PAULISTA, cep: '01310102' });
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(fake.hits).toContain('/brasilapi/api/cep/v1/01310102');
  });

  it('asks BrasilAPI when ViaCEP answers something that is not an address', async () => {
    fake.viaCep.set('01310103', { status: 200, body: '<html>manutenção</html>' });
    fake.brasilApi.set('01310103', { status: 200, body: PAULISTA_BRASILAPI });
    const res = await lookUp('01310103');
    expect(res.statusCode).toBe(200);
    expect(res.json<CepLookup>().street).toBe('Avenida Paulista');
  });

  it('answers 404 CEP_NOT_FOUND when ViaCEP fails and BrasilAPI does not know the CEP', async () => {
    fake.viaCep.set('99999003', { status: 503 });
    fake.brasilApi.set('99999003', { status: 404, body: { name: 'CepPromiseError' } });
    const res = await lookUp('99999003');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'CEP_NOT_FOUND', message: 'CEP inválido' } });
  });

  it('asks OpenCEP when ViaCEP and BrasilAPI both fail', async () => {
    fake.viaCep.set('01310108', { status: 503 });
    fake.brasilApi.set('01310108', { status: 502 });
    fake.openCep.set('01310108', { status: 200, body: { ...PAULISTA_OPENCEP, cep: '01310-108' } });
    const res = await lookUp('01310108');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...PAULISTA, cep: '01310108' });
    expect(fake.hits).toEqual([
      '/viacep/ws/01310108/json/',
      '/brasilapi/api/cep/v1/01310108',
      '/opencep/v1/01310108',
    ]);
  });

  it('answers 404 when OpenCEP, asked last, does not know the CEP', async () => {
    fake.viaCep.set('99999005', { status: 500 });
    fake.brasilApi.set('99999005', { status: 500 });
    fake.openCep.set('99999005', { status: 404, body: { error: true } });
    const res = await lookUp('99999005');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'CEP_NOT_FOUND', message: 'CEP inválido' } });
  });

  it('answers 503 CEP_UNAVAILABLE, with the message the storefront shows, when every service fails', async () => {
    fake.viaCep.set('01310104', { status: 500 });
    fake.brasilApi.set('01310104', {
      delayMs: SLOW_MS,
      status: 200,
      body: PAULISTA_BRASILAPI,
    });
    fake.openCep.set('01310104', { status: 200, body: '<html>manutenção</html>' });
    const res = await lookUp('01310104');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: {
        code: 'CEP_UNAVAILABLE',
        message: 'Não foi possível buscar o CEP agora. Preencha o endereço.',
      },
    });
    expect(fake.hits).toHaveLength(3);
  });

  it('remembers an outage for a minute: lookups meanwhile answer 503 without asking again', async () => {
    fake.viaCep.set('01310105', { status: 500 });
    fake.brasilApi.set('01310105', { status: 502 });
    expect((await lookUp('01310105')).statusCode).toBe(503);
    expect(fake.hits).toHaveLength(3);
    fake.viaCep.set('01310105', { status: 200, body: { ...PAULISTA_VIACEP, cep: '01310-105' } });
    now = new Date(now.getTime() + 59_000);
    const meanwhile = await lookUp('01310105');
    expect(meanwhile.statusCode).toBe(503);
    expect(meanwhile.json<{ error: { code: string } }>().error.code).toBe('CEP_UNAVAILABLE');
    expect(fake.hits).toHaveLength(3);
    now = new Date(now.getTime() + 1_000);
    const res = await lookUp('01310105');
    expect(res.statusCode).toBe(200);
    expect(res.json<CepLookup>().cep).toBe('01310105');
    expect(fake.hits).toHaveLength(4);
  });

  it('makes one call for many customers looking up the same CEP at once', async () => {
    fake.viaCep.set('01310107', { status: 200, body: PAULISTA_VIACEP, delayMs: 200 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => lookUp('01310107')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(20).fill(200));
    expect(fake.hits).toEqual(['/viacep/ws/01310107/json/']);
  });

  it('runs at most 8 calls at once: further CEPs answer 503 at once instead of piling up', async () => {
    const ceps = Array.from({ length: 12 }, (_, i) => `0200${String(i).padStart(4, '0')}`);
    for (const cep of ceps) {
      fake.viaCep.set(cep, { status: 200, body: { ...PAULISTA_VIACEP, cep }, delayMs: 500 });
    }
    const answers = await Promise.all(ceps.map((cep) => lookUp(cep)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.filter((status) => status === 503)).toHaveLength(4);
    expect(fake.hits).toHaveLength(8);
  });

  it('remembers found and unknown CEPs: the second lookup does not reach the services', async () => {
    fake.viaCep.set('01310106', { status: 200, body: PAULISTA_VIACEP });
    fake.viaCep.set('99999004', { status: 200, body: { erro: true } });
    expect((await lookUp('01310106')).statusCode).toBe(200);
    expect((await lookUp('99999004')).statusCode).toBe(404);
    expect(fake.hits).toHaveLength(2);
    const again = await lookUp('01310-106');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...PAULISTA, cep: '01310106' });
    expect((await lookUp('99999004')).statusCode).toBe(404);
    expect(fake.hits).toHaveLength(2);
  });

  it.each([
    ['7 digits', '0131010'],
    ['9 digits', '013101000'],
    ['letters', 'abcdefgh'],
    ['a long junk value', `${'9'.repeat(150)}`],
  ])('refuses %s with 400 VALIDATION_ERROR "CEP inválido", asking no service', async (_n, cep) => {
    const res = await lookUp(cep);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'CEP inválido' } });
    expect(fake.hits).toEqual([]);
  });
});

describe(`GET /api/cep/:cep with every service unreachable on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was free a moment ago: connections are refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const baseUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      cep: {
        services: [
          { kind: 'viacep', baseUrl },
          { kind: 'brasilapi', baseUrl },
        ],
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 CEP_UNAVAILABLE', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cep/01310100' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('CEP_UNAVAILABLE');
  });
});
