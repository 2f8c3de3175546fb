// Storefront weight and speed: the gzipped JS and CSS of a first visit to /, /menu and /cart,
// whether any admin code is among them, Lighthouse (mobile: performance, accessibility, best
// practices, SEO) for the same pages, and /menu's LCP with no script running; then all of it side
// by side in one table. Run with `npm run bench:web` (builds first). It reports; it never fails.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findFreePort } from '../src/db/test/throwaway-postgres';
import { snapshotBuild, startServer, type RunningServer } from './lib/built-server';
import { createBenchDatabase } from './lib/database';
import { formatTable, kb } from './lib/table';

const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** As root, on a machine with no network beyond the package registries (STACK.md). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const FIRST_LOAD_PATHS = ['/', '/menu', '/cart'];
const LIGHTHOUSE_PATHS = ['/', '/menu', '/cart'];
/** Audited once more with no script running: what a customer sees before (or without) the app. */
const NO_SCRIPT_PATH = '/menu';
/** Lighthouse scores vary from run to run: each page is audited this many times, median kept. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** Issue 13: React in production, the storefront rendered by the server. */
const TARGETS = { firstLoadKb: 130, performance: 95, accessibility: 100, seo: 100, lcpMs: 1_500 };
/** Source files that only the back office may load (docs/product/principles.md#quality-bar: admin code only under /admin). */
const ADMIN_SOURCE = /\/web\/(admin\/|features\/admin-|app\/(routes|layouts)\/admin\/)/;
/** Where the median run's full Lighthouse report of each page is kept (git-ignored). */
const REPORT_DIR = join(import.meta.dirname, '..', '.tmp', 'lighthouse');

interface Asset {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  /** The body's size on the wire, in the encoding the server chose. */
  servedBytes: number;
  encoding: string;
  /** Requested before the page's load event (needed to show it), or in the background after. */
  phase: 'first load' | 'after load';
}

async function main() {
  const build = snapshotBuild();
  const database = await createBenchDatabase('pglite');
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      distDir: build.dir,
      port: await findFreePort(),
      env: database.serverEnv,
    });
    console.log(`storefront benchmark: ${server.url} (built app, embedded database)\n`);
    const firstLoads = await measureFirstLoads(server.url, join(build.dir, 'web'));
    const precached = backgroundPrecache(join(build.dir, 'web'), firstLoads);
    const audits = await auditPages(server.url);
    const noScript = await auditWithoutScripts(server.url);
    printReport(firstLoads, precached, audits);
    printSummary(firstLoads, audits, noScript);
  } finally {
    await server?.stop();
    await database.remove();
    build.remove();
  }
}

// ---------------------------------------------------------------- first load

interface FirstLoad {
  path: string;
  assets: Asset[];
  adminChunks: string[];
}

async function measureFirstLoads(baseUrl: string, webDir: string): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const loads: FirstLoad[] = [];
    for (const path of FIRST_LOAD_PATHS) {
      // A new context has an empty cache; blocking service workers keeps the visit a first one
      // (no precache, no runtime cache answering).
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
        locale: 'pt-BR',
      });
      try {
        const page = await context.newPage();
        const responses: Response[] = [];
        page.on('response', (response) => {
          if (assetKind(response.url())) responses.push(response);
        });
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        // the background fetch starts once the page's data has arrived and it is idle: wait
        // until no script or style sheet has been requested for 3 s (at most 20 s)
        await waitUntilQuiet(() => responses.length, 3_000, 20_000);
        const afterLoad = await requestedAfterLoad(page);
        const assets = await Promise.all(responses.map((response) => toAsset(response, afterLoad)));
        const adminChunks = assets
          .filter((asset) => isAdminChunk(asset.url, webDir))
          .map((asset) => basename(new URL(asset.url).pathname));
        loads.push({ path, assets, adminChunks });
      } finally {
        await context.close();
      }
    }
    return loads;
  } finally {
    await browser.close();
  }
}

function assetKind(url: string): Asset['kind'] | null {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

async function waitUntilQuiet(count: () => number, quietMs: number, maxMs: number) {
  const deadline = Date.now() + maxMs;
  let last = count();
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (count() !== last) {
      last = count();
      quietSince = Date.now();
    }
  }
}

/**
 * The URLs the page requested once its load event was over and the app had started (the
 * background prefetch). A rendered page's app is asked for once the page is painted, often after
 * the load event (src/web/main.tsx): its code up to 'forno:app-started' is the first load.
 */
async function requestedAfterLoad(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
    const [started] = performance.getEntriesByName('forno:app-started', 'mark');
    const firstLoadEnd = Math.max(loadEnd, started?.startTime ?? 0);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => loadEnd > 0 && entry.startTime >= firstLoadEnd)
      .map((entry) => entry.name);
  });
  return new Set(urls);
}

async function toAsset(response: Response, afterLoad: Set<string>): Promise<Asset> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  const kind = assetKind(response.url());
  if (!kind) throw new Error(`not a script or style sheet: ${response.url()}`);
  return {
    url: response.url(),
    kind,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    servedBytes: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    phase: afterLoad.has(response.url()) ? 'after load' : 'first load',
  };
}

/** By its name, and by its source map: any file of the back office bundled into it. */
function isAdminChunk(url: string, webDir: string): boolean {
  const { pathname } = new URL(url);
  if (/admin/i.test(basename(pathname))) return true;
  const mapFile = join(webDir, `${pathname}.map`);
  if (!existsSync(mapFile)) return false;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: unknown };
  const sources = Array.isArray(map.sources) ? map.sources : [];
  return sources.some((source) => typeof source === 'string' && ADMIN_SOURCE.test(source));
}

/**
 * What the service worker fetches in the background once a first visit is over (its precache
 * list, less what the page itself loaded): the other screens' code, so they open offline.
 */
function backgroundPrecache(
  webDir: string,
  loads: FirstLoad[],
): { files: number; gzipBytes: number } {
  const loaded = new Set(loads.flatMap((load) => load.assets.map((a) => new URL(a.url).pathname)));
  const serviceWorker = readFileSync(join(webDir, 'sw.js'), 'utf8');
  const urls = [...serviceWorker.matchAll(/url:\s*"([^"]+\.(?:js|css))"/g)]
    .map((match) => `/${match[1] ?? ''}`)
    .filter((path) => !loaded.has(path));
  const gzipBytes = urls.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(webDir, path)), { level: 9 }).length,
    0,
  );
  return { files: urls.length, gzipBytes };
}

// ---------------------------------------------------------------- Lighthouse

interface Audit {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Audits of accessibility, best practices and SEO that did not pass, in the median run. */
  failed: string[];
  /** The whole Lighthouse report, as JSON. */
  report: string;
}

async function auditPages(baseUrl: string): Promise<Audit[]> {
  const audits: Audit[] = [];
  for (const path of LIGHTHOUSE_PATHS) {
    const runs: Audit[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
      runs.push(await auditWithRetries(baseUrl, path));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) throw new Error('no Lighthouse run');
    audits.push(median);
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '');
    writeFileSync(join(REPORT_DIR, `${name}.json`), median.report);
    console.log(
      `lighthouse ${path}: performance ${runs.map((r) => r.performance).join(', ')} (median ${median.performance})`,
    );
  }
  return audits;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function auditWithRetries(
  baseUrl: string,
  path: string,
  options = { scripts: true },
  attempts = 3,
): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(baseUrl, path, options);
    } catch (error) {
      if (attempt >= attempts || error instanceof NothingPainted) throw error;
      console.log(`lighthouse ${path}: ${String(error)}; trying again`);
    }
  }
}

/**
 * `NO_SCRIPT_PATH` with no script running, as a browser with JavaScript off: every `.js` request is
 * blocked (Chromium's own switch for scripts stops Lighthouse too), and the server's CSP allows no
 * inline script. A page that paints nothing without its scripts has no FCP or LCP: Lighthouse
 * says so (NO_FCP, NO_LCP) and that is the figure, so it is not tried again.
 */
async function auditWithoutScripts(baseUrl: string): Promise<NoScriptAudit> {
  const runs: NoScriptAudit[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    try {
      const audit = await auditWithRetries(baseUrl, NO_SCRIPT_PATH, { scripts: false });
      runs.push({ path: NO_SCRIPT_PATH, lcpMs: audit.metrics.lcpMs, fcpMs: audit.metrics.fcpMs });
    } catch (error) {
      const code = error instanceof NothingPainted ? error.code : null;
      if (!code) throw error;
      runs.push({ path: NO_SCRIPT_PATH, lcpMs: Number.NaN, fcpMs: Number.NaN, error: code });
    }
  }
  runs.sort((a, b) => (a.lcpMs || Infinity) - (b.lcpMs || Infinity));
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  console.log(
    `lighthouse ${NO_SCRIPT_PATH} without scripts: LCP ${runs.map((r) => r.error ?? `${(r.lcpMs / 1000).toFixed(1)} s`).join(', ')}`,
  );
  return median;
}

interface NoScriptAudit {
  path: string;
  lcpMs: number;
  fcpMs: number;
  /** Lighthouse's code when the page painted nothing (NO_FCP) or nothing large (NO_LCP). */
  error?: string;
}

/** The page painted nothing Lighthouse could time: a result, not a failure of the run. */
class NothingPainted extends Error {
  constructor(readonly code: string) {
    super(`nothing painted (${code})`);
  }
}

async function auditOnce(
  baseUrl: string,
  path: string,
  { scripts }: { scripts: boolean },
): Promise<Audit> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'forno-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    // Mobile form factor, simulated throttling: Lighthouse's defaults.
    const result = await lighthouse(
      baseUrl + path,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      scripts
        ? undefined
        : { extends: 'lighthouse:default', settings: { blockedUrlPatterns: ['*.js'] } },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    const lcp = lhr.audits['largest-contentful-paint'];
    const nothingPainted = ['NO_FCP', 'NO_LCP'];
    if (!scripts && lhr.runtimeError && nothingPainted.includes(lhr.runtimeError.code)) {
      throw new NothingPainted(lhr.runtimeError.code);
    }
    if (!scripts && lcp?.numericValue === undefined && lcp?.errorMessage?.includes('NO_LCP')) {
      throw new NothingPainted('NO_LCP');
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    return {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
      failed,
      report: JSON.stringify(lhr),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

function printReport(
  loads: FirstLoad[],
  precached: { files: number; gzipBytes: number },
  audits: Audit[],
) {
  for (const load of loads) {
    console.log(`\nFirst visit to ${load.path}: every script and style sheet the page requested`);
    const ordered = [...load.assets].sort((a, b) => a.phase.localeCompare(b.phase) * -1);
    console.log(
      formatTable(
        ['file', 'type', 'raw KB', 'gzip -9 KB', 'served KB', 'requested'],
        ordered.map((a) => [
          new URL(a.url).pathname,
          a.kind,
          kb(a.bytes),
          kb(a.gzipBytes),
          `${kb(a.servedBytes)} ${a.encoding}`,
          a.phase === 'first load' ? 'before load' : 'after load (background)',
        ]),
      ),
    );
  }

  console.log('\nFirst-load weight (JS + CSS, gzip level 9, requested before the load event)');
  console.log(
    formatTable(
      [
        'page',
        'files',
        'JS KB',
        'CSS KB',
        'total KB',
        'target',
        'then in the background',
        'admin code loaded',
      ],
      loads.map((load) => {
        const firstLoad = load.assets.filter((a) => a.phase === 'first load');
        const background = load.assets.filter((a) => a.phase === 'after load');
        const sum = (assets: Asset[], kind?: Asset['kind']) =>
          assets.filter((a) => !kind || a.kind === kind).reduce((n, a) => n + a.gzipBytes, 0);
        const total = sum(firstLoad);
        return [
          load.path,
          String(firstLoad.length),
          kb(sum(firstLoad, 'js')),
          kb(sum(firstLoad, 'css')),
          kb(total),
          `≤ ${TARGETS.firstLoadKb} ${total / 1024 <= TARGETS.firstLoadKb ? 'met' : 'NOT met'}`,
          `${background.length} files, ${kb(sum(background))} KB`,
          load.adminChunks.length ? `YES: ${load.adminChunks.join(', ')}` : 'no',
        ];
      }),
    ),
  );
  console.log(
    'In the background: once the page has loaded and is idle, it fetches the other screens ' +
      '(cart, search, profile, offers, tracking) and the toasts, so they open at once and offline.',
  );
  console.log(
    `Besides those, the service worker precaches ${precached.files} more files ` +
      `(${kb(precached.gzipBytes)} KB gzip; blocked here to keep the visit a first one); ` +
      'the back office is never among them.',
  );

  console.log(
    `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling, ${CHROMIUM_PATH}; median of ${LIGHTHOUSE_RUNS} by performance)`,
  );
  const verdict = (value: number, target: number) =>
    `${value} ${value >= target ? '(met)' : `(target ${target})`}`;
  console.log(
    formatTable(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'FCP s',
        'LCP s',
        'TBT ms',
        'CLS',
      ],
      audits.map((a) => [
        a.path,
        verdict(a.performance, TARGETS.performance),
        verdict(a.accessibility, TARGETS.accessibility),
        String(a.bestPractices),
        verdict(a.seo, TARGETS.seo),
        (a.metrics.fcpMs / 1000).toFixed(1),
        (a.metrics.lcpMs / 1000).toFixed(1),
        a.metrics.tbtMs.toFixed(0),
        a.metrics.cls.toFixed(3),
      ]),
    ),
  );
  for (const audit of audits) {
    if (audit.failed.length) console.log(`${audit.path} did not pass: ${audit.failed.join(', ')}`);
  }
  console.log(`Full reports of the median runs: ${REPORT_DIR}`);
}

/** Everything above for each page in one table, and /menu's LCP without scripts under it. */
function printSummary(loads: FirstLoad[], audits: Audit[], noScript: NoScriptAudit) {
  const firstLoadKb = (path: string) => {
    const load = loads.find((l) => l.path === path);
    if (!load) return '—';
    const bytes = load.assets
      .filter((a) => a.phase === 'first load')
      .reduce((n, a) => n + a.gzipBytes, 0);
    return kb(bytes);
  };
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const rows = audits.map((a) => [
    a.path,
    firstLoadKb(a.path),
    String(a.performance),
    String(a.accessibility),
    String(a.bestPractices),
    String(a.seo),
    seconds(a.metrics.fcpMs),
    seconds(a.metrics.lcpMs),
    a.metrics.tbtMs.toFixed(0),
    a.metrics.cls.toFixed(3),
  ]);
  const noScriptLcp = noScript.error
    ? `none (${noScript.error})`
    : `${seconds(noScript.lcpMs)} ${noScript.lcpMs <= TARGETS.lcpMs ? '(met)' : `(target ${seconds(TARGETS.lcpMs)})`}`;
  rows.push([
    `${noScript.path}, no scripts`,
    '—',
    '—',
    '—',
    '—',
    '—',
    noScript.error ? 'none' : seconds(noScript.fcpMs),
    noScriptLcp,
    '—',
    '—',
  ]);
  console.log(
    `\nSide by side (first load: KB gzip of JS + CSS requested before the load event, target ≤ ${TARGETS.firstLoadKb} on /menu; ` +
      `Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}; targets: performance ≥ ${TARGETS.performance}, ` +
      `accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}, LCP ≤ ${seconds(TARGETS.lcpMs)} s)`,
  );
  console.log(
    formatTable(
      [
        'page',
        'first load KB',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'FCP s',
        'LCP s',
        'TBT ms',
        'CLS',
      ],
      rows,
    ),
  );
}

function lighthouseVersion(): string {
  const path = join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

await main();
