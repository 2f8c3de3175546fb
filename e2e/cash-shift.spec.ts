// The till across a night (docs/decisions/048), on a server of its own: its requests carry their
// own instant (FORNO_TEST_CLOCK=header, plugins/test-clock.ts), which no other journey's server
// takes, and its orders and tills stay out of every other journey's figures.
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import type { CashShifts } from '../src/domain/admin-cash-shift';
import type { AdminSettings } from '../src/domain/admin-catalogue';
import type { Menu } from '../src/domain/menu';
import { formatBRL, formatBrlInput } from '../src/domain/money';
import { WEEKDAYS } from '../src/domain/opening-hours';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

/** The server's clock for one request (plugins/test-clock.ts, FORNO_TEST_CLOCK=header). */
const TEST_CLOCK_HEADER = 'x-forno-test-now';

/** Every weekday with the same hours. */
const everyDay = (hours: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, hours]));

/** What a money cell shows, spaces as a person reads them. */
const money = (cents: number) => formatBRL(cents).replace(/\u00a0/g, ' ');

test('the owner opens the till, takes orders at 23:58 and 00:40, and closes the night with a difference', async ({
  page,
  baseURL,
}, testInfo) => {
  // Tonight, in the shop's zone (a week later on a retry, so a failed try's orders stay out of
  // its till): its requests carry their own instant. Not in the past: the event stream checks the session on the real clock, and a session
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

  // the owner's own calls too: a session seen on another clock than the page's would look idle
  const owner = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { [TEST_CLOCK_HEADER]: at(day, '18:00') },
  });
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
