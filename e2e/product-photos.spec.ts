import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import type { Menu } from '../src/domain/menu';
import { PHOTO_MESSAGES } from '../src/domain/product-photo';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';

// The photo goes on a seed flavour and comes off again at the end; other journeys on this server
// order by name and never look at pictures.
test.describe.configure({ mode: 'serial' });

const FLAVOUR = 'Escarola';

/** A phone's photo of a pizza, more or less: 1200×900 JPEG. */
function pizzaJpeg(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">' +
    '<rect width="1200" height="900" fill="#4a3426"/>' +
    '<circle cx="600" cy="450" r="380" fill="#e9b35f"/>' +
    '<circle cx="600" cy="450" r="330" fill="#d2542f"/>' +
    '<circle cx="480" cy="360" r="48" fill="#f6ecd2"/><circle cx="720" cy="520" r="52" fill="#f6ecd2"/>' +
    '<circle cx="540" cy="580" r="40" fill="#3f7d3a"/><circle cx="700" cy="340" r="36" fill="#3f7d3a"/>' +
    '</svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('the admin uploads a photo on the products page; an open storefront shows it at once, a new visit too, and removing it brings the placeholder back', async ({
  page,
  browser,
  request,
}) => {
  // three browsers (storefront, back office, a new visit), an owner's login and a photo encoded
  // in every size and format by the server: longer than the default on a busy machine
  test.setTimeout(60_000);
  await ensureOwner(request);
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((p) => p.name === FLAVOUR);
  if (!product) throw new Error(`the seed menu has no ${FLAVOUR}`);
  if (product.photo) {
    // an attempt that failed midway left its photo on: off first, as 'Remover foto' does
    const login = await request.post('/api/auth/login', { data: OWNER, headers: ADMIN_HEADERS });
    expect(login.status(), await login.text()).toBe(200);
    const removed = await request.delete(`/api/admin/products/${product.id}/photo`, {
      headers: ADMIN_HEADERS,
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }

  // a customer has the menu open on the flavour's tab: its card has the placeholder
  const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/menu/events'));
  await page.goto(`/menu?categoria=${product.categorySlug}`);
  const card = page.getByRole('article', { name: FLAVOUR });
  await expect(card.locator('[data-photo="placeholder"]')).toBeVisible();
  await expect(card.locator('picture')).toHaveCount(0);
  await streamOpen;

  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await office.newPage();
  await logInAsOwner(admin);
  await admin.goto('/admin/products');
  await admin.getByRole('searchbox', { name: 'Buscar produto ou ingrediente' }).fill(FLAVOUR);
  const row = admin.getByRole('row').filter({ hasText: FLAVOUR });

  // a text file named like a photo is refused, in pt-BR, and nothing changes
  const refused = admin.waitForEvent('filechooser');
  await row.getByRole('button', { name: `Enviar foto de ${FLAVOUR}` }).click();
  await (
    await refused
  ).setFiles({
    name: 'pizza.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('isto não é uma foto\n'.repeat(50)),
  });
  await expect(admin.getByText(PHOTO_MESSAGES.unsupportedType)).toBeVisible();
  await expect(row.locator('[data-photo="placeholder"]')).toBeVisible();

  const chooser = admin.waitForEvent('filechooser');
  await row.getByRole('button', { name: `Enviar foto de ${FLAVOUR}` }).click();
  await (
    await chooser
  ).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await pizzaJpeg() });
  // the server encodes the photo in every size and format before it answers: AVIF alone takes
  // seconds on a busy 2-core machine
  await expect(admin.getByText('Foto salva')).toBeVisible({ timeout: 30_000 });
  await expectLoadedPicture(row.locator('picture img'));
  await expect(row.getByRole('button', { name: `Trocar foto de ${FLAVOUR}` })).toBeVisible();

  // the open storefront hears of the change and shows the photo without a reload
  await expectLoadedPicture(card.locator('picture img'));
  await expect(card.locator('[data-photo="placeholder"]')).toHaveCount(0);
  // Chromium reads AVIF: the first source is the one it took
  expect(
    await card.locator('picture img').evaluate((img: HTMLImageElement) => img.currentSrc),
  ).toMatch(/\/api\/menu\/photos\/\d+\/[0-9a-f]{16}\/\d+\.avif$/);

  // a new visit gets it from the server-rendered page, and the wizard shows it too
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await visitor.newPage();
  await customer.goto(`/menu?categoria=${product.categorySlug}`);
  const freshCard = customer.getByRole('article', { name: FLAVOUR });
  await expectLoadedPicture(freshCard.locator('picture img'));
  // it says what it shows, and a tap opens it large; Escape closes it and focus comes back
  await expect(freshCard.locator('picture img')).toHaveAttribute(
    'alt',
    new RegExp(`^${FLAVOUR}: .+`),
  );
  const zoom = freshCard.getByRole('button', { name: `Ampliar foto de ${FLAVOUR}` });
  await zoom.click();
  const large = customer.getByRole('dialog', { name: FLAVOUR });
  await expectLoadedPicture(large.locator('picture img'));
  await customer.keyboard.press('Escape');
  await expect(large).toBeHidden();
  await expect(zoom).toBeFocused();
  await freshCard.getByRole('button', { name: `Adicionar ${FLAVOUR}` }).click();
  await expectLoadedPicture(customer.getByRole('dialog', { name: FLAVOUR }).locator('picture img'));

  // removed: the placeholder again, here and on the menu
  await row.getByRole('button', { name: `Remover foto de ${FLAVOUR}` }).click();
  await expect(admin.getByText('Foto removida')).toBeVisible();
  await expect(row.locator('[data-photo="placeholder"]')).toBeVisible();
  await expect(card.locator('[data-photo="placeholder"]')).toBeVisible();
  await expect(card.locator('picture')).toHaveCount(0);

  await visitor.close();
  await office.close();
});

/** The image is in view and has been decoded (a broken one has no natural width). */
async function expectLoadedPicture(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}
