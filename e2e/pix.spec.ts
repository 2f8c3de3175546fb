import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { AdminSettings } from '../src/domain/admin-catalogue';
import type { PixProviderView } from '../src/domain/admin-pix-provider';
import { formatBRL } from '../src/domain/money';
import type { TrackedOrder } from '../src/domain/order';
import { startFakeMercadoPago, type FakeMercadoPago } from '../src/server/test/fake-mercadopago';
import { ADMIN_HEADERS, ensureOwner, OWNER } from './fixtures/admin-owner';
import { addFromSearch } from './fixtures/orders';

// These journeys set the shop's Pix key and connect a Pix provider: they run on a server of
// their own ('pix' project), one after another, since a connected provider changes every Pix
// order. Each journey with the provider connects it at its start and disconnects it at its end,
// so the static-code journey sees the shop without one whatever the order they run in.
test.describe.configure({ mode: 'serial' });

/** Where the screenshots of the Pix states go when a run asks for them (PIX_SHOTS_DIR). */
const SHOTS_DIR = process.env.PIX_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const PIX = {
  keyType: 'telefone',
  key: '(11) 98765-4321',
  receiverName: 'Forno Pizzaria São João',
  city: 'São Paulo',
} as const;

// wa.me is out of reach here: answer for it, so the pop-up opened after the order loads
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

async function logInOwner(request: APIRequestContext) {
  await ensureOwner(request);
  const login = await request.post('/api/auth/login', { data: OWNER, headers: ADMIN_HEADERS });
  expect(login.status(), await login.text()).toBe(200);
}

async function setPixKey(page: Page) {
  await logInOwner(page.request);
  const current = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
  const saved = await page.request.put('/api/admin/settings', {
    // a change of the Pix receiver carries the owner's password (decision 039)
    data: { ...current.settings, pix: PIX, currentPassword: OWNER.password },
    headers: ADMIN_HEADERS,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // kept as the DICT keeps a phone key
  expect(((await saved.json()) as AdminSettings).settings.pix.key).toBe('+5511987654321');
}

/** A Pix order placed through the storefront (search, cart, checkout) on the phone's screen. */
async function placePixOrderOnPhone(page: Page, name: string): Promise<TrackedOrder> {
  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Pix', { exact: true }).check();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await (await popup).close();

  // right after ordering, the customer lands on the order's page with its Pix code
  await expect(page).toHaveURL(/\/pedido\/[A-Za-z0-9_-]+$/);
  const publicId = new URL(page.url()).pathname.split('/').pop() ?? '';
  return (await (await page.request.get(`/api/orders/${publicId}`)).json()) as TrackedOrder;
}

/** The QR Code as drawn on the page, read back by a decoder that knows nothing of the app. */
async function decodeQrOnPage(page: Page): Promise<string | null> {
  const canvas = page.getByRole('img', { name: 'QR Code Pix do pedido' });
  await expect(canvas).toHaveAttribute('data-state', 'ready');
  const image = await canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const { data, width, height } = context.getImageData(0, 0, node.width, node.height);
    // the pixels as base64: a plain array of a million numbers takes seconds to cross over
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) {
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    }
    return { base64: btoa(binary), width, height };
  });
  const pixels = new Uint8ClampedArray(Buffer.from(image.base64, 'base64'));
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

test('an order paid by Pix shows a QR Code that decodes to the copia-e-cola code, and copies it', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setPixKey(page);

  const order = await placePixOrderOnPhone(page, 'Ana Souza');
  expect(order.pixCode).toMatch(/^000201/);
  const pix = page.getByRole('region', { name: 'Pague com Pix' });
  await expect(pix).toBeVisible();
  await expect(pix.getByText(formatBRL(order.totalCents))).toBeVisible();
  const copyPaste = pix.getByLabel('Código Pix copia e cola');
  await expect(copyPaste).toHaveValue(order.pixCode ?? '');
  expect(order.pixCode).toContain('+5511987654321');
  expect(order.pixCode).toContain(`PEDIDO${order.id}`);

  const shown = await copyPaste.inputValue();
  expect(await decodeQrOnPage(page)).toBe(shown);

  await pix.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(page.getByText('Código Pix copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

  // the tracking page, opened again later, hydrates cleanly and shows the same code
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) problems.push(message.text());
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pague com Pix' })).toBeVisible();
  expect(await decodeQrOnPage(page)).toBe(shown);
  expect(problems).toEqual([]);

  // without scripts the server's page has the code to copy and the QR Code as an image
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(page.url());
    const card = plain.getByRole('region', { name: 'Pague com Pix' });
    await expect(card.getByLabel('Código Pix copia e cola')).toHaveValue(shown);
    await expect(card.getByRole('button', { name: 'Copiar código Pix' })).toBeHidden();
    await expect(card.getByText('Gerando QR Code...')).toBeHidden();
    const image = card.getByRole('img', { name: 'QR Code Pix do pedido' });
    await expect(image).toBeVisible();
    const { data, info } = await sharp(await image.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(shown);
  } finally {
    await noScript.close();
  }
});

// ---- Pix confirmed by the shop's provider (decisions 060–064): the fake Mercado Pago ----

let mercadoPago: FakeMercadoPago;
/** The webhook address of the connected provider; null while none is connected. */
let webhookUrl: string | null = null;

test.beforeAll(async () => {
  mercadoPago = await startFakeMercadoPago();
});

test.afterAll(async () => {
  await mercadoPago?.close();
});

// a journey that connected the provider leaves the shop without one, passed or failed
test.afterEach(async ({ page }) => {
  if (!webhookUrl) return;
  webhookUrl = null;
  const response = await page.request.delete('/api/admin/pix-provider', {
    data: { currentPassword: OWNER.password },
    headers: ADMIN_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
});

/** Connects the fake Mercado Pago as the owner does in Configurações › Pagamento. */
async function connectMercadoPago(request: APIRequestContext): Promise<string> {
  await logInOwner(request);
  const saved = await request.put('/api/admin/pix-provider', {
    data: {
      connection: {
        kind: 'mercadopago',
        baseUrl: mercadoPago.baseUrl,
        accessToken: mercadoPago.accessToken,
        webhookSecret: mercadoPago.webhookSecret,
      },
      choices: { expiryMinutes: 15, unpaidPolicy: 'aguardar', ringOn: 'chegada' },
      currentPassword: OWNER.password,
    },
    headers: ADMIN_HEADERS,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const view = (await saved.json()) as PixProviderView;
  expect(view.status).toBe('ready');
  webhookUrl = view.webhookUrl;
  return view.webhookUrl;
}

/**
 * What the shop hears from the provider comes through the job queue (a job calls Mercado Pago,
 * then the page is told): on the busy 2-core CI machine that takes longer than a click's answer.
 */
const PROVIDER_ROUND_TRIP = { timeout: 20_000 };

/** The order's code as shown, with the payment the fake made for it. */
async function shownCharge(page: Page) {
  const pix = page.getByRole('region', { name: 'Pague com Pix' });
  const copyPaste = pix.getByLabel('Código Pix copia e cola');
  await expect(copyPaste).toHaveValue(/^000201/, PROVIDER_ROUND_TRIP);
  const code = await copyPaste.inputValue();
  const payment = [...mercadoPago.payments.values()].find(
    (candidate) => candidate.point_of_interaction.transaction_data.qr_code === code,
  );
  expect(payment, 'the code shown is a payment made at Mercado Pago').toBeDefined();
  return { pix, code, paymentId: payment?.id ?? 0 };
}

/** The back office's desk at 1280 px, in a browser context of its own, signed in as the owner. */
async function openDesk(browser: Browser, baseURL: string | undefined) {
  const desk = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await logInOwner(desk.request);
  return desk;
}

test("a Pix order's page turns 'Pagamento confirmado' when Mercado Pago tells of the payment, and the desk shows 'Pix confirmado' with the payer", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // the storefront, the provider's round trips and the desk: up to ~60 s on the busy CI machine
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const address = await connectMercadoPago(page.request);
  const order = await placePixOrderOnPhone(page, 'Bruno Pagante');

  // the shop's own charge: the exact total, its QR Code, the copy button and the countdown
  const { pix, code, paymentId } = await shownCharge(page);
  expect(code).not.toBe(order.pixCode);
  expect(mercadoPago.payments.get(paymentId)?.transaction_amount).toBe(order.totalCents / 100);
  await expect(pix.getByText(formatBRL(order.totalCents))).toBeVisible();
  expect(await decodeQrOnPage(page)).toBe(code);
  await expect(pix.getByText(/^Expira em 1[45]:\d{2}$/)).toBeVisible();
  await pix.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(page.getByText('Código Pix copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await shot(page, 'pix-code-390');

  // paid in the customer's bank app; Mercado Pago's signed notification reaches the shop
  mercadoPago.approve(paymentId, { payerName: 'Bruno Pagante da Silva' });
  expect((await mercadoPago.notify(address, paymentId)).status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible(
    PROVIDER_ROUND_TRIP,
  );
  await expect(pix).toBeHidden();
  await shot(page, 'pix-confirmed-390');

  const desk = await openDesk(browser, baseURL);
  try {
    const deskPage = await desk.newPage();
    await deskPage.goto('/admin/orders');
    const card = deskPage.getByRole('article', { name: `Pedido #${order.id}`, exact: true });
    await expect(card.getByText('Pix confirmado')).toBeVisible();
    await expect(card).toContainText('Pix confirmado · Bruno Pagante da Silva');
    await card.scrollIntoViewIfNeeded();
    await shot(deskPage, 'desk-pix-confirmed-1280');
  } finally {
    await desk.close();
  }
});

test("an expired code is renewed: 'Código expirado', then 'Gerar novo código' shows a new code", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const address = await connectMercadoPago(page.request);
  await placePixOrderOnPhone(page, 'Carla Atrasada');
  const first = await shownCharge(page);

  // the code's time runs out at Mercado Pago, which tells the shop the payment changed
  mercadoPago.expire(first.paymentId);
  expect((await mercadoPago.notify(address, first.paymentId)).status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Código expirado' })).toBeVisible(
    PROVIDER_ROUND_TRIP,
  );
  await expect(first.pix).toBeHidden();
  await shot(page, 'pix-expired-390');

  await page.getByRole('button', { name: 'Gerar novo código' }).click();
  await expect(page.getByRole('heading', { name: 'Código expirado' })).toBeHidden();
  const second = await shownCharge(page);
  expect(second.code).not.toBe(first.code);
  expect(second.paymentId).not.toBe(first.paymentId);
  await expect(second.pix.getByText(/^Expira em 1[45]:\d{2}$/)).toBeVisible();
  expect(await decodeQrOnPage(page)).toBe(second.code);
  await shot(page, 'pix-renewed-390');
});
