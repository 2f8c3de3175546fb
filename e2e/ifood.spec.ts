import { expect, test, type Page } from '@playwright/test';
import { startFakeIfood, type FakeIfood } from '../src/server/test/fake-ifood';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { FAKE_IFOOD_APP, ifoodPort } from './fixtures/ifood';
import {
  connectPrinterPrintingOnAccept,
  fakeSerialPrinter,
  ticketsPrinted,
} from './fixtures/printer';

// Decision 072: an iFood order arriving on an open desk rings and prints once, as any order.
// The journey's server talks to a fake iFood this spec starts on the port it was told.

let fake: FakeIfood;

test.beforeAll(async ({ request }) => {
  fake = await startFakeIfood({
    port: ifoodPort(Number(process.env.E2E_PORT ?? 4317)),
    ...FAKE_IFOOD_APP,
  });
  await ensureOwner(request);
});
test.afterAll(async () => {
  await fake?.close();
});

function alarmStatus(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

test('an iFood order arriving on an open desk rings, shows its channel and prints once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.context().addInitScript(fakeSerialPrinter);
  await logInAsOwner(page);

  // the desk is open, its printer connected and printing what is accepted
  await page.goto('/admin/orders');
  await connectPrinterPrintingOnAccept(page);

  // a customer orders on iFood; the owner connects the store in another tab
  const ifoodOrderId = fake.place({ displayId: '7788' });
  const settings = await page.context().newPage();
  await settings.goto('/admin/settings');
  const card = settings.getByRole('region', { name: 'iFood' });
  await card.getByRole('button', { name: 'Pedir código de vínculo' }).click();
  const userCode = (await card.getByTestId('ifood-user-code').textContent()) ?? '';
  expect(userCode).not.toBe('');
  await card.getByLabel('Código de autorização').fill(fake.authorize(userCode));
  await card.getByRole('button', { name: 'Conectar' }).click();
  await expect(card.getByText('Conectado', { exact: true })).toBeVisible();
  await settings.close();

  // the first poll brings the order: the desk rings for it, with iFood's badge
  const deskCard = page.getByRole('article').filter({ hasText: 'Joana Cliente' });
  await expect(deskCard).toBeVisible();
  await expect(deskCard.getByText('Canal: iFood')).toBeVisible();
  const title = (await deskCard.getByText(/^Pedido #\d+$/).textContent()) ?? '';
  const orderId = Number(/#(\d+)/.exec(title)?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await expect(alarmStatus(page)).toContainText(new RegExp(`pedido #${orderId}(?!\\d)`));
  await expect(page.getByText('iFood: loja aberta')).toBeVisible();

  // accepted: printed once, and iFood is told
  await deskCard.getByRole('button', { name: 'Aprovar' }).click();
  await expect(deskCard.locator('[data-print-decision]')).toContainText(
    /Impresso às \d\d:\d\d \(1×\)/,
  );
  await expect.poll(() => ticketsPrinted(page, orderId)).toBe(1);
  await expect
    .poll(() => fake.actions.filter((a) => a.orderId === ifoodOrderId).map((a) => a.step))
    .toEqual(['confirm']);
  // the next poll brings iFood's CFM of our own confirmation: nothing new rings or prints
  await fake.nextPoll();
  expect(await ticketsPrinted(page, orderId)).toBe(1);
});
