import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDatabase } from '../src/db/client';
import { establishmentSettings } from '../src/db/schema';
import {
  startThrowawayPostgres,
  type RestartableThrowawayPostgres,
} from '../src/db/test/throwaway-postgres';
import type { Menu } from '../src/domain/menu';
import { WEEKDAYS, type Schedules } from '../src/domain/opening-hours';
import type { Order, PlacedOrder } from '../src/domain/order';
import { E2E_SETUP_CODE, ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer } from './fixtures/orders';

// The shop on PostgreSQL, whose server this journey takes down and brings back while the desks
// stay open (issue: an order placed while PostgreSQL restarts never rang). The app server is
// started here, on the port of this project's baseURL, against a throwaway PostgreSQL.

let postgres: RestartableThrowawayPostgres | undefined;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error('the postgres-restart project needs a baseURL');
  postgres = await startThrowawayPostgres();
  // migrated and open all day before the app starts, like the embedded journeys' database
  const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
  try {
    await database.migrate();
    await database.db.update(establishmentSettings).set({
      schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '00:00 às 23:59'])) as Schedules,
    });
  } finally {
    await database.close();
  }
  dataDir = mkdtempSync(join(tmpdir(), 'forno-e2e-pg-'));
  const url = new URL(baseURL);
  server = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: url.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
      // the owner's registration needs it (e2e/fixtures/admin-owner.ts)
      FORNO_SETUP_CODE: E2E_SETUP_CODE,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(new URL('/api/health', baseURL))).status;
        } catch {
          return 0;
        }
      },
      { timeout: 90_000, message: 'the app server on PostgreSQL answers /api/health' },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function alarmStatus(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

function ringsFor(order: Order): RegExp {
  return new RegExp(`pedido #${order.id}(?!\\d)`);
}

/**
 * A customer's phone keeps sending the order, with the same Idempotency-Key, until the shop
 * stores it (as the storefront's offline queue does): while PostgreSQL is down the server
 * answers an error or cannot be reached.
 */
async function placeOrderUntilStored(browser: Browser, menu: Menu): Promise<Order> {
  const customer = await browser.newContext();
  try {
    const calabresa = menu.products.find((p) => p.name === 'Calabresa');
    if (!calabresa) throw new Error("O cardápio de exemplo não tem 'Calabresa'.");
    const key = randomBytes(18).toString('base64url');
    let placed: Order | undefined;
    await expect
      .poll(
        async () => {
          const response = await customer.request
            .post('/api/orders', {
              data: {
                customer: e2eCustomer({ name: 'Cliente Reinício' }),
                items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
                paymentMethod: 'Dinheiro',
                changeForCents: null,
              },
              headers: { 'Idempotency-Key': key },
            })
            .catch(() => null);
          if (response?.status() === 201) placed = ((await response.json()) as PlacedOrder).order;
          return response?.status() ?? 0;
        },
        { timeout: 60_000, message: 'the order is stored once PostgreSQL is back' },
      )
      .toBe(201);
    if (!placed) throw new Error('the order was not stored');
    return placed;
  } finally {
    await customer.close();
  }
}

test('an order placed while PostgreSQL restarts still rings on every desk, and opening it on one stops both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  if (!postgres) throw new Error('PostgreSQL did not start');
  await ensureOwner(request);
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const desks = [await browser.newContext(), await browser.newContext()];
  try {
    const pages = await Promise.all(desks.map((desk) => desk.newPage()));
    for (const page of pages) {
      await logInAsOwner(page);
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
    }

    // PostgreSQL goes down with the desks open; the customer's order is sent meanwhile and
    // stored as soon as PostgreSQL is back, before or after the server listens to it again
    await postgres.halt();
    const placing = placeOrderUntilStored(browser, menu);
    await postgres.resume();
    const order = await placing;

    for (const page of pages) {
      await expect(alarmStatus(page)).toContainText(ringsFor(order));
      await expect(
        page.getByRole('article', { name: `Pedido #${order.id}`, exact: true }),
      ).toBeVisible();
    }
    const [first, second] = pages;
    if (!first || !second) throw new Error('two desks were not opened');
    const card = first.getByRole('article', { name: `Pedido #${order.id}`, exact: true });
    await card.getByRole('button', { name: new RegExp(`^Pedido #${order.id}\\b`) }).click();
    await expect(card.getByRole('list', { name: 'Itens do pedido' })).toContainText('Calabresa');
    for (const page of pages) await expect(alarmStatus(page)).not.toContainText(ringsFor(order));
  } finally {
    await Promise.all(desks.map((desk) => desk.close()));
  }
});
