import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { csvAmount } from '../src/domain/admin-reports';
import type { Menu } from '../src/domain/menu';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

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
    // the pizzas by the size ordered, the drinks apart; the ranking read in one size (decision 053)
    const sizes = page.getByRole('region', { name: 'Vendas por tamanho' });
    await expect(sizes.getByRole('rowheader', { name: 'Grande', exact: true })).toBeVisible();
    await expect(sizes).toContainText('Bebidas (sem tamanho)');
    await products.getByRole('combobox', { name: 'Tamanho' }).selectOption('Grande');
    await expect(products.getByRole('rowheader', { name: 'Calabresa · Grande' })).toBeVisible();
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
    expect(lineOf(pix.id)).toContain(';1x Calabresa (grande);');
    expect(lineOf(pix.id)).toContain(`;${csvAmount(pix.totalCents)};`);
    expect(lineOf(cash.id)).toContain(';Relatório Dinheiro;');
    expect(lineOf(cash.id)).toContain(';2x Calabresa (grande), 1x Coca-Cola 2L;');
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
