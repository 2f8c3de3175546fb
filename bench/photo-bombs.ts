// The menu and orders while hostile photo uploads run (decision 037): the built server on a
// fresh embedded database; GET /api/menu and POST /api/orders, one after another each, first
// alone, then while 20 clients upload photo bombs (a HEIC and a PNG claiming 9,600×9,600) and real
// 8000×6000 photos: each client once a second (20 uploads every second, the attack of the issue
// repeated), then each sending the next at once after every answer (a flood of requests, where
// the proxy's limits matter more than the photos). The uploads come from a process of their own.
// Prints the latency percentiles, what the uploads were answered, the server's CPU and memory.
// Run with `npm run bench:photos` (builds first); BENCH_DURATION (seconds a phase, default 20),
// BENCH_PORT (default 4501), BENCH_PHOTOS=heic,png,jpg (some of the photos only). It reports; it
// never fails on a figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Menu } from '../src/domain/menu';
import { snapshotBuild, sleep, startServer, type RunningServer } from './lib/built-server';
import { createBenchDatabase } from './lib/database';
import { formatTable } from './lib/table';

const DURATION_S = Math.max(1, Number(process.env.BENCH_DURATION ?? 20));
const PORT = Number(process.env.BENCH_PORT ?? 4501);
const HOSTILE_CLIENTS = 20;
const TARGET_MS = 200;
/** BENCH_PHOTOS=heic,png,jpg: only these of the hostile photos (all by default). */
const ONLY = (process.env.BENCH_PHOTOS ?? '')
  .split(',')
  .map((kind) => kind.trim())
  .filter(Boolean);

interface Sample {
  ms: number;
  status: number;
}

function percentiles(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    requests: samples.length,
    failures: samples.filter((s) => s.status >= 400 || s.status === 0).length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** Requests one after another until `until`, each timed. */
async function loop(until: () => boolean, send: () => Promise<Response>): Promise<Sample[]> {
  const samples: Sample[] = [];
  while (!until()) {
    const started = performance.now();
    let status = 0;
    try {
      const res = await send();
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    samples.push({ ms: performance.now() - started, status });
  }
  return samples;
}

/** The fixture HEIC with its primary image's ispe claiming 9,600×9,600: 2 KB. */
function heicBomb(): Buffer {
  const bytes = Buffer.from(
    readFileSync(
      join(import.meta.dirname, '../src/server/modules/product-photos/fixtures/pizza-320x240.heic'),
    ),
  );
  const ispe = bytes.indexOf('ispe');
  bytes.writeUInt32BE(9_600, ispe + 8);
  bytes.writeUInt32BE(9_600, ispe + 12);
  return bytes;
}

interface HostilePhoto {
  name: string;
  bytes: Buffer;
  type: string;
  file: string;
}

async function photos(): Promise<HostilePhoto[]> {
  const pngBomb = await sharp({
    create: { width: 9_600, height: 9_600, channels: 3, background: '#e0a040' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  // within the limit, and real work: 8000×6000 with some detail
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="6000">' +
    '<rect width="8000" height="6000" fill="#3b2a1f"/>' +
    '<circle cx="4000" cy="3000" r="2600" fill="#e0a040"/>' +
    Array.from(
      { length: 60 },
      (_, i) =>
        `<circle cx="${1500 + ((i * 977) % 5000)}" cy="${800 + ((i * 613) % 4400)}" r="180" fill="#8c1d12"/>`,
    ).join('') +
    '</svg>';
  const bigJpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return [
    { name: 'HEIC 9600×9600 (2 KB)', bytes: heicBomb(), type: 'image/heic', file: 'a-bomb.heic' },
    {
      name: `PNG 9600×9600 (${kb(pngBomb)} KB)`,
      bytes: pngBomb,
      type: 'image/png',
      file: 'b-bomb.png',
    },
    {
      name: `JPEG 8000×6000 (${kb(bigJpeg)} KB)`,
      bytes: bigJpeg,
      type: 'image/jpeg',
      file: 'c-48mp.jpg',
    },
  ];
}

const kb = (bytes: Buffer) => Math.round(bytes.length / 1024);

async function ownerCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forno-csrf': '1' },
    body: JSON.stringify({
      email: 'dona@forno.test',
      password: 'segredo-da-casa',
      confirmPassword: 'segredo-da-casa',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function orderBody(menu: Menu, n: number) {
  const pizza = menu.products.find((p) => p.categorySlug === 'calabresa' && p.isAvailable);
  if (!pizza) throw new Error('the seed menu has no calabresa');
  return JSON.stringify({
    customer: {
      name: 'Cliente',
      phone: `11987${String(n % 1_000_000).padStart(6, '0')}`,
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    items: [{ productId: pizza.id, size: 'normal', quantity: 1 }],
    paymentMethod: 'Pix',
  });
}

/** CPU seconds a thread of the server has used: its main thread is the task named by its pid. */
function cpuSeconds(pid: number, tid = pid): number {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux)
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of the server's child processes (the photo worker), in MB. */
function childrenRssMb(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    let kbTotal = 0;
    for (const child of children.filter(Boolean)) {
      const status = readFileSync(`/proc/${child}/status`, 'utf8');
      kbTotal += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    }
    return kbTotal / 1024;
  } catch {
    // a child that ended between the two reads
    return 0;
  }
}

/** CPU seconds of the whole server process (every thread; the photo worker is a process apart). */
function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measure(server: RunningServer, menu: Menu, seconds: number) {
  const end = performance.now() + seconds * 1000;
  const done = () => performance.now() >= end;
  let n = 0;
  const [menuSamples, orderSamples] = await Promise.all([
    loop(done, () => fetch(`${server.url}/api/menu`, { headers: { 'accept-encoding': 'br' } })),
    loop(done, () =>
      fetch(`${server.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: orderBody(menu, n++),
      }),
    ),
  ]);
  return { menu: percentiles(menuSamples), orders: percentiles(orderSamples) };
}

/** What one hostile phase saw: menu and order latencies, upload answers, server CPU and memory. */
async function underAttack(
  running: RunningServer,
  menu: Menu,
  hostile: HostilePhoto[],
  auth: { cookie: string; productId: number },
  intervalMs: number,
) {
  const photosDir = mkdtempSync(join(tmpdir(), 'forno-bench-photos-'));
  for (const photo of hostile) {
    if (ONLY.length === 0 || ONLY.some((kind) => photo.file.includes(kind))) {
      writeFileSync(join(photosDir, photo.file), photo.bytes);
    }
  }
  const uploaders = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'lib', 'photo-uploaders.ts')],
    {
      env: {
        ...process.env,
        SERVER_URL: running.url,
        COOKIE: auth.cookie,
        PRODUCT_ID: String(auth.productId),
        UPLOADERS: String(HOSTILE_CLIENTS),
        PHOTOS_DIR: photosDir,
        INTERVAL_MS: String(intervalMs),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let answered = '';
  uploaders.stdout.on('data', (chunk: Buffer) => {
    answered += chunk.toString();
  });
  const uploadersDone = new Promise((resolve) => uploaders.once('exit', resolve));
  let peakMb = 0;
  let workerPeakMb = 0;
  const watch = setInterval(() => {
    peakMb = Math.max(peakMb, running.rssMb());
    workerPeakMb = Math.max(workerPeakMb, childrenRssMb(running.pid));
  }, 250);
  // the uploads under way before the clock starts
  await sleep(1_000);
  const mainBefore = cpuSeconds(running.pid);
  const processBefore = processCpuSeconds(running.pid);
  const figures = await measure(running, menu, DURATION_S);
  const mainBusy = (cpuSeconds(running.pid) - mainBefore) / DURATION_S;
  const processBusy = (processCpuSeconds(running.pid) - processBefore) / DURATION_S;
  uploaders.stdin.end('stop\n');
  await uploadersDone;
  clearInterval(watch);
  rmSync(photosDir, { recursive: true, force: true });
  const outcomes = Object.entries(JSON.parse(answered || '{}') as Record<string, number>);
  return {
    ...figures,
    outcomes,
    peakMb,
    workerPeakMb,
    mainBusy,
    processBusy,
    load: loadavg()[0] ?? NaN,
  };
}

async function phase<T>(label: string, run: () => Promise<T>): Promise<T> {
  console.log(`the same while ${label}, ${DURATION_S} s`);
  return run();
}

async function main() {
  console.log(`preparing: photos, a fresh database, the built server on :${PORT}`);
  const hostile = await photos();
  const build = snapshotBuild();
  const database = await createBenchDatabase('pglite');
  let server: RunningServer | undefined;
  try {
    server = await startServer({ distDir: build.dir, port: PORT, env: database.serverEnv });
    const running = server;
    const cookie = await ownerCookie(running.url);
    const menu = (await (await fetch(`${running.url}/api/menu`)).json()) as Menu;
    const productId = menu.products[0]?.id ?? 1;
    // warm-up: the first photo starts the worker
    await measure(running, menu, 2);

    console.log(`GET /api/menu and POST /api/orders alone, ${DURATION_S} s`);
    const alone = await measure(running, menu, DURATION_S);
    const rssBefore = running.rssMb();

    const auth = { cookie, productId };
    const paced = await phase(
      `${HOSTILE_CLIENTS} clients, each uploading a photo every second`,
      () => underAttack(running, menu, hostile, auth, 1_000),
    );
    const flood = await phase(`${HOSTILE_CLIENTS} clients, each uploading again at once`, () =>
      underAttack(running, menu, hostile, auth, 0),
    );

    const row = (label: string, f: ReturnType<typeof percentiles>) => [
      label,
      String(f.requests),
      String(f.failures),
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      f.p99.toFixed(1),
      f.max.toFixed(1),
    ];
    console.log('');
    console.log(
      formatTable(
        ['', 'requests', 'failed', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
        [
          row('GET /api/menu, alone', alone.menu),
          row('GET /api/menu, uploads every second', paced.menu),
          row('GET /api/menu, uploads at once again', flood.menu),
          row('POST /api/orders, alone', alone.orders),
          row('POST /api/orders, uploads every second', paced.orders),
          row('POST /api/orders, uploads at once again', flood.orders),
        ],
      ),
    );
    const names = new Map(hostile.map((p) => [p.file, p.name]));
    for (const [label, result] of [
      ['every second', paced],
      ['at once again', flood],
    ] as const) {
      console.log('');
      console.log(`uploads answered (${label}):`);
      for (const [key, count] of result.outcomes.sort()) {
        const [file = '', answer = ''] = key.split(' → ');
        console.log(`  ${count} × ${names.get(file) ?? file} → ${answer}`);
      }
      console.log(
        `  server: peak ${Math.round(result.peakMb)} MB RSS (${Math.round(rssBefore)} MB before ` +
          `the uploads), photo worker process peak ${Math.round(result.workerPeakMb)} MB; main thread ` +
          `${(result.mainBusy * 100).toFixed(0)}% of a core, whole process ` +
          `${(result.processBusy * 100).toFixed(0)}%; load average ${result.load.toFixed(1)} ` +
          `on ${cpus().length} cores`,
      );
    }
    console.log('');
    const worst = Math.max(paced.menu.p99, paced.orders.p99);
    console.log(
      `target: menu and orders under ${TARGET_MS} ms while ${HOSTILE_CLIENTS} clients upload ` +
        `bombs every second: p99 ${worst.toFixed(1)} ms (${worst < TARGET_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    await server?.stop();
    await database.remove();
    build.remove();
  }
}

await main();
