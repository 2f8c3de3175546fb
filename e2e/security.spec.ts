import { randomBytes } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Response,
} from '@playwright/test';
import { SESSION_COOKIE } from '../src/domain/admin-accounts';
import type { Menu } from '../src/domain/menu';
import type { Order } from '../src/domain/order';
import { LOGIN_THROTTLED } from '../src/server/modules/auth/login-throttle';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

// Issue item 6, in the browser: security headers and a CSP without inline scripts on every page,
// no CSP violation while the app is used, the session cookie out of scripts' reach, and logins
// slowed after repeated failures (docs/decisions/012). Nothing shop-wide is changed here.

/** A real order through the public API, for a tracking page to show. */
async function placeOrder(request: APIRequestContext): Promise<Order> {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((p) => p.name === 'Margherita');
  if (!product) throw new Error('the seed has no Margherita');
  return placeOrderThroughApi(request, {
    customer: e2eCustomer({ name: 'Cliente Segurança', complement: '' }),
    items: [{ productId: product.id, size: 'normal', quantity: 1 }],
    paymentMethod: 'Pix',
    changeForCents: null,
  });
}

/** The sources of one CSP directive, or null when the policy does not have it. */
function directive(policy: string, name: string): string[] | null {
  for (const part of policy.split(';')) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return null;
}

/** What is wrong with a page's security headers: [] when nothing. */
function headerProblems(response: Response | APIResponse | null): string[] {
  if (!response) return ['no response'];
  const headers = response.headers();
  const problems: string[] = [];
  const policy = headers['content-security-policy'];
  if (!policy) {
    problems.push('no content-security-policy');
  } else {
    // without script-src, default-src governs scripts
    const scripts = directive(policy, 'script-src') ?? directive(policy, 'default-src');
    if (!scripts) problems.push(`no script-src nor default-src in '${policy}'`);
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"]) {
      if (scripts?.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
    }
  }
  if (headers['x-content-type-options'] !== 'nosniff') {
    problems.push(`x-content-type-options is ${headers['x-content-type-options']}`);
  }
  if (!headers['referrer-policy']) problems.push('no referrer-policy');
  const frameAncestors = policy ? directive(policy, 'frame-ancestors') : null;
  const deniesFraming =
    ['DENY', 'SAMEORIGIN'].includes((headers['x-frame-options'] ?? '').toUpperCase()) ||
    (frameAncestors?.length === 1 && frameAncestors[0] === "'none'");
  if (!deniesFraming) problems.push('neither x-frame-options nor frame-ancestors deny framing');
  return problems;
}

/**
 * Records every CSP violation the page meets: the browser's console error and the DOM's
 * `securitypolicyviolation` event, so one missed by one way is still seen by the other.
 */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      seen.push(`console: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    const inPage = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...seen, ...inPage.map((text) => `event: ${text}`)];
  };
}

// the owner's account, made from a context of its own so no test starts signed in
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await ensureOwner(context.request);
  } finally {
    await context.close();
  }
});

test('every page answers with the security headers and a CSP without inline scripts', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext();
  let order: Order;
  try {
    order = await placeOrder(customer.request);
  } finally {
    await customer.close();
  }
  for (const path of ['/', '/menu', '/admin/login', `/pedido/${order.publicId}`]) {
    const response = await page.goto(path);
    expect.soft(headerProblems(response), path).toEqual([]);
  }
  await logInAsOwner(page);
  const dashboard = await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect.soft(headerProblems(dashboard), '/admin/dashboard (signed in)').toEqual([]);
  // and the API's answers carry them too
  const api = await page.request.get('/api/menu');
  expect.soft(headerProblems(api), '/api/menu').toEqual([]);
});

test('no CSP violation while using the storefront and the admin orders', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Calabresa' });
  await expect(wizard.getByText('Passo 1 de 6: Sabor')).toBeVisible();
  for (let step = 2; step <= 6; step++) {
    await wizard.getByRole('button', { name: 'Avançar' }).click();
    await expect(wizard.getByText(`Passo ${step} de 6`)).toBeVisible();
  }
  await wizard.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(
    page.getByText('1x Calabresa (Grande) foi adicionado ao seu carrinho.'),
  ).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await expect(page.getByRole('heading', { name: 'Informações de Entrega' })).toBeVisible();
  await page.getByRole('button', { name: /ver informações da pizzaria/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await logInAsOwner(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("the session cookie is httpOnly and SameSite, out of the page's scripts", async ({
  page,
  context,
}) => {
  await logInAsOwner(page);
  const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, `the ${SESSION_COOKIE} cookie after login`).toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(['Lax', 'Strict']).toContain(session?.sameSite);
  expect(session?.path).toBe('/');
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain(SESSION_COOKIE);
});

test('login slowed after repeated failures', async ({ page }) => {
  // never the owner's e-mail: the other journeys must still log in
  const email = `tentativas-${randomBytes(4).toString('hex')}@forno.test`;
  const statuses: number[] = [];
  let last: APIResponse | undefined;
  for (let attempt = 1; attempt <= 6; attempt++) {
    last = await page.request.post('/api/auth/login', {
      data: { email, password: `senha-errada-${attempt}` },
      headers: ADMIN_HEADERS,
    });
    statuses.push(last.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const retryAfter = Number(last?.headers()['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0, `Retry-After: ${retryAfter}`).toBe(true);
  const body = (await last?.json()) as { error: { code: string; message: string } };
  expect(body.error).toEqual({ code: 'RATE_LIMITED', message: LOGIN_THROTTLED });

  // the login screen shows the server's message, and even the right password would wait
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('qualquer-senha-123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(LOGIN_THROTTLED);
  await expect(page).toHaveURL(/\/admin\/login$/);
});
