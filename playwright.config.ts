import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const CEP_PORT = PORT + 1;
const CEP_SERVICES = `viacep=http://127.0.0.1:${CEP_PORT},brasilapi=http://127.0.0.1:${CEP_PORT}`;
/** The back office's settings journeys change shop-wide state (hours, flavour rule, WhatsApp):
 * they get a server and a database of their own, so the other journeys never see those changes. */
const SETTINGS_PORT = PORT + 2;
/** A fresh embedded database for every run: journeys start from the seed data. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'forno-e2e-'));
const settingsDataDir = mkdtempSync(join(tmpdir(), 'forno-e2e-settings-'));
const SETTINGS_SPEC = /admin-catalogue\.spec\.ts/;
/** The Pix journey sets the shop's Pix key, which turns every order paid by Pix into one with a
 * code: a server of its own keeps the other journeys' Pix orders as they expect them. */
const PIX_PORT = PORT + 3;
const PIX_DATA_DIR = mkdtempSync(join(tmpdir(), 'forno-e2e-pix-'));
const PIX_SPEC = /pix\.spec\.ts/;
/** The scheduled-orders journeys set the hours around the server's clock and turn scheduling on:
 * a server of their own as well, so the hours and the slots of the others never move under them. */
const SCHEDULING_PORT = PORT + 4;
const schedulingDataDir = mkdtempSync(join(tmpdir(), 'forno-e2e-scheduling-'));
const SCHEDULING_SPEC = /scheduled-orders\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
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
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
      testIgnore: [SETTINGS_SPEC, PIX_SPEC, SCHEDULING_SPEC],
    },
    {
      name: 'back-office-settings',
      testMatch: SETTINGS_SPEC,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
        baseURL: `http://127.0.0.1:${SETTINGS_PORT}`,
      },
    },
    {
      name: 'pix',
      testMatch: PIX_SPEC,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
        baseURL: `http://127.0.0.1:${PIX_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/fixtures/fake-cep-server.ts',
      port: CEP_PORT,
      reuseExistingServer: false,
      env: { FAKE_CEP_PORT: String(CEP_PORT) },
    },
    {
      command: 'npx tsx e2e/fixtures/prepare-database.ts && npm run serve --silent',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // journeys place many orders from one address; the limits have their own API tests
        RATE_LIMITS: 'off',
        // ViaCEP and BrasilAPI, both the local fake (e2e/fixtures/fake-cep-server.ts)
        CEP_SERVICES,
      },
    },
    {
      command: 'npx tsx e2e/fixtures/prepare-database.ts && npm run serve --silent',
      url: `http://127.0.0.1:${SETTINGS_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(SETTINGS_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: settingsDataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        CEP_SERVICES,
      },
    },
    {
      command: 'npx tsx e2e/fixtures/prepare-database.ts && npm run serve --silent',
      url: `http://127.0.0.1:${PIX_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(PIX_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: PIX_DATA_DIR,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        CEP_SERVICES,
      },
    },
  ],
});
