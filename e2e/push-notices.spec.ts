import { expect, test, type CDPSession } from '@playwright/test';
import type { Menu } from '../src/domain/menu';
import { startFakePushService, type FakePushService } from '../src/server/test/fake-push-service';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

// Decision 074: the customer turns on 'Avisos no celular' on the tracking page and closes it; the
// desk approves the order; the server encrypts and signs a notice for the push service; the
// service worker receives it and shows it.
//
// Headless Chromium here has no push service to subscribe at (its own, FCM, is out of reach), so
// the page's PushManager hands out a subscription at the journey's fake push service instead,
// with keys the fake holds as a browser would. The fake checks the VAPID signature and decrypts
// the notice (RFC 8291/8292); the DevTools protocol's ServiceWorker.deliverPushMessage then hands
// the service worker exactly that text, as Chromium's push client would have.

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService();
});
test.afterAll(async () => {
  await push?.close();
});

test('a customer who turns on the notices gets one from the service worker when the desk approves the order, with the page closed', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const owner = await browser.newContext();
  await ensureOwner(owner.request);
  const customer = await browser.newContext();
  await customer.grantPermissions(['notifications'], { origin });
  const subscription = push.subscribe();
  await customer.addInitScript((json) => {
    // what PushManager would give after a subscribe at a reachable push service (see above)
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => true,
      getKey: () => null,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function subscribe() {
      subscribed = true;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return subscribed ? (made as unknown as PushSubscription) : null;
    };
  }, subscription.json);

  const menu = (await (await customer.request.get('/api/menu')).json()) as Menu;
  const calabresa = menu.products.find((product) => product.name === 'Calabresa');
  if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');
  const order = await placeOrderThroughApi(customer.request, {
    customer: e2eCustomer({ name: 'Cliente Avisada' }),
    items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
    paymentMethod: 'Dinheiro',
  });

  // the tracking page, with its service worker in charge
  const tracking = await customer.newPage();
  await tracking.goto(`/pedido/${order.publicId}`);
  await tracking.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const card = tracking.getByRole('region', { name: 'Avisos no celular' });
  await card.getByRole('button', { name: 'Ativar avisos' }).click();
  await expect(card).toContainText('Avisos ativados');
  await expect(card.getByRole('button', { name: 'Desativar' })).toBeVisible();

  // the service worker's registration, for the DevTools protocol
  const devtools: CDPSession = await customer.newCDPSession(tracking);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  const registration = await registrationId;
  // the customer closes the page; a blank tab keeps the protocol's session, not the order
  const blank = await customer.newPage();
  const session = await customer.newCDPSession(blank);
  await session.send('ServiceWorker.enable');
  await tracking.close();

  // the desk approves the order
  const desk = await owner.newPage();
  await logInAsOwner(desk);
  await desk.goto(`/admin/orders?pedido=${order.id}`);
  const delivered = push.nextPush();
  await desk
    .getByRole('article', { name: `Pedido #${order.id}`, exact: true })
    .getByRole('button', { name: 'Aprovar' })
    .click();

  // the push service received it, signed and encrypted for this browser
  const notice = await delivered;
  expect(notice.subscriptionId).toBe(subscription.id);
  expect(push.refused).toEqual([]);
  expect(JSON.parse(notice.text)).toMatchObject({
    title: `Pedido #${order.id}: Aprovado`,
    body: 'A pizzaria confirmou seu pedido.',
  });

  // ... and hands it to the service worker, which shows it
  await session.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration,
    data: notice.text,
  });
  const shown = async () => {
    const probe = await customer.newPage();
    try {
      await probe.goto('/');
      return await probe.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        const list = await ready.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
      });
    } finally {
      await probe.close();
    }
  };
  await expect.poll(shown, { message: 'the service worker shows the notice' }).toContainEqual({
    title: `Pedido #${order.id}: Aprovado`,
    body: 'A pizzaria confirmou seu pedido.',
    tag: `pedido-${order.publicId}`,
  });

  await owner.close();
  await customer.close();
});
