import { expect, test, type Page } from '@playwright/test';
import type { AdminSettings } from '../src/domain/admin-catalogue';
import { formatMinuteOfDay } from '../src/domain/date-format';
import { localTimeIn, WEEKDAYS, type Schedules } from '../src/domain/opening-hours';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { addFromSearch } from './fixtures/orders';

// Orders for a time slot (docs/decisions/023), on a server of their own (playwright.config.ts).
// The server's clock is the real one: the shop's hours are set around it (open from the quarter
// hour before now for three hours, across midnight when it comes to that), so the journey finds
// slots tonight whatever the hour it runs at; what it checks is the slot the server offered.

const SHOP_TIME_ZONE = 'America/Sao_Paulo';

// both journeys set the shop's hours: one after the other
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  // wa.me is out of reach here: answer for it, so the pop-up after the order loads
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

/**
 * Opens the shop for three hours from the quarter hour before now plus `opensInMinutes`, and turns
 * scheduling on.
 */
async function openWithScheduling(page: Page, opensInMinutes = 0) {
  if ((await ensureOwner(page.request)) === 'existing') await logInAsOwner(page);
  const stored = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
  const { minutes } = localTimeIn(new Date(), SHOP_TIME_ZONE);
  const start = Math.floor(minutes / 15) * 15 + opensInMinutes;
  const hours = `${formatMinuteOfDay(start)} às ${formatMinuteOfDay(start + 180)}`;
  const schedules = Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Schedules;
  const saved = await page.request.put('/api/admin/settings', {
    data: {
      ...stored.settings,
      schedules,
      timeZone: SHOP_TIME_ZONE,
      scheduling: { enabled: true, slotMinutes: 15, leadMinutes: 30, slotCapacity: 5 },
    },
    headers: ADMIN_HEADERS,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function fillDeliveryForm(page: Page) {
  await page.getByLabel('Nome').fill('Cliente Agendado');
  await page.getByLabel('Telefone').fill('11987650000');
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Pix', { exact: true }).check();
}

test('a scheduled order for tonight, placed from the checkout, is on the desk with its slot', async ({
  page,
}) => {
  await openWithScheduling(page);

  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await fillDeliveryForm(page);

  const when = page.getByRole('group', { name: 'Quando você quer o pedido?' });
  await expect(when.getByLabel('O quanto antes')).toBeChecked();
  // 'Finalizar Pedido' asks for a slot once 'Agendar' is chosen
  await when.getByLabel('Agendar').check();
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByText('Escolha um horário para o seu pedido.')).toBeVisible();

  // the last slot offered: hours from now, so it waits in 'Agendados' on the desk
  const day = when.getByRole('radiogroup').last();
  const dayName = ((await day.getAttribute('aria-label')) ?? '').replace('Horários: ', '');
  expect(['Hoje', 'Amanhã']).toContain(dayName);
  const slot = day.getByRole('radio').last();
  const times = (await slot.locator('xpath=..').innerText()).trim();
  expect(times).toMatch(/^\d\d:\d\d – \d\d:\d\d$/);
  const start = await slot.getAttribute('value');
  await slot.check({ force: true });
  await expect(page.getByText('Escolha um horário para o seu pedido.')).toHaveCount(0);

  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { order } = (await response.json()) as { order: { id: number; scheduledFor: string } };
  expect(order.scheduledFor).toBe(start);
  await expect(page.getByText(`Pedido #${order.id} enviado!`)).toBeVisible();

  // the desk: in 'Agendados', its slot large on the card
  await page.goto('/admin/orders?filtro=agendados');
  await expect(page.getByRole('tab', { name: 'Agendados' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.locator(`#pedido-${order.id}`);
  await expect(card).toContainText('Agendado');
  await expect(card.locator('time').filter({ hasText: times })).toHaveText(`${dayName}, ${times}`);
  // not yet in the kitchen's list
  await page.getByRole('tab', { name: 'Pendentes' }).click();
  await expect(page.getByRole('tab', { name: 'Pendentes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // the card goes once the list of 'Pendentes' has come; it would stay were it listed there
  await expect(page.locator(`#pedido-${order.id}`)).toHaveCount(0);
  await expect(page.getByText('Nenhum pedido encontrado')).toBeVisible();
});

test('with the shop closed, the order is scheduled for the next opening instead of blocked', async ({
  page,
}) => {
  // closed now, opening in about two hours (tomorrow when that is past midnight)
  await openWithScheduling(page, 120);

  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  await expect(page.getByRole('status').filter({ hasText: 'fechada' })).toContainText(
    'Você já pode fazer o pedido agora e agendar um horário para quando abrirmos.',
  );
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await fillDeliveryForm(page);
  const finish = page.getByRole('button', { name: 'Finalizar Pedido' });
  await expect(finish).toBeDisabled();

  const when = page.getByRole('group', { name: 'Quando você quer o pedido?' });
  await expect(when.getByLabel('Agendar')).toBeChecked();
  await expect(when.getByLabel('O quanto antes')).toHaveCount(0);
  const first = when.getByRole('radiogroup').first().getByRole('radio').first();
  const start = await first.getAttribute('value');
  await first.check({ force: true });
  await expect(finish).toBeEnabled();

  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await finish.click();
  const response = await sent;
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { id: number; scheduledFor: string } };
  expect(order.scheduledFor).toBe(start);
  await expect(page.getByText(`Pedido #${order.id} enviado!`)).toBeVisible();
});
