import { readFile } from 'node:fs/promises';
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import type { CashShifts } from '../src/domain/admin-cash-shift';
import type { AdminSettings } from '../src/domain/admin-catalogue';
import { csvAmount } from '../src/domain/admin-reports';
import type { Menu } from '../src/domain/menu';
import { formatBRL, formatBrlInput } from '../src/domain/money';
import { WEEKDAYS } from '../src/domain/opening-hours';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

/** The server's clock for one request (plugins/test-clock.ts, FORNO_TEST_CLOCK=header). */
const TEST_CLOCK_HEADER = 'x-forno-test-now';

test("the owner opens 'Relatórios', sees the week's chart and cash closing, and downloads its orders as CSV", async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext();
  try {
    const registration = await browser.newContext();
    await ensureOwner(registration.request);
    await registration.close();
    const menu = (await (await customer.request.get('/api/menu')).json()) as Menu;
    const productId = (name: string) => {
      const product = menu.products.find((p) => p.name === name);
      if (!product) throw new Error(`O cardápio de exemplo não tem ${name}.`);
      return product.id;
    };
    const pix = await placeOrderThroughApi(customer.request, {
      customer: e2eCustomer({ name: 'Relatório Pix' }),
      items: [{ productId: productId('Calabresa'), size: 'normal', quantity: 1 }],
      paymentMethod: 'Pix',
    });
    const cash = await placeOrderThroughApi(customer.request, {
      customer: e2eCustomer({ name: 'Relatório Dinheiro' }),
      items: [
        { productId: productId('Calabresa'), size: 'normal', quantity: 2 },
        { productId: productId('Coca-Cola 2L'), size: 'normal', quantity: 1 },
      ],
      paymentMethod: 'Dinheiro',
    });

    await logInAsOwner(page);
    await page.goto('/admin/dashboard');
    // on a phone the sidebar is a sheet behind 'Abrir menu'
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('dialog', { name: 'Painel ADMIN' })
      .getByRole('link', { name: 'Relatórios', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
    // a week holds both orders even should the day turn while the journey runs
    await page.getByRole('button', { name: '7 dias' }).click();
    await expect(page.getByRole('button', { name: '7 dias' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // the chart, drawn by the library fetched for this page
    const chart = page.getByRole('region', { name: 'Pedidos e faturamento por dia' });
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();

    const summary = page.getByRole('region', { name: 'Resumo do período' });
    await expect(summary).toContainText('Faturamento');
    const orders = Number(
      await summary
        .getByText('Pedidos', { exact: true })
        .locator('xpath=following-sibling::p')
        .textContent(),
    );
    expect(orders).toBeGreaterThanOrEqual(2);

    const closing = page.getByRole('region', { name: 'Fechamento de caixa' });
    const byPayment = closing.getByRole('table', { name: 'Por forma de pagamento' });
    await expect(byPayment.getByRole('rowheader', { name: 'Pix' })).toBeVisible();
    await expect(byPayment.getByRole('rowheader', { name: 'Dinheiro' })).toBeVisible();
    const products = page.getByRole('region', { name: 'Produtos mais vendidos' });
    await expect(products.getByRole('rowheader', { name: 'Calabresa' })).toBeVisible();
    const heatMap = page.getByRole('region', { name: 'Pedidos por dia da semana e hora' });
    await expect(heatMap.locator('td[data-orders]')).toHaveCount(7 * 24);
    await expect(heatMap).toContainText('Horário de pico');

    // the CSV of the same week
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar pedidos (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^pedidos-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Pedido;Data;Hora;Status;Cliente;/);
    const lineOf = (id: number) => lines.find((line) => line.startsWith(`${id};`)) ?? '';
    expect(lineOf(pix.id)).toContain(';Relatório Pix;');
    expect(lineOf(pix.id)).toContain(';1x Calabresa;');
    expect(lineOf(pix.id)).toContain(`;${csvAmount(pix.totalCents)};`);
    expect(lineOf(cash.id)).toContain(';Relatório Dinheiro;');
    expect(lineOf(cash.id)).toContain(';2x Calabresa, 1x Coca-Cola 2L;');
  } finally {
    await customer.close();
  }
});

test("the storefront's service worker never fetches the chart library", async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  const scripts = [...worker.matchAll(/url:"(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  const withCharts: string[] = [];
  let mapsRead = 0;
  for (const script of scripts) {
    const map = await request.get(`/${script}.map`);
    if (!map.ok()) continue;
    mapsRead++;
    const { sources } = (await map.json()) as { sources: string[] };
    if (sources.some((source) => source.includes('node_modules/recharts/'))) {
      withCharts.push(script ?? '');
    }
  }
  expect(mapsRead).toBeGreaterThan(0);
  expect(withCharts).toEqual([]);
});

/** Every weekday with the same hours. */
const everyDay = (hours: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, hours]));

/** What a money cell shows, spaces as a person reads them. */
const money = (cents: number) => formatBRL(cents).replace(/\u00a0/g, ' ');

test('the owner opens the till, takes orders at 23:58 and 00:40, and closes the night with a difference', async ({
  page,
  baseURL,
}, testInfo) => {
  // Tonight, in the shop's zone (a week later on a retry, so a failed try's orders stay out of
  // its till): its requests carry their own instant, the journeys beside this one keep the real
  // clock. Not in the past: the event stream checks the session on the real clock, and a session
  // last seen more than 12 hours before it is over.
  const today = new Date(Date.now() - 3 * 3_600_000);
  const night = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7 * testInfo.retry),
  );
  const day = night.toISOString().slice(0, 10);
  const next = new Date(night.getTime() + 86_400_000).toISOString().slice(0, 10);
  const at = (date: string, time: string) => `${date}T${time}:00-03:00`;
  const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  const clockAt = async (target: Page, instant: string) =>
    target.context().setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: instant });

  const owner = await apiRequest.newContext({ baseURL });
  await ensureOwner(owner);
  const login = await owner.post('/api/auth/login', { data: OWNER, headers: ADMIN_HEADERS });
  expect(login.status(), await login.text()).toBe(200);
  // a night shop: open 01:00 to 00:50 of the next day, so the day turns at 01:00 and the shop,
  // shared with the other journeys, is closed only ten minutes a day while this one runs
  const current = (await (await owner.get('/api/admin/settings')).json()) as AdminSettings;
  const saveHours = async (hours: string) => {
    const saved = await owner.put('/api/admin/settings', {
      data: { ...current.settings, schedules: everyDay(hours) },
      headers: ADMIN_HEADERS,
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  const customer = await apiRequest.newContext({ baseURL });
  try {
    await saveHours('01:00 às 00:50');
    // a till a failed try left open is closed first: one till at a time
    const before = (await (await owner.get('/api/admin/cash-shifts')).json()) as CashShifts;
    if (before.current) {
      await owner.post(`/api/admin/cash-shifts/${before.current.id}/close`, {
        data: { counted: [] },
        headers: ADMIN_HEADERS,
      });
    }
    const menu = (await (await customer.get('/api/menu')).json()) as Menu;
    const calabresa = menu.products.find((product) => product.name === 'Calabresa');
    if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');

    // 19:00: the owner opens the till with R$ 100,00, from the sidebar's 'Caixa'
    await clockAt(page, at(day, '19:00'));
    await logInAsOwner(page);
    await expect(page.getByTestId('today-covers')).toHaveText(
      `Hoje (01:00 de ${dayMonth(day)} às 01:00 de ${dayMonth(next)})`,
    );
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('dialog', { name: 'Painel ADMIN' })
      .getByRole('link', { name: 'Caixa', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Caixa', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nenhum caixa aberto' })).toBeVisible();
    await page.getByLabel('Troco inicial (dinheiro na gaveta)').fill('100');
    await page.getByRole('button', { name: 'Abrir caixa' }).click();
    const dayLabel = `${dayMonth(day)}/${day.slice(0, 4)}`;
    await expect(
      page.getByRole('heading', { name: `Caixa aberto · dia ${dayLabel}` }),
    ).toBeVisible();

    // 23:58 cash with 'troco para R$ 100,00'; 00:40 Pix: both the same business day
    const order = async (instant: string, paymentMethod: string, changeForCents?: number) => {
      const context = await apiRequest.newContext({
        baseURL,
        extraHTTPHeaders: { [TEST_CLOCK_HEADER]: instant },
      });
      try {
        return await placeOrderThroughApi(context, {
          customer: e2eCustomer({ name: `Noite ${paymentMethod}` }),
          items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
          paymentMethod,
          ...(changeForCents === undefined ? {} : { changeForCents }),
        });
      } finally {
        await context.dispose();
      }
    };
    const cash = await order(at(day, '23:58'), 'Dinheiro', 10_000);
    const pix = await order(at(next, '00:40'), 'Pix');

    // 00:55, after closing: the count, R$ 5,00 short in the drawer, the Pix right
    await clockAt(page, at(next, '00:55'));
    await page.reload();
    const expectedCash = 10_000 + cash.totalCents;
    const counted: Record<string, number> = {
      Dinheiro: expectedCash - 500,
      Pix: pix.totalCents,
      'Cartão de Crédito': 0,
      'Cartão de Débito': 0,
      Voucher: 0,
    };
    for (const [method, cents] of Object.entries(counted)) {
      await page.getByLabel(`Contado em ${method}`).fill(formatBrlInput(cents));
    }
    await expect(page.getByText('Falta de R$', { exact: false })).toContainText(money(500));
    await page.getByRole('button', { name: 'Fechar caixa' }).click();

    // the closing, read-only: expected against counted per method, who closed it
    await expect(page).toHaveURL(/\/admin\/cash\/\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Fechamento de caixa', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(`Dia ${dayLabel}`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Fechamento por forma de pagamento' });
    const cells = async (method: string) =>
      (
        await table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: method, exact: true }) })
          .getByRole('cell')
          .allTextContents()
      ).map((text) => text.replace(/\u00a0/g, ' '));
    // on a phone the order count column is left out
    expect(await cells('Dinheiro')).toEqual([
      money(expectedCash),
      money(expectedCash - 500),
      money(-500),
    ]);
    expect(await cells('Pix')).toEqual([money(pix.totalCents), money(pix.totalCents), money(0)]);
    await expect(page.getByTestId('closing-verdict')).toHaveText(`Falta de ${money(500)}`);
    await expect(
      page.getByText(`${dayMonth(next)}/${next.slice(0, 4)} às 00:55 por`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir fechamento' })).toBeVisible();

    // the list of closed tills holds it
    await page.getByRole('link', { name: 'Caixa', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Nenhum caixa aberto' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Caixas fechados' }).getByRole('link').first(),
    ).toContainText(`Dia ${dayLabel}`);
  } finally {
    await saveHours('00:00 às 23:59');
    await customer.dispose();
    await owner.dispose();
  }
});
