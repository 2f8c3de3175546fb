// The API under load (issue item 2), on PGlite and on PostgreSQL: GET /api/menu beside a server
// answering the same bytes with no work (its ceiling), POST /api/orders beside the same use case
// run straight on the database driver with no HTTP (its ceiling), and the server's memory.
// Run with `npm run bench:api` (builds first). It reports; it never fails on a figure.
//
// Each figure and its ceiling are measured in alternating rounds (figure, ceiling, figure, …), so
// that a change in what else the machine runs weighs on both alike.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseConfig, type DatabaseHandle } from '../src/db/client';
import { orders } from '../src/db/schema';
import { findFreePort } from '../src/db/test/throwaway-postgres';
import type { Menu } from '../src/domain/menu';
import { PlaceOrderSchema, type PlaceOrderInput } from '../src/domain/order';
import { createEventBus, type EventBus } from '../src/server/events/event-bus';
import { placeOrder } from '../src/server/modules/orders/place-order';
import { snapshotBuild, sleep, startServer, type RunningServer } from './lib/built-server';
import { createBenchDatabase, type BenchDatabase } from './lib/database';
import { formatTable } from './lib/table';

/** Seconds of measured load for each figure and each ceiling, split into ROUNDS rounds. */
const DURATION_S = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const ROUNDS = 5;
const WARMUP_S = 2;
const CONNECTIONS = 20;
/** What Chromium sends: the menu is measured as a browser fetches it. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((kind) => kind.trim())
  .filter((kind): kind is DatabaseConfig['kind'] => kind === 'pglite' || kind === 'postgres');
const TARGETS = { menuRatio: 0.7, ordersRatio: 0.5, postgresRssMb: 150 };
/** Orders are told apart by their customer's name: over HTTP, or placed by the ceiling. */
const HTTP_CUSTOMER = 'Cliente HTTP';
const DIRECT_CUSTOMER = 'Cliente Direto';

/** What a series of runs saw: answers, their latencies, the time it took. */
class Tally {
  requests = 0;
  succeeded = 0;
  failures = 0;
  bytes = 0;
  seconds = 0;
  readonly latenciesMs: number[] = [];

  figures() {
    const sorted = [...this.latenciesMs].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return {
      requestsPerSecond: this.requests / this.seconds,
      p50Ms: at(0.5) ?? Number.NaN,
      p99Ms: at(0.99) ?? Number.NaN,
      failures: this.failures,
      kbPerAnswer: this.bytes / Math.max(1, this.requests) / 1024,
      requests: this.requests,
    };
  }
}
type Figures = ReturnType<Tally['figures']>;

interface DatabaseReport {
  kind: DatabaseConfig['kind'];
  menu: Figures;
  menuCeiling: Figures;
  orders: Figures;
  ordersCeiling: Figures;
  /**
   * PGlite only: placeOrder() on the driver with fsync on commit (as the server runs it) beside
   * the same without it (PGlite's own default), to show what durability costs (decision 016).
   */
  durability?: { withFsync: Figures; withoutFsync: Figures };
  /** Rows in `orders` from each side, warm-ups included, beside the successes counted. */
  ordersWritten: { http: number; httpAnswered: number; direct: number; directPlaced: number };
  rss: { idleMb: number; menuLoadMb: number; ordersLoadMb: number; endMb: number; peakMb: number };
  /** What the RSS is made of: idle, and at the highest RSS sampled under order load. */
  memory: { idle: MemorySplit; ordersPeak: MemorySplit };
}

/** One sample of the server's memory in MB: the kernel's RSS split beside V8's and Node's view. */
interface MemorySplit {
  rss: number;
  /** RSS of the process's own pages (heaps, stacks) and of files mapped (binary, libraries). */
  anon: number;
  file: number;
  /** `process.memoryUsage()` at the probe's sample nearest in time. */
  heapTotal: number;
  heapUsed: number;
  /** V8's young generation (its two semi-spaces), part of heapTotal. */
  young: number;
  external: number;
  arrayBuffers: number;
}

/** A line of bench/lib/memory-probe.mjs's file, in bytes. */
interface ProbeSample {
  at: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  young: number;
  external: number;
  arrayBuffers: number;
}

/** The probe started in the server, and the file it writes. */
const MEMORY_PROBE = join(import.meta.dirname, 'lib', 'memory-probe.mjs');

async function main() {
  const [load1] = loadavg();
  console.log(
    `API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per figure in ${ROUNDS} rounds, ` +
      `${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB, node ${process.version}, ` +
      `load average ${load1?.toFixed(1)}\n`,
  );
  const build = snapshotBuild();
  const reports: DatabaseReport[] = [];
  try {
    for (const kind of KINDS) {
      const database = await createBenchDatabase(kind);
      try {
        reports.push(await benchmark(database, build.dir));
      } finally {
        await database.remove();
      }
    }
  } finally {
    build.remove();
  }
  for (const report of reports) printReport(report);
}

async function benchmark(database: BenchDatabase, distDir: string): Promise<DatabaseReport> {
  const { kind } = database;
  const secondConfig = database.secondConfig();
  const rss = { idleMb: 0, menuLoadMb: 0, ordersLoadMb: 0, endMb: 0, peakMb: 0 };
  const bodiesDir = mkdtempSync(join(tmpdir(), 'forno-bench-menu-'));
  const memoryFile = join(bodiesDir, 'memory.jsonl');
  let server: RunningServer | undefined;
  let ceilingServer: RunningServer | undefined;
  let direct: { database: DatabaseHandle; events: EventBus } | undefined;
  try {
    server = await startServer({
      distDir,
      port: await findFreePort(),
      // on top of `npm run serve`'s flags, e.g. BENCH_SERVER_NODE_OPTIONS=--max-old-space-size=64
      env: {
        ...database.serverEnv,
        NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
        BENCH_MEMORY_FILE: memoryFile,
      },
      nodeArgs: ['--import', MEMORY_PROBE],
    });
    const menuBody = await saveMenuBodies(server.url, bodiesDir);
    ceilingServer = await startServer({
      distDir,
      port: await findFreePort(),
      env: { CEILING_BODIES_DIR: bodiesDir },
      nodeArgs: ['--import', 'tsx'],
      script: join(import.meta.dirname, 'menu-ceiling-server.ts'),
    });
    await sleep(2_000);
    rss.idleMb = server.rssMb();
    const idleSplit = { at: Date.now(), rss: rss.idleMb, ...server.rssSplitMb() };
    const watch = (running: RunningServer, onMb: (mb: number) => void) => {
      const timer = setInterval(() => onMb(running.rssMb()), 500);
      return () => clearInterval(timer);
    };

    console.log(`[${kind}] GET /api/menu, and the same bytes from a server that does nothing else`);
    const menu = new Tally();
    const menuCeiling = new Tally();
    const realServer = server;
    const stopWatching = watch(realServer, (mb) => {
      rss.menuLoadMb = Math.max(rss.menuLoadMb, mb);
    });
    const ceilingUrl = ceilingServer.url;
    await alternate(
      (seconds, tally) => cannon(menuRequest(realServer.url), seconds, tally),
      (seconds, tally) => cannon(menuRequest(ceilingUrl), seconds, tally),
      menu,
      menuCeiling,
    );
    stopWatching();

    console.log(`[${kind}] POST /api/orders, and placeOrder() on the driver with no HTTP`);
    const order = realisticOrder(menuBody);
    const openedDatabase = await openDatabase(secondConfig);
    direct = { database: openedDatabase, events: await createEventBus(openedDatabase) };
    const directHandle = direct;
    const orders = new Tally();
    const ordersCeiling = new Tally();
    let ordersPeakSplit = { ...idleSplit, rss: 0 };
    const stopWatchingOrders = watch(realServer, (mb) => {
      rss.ordersLoadMb = Math.max(rss.ordersLoadMb, mb);
      if (mb > ordersPeakSplit.rss) {
        ordersPeakSplit = { at: Date.now(), rss: mb, ...realServer.rssSplitMb() };
      }
    });
    await alternate(
      (seconds, tally) => cannon(orderRequest(realServer.url, order), seconds, tally),
      (seconds, tally) => placeOrdersDirectly(directHandle, order, seconds, tally),
      orders,
      ordersCeiling,
    );
    stopWatchingOrders();
    rss.endMb = server.rssMb();
    rss.peakMb = server.peakRssMb();

    await server.stop();
    // PostgreSQL: one database for both; PGlite: the server's folder is free again once it stopped
    const written = {
      http:
        kind === 'postgres'
          ? await countOrders(direct.database, HTTP_CUSTOMER)
          : await withDatabase(database.config, (db) => countOrders(db, HTTP_CUSTOMER)),
      direct: await countOrders(direct.database, DIRECT_CUSTOMER),
    };

    let durability: DatabaseReport['durability'];
    if (kind === 'pglite') {
      console.log(`[${kind}] placeOrder() on the driver, with and without fsync on commit`);
      const copy = database.secondConfig('unsynced');
      if (copy.kind !== 'pglite') throw new Error('a PGlite benchmark has a PGlite copy');
      const unsynced = await openDatabase({ ...copy, durability: 'none' });
      const unsyncedHandle = { database: unsynced, events: await createEventBus(unsynced) };
      try {
        const withFsync = new Tally();
        const withoutFsync = new Tally();
        await alternate(
          (seconds, tally) => placeOrdersDirectly(directHandle, order, seconds, tally),
          (seconds, tally) => placeOrdersDirectly(unsyncedHandle, order, seconds, tally),
          withFsync,
          withoutFsync,
        );
        durability = { withFsync: withFsync.figures(), withoutFsync: withoutFsync.figures() };
      } finally {
        await unsyncedHandle.events.close();
        await unsynced.close();
      }
    }

    return {
      kind,
      menu: menu.figures(),
      menuCeiling: menuCeiling.figures(),
      orders: orders.figures(),
      ordersCeiling: ordersCeiling.figures(),
      durability,
      memory: {
        idle: splitAt(idleSplit, probeSamples(memoryFile)),
        ordersPeak: splitAt(ordersPeakSplit, probeSamples(memoryFile)),
      },
      ordersWritten: {
        http: written.http,
        httpAnswered: orders.succeeded,
        direct: written.direct,
        directPlaced: ordersCeiling.succeeded,
      },
      rss,
    };
  } finally {
    await server?.stop();
    await ceilingServer?.stop();
    await direct?.events.close();
    await direct?.database.close();
    rmSync(bodiesDir, { recursive: true, force: true });
  }
}

type Run = (seconds: number, tally: Tally) => Promise<void>;

/**
 * A warm-up of each (its successes counted in `succeeded`, nothing else), then ROUNDS rounds of
 * one then the other.
 */
async function alternate(
  measured: Run,
  ceiling: Run,
  measuredTally: Tally,
  ceilingTally: Tally,
): Promise<void> {
  for (const [run, tally] of [
    [measured, measuredTally],
    [ceiling, ceilingTally],
  ] as const) {
    const warmUp = new Tally();
    await run(WARMUP_S, warmUp);
    tally.succeeded += warmUp.succeeded;
  }
  for (let round = 0; round < ROUNDS; round++) {
    await measured(DURATION_S / ROUNDS, measuredTally);
    await ceiling(DURATION_S / ROUNDS, ceilingTally);
  }
}

// ---------------------------------------------------------------- requests

type Request = autocannon.Request;

function menuRequest(url: string): autocannon.Options {
  return {
    url,
    requests: [
      { method: 'GET', path: '/api/menu', headers: { 'accept-encoding': ACCEPT_ENCODING } },
    ],
  };
}

/** A new client-made key for every request, and customers spread over a thousand phones. */
function orderRequest(url: string, body: PlaceOrderInput): autocannon.Options {
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request: Request): Request => ({
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'idempotency-key': newKey(),
          },
          body: JSON.stringify(asCustomer(body, HTTP_CUSTOMER)),
        }),
      },
    ],
  };
}

/** Two lines as a customer makes them: a pizza with two extras and a filled crust, and drinks. */
function realisticOrder(menu: Menu): PlaceOrderInput {
  const pizza = menu.products.find((p) => p.categorySlug === 'calabresa' && p.isAvailable);
  const drink = menu.products.find((p) => p.categorySlug === 'refrigerantes' && p.isAvailable);
  const extras = menu.extras.filter((e) => e.type !== 'doce').slice(0, 2);
  if (!pizza || !drink || extras.length < 2)
    throw new Error('the seed menu lacks what an order needs');
  return {
    customer: {
      name: 'Cliente',
      phone: '(11) 98765-4321',
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    items: [
      {
        productId: pizza.id,
        size: 'normal',
        quantity: 1,
        extraIds: extras.map((e) => e.id),
        crustId: 'traditional',
        fillingId: 'cheddar',
        notes: 'Sem cebola, por favor.',
      },
      { productId: drink.id, size: 'normal', quantity: 2 },
    ],
    paymentMethod: 'Pix',
  };
}

/** The body with one of a thousand customers' phones, under the given name. */
function asCustomer<T extends { customer: { name: string; phone: string } }>(
  body: T,
  name: string,
): T {
  const phone = `11987${String(Math.floor(Math.random() * 1000)).padStart(6, '0')}`;
  return { ...body, customer: { ...body.customer, name, phone } };
}

function newKey(): string {
  return randomBytes(18).toString('base64url');
}

/** Saves the menu's bytes in each encoding, as the server sends them, for the ceiling server. */
async function saveMenuBodies(url: string, dir: string): Promise<Menu> {
  let menu: Menu | undefined;
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const raw = await getRaw(`${url}/api/menu`, encoding);
    writeFileSync(join(dir, encoding), raw);
    if (encoding === 'identity') menu = JSON.parse(raw.toString('utf8')) as Menu;
  }
  if (!menu) throw new Error('no menu was read');
  return menu;
}

/** The body as sent on the wire in one encoding (fetch would decode it). */
function getRaw(url: string, encoding: 'identity' | 'gzip' | 'br'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const sent = res.headers['content-encoding'] ?? 'identity';
        if (res.statusCode !== 200) reject(new Error(`GET ${url}: ${res.statusCode}`));
        else if (sent !== encoding) reject(new Error(`asked for ${encoding}, got ${sent}`));
        else resolve(Buffer.concat(chunks));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// ---------------------------------------------------------------- measuring

/** One autocannon run of `seconds`, added to the tally. */
function cannon(options: autocannon.Options, seconds: number, tally: Tally): Promise<void> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...options, connections: CONNECTIONS, duration: seconds, timeout: 10 },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        tally.requests += result.requests.total;
        tally.failures += result.non2xx + result.errors;
        tally.bytes += result.throughput.total;
        tally.seconds += result.duration;
        tally.succeeded += result['2xx'];
        resolve();
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      tally.latenciesMs.push(responseTime);
    });
  });
}

/**
 * The ceiling of POST /api/orders: the same use case (one transaction: idempotency check, settings,
 * catalogue, customer upsert, order, items, extras, then the event), called in this process by
 * CONNECTIONS concurrent loops on a database handle like the server's, without HTTP, validation or
 * serialization.
 */
async function placeOrdersDirectly(
  { database, events }: { database: DatabaseHandle; events: EventBus },
  body: PlaceOrderInput,
  seconds: number,
  tally: Tally,
): Promise<void> {
  const request = PlaceOrderSchema.parse(body);
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      let ok = false;
      try {
        const { isReplay } = await placeOrder(database.db, events, {
          idempotencyKey: newKey(),
          request: asCustomer(request, DIRECT_CUSTOMER),
          now: new Date(),
        });
        ok = !isReplay;
      } catch {
        ok = false;
      }
      tally.requests++;
      if (ok) tally.succeeded++;
      else tally.failures++;
      tally.latenciesMs.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  tally.seconds += (performance.now() - started) / 1000;
}

function probeSamples(file: string): ProbeSample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ProbeSample);
}

/** The kernel's figures read at `at`, beside the probe's sample nearest to it. */
function splitAt(
  kernel: { at: number; rss: number; anon: number; file: number },
  samples: ProbeSample[],
): MemorySplit {
  const nearest = samples.reduce<ProbeSample | undefined>(
    (best, s) => (!best || Math.abs(s.at - kernel.at) < Math.abs(best.at - kernel.at) ? s : best),
    undefined,
  );
  const mb = (bytes: number | undefined) => (bytes ?? Number.NaN) / 2 ** 20;
  return {
    rss: kernel.rss,
    anon: kernel.anon,
    file: kernel.file,
    heapTotal: mb(nearest?.heapTotal),
    heapUsed: mb(nearest?.heapUsed),
    young: mb(nearest?.young),
    external: mb(nearest?.external),
    arrayBuffers: mb(nearest?.arrayBuffers),
  };
}

/** Orders placed under a customer name. */
async function countOrders(database: DatabaseHandle, customerName: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.customerName, customerName));
  return row?.n ?? 0;
}

async function withDatabase<T>(
  config: DatabaseConfig,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(config);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------- report

function printReport(r: DatabaseReport) {
  const rate = (f: Figures) => f.requestsPerSecond.toFixed(0);
  const ms = (value: number) => value.toFixed(1);
  const ratio = (value: Figures, ceiling: Figures, target: number) => {
    const share = value.requestsPerSecond / ceiling.requestsPerSecond;
    return `${(share * 100).toFixed(0)} % (target ≥ ${target * 100} %: ${share >= target ? 'met' : 'NOT met'})`;
  };
  const row = (name: string, f: Figures, versus: string, kb = true) => [
    name,
    rate(f),
    ms(f.p50Ms),
    ms(f.p99Ms),
    String(f.failures),
    kb ? f.kbPerAnswer.toFixed(1) : '',
    versus,
  ];
  console.log(`\n${r.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`);
  console.log(
    formatTable(
      ['run', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'KB/answer', 'of its ceiling'],
      [
        row('GET /api/menu', r.menu, ratio(r.menu, r.menuCeiling, TARGETS.menuRatio)),
        row('ceiling: same bytes, no work', r.menuCeiling, ''),
        row('POST /api/orders', r.orders, ratio(r.orders, r.ordersCeiling, TARGETS.ordersRatio)),
        row('ceiling: placeOrder(), no HTTP', r.ordersCeiling, '', false),
      ],
    ),
  );
  const w = r.ordersWritten;
  console.log(
    `orders written (warm-ups included): ${w.http} rows for ${w.httpAnswered} answers 201 ` +
      `(requests still in flight when a run stops are written but not counted); ` +
      `${w.direct} rows for ${w.directPlaced} orders placed by the ceiling`,
  );
  const rssTarget =
    r.kind === 'postgres'
      ? ` (target ≤ ${TARGETS.postgresRssMb} MB: idle ${r.rss.idleMb <= TARGETS.postgresRssMb ? 'met' : 'NOT met'}, ` +
        `under load ${r.rss.peakMb <= TARGETS.postgresRssMb ? 'met' : 'NOT met'})`
      : '';
  console.log(
    `server RSS: idle ${r.rss.idleMb.toFixed(0)} MB, under menu load ≤ ${r.rss.menuLoadMb.toFixed(0)} MB, ` +
      `under order load ≤ ${r.rss.ordersLoadMb.toFixed(0)} MB, at the end ${r.rss.endMb.toFixed(0)} MB, ` +
      `peak ${r.rss.peakMb.toFixed(0)} MB${rssTarget}`,
  );
  const split = (name: string, m: MemorySplit) => {
    const rest = m.rss - m.heapTotal - m.external;
    return (
      `${name}: RSS ${m.rss.toFixed(0)} MB = files mapped ${m.file.toFixed(0)} (Node's binary, libraries) ` +
      `+ own pages ${m.anon.toFixed(0)}; V8 heap ${m.heapTotal.toFixed(0)} ` +
      `(in use ${m.heapUsed.toFixed(0)}, young generation ${m.young.toFixed(0)}), ` +
      `external ${m.external.toFixed(1)} (array buffers ${m.arrayBuffers.toFixed(1)}), ` +
      `the rest ${rest.toFixed(0)} (binary and libraries, malloc, stacks)`
    );
  };
  console.log(split('memory idle', r.memory.idle));
  console.log(split('memory at the order-load peak', r.memory.ordersPeak));
  if (r.durability) {
    const { withFsync, withoutFsync } = r.durability;
    const share = withFsync.requestsPerSecond / withoutFsync.requestsPerSecond;
    console.log('\nWhat fsync on commit costs (PGlite, placeOrder() on the driver)');
    console.log(
      formatTable(
        ['run', 'orders/s', 'p50 ms', 'p99 ms', 'failed', '', 'of no fsync'],
        [
          row('fsync on commit (as served)', withFsync, `${(share * 100).toFixed(0)} %`, false),
          row("no fsync (PGlite's default)", withoutFsync, '', false),
        ],
      ),
    );
  }
}

await main();
