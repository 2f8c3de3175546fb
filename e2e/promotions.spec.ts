import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { PlacedOrder } from '../src/domain/order';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';
import { addFromSearch } from './fixtures/orders';

// An automatic offer changes the price of every sweet pizza: these journeys run on a server of
// their own ('promotions' project). Coupon codes are new on every run.

test.beforeEach(async ({ context }) => {
  // wa.me is out of reach here: answer for it, so the pop-up opened after the order loads
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

function uniqueCode(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
}

async function createCoupon(page: Page, coupon: Record<string, unknown>) {
  await ensureOwner(page.request);
  const login = await page.request.post('/api/auth/login', { data: OWNER, headers: ADMIN_HEADERS });
  expect(login.status(), await login.text()).toBe(200);
  const created = await page.request.post('/api/admin/promotions/coupons', {
    data: coupon,
    headers: ADMIN_HEADERS,
  });
  expect(created.status(), await created.text()).toBe(201);
  // the customer's page does not carry the admin's session
  await page.request.post('/api/auth/logout', { headers: ADMIN_HEADERS });
}

test('the owner creates an automatic offer in Promoções and /offers lists it', async ({ page }) => {
  // registering the owner signs it in; an owner made by an earlier journey logs in
  if ((await ensureOwner(page.request)) === 'existing') await logInAsOwner(page);
  else await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('dialog', { name: 'Painel ADMIN' })
    .getByRole('link', { name: 'Promoções', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await expect(page.getByRole('heading', { name: 'Promoções', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nova oferta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova oferta automática' });
  // saved empty: the form says what is missing, in pt-BR
  await dialog.getByRole('button', { name: 'Salvar oferta' }).click();
  await expect(dialog.getByText('Dê um nome à oferta')).toBeVisible();
  await expect(dialog.getByText('Escolha pelo menos uma categoria')).toBeVisible();

  const name = `Doce da casa ${randomBytes(2).toString('hex')}`;
  await dialog.getByLabel('Nome da oferta').fill(name);
  await dialog.getByRole('checkbox', { name: 'Pizzas Doces' }).check();
  await dialog.getByLabel('Desconto (%)').fill('20');
  await dialog
    .getByLabel('Descrição (aparece em Ofertas)')
    .fill('Todas as pizzas doces com 20% off.');
  await dialog.getByRole('button', { name: 'Salvar oferta' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();

  await page.goto('/offers');
  const offers = page.getByRole('list', { name: 'Ofertas disponíveis' });
  await expect(offers.getByRole('heading', { name })).toBeVisible();
  await expect(offers.getByText('20% de desconto em Pizzas Doces').first()).toBeVisible();
  await expect(page.getByText('Nenhuma oferta disponível no momento.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver Cardápio' })).toHaveAttribute('href', '/menu');
  await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
    'href',
    '/',
  );

  // the menu shows it on each sweet pizza's card: the badge, the price after it, the old one struck
  await page.goto('/menu?categoria=pizzas_doces');
  const card = page.getByRole('article', { name: 'Chocolate', exact: true });
  await expect(card.getByText(`Oferta: ${name}`)).toBeVisible();
  await expect(card.getByText('R$ 36,80')).toBeVisible();
  await expect(card.locator('s')).toHaveText(/R\$\s46,00/);
  // and the wizard, on what is being built
  await card.getByRole('button', { name: 'Adicionar Chocolate' }).click();
  const wizard = page.getByRole('dialog', { name: 'Chocolate' });
  await expect(wizard.getByText(`Oferta: ${name}`)).toBeVisible();
  await expect(wizard.getByText(/^Total:/)).toContainText('R$ 36,80');
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();

  // the offer applies by itself in the cart
  await addFromSearch(page, 'Chocolate');
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByText(`Oferta: ${name}`)).toBeVisible();
  await expect(summary.getByText('- R$ 9,20', { exact: true })).toBeVisible();
});

test('a coupon is refused for its minimum order, another applies and the order keeps its discount', async ({
  page,
}) => {
  const big = uniqueCode('MIN');
  const good = uniqueCode('DEZ');
  await createCoupon(page, { code: big, kind: 'fixed', value: 1500, minOrderCents: 20_000 });
  await createCoupon(page, { code: good, kind: 'fixed', value: 1000 });

  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Resumo' });
  const field = summary.getByLabel('Cupom de desconto');
  await field.fill(big.toLowerCase());
  await summary.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary.getByRole('alert')).toHaveText(
    'Pedido mínimo de R$ 200,00 para este cupom.',
  );
  await expect(summary.getByText(`Cupom ${big}`)).toHaveCount(0);

  await field.fill(good);
  await summary.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary.getByText(`Cupom ${good} aplicado`)).toBeVisible();
  await expect(summary.getByText('- R$ 10,00', { exact: true })).toBeVisible();
  // the summary's total (the checkout bar beside the button repeats it, decision 040)
  await expect(summary.getByRole('definition').filter({ hasText: /^R\$\s39,00$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await page.getByLabel('Nome').fill('Bruna Lima');
  await page.getByLabel('Telefone').fill('11987650000');
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Pix', { exact: true }).check();
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const { order } = (await answer.json()) as PlacedOrder;
  await (await popup).close();
  expect(order).toMatchObject({ couponCode: good, discountCents: 1000, totalCents: 3900 });

  await page.goto(`/pedido/${order.publicId}`);
  const resume = page.getByRole('region', { name: 'Resumo' });
  await expect(resume.getByText(`Cupom ${good}`)).toBeVisible();
  await expect(resume.getByText('- R$ 10,00')).toBeVisible();
  await expect(resume.getByText('R$ 39,00')).toBeVisible();
});
