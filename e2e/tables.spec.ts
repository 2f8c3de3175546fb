// Tables by QR code and their comandas (docs/decisions/057): two phones at one table order into
// its comanda, and the desk closes it with a split payment.
import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import type { AdminTable } from '../src/domain/tables';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';
import { addFromSearch } from './fixtures/orders';

/** A guest's phone at the table: a context of its own, as a second phone would be. */
async function phoneAtTable(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const phone = await context.newPage();
  await phone.goto(`/mesa/${token}`);
  await expect(phone).toHaveURL(/\/menu$/);
  return phone;
}

/** Orders what the cart holds from the table, under the guest's name. */
async function sendToTable(phone: Page, tableName: string, guest: string) {
  await phone.goto('/cart');
  await expect(
    phone.getByText('Sem taxa de entrega: o pedido vai para a conta da mesa'),
  ).toBeVisible();
  await phone.getByLabel('Seu nome').fill(guest);
  await phone.getByRole('button', { name: `Enviar pedido para a ${tableName}` }).click();
  await expect(phone).toHaveURL(/\/pedido\/[A-Za-z0-9_-]{22}$/);
}

test('two phones at a table order into its comanda, and the desk closes it split in two payments', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const owner = await apiRequest.newContext({ baseURL });
  await ensureOwner(owner);
  const login = await owner.post('/api/auth/login', { data: OWNER, headers: ADMIN_HEADERS });
  expect(login.status(), await login.text()).toBe(200);
  // a table of this run's own (a retry makes another): its comanda holds only this journey's orders
  let table: AdminTable | null = null;
  for (let attempt = 0; !table && attempt < 5; attempt++) {
    const created = await owner.post('/api/admin/tables', {
      data: { label: String(100 + Math.floor(Math.random() * 900)), isActive: true },
      headers: ADMIN_HEADERS,
    });
    if (created.status() === 201) table = (await created.json()) as AdminTable;
  }
  if (!table) throw new Error('no table could be created');
  const tableName = `Mesa ${table.label}`;

  // the first phone scans the QR code: the menu, bound to the table
  const first = await phoneAtTable(browser, baseURL, table.token);
  await expect(
    first.getByRole('status').filter({ hasText: `Você está na ${tableName}` }),
  ).toBeVisible();
  await addFromSearch(first, 'Coca-Cola 2L');
  await sendToTable(first, tableName, 'Ana');

  // a second phone at the same table
  const second = await phoneAtTable(browser, baseURL, table.token);
  await addFromSearch(second, 'Guaraná Antarctica 2L');
  await addFromSearch(second, 'Coca-Cola 2L');
  await sendToTable(second, tableName, 'Bruno');

  // the desk: the table's comanda with every item of both phones
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsOwner(page);
  await page.goto('/admin/comandas');
  const card = page.getByRole('article', { name: tableName });
  const items = card.getByRole('list', { name: `Itens da ${tableName}` });
  await expect(items.getByRole('listitem')).toHaveCount(3);
  await expect(items).toContainText('· Ana');
  await expect(items).toContainText('· Bruno');

  // closed with the 10% service charge, split between two persons: card and Pix
  await card.getByRole('button', { name: 'Fechar conta' }).click();
  const dialog = page.getByRole('dialog', { name: `Fechar conta · ${tableName}` });
  await dialog.getByRole('button', { name: 'Mais uma pessoa' }).click();
  await dialog.getByRole('button', { name: 'Dividir igualmente' }).click();
  await dialog.getByLabel('Forma 1').selectOption('Cartão de Crédito');
  await dialog.getByLabel('Forma 2').selectOption('Pix');
  await expect(dialog.getByText('Os pagamentos fecham a conta.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Fechar conta de R\$/ }).click();
  await expect(page.getByText(`Conta da ${tableName} fechada`)).toBeVisible();
  await expect(card).toHaveCount(0);
  const closed = page.getByRole('region', { name: 'Fechadas recentemente' });
  await expect(closed).toContainText(tableName);
  await expect(closed).toContainText('Cartão de Crédito');
  await expect(closed).toContainText('Pix');
  await owner.dispose();
});
