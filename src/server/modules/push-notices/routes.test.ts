import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions } from '../../../db/schema';
import type { Menu } from '../../../domain/menu';
import type { OrderStatus } from '../../../domain/order-status';
import { MAX_PUSH_SUBSCRIPTIONS_PER_ORDER } from '../../../domain/push-notices';
import type { JobRunner } from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';
import { statusNotifierJobKind } from '../order-events/status-notifiers';

/**
 * Decision 074: a customer's browser subscribed on the tracking page hears of every status of the
 * order from its push service, encrypted and signed as RFC 8291/8292 say; a subscription the push
 * service says is gone is dropped, and one that failed is tried again without doubling the rest.
 */
describe(`push notices on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let runner: JobRunner;
  let admin: ReturnType<typeof asAdmin>;
  let push: FakePushService;
  const now = new Date();
  const SUBJECT = 'mailto:dono@pizzaria.test';

  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp({
      now: () => now,
      openAllDay: true,
      webPush: { subject: SUBJECT, agent: push.agent },
      jobs: { register: (r) => (runner = r) },
    });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const subscribe = (publicId: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${publicId}/push-subscriptions`,
      payload: body as object,
    });
  const move = (id: number, status: OrderStatus) =>
    admin.post(`/api/admin/orders/${id}/status`, { status });
  const pushesTo = (id: string) => push.received.filter((p) => p.subscriptionId === id);
  const newOrder = async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    // the new order's own notice: nobody has subscribed yet
    await runner.drain();
    return order;
  };

  it('answers the same VAPID public key every time: a P-256 point', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(again.json()).toEqual({ publicKey });
    expect(first.body).not.toMatch(/private/i);
  });

  it('sends each subscribed browser one encrypted notice, signed with the VAPID key, when the desk moves the order', async () => {
    const order = await newOrder();
    const phone = push.subscribe();
    const laptop = push.subscribe();
    expect((await subscribe(order.publicId, phone.json)).statusCode).toBe(201);
    expect((await subscribe(order.publicId, laptop.json)).statusCode).toBe(201);
    // the same browser again: its keys are kept, not a second subscription
    expect((await subscribe(order.publicId, phone.json)).statusCode).toBe(200);

    expect((await move(order.id, 'aprovado')).statusCode).toBe(200);
    await runner.drain();

    const { publicKey } = (
      await t.app.inject({ method: 'GET', url: '/api/push/public-key' })
    ).json<{ publicKey: string }>();
    for (const browser of [phone, laptop]) {
      const received = pushesTo(browser.id);
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0]?.text ?? '')).toEqual({
        title: `Pedido #${order.id}: Aprovado`,
        body: 'A pizzaria confirmou seu pedido.',
        url: `/pedido/${order.publicId}`,
        tag: `pedido-${order.publicId}`,
      });
      expect(received[0]?.vapid).toMatchObject({ k: publicKey, sub: SUBJECT, aud: push.origin });
      expect(received[0]?.topic).toBe(order.publicId);
      expect(received[0]?.ttl).toBeGreaterThan(0);
    }
    expect(push.refused).toEqual([]);
  });

  it('tells only the status the order is in when the notice runs', async () => {
    const order = await newOrder();
    const phone = push.subscribe();
    await subscribe(order.publicId, phone.json);
    await move(order.id, 'aprovado');
    await move(order.id, 'em preparo');
    await runner.drain();
    const texts = pushesTo(phone.id).map((p) => JSON.parse(p.text) as { title: string });
    expect(texts.map((p) => p.title)).toEqual([`Pedido #${order.id}: Em preparo`]);
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const order = await newOrder();
    const phone = push.subscribe();
    await subscribe(order.publicId, phone.json);
    push.expire(phone.id);
    await move(order.id, 'aprovado');
    await runner.drain();
    expect(push.refused).toContainEqual(
      expect.objectContaining({ subscriptionId: phone.id, status: 410 }),
    );
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.json.endpoint));
    expect(left).toEqual([]);
    const job = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(like(jobs.key, `order:${order.id}:pendente:aprovado:%`));
    expect(job.every(({ status }) => status === 'done')).toBe(true);
  });

  it('tries again a notice the push service failed (500), without sending the others twice', async () => {
    const order = await newOrder();
    const steady = push.subscribe();
    const flaky = push.subscribe();
    await subscribe(order.publicId, steady.json);
    await subscribe(order.publicId, flaky.json);
    push.answerNext(flaky.id, 500);
    await move(order.id, 'aprovado');
    await runner.drain();
    expect(pushesTo(steady.id)).toHaveLength(1);
    expect(pushesTo(flaky.id)).toHaveLength(0);
    const [failed] = await t.database.db
      .select({ lastError: pushSubscriptions.lastError })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, flaky.json.endpoint));
    expect(failed?.lastError).toMatch(/respondeu 500/);
    expect(failed?.lastError).not.toContain(flaky.id);

    // the retry's time comes
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.kind, statusNotifierJobKind('web-push')));
    await runner.drain();
    expect(pushesTo(flaky.id)).toHaveLength(1);
    expect(pushesTo(steady.id)).toHaveLength(1);
  });

  it('refuses a subscription that is not a browser subscription, with a code and a pt-BR message', async () => {
    const order = await newOrder();
    const good = push.subscribe().json;
    const cases: unknown[] = [
      { ...good, endpoint: 'http://127.0.0.1/push/x' },
      { ...good, keys: { p256dh: 'curta', auth: good.keys.auth } },
      { endpoint: good.endpoint },
      {},
    ];
    for (const body of cases) {
      const res = await subscribe(order.publicId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    const https = await subscribe(order.publicId, { ...good, endpoint: 'http://127.0.0.1/push/x' });
    // the field's own pt-BR message, beside the code
    expect(https.body).toContain('O endereço da inscrição precisa ser https.');
    const unknown = await subscribe('a'.repeat(22), good);
    expect(unknown.statusCode).toBe(404);
    const badId = await subscribe('nao-e-um-pedido', good);
    expect(badId.statusCode).toBe(400);
  });

  it('keeps a bounded number of browsers per order, and none for a finished order', async () => {
    const order = await newOrder();
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_ORDER; i += 1) {
      expect((await subscribe(order.publicId, push.subscribe().json)).statusCode).toBe(201);
    }
    const full = await subscribe(order.publicId, push.subscribe().json);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'PUSH_SUBSCRIPTIONS_FULL' } });

    const rejected = await newOrder();
    await move(rejected.id, 'rejeitado');
    const late = await subscribe(rejected.publicId, push.subscribe().json);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'PUSH_ORDER_FINISHED' } });
  });

  it("forgets a browser that turns its notices off ('Desativar')", async () => {
    const order = await newOrder();
    const phone = push.subscribe();
    await subscribe(order.publicId, phone.json);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.publicId}/push-subscriptions`,
      payload: { endpoint: phone.json.endpoint },
    });
    expect(off.statusCode).toBe(204);
    await move(order.id, 'aprovado');
    await runner.drain();
    expect(pushesTo(phone.id)).toHaveLength(0);
  });
});
