import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { AdminSettings } from '../src/domain/admin-catalogue';
import { formatBRL } from '../src/domain/money';
import type { TrackedOrder } from '../src/domain/order';
import { ADMIN_HEADERS, ensureOwner, OWNER } from './fixtures/admin-owner';
import { addFromSearch } from './fixtures/orders';

// This journey sets the shop's Pix key: it runs on a server of its own ('pix' project).

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

async function setPixKey(page: Page) {
  await ensureOwner(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: OWNER,
    headers: ADMIN_HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
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

  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await page.getByLabel('Nome').fill('Ana Souza');
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
  const order = (await (await page.request.get(`/api/orders/${publicId}`)).json()) as TrackedOrder;
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
