import { expect, test, type Page } from '@playwright/test';
import type { PublicEstablishment } from '../src/domain/establishment';
import type { Menu, MenuProduct } from '../src/domain/menu';
import { formatBRL } from '../src/domain/money';
import { priceBreakdown } from '../src/domain/pricing';

async function loadMenu(page: Page): Promise<Menu> {
  return (await (await page.request.get('/api/menu')).json()) as Menu;
}

function product(menu: Menu, name: string): MenuProduct {
  const found = menu.products.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name} in the seed`);
  return found;
}

/** Two frames after the history moved: by then the page has drawn what that entry shows. */
async function afterHistoryMove(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function openWizard(page: Page, categoryName: string | null, productName: string) {
  await page.goto('/menu');
  if (categoryName) await page.getByRole('tab', { name: categoryName, exact: true }).click();
  await page.getByRole('button', { name: `Adicionar ${productName}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: productName })).toBeVisible();
  return dialog;
}

test('a customer adds a broto half-and-half with two extras and a volcanic crust, and the cart agrees with the domain price', async ({
  page,
}) => {
  const menu = await loadMenu(page);
  const shop = (await (await page.request.get('/api/establishment')).json()) as PublicEstablishment;
  const main = product(menu, 'Calabresa');
  const flavour = product(menu, 'Frango com Catupiry');
  const cheddar = menu.extras.find((e) => e.name === 'Cheddar' && e.type === 'salgado');
  const bacon = menu.extras.find((e) => e.name === 'Bacon');
  const volcanic = menu.crusts.find((c) => c.id === 'volcanic');
  if (!cheddar || !bacon || !volcanic) throw new Error('seed is missing extras or crusts');

  const dialog = await openWizard(page, null, 'Calabresa');
  // step 1: flavour, quantity and notes
  await expect(dialog.getByText('Passo 1 de 6: Sabor')).toBeVisible();
  for (const label of ['Sabor', 'Tamanho', 'Mais sabores', 'Adicionais', 'Borda', 'Revisão']) {
    await expect(
      dialog.getByRole('list', { name: 'Etapas' }).getByText(label, { exact: true }),
    ).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
  await dialog.getByLabel('Observações').fill('Bem assada, por favor');
  await dialog.getByRole('button', { name: 'Avançar' }).click();

  // step 2: size
  await expect(dialog.getByText('Grande (35cm)')).toBeVisible();
  await expect(dialog.getByText('8 fatias')).toBeVisible();
  await expect(dialog.getByText('4 fatias')).toBeVisible();
  await dialog.getByText('Broto (20cm)').click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();

  // step 3: one extra flavour for a broto, then the list hides with the spec's messages
  await expect(dialog.getByRole('button', { name: 'Pular' })).toBeVisible();
  await dialog.getByText(flavour.name, { exact: true }).click();
  await expect(
    dialog.getByText('Você já selecionou o número máximo de sabores adicionais.'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Para alterar, remova algum dos sabores selecionados.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pular' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Avançar' }).click();

  // step 4: savoury extras only, in their groups
  await expect(dialog.getByText('Queijos', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Doces', { exact: true })).toHaveCount(0);
  await dialog.getByText('Cheddar', { exact: true }).click();
  await dialog.getByText('Carnes', { exact: true }).click();
  await dialog.getByText('Bacon', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();

  // step 5: a volcanic crust without a filling is blocked
  await expect(dialog.getByText('Grátis')).toBeVisible();
  await dialog.getByText('Borda Vulcão').click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Seleção de recheio obrigatória')).toBeVisible();
  await expect(
    page.getByText('Por favor, selecione um recheio para a borda escolhida.'),
  ).toBeVisible();
  await expect(dialog.getByText('Passo 5 de 6: Borda')).toBeVisible();
  await dialog.getByText('Catupiry', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();

  // step 6: the summary, priced by src/domain exactly as the cart will be
  const expected = priceBreakdown(
    {
      product: main,
      size: 'broto',
      quantity: 1,
      extras: [cheddar, bacon],
      crust: volcanic,
      extraFlavours: [flavour],
    },
    shop.flavourPricingRule,
  );
  await expect(dialog.getByText('Resumo do Pedido')).toBeVisible();
  await expect(dialog.getByTestId('wizard-total')).toHaveText(formatBRL(expected.totalCents));
  await expect(dialog).toContainText(`Sabores: ${main.name} + ${flavour.name}`);
  await dialog.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(
    page.getByText('1x Calabresa (Broto) foi adicionado ao seu carrinho.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: /Carrinho, 1 item/ }).click();
  await expect(page.getByRole('heading', { name: 'Seu Carrinho' })).toBeVisible();
  const line = page.locator('main');
  await expect(line).toContainText('Broto (20cm)');
  await expect(line).toContainText('Borda Vulcão');
  await expect(line).toContainText('Catupiry');
  await expect(line).toContainText('Bem assada, por favor');
  await expect(line).toContainText(formatBRL(expected.totalCents));
});

test('a normal pizza takes two extra flavours, sweet ones included, and sweet pizzas offer sweet extras', async ({
  page,
}) => {
  const dialog = await openWizard(page, null, 'Portuguesa');
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click(); // size normal by default
  await expect(dialog.getByText('Pizzas Doces')).toBeVisible();
  // the main flavour is not offered again
  await expect(dialog.locator('label').getByText('Portuguesa', { exact: true })).toHaveCount(0);
  await dialog.getByText('Calabresa', { exact: true }).first().click();
  await expect(dialog.getByText('Sabores escolhidos (1/2)')).toBeVisible();
  await dialog.getByText('Pizzas Doces').click();
  await dialog.getByText('Chocolate', { exact: true }).click();
  await expect(
    dialog.getByText('Você já selecionou o número máximo de sabores adicionais.'),
  ).toBeVisible();
  // removing one shows the list again
  await dialog.getByRole('button', { name: 'Remover Chocolate' }).click();
  await expect(dialog.getByText('Sabores escolhidos (1/2)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  const sweet = await openWizard(page, 'Pizzas Doces', 'Prestígio');
  for (let i = 0; i < 3; i++) await sweet.getByRole('button', { name: 'Avançar' }).click();
  await expect(sweet.getByText('Doces', { exact: true })).toBeVisible();
  await expect(sweet.getByText('Queijos', { exact: true })).toHaveCount(0);
});

test('drinks take one step and other products four, and adding suggests the next category', async ({
  page,
}) => {
  const drink = await openWizard(page, 'Bebidas', 'Coca-Cola 2L');
  await expect(drink.getByRole('list', { name: 'Etapas' })).toHaveCount(0);
  await drink.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await drink.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('2x Coca-Cola 2L foi adicionado ao seu carrinho.')).toBeVisible();

  const crust = await openWizard(page, 'Bordas', 'Borda Tradicional');
  await expect(crust.getByText('Passo 1 de 4: Sabor')).toBeVisible();
  await crust.getByRole('button', { name: 'Fechar' }).click();

  const pizza = await openWizard(page, null, 'Calabresa');
  for (let i = 0; i < 5; i++)
    await pizza
      .getByRole('button', { name: /Avançar|Pular/ })
      .last()
      .click();
  await pizza.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('Que tal uma pizza doce?')).toBeVisible();
  await page.getByRole('button', { name: 'Ver Pizzas Doces' }).click();
  await expect(page.getByRole('tab', { name: 'Pizzas Doces', selected: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Adicionar Chocolate', exact: true }),
  ).toBeVisible();
});

test('the back gesture goes one step back, then closes the wizard, and forward brings it back as it was', async ({
  page,
}) => {
  const dialog = await openWizard(page, null, 'Calabresa');
  await dialog.getByLabel('Observações').fill('Sem cebola');
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByText('Broto (20cm)').click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await expect(dialog.getByText('Passo 3 de 6: Mais sabores')).toBeVisible();
  await dialog.getByText('Frango com Catupiry', { exact: true }).click();
  await expect(dialog.getByText('Sabores escolhidos (1/1)')).toBeVisible();

  await page.goBack();
  await expect(dialog.getByText('Passo 2 de 6: Tamanho')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Broto \(20cm\)/ })).toBeChecked();
  await page.goBack();
  await expect(dialog.getByText('Passo 1 de 6: Sabor')).toBeVisible();
  await expect(dialog.getByLabel('Observações')).toHaveValue('Sem cebola');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Cardápio' })).toBeVisible();

  await page.goForward();
  await expect(dialog.getByText('Passo 1 de 6: Sabor')).toBeVisible();
  await expect(dialog.getByLabel('Observações')).toHaveValue('Sem cebola');
  await page.goForward();
  await page.goForward();
  await expect(dialog.getByText('Passo 3 de 6: Mais sabores')).toBeVisible();
  await expect(dialog.getByText('Sabores escolhidos (1/1)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remover Frango com Catupiry' })).toBeVisible();

  // 'Voltar' is the same step back as the gesture
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByText('Passo 2 de 6: Tamanho')).toBeVisible();
});

test('closing the wizard leaves no entry behind: back leaves the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Ver Cardápio' }).first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await expect(dialog.getByText('Passo 3 de 6: Mais sabores')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Ver Cardápio' }).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a reload mid-wizard reopens it on the same step with the same size, flavours, extras and crust', async ({
  page,
}) => {
  const menu = await loadMenu(page);
  const shop = (await (await page.request.get('/api/establishment')).json()) as PublicEstablishment;
  const main = product(menu, 'Calabresa');
  const flavour = product(menu, 'Frango com Catupiry');
  const bacon = menu.extras.find((e) => e.name === 'Bacon');
  const volcanic = menu.crusts.find((c) => c.id === 'volcanic');
  if (!bacon || !volcanic) throw new Error('seed is missing extras or crusts');
  const expected = priceBreakdown(
    {
      product: main,
      size: 'broto',
      quantity: 2,
      extras: [bacon],
      crust: volcanic,
      extraFlavours: [flavour],
    },
    shop.flavourPricingRule,
  );

  const dialog = await openWizard(page, null, 'Calabresa');
  await dialog.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByText('Broto (20cm)').click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByText(flavour.name, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByText('Carnes', { exact: true }).click();
  await dialog.getByText('Bacon', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByText('Borda Vulcão').click();
  await dialog.getByText('Catupiry', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /Catupiry/ })).toBeChecked();

  await page.reload();
  await expect(dialog.getByText('Passo 5 de 6: Borda')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Borda Vulcão/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Catupiry/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await expect(dialog.getByText('Resumo do Pedido')).toBeVisible();
  await expect(dialog.getByTestId('wizard-total')).toHaveText(formatBRL(expected.totalCents));
  await expect(dialog).toContainText(`Sabores: ${main.name} + ${flavour.name}`);

  // and again on the review step: the history of the steps survived too
  await page.reload();
  await expect(dialog.getByText('Passo 6 de 6: Revisão')).toBeVisible();
  await expect(dialog.getByTestId('wizard-total')).toHaveText(formatBRL(expected.totalCents));
  await page.goBack();
  await page.goBack();
  await expect(dialog.getByText('Passo 4 de 6: Adicionais')).toBeVisible();
  await expect(dialog.getByText('1 selecionado')).toBeVisible();
  await dialog.getByText('Carnes', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: /Bacon/ })).toBeChecked();
  await page.goBack();
  await expect(dialog.getByText('Sabores escolhidos (1/1)')).toBeVisible();
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await dialog.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(
    page.getByText('2x Calabresa (Broto) foi adicionado ao seu carrinho.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // the pizza is in the cart: forward does not offer to add it again
  await page.goForward();
  await expect(page.getByRole('link', { name: /Carrinho, 2 itens/ })).toBeVisible();
  await afterHistoryMove(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("on a phone a toast keeps clear of the wizard's title, progress and buttons", async ({
  page,
}) => {
  const dialog = await openWizard(page, null, 'Calabresa');
  for (let step = 0; step < 4; step++) {
    await dialog.getByRole('button', { name: 'Avançar' }).click();
  }
  await expect(dialog.getByText('Passo 5 de 6: Borda')).toBeVisible();
  await dialog.getByText('Borda Vulcão').click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  // outside the modal dialog, so hidden from its accessibility tree: found by sonner's attribute
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Seleção de recheio obrigatória' });
  await expect(toast).toBeVisible();
  // sonner slides a toast in: measure once it has stopped moving
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const toastBox = await toast.boundingBox();
  const parts = {
    title: dialog.getByRole('heading', { name: 'Calabresa' }),
    progress: dialog.getByRole('list', { name: 'Etapas' }),
    back: dialog.getByRole('button', { name: 'Voltar' }),
    next: dialog.getByRole('button', { name: 'Avançar' }),
  };
  expect(toastBox).not.toBeNull();
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    if (toastBox && box)
      expect(overlaps(toastBox, box), `the toast covers the ${name}`).toBe(false);
  }
});

test("extra-flavour cards say what a flavour adds under the shop's rule", async ({ page }) => {
  const shop = (await (await page.request.get('/api/establishment')).json()) as PublicEstablishment;
  // the seed's rule: extra flavours add nothing to the main flavour's price
  expect(shop.flavourPricingRule).toBe('principal');
  const menu = await loadMenu(page);
  const dearer = product(menu, 'Portuguesa');
  const dialog = await openWizard(page, null, 'Calabresa');
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  const card = dialog.getByRole('checkbox', { name: new RegExp(`^${dearer.name}`) });
  await expect(card).toHaveAccessibleName(/Sem acréscimo/);
  await expect(card).not.toHaveAccessibleName(new RegExp(formatBRL(dearer.priceCents)));
});
