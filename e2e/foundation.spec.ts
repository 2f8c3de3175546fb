import { expect, test } from '@playwright/test';

test('a newcomer opens the home page and sees the hero, the three features and the footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByText('Tradição, sabor e ingredientes selecionados em cada fatia.'),
  ).toBeVisible();
  await expect(page.getByText('Peça agora e receba no conforto da sua casa.')).toBeVisible();
  for (const title of ['Sabor Inigualável', 'Entrega Rápida', 'Receitas Exclusivas']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const year = new Date().getFullYear();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
  await page.getByRole('link', { name: 'Ofertas' }).click();
  await expect(page.getByText('Nenhuma oferta disponível no momento.')).toBeVisible();
  // the footer belongs to the home page only
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the status button shows the shop open or closed as the server says, and its details', async ({
  page,
  request,
}) => {
  const shop = await (await request.get('/api/establishment')).json();
  await page.goto('/');
  const button = page.getByRole('button', { name: /Aberto|Fechado/ });
  await expect(button).toContainText(shop.isOpen ? 'Aberto' : 'Fechado');
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: shop.name })).toBeVisible();
  await expect(dialog).toContainText('Tempo de entrega');
  await expect(dialog).toContainText('30 a 60 minutos');
  await expect(dialog).toContainText('Segunda-feira');
  await expect(dialog).toContainText(shop.schedules.segunda);
  for (const option of ['Pix', 'Dinheiro', 'Cartão de Crédito', 'Cartão de Débito', 'Voucher']) {
    await expect(dialog.getByText(option, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search/,
  );
  await expect(dialog.getByRole('link', { name: 'Fazer pedido' })).toHaveAttribute(
    'href',
    `https://wa.me/${shop.whatsapp}?text=${encodeURIComponent('Olá! Gostaria de fazer um pedido.')}`,
  );
  await dialog.getByRole('button', { name: 'Exibir detalhes' }).click();
  await expect(dialog.getByText('Nunca atualizado')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
});

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  // the server's page shows the 404 at once; the path is logged once the page has hydrated
  const logged = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && message.text().includes('/nao-existe'),
  });
  await page.goto('/nao-existe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await logged;
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a reload of a deep link serves the app, and the admin code loads only under /admin', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/offers');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ofertas' })).toBeVisible();
  expect(scripts.some((url) => url.includes('admin'))).toBe(false);

  await page.goto('/admin/orders');
  // without a session the back office sends the visitor to its login
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(scripts.some((url) => url.includes('admin'))).toBe(true);
  // no bottom bar in the back office
  await expect(page.getByRole('navigation', { name: 'Navegação inferior' })).toHaveCount(0);
});

test('the phone bottom bar links Início, Buscar, Carrinho and Perfil', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Navegação inferior' });
  await expect(bar).toBeVisible();
  for (const label of ['Início', 'Buscar', 'Carrinho', 'Perfil']) {
    await expect(bar.getByText(label, { exact: true })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
});

test('the alert shows on every page when the API or its database cannot be reached', async ({
  page,
}) => {
  await page.route('**/api/health', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', database: 'unavailable', databaseKind: 'pglite' }),
    }),
  );
  await page.goto('/');
  await expect(page.getByText('Atenção: Configuração Incompleta')).toBeVisible();
  await page.getByRole('link', { name: 'Ofertas' }).click();
  await expect(page.getByText('Atenção: Configuração Incompleta')).toBeVisible();
  await page.unroute('**/api/health');
  await page.goto('/offers');
  await expect(page.getByText('Nenhuma oferta disponível no momento.')).toBeVisible();
  await expect(page.getByText('Atenção: Configuração Incompleta')).toHaveCount(0);
});

test('on a desktop the top bar leads to Buscar and Perfil, where the orders of this device are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // an order made earlier on this device: 'Meus pedidos' lists it on the profile
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'recent_orders',
      JSON.stringify([
        { publicId: 'abc123', id: 77, placedAt: '2026-11-20T22:15:00.000Z', totalCents: 4900 },
      ]),
    ),
  );
  await page.goto('/menu');
  await expect(page.getByRole('navigation', { name: 'Navegação inferior' })).toBeHidden();
  const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
  const profile = shortcuts.getByRole('link', { name: 'Perfil' });
  const search = shortcuts.getByRole('link', { name: 'Buscar' });
  await expect(profile).toBeVisible();
  await expect(search).toBeVisible();
  await expect(profile).not.toHaveAttribute('aria-current', 'page');

  await profile.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(profile).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Meus pedidos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pedido #77/ })).toBeVisible();

  await search.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(search).toHaveAttribute('aria-current', 'page');
  await expect(profile).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Buscar Produtos' })).toBeVisible();

  // on a phone the bottom bar has them: the top bar does not repeat them
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shortcuts).toBeHidden();
});

test('every category chip is in sight at 1280 px, and on a phone a fade says more lie beyond', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/menu');
  const chips = page.getByRole('tablist', { name: 'Categorias de Pizzas Salgadas' });
  await expect(chips.getByRole('tab')).toHaveCount(8);
  for (const chip of await chips.getByRole('tab').all()) {
    await expect(chip).toBeInViewport({ ratio: 1 });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const bordas = chips.getByRole('tab', { name: 'Bordas' });
  const after = page.getByTestId('chips-fade-after');
  const before = page.getByTestId('chips-fade-before');
  await expect(bordas).not.toBeInViewport({ ratio: 1 });
  await expect(after).toHaveCSS('opacity', '1');
  await expect(before).toHaveCSS('opacity', '0');
  await bordas.scrollIntoViewIfNeeded();
  await expect(bordas).toBeInViewport({ ratio: 1 });
  await expect(after).toHaveCSS('opacity', '0');
  await expect(before).toHaveCSS('opacity', '1');
});
