import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Menu } from '../src/domain/menu';
import type { Order } from '../src/domain/order';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { addFromSearch, e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

// Issue item 5: axe-core on every customer and admin screen, and an order placed with the
// keyboard alone. Only 'serious' and 'critical' findings fail (docs/decisions/012). Nothing here
// changes shop-wide settings: this runs on the shared e2e server.

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Waits for finite animations (dialogs, toasts, transitions) to end: contrast is read at rest. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe on the page as it is and records every serious or critical violation, one readable
 * line per element, as a soft failure named after the screen: a run reports every screen at once.
 */
async function checkScreen(page: Page, screen: string) {
  await settle(page);
  let results = await new AxeBuilder({ page }).analyze();
  if (results.violations.some((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))) {
    // a toast that arrived mid-check (another journey's order on the desk) is fading in, half
    // transparent: once it has settled, a real violation is still there and a passing one is not
    await settle(page);
    results = await new AxeBuilder({ page }).analyze();
  }
  if (process.env.A11Y_DEBUG) {
    console.log(
      screen,
      results.violations.map(
        (v) => `${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      ),
    );
  }
  const findings = results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact}] ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
  expect.soft(findings, `axe on ${screen}`).toEqual([]);
}

/** Makes sure the owner exists (from a context of its own) and signs the page in. */
async function signInOwner(page: Page, browser: Browser) {
  const other = await browser.newContext();
  try {
    await ensureOwner(other.request);
  } finally {
    await other.close();
  }
  await logInAsOwner(page);
}

async function seedMenu(request: APIRequestContext): Promise<Menu> {
  return (await (await request.get('/api/menu')).json()) as Menu;
}

/** A real order through the public API, as a customer's phone would send it. */
async function placeOrder(
  request: APIRequestContext,
  name = `Cliente Acessível ${randomBytes(3).toString('hex')}`,
): Promise<Order> {
  const menu = await seedMenu(request);
  const calabresa = menu.products.find((p) => p.name === 'Calabresa');
  const cola = menu.products.find((p) => p.name === 'Coca-Cola 2L');
  if (!calabresa || !cola) throw new Error('the seed has no Calabresa or Coca-Cola 2L');
  return placeOrderThroughApi(request, {
    customer: e2eCustomer({ name }),
    items: [
      { productId: calabresa.id, size: 'broto', quantity: 2 },
      { productId: cola.id, size: 'normal', quantity: 1 },
    ],
    paymentMethod: 'Pix',
    changeForCents: null,
  });
}

test.describe('axe finds no serious or critical violation', () => {
  test('on the storefront screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Cardápio/ }).first()).toBeVisible();
    await checkScreen(page, '/');

    await page.goto('/menu');
    await expect(page.getByRole('button', { name: 'Adicionar Calabresa' })).toBeVisible();
    await checkScreen(page, '/menu');

    // the top bar's Aberto/Fechado button opens the shop's details
    await page.getByRole('button', { name: /ver informações da pizzaria/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, "the shop's details dialog");
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/search?q=calabresa');
    await expect(
      page.getByRole('list', { name: 'Resultados' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await checkScreen(page, '/search with results');

    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: 'Ofertas', level: 1 })).toBeVisible();
    await checkScreen(page, '/offers');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Meu Perfil', level: 1 })).toBeVisible();
    await checkScreen(page, '/profile');

    await page.goto('/privacidade');
    await expect(
      page.getByRole('heading', { name: 'Política de privacidade', level: 1 }),
    ).toBeVisible();
    await checkScreen(page, '/privacidade');

    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await checkScreen(page, 'the 404 page');
  });

  test('on every step of the open wizard', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Calabresa' });
    const steps = ['Sabor', 'Tamanho', '+Sabores', 'Ingredientes', 'Borda', 'Revisão'];
    for (const [index, label] of steps.entries()) {
      await expect(dialog.getByText(`Passo ${index + 1} de 6:`)).toBeVisible();
      if (label === '+Sabores') {
        await dialog.getByText('Portuguesa', { exact: true }).click();
      }
      if (label === 'Borda') {
        // the crust's fillings appear once a crust that needs one is chosen
        await dialog.getByText('Borda Vulcão').click();
        await dialog.getByText('Catupiry', { exact: true }).click();
      }
      await checkScreen(page, `the wizard, step ${index + 1} (${label})`);
      if (index < steps.length - 1) await dialog.getByRole('button', { name: 'Avançar' }).click();
    }
    await expect(dialog.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeVisible();
  });

  test('on the cart: empty, with items, the delivery form and its errors', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
    await checkScreen(page, '/cart empty');

    await addFromSearch(page, 'Calabresa');
    await addFromSearch(page, 'Coca-Cola 2L');
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toBeVisible();
    await checkScreen(page, '/cart with items');

    await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
    await expect(page.getByRole('heading', { name: 'Informações de Entrega' })).toBeVisible();
    await checkScreen(page, '/cart with the delivery form');

    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await expect(page.getByText('Nome é obrigatório', { exact: true })).toBeVisible();
    await expect(page.getByText('Escolha a forma de pagamento', { exact: true })).toBeVisible();
    await checkScreen(page, '/cart with the delivery form errors');
  });

  test("on a real order's tracking page", async ({ page }) => {
    const order = await placeOrder(page.request);
    await page.goto(`/pedido/${order.publicId}`);
    await expect(page.getByRole('heading', { name: `Pedido #${order.id}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status do pedido' })).toBeVisible();
    await checkScreen(page, '/pedido/:publicId');
  });

  test('on the back office sign-in screens', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await checkScreen(page, '/admin/login');

    await page.goto('/admin/register');
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
    await checkScreen(page, '/admin/register');
  });

  test('on the dashboard, the orders, the customers and the ticket', async ({ page, browser }) => {
    test.setTimeout(60_000);
    // from another context: a registration's session cookie must not skip the login screen here
    const customer = await browser.newContext();
    let order: Order;
    try {
      await ensureOwner(customer.request);
      order = await placeOrder(customer.request);
    } finally {
      await customer.close();
    }
    await logInAsOwner(page);
    await checkScreen(page, '/admin/dashboard');

    // on a phone the sidebar is a sheet
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Painel ADMIN' })).toBeVisible();
    await checkScreen(page, 'the admin menu sheet');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Painel ADMIN' })).toBeHidden();

    await page.goto(`/admin/orders?pedido=${order.id}`);
    const card = page.getByRole('article', { name: `Pedido #${order.id}`, exact: true });
    await expect(card.getByRole('list', { name: 'Itens do pedido' })).toBeVisible();
    await checkScreen(page, '/admin/orders with an order opened');

    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { name: 'CRM - Clientes', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(order.customerName);
    await page
      .getByRole('list', { name: 'Clientes' })
      .getByRole('button', { name: new RegExp(order.customerName) })
      .click();
    await expect(
      page.getByRole('dialog', { name: `Histórico de ${order.customerName}` }),
    ).toBeVisible();
    await checkScreen(page, '/admin/customers with the history dialog open');

    await page.goto(`/admin/orders/${order.id}/ticket`);
    await expect(
      page.getByRole('article', { name: `Comanda do pedido #${order.id}` }),
    ).toBeVisible();
    await checkScreen(page, 'the ticket page');
  });

  test('on the products and the reports', async ({ page, browser }) => {
    await signInOwner(page, browser);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Calabresa', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await checkScreen(page, '/admin/products');

    await page.goto('/admin/reports');
    await page.getByRole('button', { name: '7 dias' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Pedidos e faturamento por dia' })
        .locator('svg.recharts-surface'),
    ).toBeVisible();
    await checkScreen(page, '/admin/reports');
  });

  test('on every settings tab', async ({ page, browser }) => {
    // every settings tab, each checked by axe: slow on a busy machine, and the Pagamento tab
    // holds Pix, WhatsApp and iFood
    test.setTimeout(240_000);
    await signInOwner(page, browser);
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('heading', { name: 'Configurações da Pizzaria', level: 1 }),
    ).toBeVisible();
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    // only looked at: nothing is saved on the shared server
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('main').getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await checkScreen(page, `/admin/settings, tab ${name}`);
    }
  });
});

/** Every key the journey presses, typed characters included: the figure decision 040 reports. */
interface KeyCount {
  presses: number;
}

/**
 * Presses `key` until `target` has the focus: the keyboard's way to reach a control. Fails when
 * it is not reached within `max` presses (a control the keyboard cannot reach).
 */
async function pressUntilFocused(
  page: Page,
  target: Locator,
  key = 'Tab',
  max = 80,
  count: KeyCount = { presses: 0 },
) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press(key);
    count.presses++;
  }
  await expect(target, `reached with ${key} in ${max} presses`).toBeFocused({ timeout: 1 });
}

/** The focused control is in sight, not under the phone's bottom bar or the checkout's total. */
async function expectClearOfBottomDocks(page: Page, target: Locator) {
  const docks = [
    page.getByRole('navigation', { name: 'Navegação inferior' }),
    page.getByTestId('checkout-bar'),
  ];
  const box = await target.boundingBox();
  expect(box, 'the focused control has a box').not.toBeNull();
  for (const dock of docks) {
    if ((await dock.count()) === 0 || !(await dock.isVisible())) continue;
    // the checkout's own button is part of its bar
    const handle = await target.elementHandle();
    if (await dock.evaluate((element, inner) => element.contains(inner), handle)) continue;
    const dockBox = await dock.boundingBox();
    if (box && dockBox) expect(box.y + box.height).toBeLessThanOrEqual(dockBox.y + 1);
  }
}

test('placing an order with the keyboard alone works, and the focus follows every move', async ({
  page,
  context,
}) => {
  // one step at a time, each waiting for the focus: slow on a busy machine
  test.slow();
  // wa.me is out of reach here: answer for it, as e2e/checkout.spec.ts does
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const keys: KeyCount = { presses: 0 };
  const press = async (key: string) => {
    keys.presses++;
    await page.keyboard.press(key);
  };
  const type = async (text: string) => {
    keys.presses += text.length;
    await page.keyboard.type(text);
  };
  const reach = (target: Locator, key = 'Tab') => pressUntilFocused(page, target, key, 80, keys);

  await page.goto('/menu');
  const addCalabresa = page.getByRole('button', { name: 'Adicionar Calabresa', exact: true });
  await expect(addCalabresa).toBeVisible();
  // the page's scripts have taken over (the layout drops aria-disabled once hydrated)
  await page.waitForFunction(() => document.querySelector('[aria-disabled="true"]') === null);

  // the skip link is the first stop and leads past the header
  await press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await press('Enter');
  await expect(page.locator('#conteudo')).toBeFocused();

  // each tab list is one stop: the group tabs, then the category chips, then the first product
  await press('Tab');
  await expect(page.getByRole('tab', { name: 'Pizzas Salgadas' })).toBeFocused();
  await press('Tab');
  const chips = page.getByRole('tablist', { name: 'Categorias de Pizzas Salgadas' });
  await expect(chips.getByRole('tab', { name: 'Mais Pedidas' })).toBeFocused();
  // the arrows move along the chips and choose; back to 'Mais Pedidas', where Calabresa is
  await press('ArrowRight');
  await expect(chips.getByRole('tab', { name: 'Calabresa' })).toBeFocused();
  await expect(chips.getByRole('tab', { name: 'Calabresa' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await press('ArrowLeft');
  await expect(chips.getByRole('tab', { name: 'Mais Pedidas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await reach(addCalabresa);
  await expectClearOfBottomDocks(page, addCalabresa);

  // Escape closes the wizard and gives the focus back to the button that opened it
  await press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Calabresa' });
  await expect(dialog.getByText('Passo 1 de 6: Sabor')).toBeVisible();
  await expect(dialog).toBeFocused();
  await press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addCalabresa).toBeFocused();

  // the wizard takes the focus itself, no field raises the phone's keyboard
  await press('Enter');
  await expect(dialog).toBeFocused();
  await expect(dialog.getByText('Passo 1 de 6: Sabor')).toHaveAttribute('aria-live', 'polite');
  await reach(dialog.getByRole('textbox', { name: 'Observações' }));
  await type('Sem cebola');

  // step 2: the size with the arrow keys (a radio group)
  const next = dialog.getByRole('button', { name: 'Avançar' });
  await reach(next);
  await press('Enter');
  await expect(dialog.getByText('Passo 2 de 6: Tamanho')).toBeVisible();
  await reach(dialog.getByRole('radio', { name: /Grande/ }));
  await press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Broto/ })).toBeChecked();

  // steps 3 to 5 keep their defaults; the focus stays on 'Avançar' as the steps are announced
  await reach(next);
  for (const step of [
    'Passo 3 de 6: Mais sabores',
    'Passo 4 de 6: Adicionais',
    'Passo 5 de 6: Borda',
  ]) {
    await press('Enter');
    await expect(dialog.getByText(step)).toBeVisible();
    await expect(next).toBeFocused();
  }
  await press('Enter');
  await expect(dialog.getByText('Passo 6 de 6: Revisão')).toBeVisible();
  const add = dialog.getByRole('button', { name: 'Adicionar ao Carrinho' });
  await expect(add).toBeFocused();
  await press('Enter');
  await expect(
    page.getByText('1x Calabresa (Broto) foi adicionado ao seu carrinho.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(addCalabresa).toBeFocused();

  // the cart, from the bottom navigation
  const cartLink = page
    .getByRole('navigation', { name: 'Navegação inferior' })
    .getByRole('link', { name: /Carrinho, 1 item/ });
  await reach(cartLink);
  await press('Enter');
  await expect(page.getByRole('heading', { name: 'Seu Carrinho' })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Continuar para Entrega' });
  await reach(proceed);
  await expectClearOfBottomDocks(page, proceed);
  // the button goes: the focus moves to the form's first field (delivery or pickup)
  await press('Enter');
  await expect(page.getByRole('heading', { name: 'Informações de Entrega' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Entrega', exact: true })).toBeFocused();

  // 'Finalizar Pedido' with nothing typed: the focus goes to the first invalid field
  const finish = page.getByRole('button', { name: 'Finalizar Pedido' });
  await reach(finish);
  await press('Enter');
  // the focus is on (or in) the first field marked invalid, not on the page's body
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = document.querySelector('form [aria-invalid="true"]');
        const focused = document.activeElement;
        return first !== null && focused !== null && (first === focused || first.contains(focused));
      }),
    )
    .toBe(true);
  const payment = page.getByRole('radiogroup', { name: 'Forma de pagamento' });
  await expect(payment).toHaveAttribute('aria-invalid', 'true');
  await expect(payment).toHaveAccessibleDescription('Escolha a forma de pagamento');
  // every missing field shows at once, the first one focused
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();

  // the form, field by field
  const fill = async (label: string, text: string) => {
    await reach(page.getByLabel(label, { exact: true }));
    await type(text);
  };
  await fill('Nome', 'Teclado Silva');
  await fill('Telefone', '11955554444');
  await fill('CEP', '01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await fill('Número', '500');
  // cash: the order that used to go back to the menu
  await reach(payment.getByRole('radio').first());
  const cash = page.getByRole('radio', { name: 'Dinheiro', exact: true });
  await press('ArrowRight');
  await expect(cash).toBeChecked();
  const optIn = page.getByRole('checkbox', { name: /Quero receber promoções/ });
  await reach(optIn);
  await expectClearOfBottomDocks(page, optIn);
  // the total and its parts stand beside the button
  const bar = page.getByTestId('checkout-bar');
  await expect(bar.getByRole('group', { name: 'Total do pedido' })).toContainText(/Itens R\$/);

  const popup = page.waitForEvent('popup');
  await reach(finish);
  await press('Enter');
  await (await popup).close();
  // every order opens its page, with the focus on its heading
  await expect(page).toHaveURL(/\/pedido\/[\w-]{22}$/);
  await expect(page.getByRole('heading', { name: /^Pedido #\d+$/ })).toBeFocused();
  console.log(`keyboard order on a phone: ${keys.presses} key presses`);
});
