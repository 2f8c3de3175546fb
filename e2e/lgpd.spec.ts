import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { CustomerExport } from '../src/domain/admin-customers';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';
import { addFromSearch, uniquePhone } from './fixtures/orders';

// wa.me is out of reach here: answer for it, so the pop-up after the order loads
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

test('the checkout says what is kept and links the privacy page; staff export a customer and anonymise them', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = `Helena Privada ${randomBytes(3).toString('hex')}`;
  const phone = uniquePhone();

  // the checkout: what is kept and why, the privacy page, and the opt-in left unchecked
  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await expect(
    page.getByText(/Usamos seu nome, telefone e endereço só para entregar seu pedido/),
  ).toBeVisible();
  const optIn = page.getByRole('checkbox', {
    name: /Quero receber promoções da pizzaria pelo WhatsApp/,
  });
  await expect(optIn).not.toBeChecked();
  await page
    .locator('#delivery-data-notice')
    .getByRole('link', { name: 'Política de privacidade' })
    .click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(
    page.getByRole('heading', { name: 'Política de privacidade', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seus direitos' })).toBeVisible();
  await expect(page.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
  // and the page comes whole from the server, for a link opened on its own
  const served = await page.request.get('/privacidade');
  expect(await served.text()).toContain('Quais dados guardamos');

  await page.goBack();
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Telefone').fill(phone);
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('2000');
  await page.getByLabel('Complemento').fill('Sala 42');
  await page.getByLabel('Pix', { exact: true }).check();
  await optIn.check();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await (await popup).close();
  await expect(page.getByText(/Pedido #\d+ enviado!/)).toBeVisible();
  // every order opens its page (docs/decisions/040)
  await expect(page).toHaveURL(/\/pedido\/[^/]+$/);
  const [placed] = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('recent_orders') ?? '[]') as {
        id: number;
        publicId: string;
      }[],
  );
  if (!placed) throw new Error('the order was not kept on the device');
  expect(new URL(page.url()).pathname).toBe(`/pedido/${placed.publicId}`);
  await expect(page.getByRole('heading', { name: `Pedido #${placed.id}`, level: 1 })).toBeFocused();

  // the shop accepts it: the opt-in is the customer's from then on
  const admin = await playwright.request.newContext({ baseURL });
  if ((await ensureOwner(admin)) === 'existing') {
    const login = await admin.post('/api/auth/login', { data: OWNER, headers: ADMIN_HEADERS });
    expect(login.status(), await login.text()).toBe(200);
  }
  const accepted = await admin.post(`/api/admin/orders/${placed.id}/status`, {
    data: { status: 'aprovado', from: 'pendente' },
    headers: ADMIN_HEADERS,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await admin.dispose();

  // the CRM: export the customer's data, then anonymise them
  const staff = await browser.newPage();
  try {
    await logInAsOwner(staff);
    await staff.goto('/admin/customers');
    await staff.getByRole('searchbox', { name: 'Buscar clientes' }).fill(name);
    await staff.getByRole('button', { name }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(`Histórico de ${name}`);
    const privacy = dialog.getByRole('region', { name: 'Dados e privacidade (LGPD)' });
    await expect(privacy).toContainText('Aceita receber promoções pelo WhatsApp desde');

    const download = staff.waitForEvent('download');
    await privacy.getByRole('button', { name: 'Exportar dados (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cliente-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as CustomerExport;
    expect(exported.customer).toMatchObject({ name, phone, marketingOptIn: true });
    expect(exported.orders.map((order) => order.id)).toEqual([placed.id]);
    expect(exported.consents).toMatchObject([{ kind: 'marketing', granted: true }]);
    await expect(privacy.getByRole('list', { name: 'Registro LGPD' })).toContainText(
      'Dados exportados por dono',
    );

    await privacy.getByRole('button', { name: 'Anonimizar cliente' }).click();
    const confirm = staff.getByRole('alertdialog', { name: `Anonimizar ${name}?` });
    await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
    await confirm.getByRole('button', { name: 'Anonimizar' }).click();
    await expect(privacy).toContainText('Cliente anonimizado em');
    await expect(privacy.getByRole('list', { name: 'Registro LGPD' })).toContainText(
      'Cliente anonimizado por dono',
    );
    // the order stays in the history, without the person
    await expect(dialog).toHaveAccessibleName('Histórico de Cliente anonimizado');
    await expect(dialog).toContainText(`Pedido #${placed.id}`);
    await expect(dialog).not.toContainText(name);
  } finally {
    await staff.close();
  }

  // the customer's tracking link no longer tells who they were or where they live
  await page.goto(`/pedido/${placed.publicId}`);
  await expect(
    page.getByRole('heading', { name: new RegExp(`Pedido #${placed.id}`) }),
  ).toBeVisible();
  await expect(page.getByText('Cliente anonimizado')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(name);
  await expect(page.locator('body')).not.toContainText('Sala 42');
});
