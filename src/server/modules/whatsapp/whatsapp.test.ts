import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { whatsappConnection, whatsappContacts, whatsappMessages } from '../../../db/schema';
import type { Menu } from '../../../domain/menu';
import type { OrderStatus } from '../../../domain/order-status';
import type {
  OrderWhatsAppView,
  WhatsAppSettingsView,
  WhatsAppTestResult,
} from '../../../domain/admin-whatsapp';
import type { JobRunner } from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import {
  FAKE_CLOUD_ERRORS,
  startFakeWhatsAppCloud,
  type FakeWhatsAppCloud,
} from '../../test/fake-whatsapp-cloud';
import { createSecretBox } from '../../security/secret-box';
import { createTestApp, TEST_SECRETS_KEY, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';
import { sendWhatsAppMessage } from './send-message-job';

const APP_SECRET = 'app-secret-0a1b2c3d4e5f6a7b8c9d';
/** Maria's number as the API takes it, and as WhatsApp names her (without the ninth digit). */
const MARIA_TO = '5511987654321';
const MARIA_WA_ID = '551187654321';

/**
 * Decision 073: with the Cloud API connected, each status change that tells the customer sends a
 * message by itself — text inside the 24 h window, a template outside it — recorded before the
 * call, retried through the job queue, never sent twice; receipts and PARAR come by webhook.
 */
describe(`official WhatsApp on ${testDbKind}`, () => {
  let t: TestApp;
  let cloud: FakeWhatsAppCloud;
  let menu: Menu;
  let runner: JobRunner;
  let owner: ReturnType<typeof asAdmin>;
  let now = new Date();

  beforeAll(async () => {
    cloud = await startFakeWhatsAppCloud();
    t = await createTestApp({
      now: () => now,
      openAllDay: true,
      publicUrl: 'https://forno.example',
      whatsappApiUrl: cloud.baseUrl,
      whatsappBackoff: { baseMs: 0, maxMs: 0 },
      jobs: { register: (r) => (runner = r) },
    });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
    await cloud?.close();
  });
  beforeEach(async () => {
    now = new Date();
    await t.database.db.delete(whatsappContacts);
    cloud.sent.length = 0;
    cloud.sendAttempts = 0;
    cloud.closeWindow(MARIA_TO);
    cloud.undeliverable.clear();
  });

  /** The send job's own function, as a second run of the job calls it. */
  const direct = () => ({
    db: t.database.db,
    secrets: createSecretBox(TEST_SECRETS_KEY),
    events: { publish: async () => {} },
    apiUrl: cloud.baseUrl,
    now: () => now,
    maxAttempts: 6,
  });
  const connect = async () => {
    const res = await owner.put('/api/admin/whatsapp', {
      phoneNumberId: cloud.phoneNumberId,
      businessAccountId: '',
      accessToken: cloud.accessToken,
      appSecret: APP_SECRET,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WhatsAppSettingsView>();
  };
  const move = async (id: number, status: OrderStatus, reason?: string) => {
    const res = await owner.post(`/api/admin/orders/${id}/status`, {
      status,
      ...(reason ? { reason } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const messagesOf = async (orderId: number) => {
    const res = await owner.get(`/api/admin/whatsapp/orders/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderWhatsAppView>();
  };
  const signed = (body: unknown, secret = APP_SECRET) => {
    const payload = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
    return t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload,
    });
  };
  const notification = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1029384756',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '551133334444',
                phone_number_id: cloud.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });
  let inboundCount = 0;
  const customerWrites = async (text: string, at = now) => {
    inboundCount += 1;
    const res = await signed(
      notification({
        contacts: [{ profile: { name: 'Maria' }, wa_id: MARIA_WA_ID }],
        messages: [
          {
            from: MARIA_WA_ID,
            id: `wamid.inbound${inboundCount}`,
            timestamp: String(Math.floor(at.getTime() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const receipt = (wamid: string, status: string, extra: Record<string, unknown> = {}) =>
    signed(
      notification({
        statuses: [
          {
            id: wamid,
            status,
            timestamp: String(Math.floor(now.getTime() / 1000)),
            recipient_id: MARIA_WA_ID,
            ...extra,
          },
        ],
      }),
    );

  describe('not connected', () => {
    it('sends nothing and records nothing: the desk keeps its click-to-chat links', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sendAttempts).toBe(0);
      const view = await messagesOf(order.id);
      expect(view).toMatchObject({ isConnected: false, messages: [] });
      const verify = await t.app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
      });
      expect(verify.statusCode).toBe(409);
      expect(verify.json()).toMatchObject({ error: { code: 'WHATSAPP_NOT_CONNECTED' } });
    });
  });

  describe('Configurações › WhatsApp oficial', () => {
    it('saves the number with the secrets masked, tests it at once, and disconnects', async () => {
      const view = await connect();
      expect(view).toMatchObject({
        isConnected: true,
        phoneNumberId: cloud.phoneNumberId,
        webhookUrl: 'https://forno.example/api/whatsapp/webhook',
        tokenMasked: `••••${cloud.accessToken.slice(-4)}`,
        appSecretMasked: `••••${APP_SECRET.slice(-4)}`,
      });
      expect(view.verifyToken.length).toBeGreaterThan(16);
      const shown = JSON.stringify(view);
      expect(shown).not.toContain(cloud.accessToken);
      expect(shown).not.toContain(APP_SECRET);
      const [row] = await t.database.db.select().from(whatsappConnection);
      expect(row?.sealedCredentials).not.toContain(cloud.accessToken);

      // blank secrets keep the saved ones
      const test = await owner.post('/api/admin/whatsapp/test', {
        phoneNumberId: cloud.phoneNumberId,
      });
      expect(test.json<WhatsAppTestResult>()).toEqual({
        ok: true,
        message:
          'Conexão funcionando: o WhatsApp aceitou o token (Forno Pizzaria, +55 11 3333-4444).',
      });
      const bad = await owner.post('/api/admin/whatsapp/test', {
        phoneNumberId: cloud.phoneNumberId,
        accessToken: 'EAAGtokenerrado',
      });
      expect(bad.json<WhatsAppTestResult>()).toMatchObject({ ok: false });
      expect(bad.json<WhatsAppTestResult>().message).toContain('Token de acesso inválido');

      const invalid = await owner.put('/api/admin/whatsapp', { phoneNumberId: 'abc' });
      expect(invalid.statusCode).toBe(400);

      const off = await owner.delete('/api/admin/whatsapp');
      expect(off.json<WhatsAppSettingsView>()).toMatchObject({
        isConnected: false,
        tokenMasked: '',
        verifyToken: view.verifyToken,
      });
      // connected again: the same verify token, so Meta's webhook keeps working
      expect((await connect()).verifyToken).toBe(view.verifyToken);
    });

    it("answers Meta's verification with the challenge only for the right verify token", async () => {
      const { verifyToken } = await connect();
      const ok = await t.app.inject({
        method: 'GET',
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ error: { code: 'WHATSAPP_VERIFY_REFUSED' } });
    });
  });

  describe('connected', () => {
    beforeAll(async () => {
      await connect();
    });

    it('sends the template outside the 24 h window, and its receipts show on the order', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sent).toHaveLength(1);
      expect(cloud.sent[0]).toMatchObject({
        to: MARIA_TO,
        type: 'template',
        template: { name: 'forno_pedido_confirmado', language: 'pt_BR' },
      });
      expect(cloud.sent[0]?.template?.parameters.slice(0, 2)).toEqual(['Maria', `#${order.id}`]);
      expect(cloud.sent[0]?.template?.parameters.at(-1)).toBe(
        `https://forno.example/pedido/${order.publicId}`,
      );
      let view = await messagesOf(order.id);
      expect(view.messages).toMatchObject([
        { orderStatus: 'aprovado', kind: 'modelo', state: 'enviado', attempts: 1, error: null },
      ]);

      const wamid = cloud.sent[0]!.wamid;
      expect((await receipt(wamid, 'delivered')).statusCode).toBe(200);
      expect((await messagesOf(order.id)).messages[0]?.state).toBe('entregue');
      expect((await receipt(wamid, 'read')).statusCode).toBe(200);
      // a late 'delivered' never moves it back
      expect((await receipt(wamid, 'delivered')).statusCode).toBe(200);
      view = await messagesOf(order.id);
      expect(view.messages[0]).toMatchObject({ state: 'lido' });
      expect(view.messages[0]?.readAt).not.toBeNull();
    });

    it('sends free-form text inside the window the customer opened by writing', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      cloud.openWindow(MARIA_TO);
      await customerWrites('Oi, meu pedido já vai sair?');
      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sent).toHaveLength(1);
      expect(cloud.sent[0]).toMatchObject({ to: MARIA_TO, type: 'text' });
      expect(cloud.sent[0]?.text).toContain(`Seu pedido #${order.id} foi confirmado`);
      expect(cloud.sent[0]?.text).toContain('responda PARAR');
      expect((await messagesOf(order.id)).messages[0]).toMatchObject({
        kind: 'texto',
        state: 'enviado',
      });
    });

    it('sends the template when the window closed 24 h after the last message', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      await customerWrites('Oi!', new Date(now.getTime() - 24 * 60 * 60_000 - 1000));
      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sent.map((m) => m.type)).toEqual(['template']);
    });

    it('falls back to the template when WhatsApp says the window is closed (131047)', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      // the customer wrote, but WhatsApp's window for the API is not open (e.g. coexistence)
      await customerWrites('Oi!');
      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sendAttempts).toBe(2);
      expect(cloud.sent.map((m) => m.type)).toEqual(['template']);
      expect((await messagesOf(order.id)).messages[0]).toMatchObject({
        kind: 'modelo',
        state: 'enviado',
        attempts: 2,
      });
    });

    it('retries a failed send once through the queue, and never sends it twice', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      cloud.failNext(FAKE_CLOUD_ERRORS.serviceUnavailable);
      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sendAttempts).toBe(2);
      expect(cloud.sent).toHaveLength(1);
      const [message] = (await messagesOf(order.id)).messages;
      expect(message).toMatchObject({ state: 'enviado', attempts: 2, error: null });

      // the same send run again (a notice told twice, a job run after a restart): nothing more
      await sendWhatsAppMessage(direct(), message!.id, {
        attempt: 1,
        signal: new AbortController().signal,
      });
      expect(cloud.sendAttempts).toBe(2);
    });

    /** Approves the order and holds its message at WhatsApp: the call made, no answer yet. */
    async function approveWithSendHeld(orderId: number) {
      const hold = cloud.holdNext();
      await move(orderId, 'aprovado');
      const draining = runner.drain();
      await hold.arrived;
      const [row] = await t.database.db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.orderId, orderId));
      if (!row) throw new Error(`no message recorded for order ${orderId}`);
      return { hold, draining, row };
    }

    it("records a message before the call; one cut off mid-call is 'incerta', never sent again", async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      const { hold, draining, row } = await approveWithSendHeld(order.id);
      // WhatsApp has the request and has not answered: the row already says 'enviando'
      expect(row.state).toBe('enviando');
      hold.cut();
      await draining;
      let [message] = (await messagesOf(order.id)).messages;
      expect(message).toMatchObject({ state: 'incerta', attempts: 1 });
      expect(message?.error).toContain('pode ter chegado');

      // the job run again (after a restart) or the notice told again: nothing more is sent
      await sendWhatsAppMessage(direct(), row.id, {
        attempt: 2,
        signal: new AbortController().signal,
      });
      expect(cloud.sendAttempts).toBe(1);
      [message] = (await messagesOf(order.id)).messages;
      expect(message?.state).toBe('incerta');
    });

    it("a run that finds a message left 'enviando' by a dead server marks it 'incerta' without calling", async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      const { hold, draining, row } = await approveWithSendHeld(order.id);
      // another instance takes the job over after the lease of the dead one expired
      await sendWhatsAppMessage(direct(), row.id, {
        attempt: 2,
        signal: new AbortController().signal,
      });
      expect((await messagesOf(order.id)).messages[0]?.state).toBe('incerta');
      hold.cut();
      await draining;
      expect(cloud.sendAttempts).toBe(1);
      expect((await messagesOf(order.id)).messages[0]?.state).toBe('incerta');
    });

    it('shows an undeliverable number as failed with the reason, without retrying', async () => {
      cloud.undeliverable.add(MARIA_TO);
      const { order } = await placeOrder(t, smallOrder(menu));
      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sendAttempts).toBe(1);
      const [message] = (await messagesOf(order.id)).messages;
      expect(message).toMatchObject({ state: 'falhou' });
      expect(message?.error).toContain('131026');
    });

    it("shows a failure WhatsApp reports later by webhook, with WhatsApp's reason", async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      await move(order.id, 'aprovado');
      await runner.drain();
      const res = await receipt(cloud.sent[0]!.wamid, 'failed', {
        errors: [
          {
            code: 131049,
            title: 'This message was not delivered to maintain healthy ecosystem engagement.',
            error_data: {
              details:
                'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
            },
          },
        ],
      });
      expect(res.statusCode).toBe(200);
      const [message] = (await messagesOf(order.id)).messages;
      expect(message).toMatchObject({ state: 'falhou' });
      expect(message?.error).toContain('131049');
    });

    it('refuses a notification whose signature is not the app secret’s (401, with a code)', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      await move(order.id, 'aprovado');
      await runner.drain();
      const forged = await signed(
        notification({ statuses: [{ id: cloud.sent[0]!.wamid, status: 'read', timestamp: '1' }] }),
        'outro-segredo',
      );
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ error: { code: 'WHATSAPP_SIGNATURE_INVALID' } });
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(unsigned.statusCode).toBe(401);
      expect((await messagesOf(order.id)).messages[0]?.state).toBe('enviado');
    });

    it('stops the notices after PARAR (with its time) and resumes them after VOLTAR', async () => {
      const { order } = await placeOrder(t, smallOrder(menu));
      cloud.openWindow(MARIA_TO);
      cloud.openWindow(MARIA_WA_ID);
      await customerWrites('Parar');
      await runner.drain();
      // the confirmation, inside the window she just opened
      expect(cloud.sent).toHaveLength(1);
      expect(cloud.sent[0]?.text).toContain('não receberá mais avisos');
      const stopped = await messagesOf(order.id);
      expect(stopped.optedOutAt).not.toBeNull();
      const [contact] = await t.database.db.select().from(whatsappContacts);
      expect(contact?.optedOutAt?.getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000);
      // the customer's record (CRM) shows it too
      const crm = await owner.get('/api/admin/customers?q=Maria');
      expect(crm.statusCode, crm.body).toBe(200);
      expect(
        crm.json<{ customers: { whatsappOptedOutAt: string | null }[] }>().customers[0],
      ).toMatchObject({
        whatsappOptedOutAt: contact?.optedOutAt?.toISOString(),
      });

      await move(order.id, 'aprovado');
      await runner.drain();
      expect(cloud.sent).toHaveLength(1);
      expect((await messagesOf(order.id)).messages).toEqual([]);

      now = new Date(now.getTime() + 60_000);
      await customerWrites('voltar');
      await runner.drain();
      expect(cloud.sent[1]?.text).toContain('voltará a receber');
      await move(order.id, 'em preparo');
      await move(order.id, 'saiu para entrega');
      await runner.drain();
      expect(cloud.sent).toHaveLength(3);
      const view = await messagesOf(order.id);
      expect(view.optedOutAt).toBeNull();
      expect(view.messages.map((m) => m.orderStatus)).toEqual(['saiu para entrega']);
      const back = await owner.get('/api/admin/customers?q=Maria');
      expect(
        back.json<{ customers: { whatsappOptedOutAt: string | null }[] }>().customers[0]
          ?.whatsappOptedOutAt,
      ).toBeNull();
    });

    it('hostile bodies get a 4xx with a code', async () => {
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update('{nope').digest('hex')}`,
        },
        payload: '{nope',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
      const huge = await signed({ object: 'x', entry: [], pad: 'a'.repeat(300 * 1024) });
      expect(huge.statusCode).toBe(413);
    });
  });
});
