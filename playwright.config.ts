import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SETUP_CODE } from './e2e/fixtures/admin-owner';
import { FAKE_IFOOD_APP, ifoodPort } from './e2e/fixtures/ifood';

/** The journeys' own key: it seals only the fake provider's made-up credentials. */
const E2E_SECRETS_KEY = 'forno-e2e-secrets-key-0123456789abcdef';
/** The CA of the tests' certificates (src/server/test/fixtures/pix-certs), never a shop's. */
const TEST_CA = join(import.meta.dirname, 'src/server/test/fixtures/pix-certs/ca.pem');
const PORT = Number(process.env.E2E_PORT ?? 4317);
const CEP_PORT = PORT + 1;
/** The fake iFood of e2e/ifood.spec.ts (E2E_PORT + 113). */
const IFOOD_PORT = ifoodPort(PORT);
const CEP_SERVICES = `viacep=http://127.0.0.1:${CEP_PORT},brasilapi=http://127.0.0.1:${CEP_PORT}`;
/** A fresh embedded database for every run: journeys start from the seed data. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'forno-e2e-'));
/**
 * Where the first journey server of the run leaves a migrated, seeded database that every server
 * loads (e2e/fixtures/prepare-database.ts): one new PGlite folder per run, not one per server.
 */
const DATABASE_TEMPLATE = join(mkdtempSync(join(tmpdir(), 'forno-e2e-template-')), 'database.tar');
/** Prepares the server's own database from the run's template, then serves the built app. */
const SERVE_COMMAND =
  'node --import tsx e2e/fixtures/prepare-database.ts && npm run serve --silent';
const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  defaultBrowserType: 'chromium' as const,
};

/**
 * Journeys that change shop-wide state get a server and a database of their own, so the other
 * journeys never see those changes:
 * - the back office's settings journeys (hours, flavour rule, WhatsApp);
 * - the Pix journey sets the shop's Pix key, which turns every order paid by Pix into one with a
 *   code;
 * - the scheduled-orders journeys set the hours around the server's clock and turn scheduling on;
 * - the sold-out journey pauses seed flavours ('Acabou');
 * - the auto-accept journey turns on 'Aceitar pedidos automaticamente'.
 * - the promotions journeys create an automatic offer, which discounts every sweet pizza;
 * - the staff-roles journeys approve accounts, pause a flavour and set the Pix key;
 * - the cash-shift journey opens and closes tills at instants of its own (a test clock);
 * - the drivers' journey sends orders out with drivers and settles their night.
 * - the push-notices journey's server sends to the journey's own fake push service, whose test
 *   certificate it is told to trust.
 */
const OWN_SERVER_SPECS = [
  { name: 'back-office-settings', spec: /admin-catalogue\.spec\.ts/, offset: 2 },
  // also connects a Pix provider (the fake Mercado Pago the spec starts), whose credentials are
  // sealed with a key of its own
  { name: 'pix', spec: /pix\.spec\.ts/, offset: 3, sealsSecrets: true },
  { name: 'scheduled-orders', spec: /scheduled-orders\.spec\.ts/, offset: 4 },
  // pauses and resumes flavours of the seed menu, which other journeys order
  { name: 'sold-out', spec: /sold-out\.spec\.ts/, offset: 5 },
  // 'Aceitar pedidos automaticamente' turns every new order of the shop 'aprovado'
  { name: 'auto-accept', spec: /auto-accept\.spec\.ts/, offset: 8 },
  // an automatic offer changes the price of every sweet pizza
  { name: 'promotions', spec: /promotions\.spec\.ts/, offset: 6 },
  // approves staff, pauses a seed flavour and sets the Pix key
  { name: 'staff-roles', spec: /staff-roles\.spec\.ts/, offset: 7 },
  // opens and closes tills at instants of its own choosing (FORNO_TEST_CLOCK=header)
  { name: 'cash-shift', spec: /cash-shift\.spec\.ts/, offset: 10, testClock: true },
  // sends orders out with drivers and settles their night: its orders would ring on the other
  // journeys' desks while they wait for their own, and its drivers fill 'Entregas'
  { name: 'drivers', spec: /drivers\.spec\.ts/, offset: 11 },
  // Web Push to a fake push service on https://127.0.0.1 (decision 074): the server trusts the
  // test CA that signed its certificate (Node's own NODE_EXTRA_CA_CERTS)
  { name: 'push-notices', spec: /push-notices\.spec\.ts/, offset: 12, trustsTestCa: true },
  // connects an iFood store (the fake iFood the spec starts on IFOOD_PORT): its orders would ring
  // on the other journeys' desks, and its tokens are sealed with a key of its own
  { name: 'ifood', spec: /ifood\.spec\.ts/, offset: 13, sealsSecrets: true, ifood: true },
].map(({ name, spec, offset, testClock, sealsSecrets, trustsTestCa, ifood }) => ({
  name,
  spec,
  testClock: testClock ?? false,
  sealsSecrets: sealsSecrets ?? false,
  trustsTestCa: trustsTestCa ?? false,
  ifood: ifood ?? false,
  port: PORT + offset,
  dataDir: mkdtempSync(join(tmpdir(), `forno-e2e-${name}-`)),
}));

/**
 * Journeys that start their own app server, on the port of their project's baseURL: the
 * PostgreSQL-restart journey runs the shop on a throwaway PostgreSQL it stops and starts.
 */
const SPEC_STARTED_SERVERS = [
  { name: 'postgres-restart', spec: /postgres-restart\.spec\.ts/, port: PORT + 9 },
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // a journey of several screens on a busy 2-core machine (CI) takes up to ~40 s
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // a trace records the page's frames while it runs: on a busy 2-core machine that doubled every
    // journey's time and made the live-update journeys miss their waits, so only a retry records
    trace: 'on-first-retry',
    launchOptions: {
      // the system Chromium: no browser is ever downloaded (STACK.md)
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // the desk's alarm may sound without a click first: a blocked sound covers the desk with
        // 'Clique para ativar o som' (decision 042), which desk-alarm.spec.ts checks on its own
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: PHONE,
      testIgnore: [...OWN_SERVER_SPECS, ...SPEC_STARTED_SERVERS].map(({ spec }) => spec),
    },
    ...OWN_SERVER_SPECS.map(({ name, spec, port }) => ({
      name,
      testMatch: spec,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${port}` },
    })),
    ...SPEC_STARTED_SERVERS.map(({ name, spec, port }) => ({
      name,
      testMatch: spec,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${port}` },
    })),
  ],
  webServer: [
    {
      command: 'npx tsx e2e/fixtures/fake-cep-server.ts',
      port: CEP_PORT,
      reuseExistingServer: false,
      env: { FAKE_CEP_PORT: String(CEP_PORT) },
    },
    {
      command: SERVE_COMMAND,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        E2E_DATABASE_TEMPLATE: DATABASE_TEMPLATE,
        LOG_LEVEL: 'warn',
        // journeys place many orders from one address; the limits have their own API tests
        RATE_LIMITS: 'off',
        // ViaCEP and BrasilAPI, both the local fake (e2e/fixtures/fake-cep-server.ts)
        CEP_SERVICES,
        // the owner's registration needs it (e2e/fixtures/admin-owner.ts)
        FORNO_SETUP_CODE: E2E_SETUP_CODE,
      },
    },
    ...OWN_SERVER_SPECS.map(
      ({ port, dataDir: ownDataDir, testClock, sealsSecrets, trustsTestCa, ifood }) => ({
        command: SERVE_COMMAND,
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 90_000,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: ownDataDir,
          E2E_DATABASE_TEMPLATE: DATABASE_TEMPLATE,
          LOG_LEVEL: 'warn',
          RATE_LIMITS: 'off',
          CEP_SERVICES,
          FORNO_SETUP_CODE: E2E_SETUP_CODE,
          // the cash closing's night across midnight: its requests carry their own instant
          ...(testClock ? { FORNO_TEST_CLOCK: 'header' } : {}),
          // a provider's credentials are saved only under FORNO_SECRETS_KEY (decision 060)
          ...(sealsSecrets ? { FORNO_SECRETS_KEY: E2E_SECRETS_KEY } : {}),
          ...(trustsTestCa ? { NODE_EXTRA_CA_CERTS: TEST_CA } : {}),
          // iFood's Merchant API: the fake e2e/ifood.spec.ts starts (decision 072)
          ...(ifood
            ? {
                IFOOD_API_URL: `http://127.0.0.1:${IFOOD_PORT}`,
                IFOOD_CLIENT_ID: FAKE_IFOOD_APP.clientId,
                IFOOD_CLIENT_SECRET: FAKE_IFOOD_APP.clientSecret,
              }
            : {}),
        },
      }),
    ),
  ],
});
