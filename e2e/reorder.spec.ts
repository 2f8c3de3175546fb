import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminCategory } from '../src/domain/admin-catalogue';
import { formatBRL } from '../src/domain/money';
import { ADMIN_HEADERS, ensureOwner, OWNER } from './fixtures/admin-owner';
import { addFromSearch, uniquePhone } from './fixtures/orders';

// wa.me is out of reach here: answer for it, so the pop-up after the order loads
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

/** The owner, through the admin API, with two products of this journey's own. */
async function ownProducts(admin: APIRequestContext) {
  if ((await ensureOwner(admin)) === 'existing') {
    const login = await admin.post('/api/auth/login', { data: OWNER, headers: ADMIN_HEADERS });
    expect(login.status(), await login.text()).toBe(200);
  }
  const list = (await (await admin.get('/api/admin/products')).json()) as {
    categories: AdminCategory[];
  };
  const category = list.categories.find((c) => c.isSalgado === true);
  if (!category) throw new Error('seed has no savoury category');
  const suffix = randomBytes(3).toString('hex');
  const create = async (name: string, priceCents: number) => {
    const product = {
      name,
      description: 'Pizza da casa.',
      categoryId: category.id,
      priceCents,
      sizePrices: { normal: priceCents, broto: 3500 },
      ingredients: ['mussarela'],
    };
    const created = await admin.post('/api/admin/products', {
      data: product,
      headers: ADMIN_HEADERS,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    return { id, product };
  };
  return {
    rucula: await create(`Pizza de Rúcula ${suffix}`, 5200),
    marguerita: await create(`Marguerita da Casa ${suffix}`, 4800),
  };
}

test("a customer orders, then orders the same again from the profile at today's prices, told what is no longer sold", async ({
  page,
  playwright,
  baseURL,
}) => {
  // the changes are met when the customer asks again, not through the live menu stream
  await page.route('**/api/menu/events', (route) => route.abort());
  const admin = await playwright.request.newContext({ baseURL });
  const { rucula, marguerita } = await ownProducts(admin);
  try {
    // the first order, as any customer makes it: two Margueritas and a Rúcula
    await addFromSearch(page, marguerita.product.name);
    await addFromSearch(page, marguerita.product.name);
    await addFromSearch(page, rucula.product.name);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
    await page.getByLabel('Nome').fill('Beatriz Lima');
    await page.getByLabel('Telefone').fill(uniquePhone());
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await page.getByLabel('Número').fill('1500');
    await page.getByLabel('Pix', { exact: true }).check();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await (await popup).close();
    const total = formatBRL(4800 * 2 + 5200);
    await expect(page.getByText(`Total: ${total}.`, { exact: false })).toBeVisible();
    const [placed] = await page.evaluate(
      () => JSON.parse(localStorage.getItem('recent_orders') ?? '[]') as { id: number }[],
    );
    if (!placed) throw new Error('the order was not kept on the device');

    // since then: the Marguerita went up, the Rúcula ran out
    const edited = await admin.put(`/api/admin/products/${marguerita.id}`, {
      data: {
        ...marguerita.product,
        priceCents: 5600,
        sizePrices: { ...marguerita.product.sizePrices, normal: 5600 },
      },
      headers: ADMIN_HEADERS,
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const paused = await admin.patch(`/api/admin/products/${rucula.id}/availability`, {
      data: { isAvailable: false },
      headers: ADMIN_HEADERS,
    });
    expect(paused.status(), await paused.text()).toBe(200);

    await page.goto('/profile');
    const orders = page.getByRole('region', { name: 'Meus pedidos' });
    await expect(
      orders.getByRole('link', { name: new RegExp(`Pedido #${placed.id}\\b`) }),
    ).toContainText(total);
    await orders.getByRole('button', { name: `Pedir de novo o pedido #${placed.id}` }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const notice = page.getByRole('alert', {
      name: `Itens do pedido #${placed.id} no carrinho, com os preços de hoje`,
    });
    await expect(notice).toContainText(`Não está mais disponível: ${rucula.product.name} (Grande)`);
    // the two Margueritas came back, each at today's price; the Rúcula did not
    const lines = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    for (const line of await lines.all()) {
      await expect(line).toContainText(marguerita.product.name);
      await expect(line).toContainText(`${formatBRL(5600)} cada`);
    }
  } finally {
    for (const { id } of [rucula, marguerita]) {
      await admin.delete(`/api/admin/products/${id}`, { headers: ADMIN_HEADERS });
    }
    await admin.dispose();
  }
});
