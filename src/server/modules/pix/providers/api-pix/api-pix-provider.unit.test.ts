import { once } from 'node:events';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clientCertificateOf,
  PIX_TEST_CERTS,
  startFakeApiPix,
  type FakeApiPix,
} from '../../../../test/fake-api-pix';
import { PixProviderError, WebhookRefused, type WebhookRequest } from '../../provider';
import { createApiPixProvider, type ApiPixOptions, type TokenCache } from './api-pix-provider';
import { bankProfile } from './bank-profile';
import { centsOfAmount } from './payloads';

const TXID = 'FORNO42C1Rabcdefghijklmnopqrstu';
const open: FakeApiPix[] = [];

async function fakeBank(options: Parameters<typeof startFakeApiPix>[0] = {}) {
  const fake = await startFakeApiPix(options);
  open.push(fake);
  return fake;
}

function adapter(fake: FakeApiPix, config = fake.config(), options: ApiPixOptions = {}) {
  return createApiPixProvider(config, {
    ca: PIX_TEST_CERTS.ca,
    tokenCache: new Map() as TokenCache,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<PixProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PixProviderError);
  return error as PixProviderError;
}

function webhook(
  body: string,
  clientCertificate: WebhookRequest['clientCertificate'],
): WebhookRequest {
  return { headers: {}, query: {}, rawBody: body, clientCertificate };
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((fake) => fake.close()));
});

describe('API Pix adapter against the fake PSP', () => {
  it('gets an Efí token over mTLS with the shop .p12 and Basic auth', async () => {
    const fake = await fakeBank({ variant: 'efi' });
    await adapter(fake).testConnection();

    const token = fake.requests.find((r) => r.path === '/oauth/token');
    expect(token?.method).toBe('POST');
    expect(token?.clientCertificate).toBe('Loja de Teste');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
    );
    expect(token?.body).toEqual({ grant_type: 'client_credentials' });
    expect(fake.requests.at(-1)?.path).toBe('/v2/pix');
  });

  it('gets an Inter token form-encoded with the scope list, with a PEM certificate', async () => {
    const fake = await fakeBank({ variant: 'inter' });
    await adapter(fake, fake.config({ certificate: 'pem' })).testConnection();

    const token = fake.requests.find((r) => r.path === '/oauth/v2/token');
    expect(token?.clientCertificate).toBe('Loja de Teste');
    expect(token?.body).toEqual({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'client_credentials',
      scope: 'cob.write cob.read pix.read pix.write webhook.read webhook.write',
    });
    expect(fake.requests.at(-1)?.path).toBe('/pix/v2/pix');
  });

  it('is refused by the PSP without the shop certificate, saying so in pt-BR', async () => {
    const fake = await fakeBank();
    const config = fake.config();
    config.credentials.certificate = {
      format: 'pem',
      certificate: PIX_TEST_CERTS.stranger.cert,
      privateKey: PIX_TEST_CERTS.stranger.key,
    };
    const error = await failure(adapter(fake, config).testConnection());
    expect(error.code).toBe('CERTIFICATE');
    expect(error.message).toMatch(/^O certificado não foi aceito pela Efí/);
    expect(fake.tokensIssued()).toBe(0);
  });

  it('says so when the .p12 passphrase is wrong', async () => {
    const fake = await fakeBank();
    const config = fake.config();
    config.credentials.certificate = {
      format: 'p12',
      base64: PIX_TEST_CERTS.shop.p12Base64,
      passphrase: 'errada',
    };
    const error = await failure(adapter(fake, config).testConnection());
    expect(error.code).toBe('CERTIFICATE');
    expect(error.message).toBe(
      'Não foi possível abrir o certificado da Efí: confira o arquivo .p12 e a senha.',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses bad credentials for good, naming the bank, without the secret', async () => {
    const efi = await fakeBank({ variant: 'efi' });
    const efiError = await failure(
      adapter(efi, efi.config({ clientSecret: 'segredo-errado' })).testConnection(),
    );
    expect(efiError.code).toBe('AUTH_REFUSED');
    expect(efiError.isRetriable).toBe(false);
    expect(efiError.message).toBe('A Efí recusou o client_id ou o client_secret.');

    const inter = await fakeBank({ variant: 'inter' });
    const interError = await failure(
      adapter(inter, inter.config({ clientSecret: 'segredo-errado' })).testConnection(),
    );
    expect(interError.message).toBe('O Banco Inter recusou o client_id ou o client_secret.');
    expect(interError.message).not.toContain('segredo-errado');
  });

  it('reuses its token, asks a new one on a 401, and renews it before it expires', async () => {
    let clock = new Date('2026-11-27T20:00:00Z');
    const now = () => clock;
    const fake = await fakeBank({ tokenLifetimeSeconds: 600, now });
    const provider = adapter(fake, fake.config(), { now });
    await provider.createCharge({
      txid: TXID,
      amountCents: 4500,
      expiresInSeconds: 900,
      description: 'Pedido #42',
      payer: null,
    });
    await provider.getCharge(TXID, null);
    expect(fake.tokensIssued()).toBe(1);

    fake.expireTokens();
    expect((await provider.getCharge(TXID, null)).status).toBe('ativa');
    expect(fake.tokensIssued()).toBe(2);
    expect(
      fake.requests.filter((r) => r.path === `/v2/cob/${TXID}` && r.method === 'GET'),
    ).toHaveLength(3);

    // 600 s of life, renewed a minute before the end
    clock = new Date(clock.getTime() + 541_000);
    await provider.getCharge(TXID, null);
    expect(fake.tokensIssued()).toBe(3);
  });

  it('creates a charge with the exact body, and again with the same txid keeps the one cob', async () => {
    const now = () => new Date('2026-11-27T20:00:00.000Z');
    const fake = await fakeBank({ now });
    const provider = adapter(fake, fake.config(), { now });
    const request = {
      txid: TXID,
      amountCents: 4500,
      expiresInSeconds: 900,
      description: 'Pedido #42 - Pizzaria',
      payer: null,
    };
    const created = await provider.createCharge(request);

    const put = fake.requests.find((r) => r.method === 'PUT' && r.path === `/v2/cob/${TXID}`);
    expect(put?.headers.authorization).toMatch(/^Bearer .+/);
    expect(put?.body).toEqual({
      calendario: { expiracao: 900 },
      valor: { original: '45.00' },
      chave: fake.pixKey,
      solicitacaoPagador: 'Pedido #42 - Pizzaria',
    });
    const cob = fake.charges.get(TXID);
    expect(created.copiaECola).toBe(cob?.pixCopiaECola);
    expect(created.copiaECola).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(created.providerRef).toBe(String(cob?.loc.id));
    expect(created.expiresAt.toISOString()).toBe('2026-11-27T20:15:00.000Z');

    // a job run twice: Efí answers 409 txid_duplicado; the cob it holds is ours
    const again = await provider.createCharge(request);
    expect(again.copiaECola).toBe(created.copiaECola);
    expect(fake.charges.size).toBe(1);
  });

  it('does not take another amount cob under the same txid as ours', async () => {
    const fake = await fakeBank({ variant: 'inter' });
    const provider = adapter(fake);
    await provider.createCharge({
      txid: TXID,
      amountCents: 4500,
      expiresInSeconds: 900,
      description: 'Pedido',
      payer: null,
    });
    const error = await failure(
      provider.createCharge({
        txid: TXID,
        amountCents: 5000,
        expiresInSeconds: 900,
        description: 'Pedido',
        payer: null,
      }),
    );
    expect(error.code).toBe('REFUSED');
    expect(error.message).toMatch(
      /^O Banco Inter recusou a cobrança \(HTTP 400\): O txid informado já foi utilizado/,
    );
  });

  it('reads a charge paid, with the payer name, and one past its expiry as expired', async () => {
    let clock = new Date('2026-11-27T20:00:00Z');
    const now = () => clock;
    for (const variant of ['efi', 'inter'] as const) {
      const fake = await fakeBank({ variant, now });
      const provider = adapter(fake, fake.config(), { now });
      await provider.createCharge({
        txid: TXID,
        amountCents: 4590,
        expiresInSeconds: 900,
        description: 'Pedido',
        payer: null,
      });
      expect(await provider.getCharge(TXID, null)).toEqual({ status: 'ativa', payments: [] });

      const pix = fake.pay(TXID, { payerName: 'Maria Silva' });
      expect(await provider.getCharge(TXID, null)).toEqual({
        status: 'paga',
        payments: [
          {
            endToEndId: pix.endToEndId,
            txid: TXID,
            amountCents: 4590,
            payerName: 'Maria Silva',
            paidAt: clock,
          },
        ],
      });

      const other = 'FORNO43C1Rabcdefghijklmnopqrstu';
      await provider.createCharge({
        txid: other,
        amountCents: 1000,
        expiresInSeconds: 900,
        description: 'Pedido',
        payer: null,
      });
      clock = new Date(clock.getTime() + 900_000);
      expect((await provider.getCharge(other, null)).status).toBe('expirada');
      clock = new Date('2026-11-27T20:00:00Z');
    }
  });

  it('cancels an open charge, and a paid one is left as it is', async () => {
    const fake = await fakeBank();
    const provider = adapter(fake);
    await provider.createCharge({
      txid: TXID,
      amountCents: 4500,
      expiresInSeconds: 900,
      description: 'Pedido',
      payer: null,
    });
    await provider.cancelCharge(TXID, null);
    const patch = fake.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe(`/v2/cob/${TXID}`);
    expect(patch?.body).toEqual({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    expect((await provider.getCharge(TXID, null)).status).toBe('removida');

    const paid = 'FORNO44C1Rabcdefghijklmnopqrstu';
    await provider.createCharge({
      txid: paid,
      amountCents: 4500,
      expiresInSeconds: 900,
      description: 'Pedido',
      payer: null,
    });
    fake.pay(paid);
    await provider.cancelCharge(paid, null);
    expect(fake.charges.get(paid)?.status).toBe('CONCLUIDA');
  });

  it('lists the Pix received across pages', async () => {
    const fake = await fakeBank({ variant: 'inter' });
    const at = new Date('2026-11-27T20:30:00Z');
    const paid = Array.from({ length: 101 }, (_, i) => fake.payStranger(100 + i, { at }));
    fake.payStranger(999, { at: new Date('2026-11-27T23:30:00Z') });

    const listed = await adapter(fake).listReceived(
      new Date('2026-11-27T20:00:00Z'),
      new Date('2026-11-27T21:00:00Z'),
    );
    expect(listed.map((pix) => pix.endToEndId)).toEqual(paid.map((pix) => pix.endToEndId));
    expect(listed[100]).toMatchObject({ txid: null, amountCents: 200, payerName: 'João Souza' });
    const pages = fake.requests.filter((r) => r.path === '/pix/v2/pix');
    expect(pages.map((r) => r.query['paginacao.paginaAtual'])).toEqual(['0', '1']);
    expect(pages[0]?.query).toMatchObject({
      inicio: '2026-11-27T20:00:00.000Z',
      fim: '2026-11-27T21:00:00.000Z',
      'paginacao.itensPorPagina': '100',
    });
  });

  it('refunds a Pix once per id, and reads a refund that failed', async () => {
    const fake = await fakeBank();
    const provider = adapter(fake);
    await provider.createCharge({
      txid: TXID,
      amountCents: 4500,
      expiresInSeconds: 900,
      description: 'Pedido',
      payer: null,
    });
    const pix = fake.pay(TXID);
    const request = {
      endToEndId: pix.endToEndId,
      refundId: 'FORNOD1',
      amountCents: 4500,
      providerRef: null,
    };

    expect(await provider.refund(request)).toEqual({ status: 'em_processamento', reason: null });
    const put = fake.requests.find((r) => r.path === `/v2/pix/${pix.endToEndId}/devolucao/FORNOD1`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ valor: '45.00' });
    expect(await provider.getRefund(request)).toEqual({ status: 'devolvido', reason: null });
    // asked again (a job run twice): 409 devolucao_id_duplicado, the one refund answers
    expect(await provider.refund(request)).toEqual({ status: 'devolvido', reason: null });
    expect(fake.received[0]?.devolucoes).toHaveLength(1);

    const stranger = fake.payStranger(3000);
    fake.failRefunds('Saldo insuficiente para realizar a devolução.');
    const failed = {
      endToEndId: stranger.endToEndId,
      refundId: 'FORNOD2',
      amountCents: 3000,
      providerRef: null,
    };
    expect((await provider.refund(failed)).status).toBe('em_processamento');
    expect(await provider.getRefund(failed)).toEqual({
      status: 'nao_realizado',
      reason: 'Saldo insuficiente para realizar a devolução.',
    });
  });

  it('registers the webhook address under the shop key (Efí: mTLS checked)', async () => {
    const fake = await fakeBank();
    await adapter(fake).registerWebhook('https://forno.example.com.br/api/pix/webhook/abc');
    expect(fake.webhooks.get(fake.pixKey)).toBe('https://forno.example.com.br/api/pix/webhook/abc');
    const put = fake.requests.find((r) => r.path.startsWith('/v2/webhook/'));
    expect(put?.path).toBe(`/v2/webhook/${fake.pixKey}`);
    expect(put?.headers['x-skip-mtls-checking']).toBe('false');
    expect(put?.body).toEqual({ webhookUrl: 'https://forno.example.com.br/api/pix/webhook/abc' });
  });

  it('reads webhooks in the Efí and the Inter shape, amounts to the centavo', async () => {
    for (const variant of ['efi', 'inter'] as const) {
      const fake = await fakeBank({ variant });
      const provider = adapter(fake, fake.config({ webhookCertificate: PIX_TEST_CERTS.ca }));
      await provider.createCharge({
        txid: TXID,
        amountCents: 123456,
        expiresInSeconds: 900,
        description: 'Pedido',
        payer: null,
      });
      const paid = fake.pay(TXID, { payerName: 'Ana Lima' });
      const stranger = fake.payStranger(7);
      const body = fake.webhookBody([paid, stranger]);
      expect(body.startsWith(variant === 'efi' ? '{"pix":[' : '[')).toBe(true);

      const content = provider.readWebhook(webhook(body, clientCertificateOf('psp')));
      expect(content).toEqual({
        kind: 'payments',
        payments: [
          {
            endToEndId: paid.endToEndId,
            txid: TXID,
            amountCents: 123456,
            payerName: 'Ana Lima',
            paidAt: new Date(paid.horario),
          },
          {
            endToEndId: stranger.endToEndId,
            txid: null,
            amountCents: 7,
            payerName: 'João Souza',
            paidAt: new Date(stranger.horario),
          },
        ],
      });
    }
  });

  it('takes Efí test call and a Pix the shop sent as nothing to apply', async () => {
    const fake = await fakeBank();
    const provider = adapter(fake);
    const psp = clientCertificateOf('psp');
    expect(provider.readWebhook(webhook('{"evento":"teste_webhook"}', psp))).toEqual({
      kind: 'ignored',
    });
    const sent =
      '{"pix":[{"endToEndId":"E1","chave":"x","tipo":"SOLICITACAO","status":"REALIZADO","valor":"0.01","horario":"2026-11-27T20:00:00Z"}]}';
    expect(provider.readWebhook(webhook(sent, psp))).toEqual({ kind: 'ignored' });
  });

  it('refuses a webhook without a certificate, from a stranger, with the shop own, or garbage', async () => {
    const fake = await fakeBank();
    const pinned = adapter(fake, fake.config({ webhookCertificate: PIX_TEST_CERTS.ca }));
    const open = adapter(fake, fake.config({ certificate: 'pem' }));
    const body = fake.webhookBody([fake.payStranger(4500)]);

    expect(() => pinned.readWebhook(webhook(body, null))).toThrow(WebhookRefused);
    expect(() => pinned.readWebhook(webhook(body, clientCertificateOf('stranger')))).toThrow(
      WebhookRefused,
    );
    // the shop's own certificate is never the bank's, pinned or not, PEM or .p12
    expect(() => pinned.readWebhook(webhook(body, clientCertificateOf('shop')))).toThrow(
      WebhookRefused,
    );
    expect(() => open.readWebhook(webhook(body, clientCertificateOf('shop')))).toThrow(
      WebhookRefused,
    );
    const psp = clientCertificateOf('psp');
    expect(() => pinned.readWebhook(webhook('não é json', psp))).toThrow(WebhookRefused);
    expect(() => pinned.readWebhook(webhook('{"pix":"x"}', psp))).toThrow(WebhookRefused);
    expect(() =>
      pinned.readWebhook(
        webhook('[{"endToEndId":"E1","valor":"45,00","horario":"2026-11-27T20:00:00Z"}]', psp),
      ),
    ).toThrow(WebhookRefused);
    expect(() => pinned.readWebhook(webhook('42', psp))).toThrow(WebhookRefused);
    const unreadable = adapter(fake, fake.config({ webhookCertificate: 'não é um certificado' }));
    expect(() => unreadable.readWebhook(webhook(body, psp))).toThrow(WebhookRefused);
    // pinned to the PSP's own leaf certificate, written the way OpenSSL and nginx write names
    const leaf = adapter(fake, fake.config({ webhookCertificate: PIX_TEST_CERTS.psp.cert }));
    expect(leaf.readWebhook(webhook(body, psp)).kind).toBe('payments');
    const slashed = { ...psp, fingerprint256: psp.fingerprint256.replace(/:/g, '').toLowerCase() };
    expect(leaf.readWebhook(webhook(body, slashed)).kind).toBe('payments');
    const pinnedByIssuer = {
      ...psp,
      fingerprint256: 'AA',
      issuer: '/C=BR/O=PSP de Teste/CN=PSP de Teste CA',
    };
    expect(pinned.readWebhook(webhook(body, pinnedByIssuer)).kind).toBe('payments');
  });

  it('notifies a webhook over mTLS the way each bank does', async () => {
    const seen: { path: string; body: string; cert: WebhookRequest['clientCertificate'] }[] = [];
    const receiver: Server = createServer(
      {
        key: PIX_TEST_CERTS.server.key,
        cert: PIX_TEST_CERTS.server.cert,
        ca: PIX_TEST_CERTS.ca,
        requestCert: true,
        rejectUnauthorized: false,
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const peer = (req.socket as TLSSocket).getPeerX509Certificate();
          seen.push({
            path: req.url ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
            cert: peer
              ? { fingerprint256: peer.fingerprint256, subject: peer.subject, issuer: peer.issuer }
              : null,
          });
          res.writeHead(200).end();
        });
      },
    );
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const url = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/pix/webhook/tok`;
    try {
      for (const variant of ['efi', 'inter'] as const) {
        const fake = await fakeBank({ variant });
        const provider = adapter(fake, fake.config({ webhookCertificate: PIX_TEST_CERTS.ca }));
        await provider.registerWebhook(url);
        const pix = fake.payStranger(4500);
        expect((await fake.notify([pix])).status).toBe(200);
        const last = seen.at(-1);
        expect(last?.path).toBe(
          variant === 'efi' ? '/api/pix/webhook/tok/pix' : '/api/pix/webhook/tok',
        );
        const content = provider.readWebhook(webhook(last?.body ?? '', last?.cert ?? null));
        expect(content.kind === 'payments' && content.payments[0]?.endToEndId).toBe(pix.endToEndId);

        await fake.sendWebhook(url, [pix], { clientCert: 'none' });
        expect(() =>
          provider.readWebhook(webhook(seen.at(-1)?.body ?? '', seen.at(-1)?.cert ?? null)),
        ).toThrow(WebhookRefused);
      }
    } finally {
      receiver.close();
      receiver.closeAllConnections();
    }
  });

  it('tells a provider that is down as retriable: refused, 503, and silent', async () => {
    const fake = await fakeBank();
    const provider = adapter(fake);
    await provider.testConnection();

    await fake.setDown('refuse');
    const refused = await failure(provider.getCharge(TXID, null));
    expect(refused).toMatchObject({ code: 'UNREACHABLE', isRetriable: true });
    expect(refused.message).toBe('Não foi possível falar com a Efí (conexão recusada).');

    await fake.setUp();
    await fake.setDown('unavailable');
    const unavailable = await failure(provider.getCharge(TXID, null));
    expect(unavailable).toMatchObject({ code: 'PROVIDER_ERROR', isRetriable: true });
    expect(unavailable.message).toBe(
      'A Efí está com problemas agora (HTTP 503); tentaremos de novo.',
    );

    await fake.setDown('silent');
    // the only wait here is the adapter's own timeout, shortened: the fake never answers
    const impatient = adapter(fake, fake.config(), { timeoutMs: 300 });
    const silent = await failure(impatient.getCharge(TXID, null));
    expect(silent).toMatchObject({ code: 'TIMEOUT', isRetriable: true });
    expect(silent.message).toBe('Não foi possível falar com a Efí (tempo esgotado).');

    await fake.setUp();
    await provider.createCharge({
      txid: TXID,
      amountCents: 4500,
      expiresInSeconds: 900,
      description: 'Pedido',
      payer: null,
    });
    expect(fake.charges.has(TXID)).toBe(true);
  });

  it('asks one token for calls made together, and stops when its job is aborted', async () => {
    const fake = await fakeBank();
    const provider = adapter(fake);
    await Promise.all([
      provider.listReceived(new Date(0), new Date()),
      provider.getCharge(TXID, null).catch(() => null),
    ]);
    expect(fake.tokensIssued()).toBe(1);

    const controller = new AbortController();
    controller.abort();
    const aborted = await failure(provider.getCharge(TXID, null, controller.signal));
    expect(aborted).toMatchObject({ code: 'TIMEOUT', isRetriable: true });
    expect(aborted.message).toBe('A chamada para a Efí foi interrompida; será feita de novo.');
  });

  it('answers a charge the bank does not know as NOT_FOUND, Efí 400 and Inter 404 alike', async () => {
    for (const variant of ['efi', 'inter'] as const) {
      const fake = await fakeBank({ variant });
      const error = await failure(adapter(fake).getCharge(TXID, null));
      expect(error).toMatchObject({ code: 'NOT_FOUND', isRetriable: false });
    }
  });
});

describe('API Pix amounts', () => {
  it('reads the string amounts exactly, refusing what is not one', () => {
    expect(centsOfAmount('45.00')).toBe(4500);
    expect(centsOfAmount('0.29')).toBe(29);
    expect(centsOfAmount('1234.5')).toBe(123450);
    expect(centsOfAmount('7')).toBe(700);
    for (const bad of ['45,00', '-1.00', '1e3', '0.299', '', ' ', 'NaN'])
      expect(centsOfAmount(bad)).toBeNull();
    expect(centsOfAmount(45)).toBeNull();
  });
});

describe('API Pix bank profiles', () => {
  const credentials = {
    clientId: 'id',
    clientSecret: '',
    certificate: { format: 'pem' as const, certificate: '', privateKey: '' },
    pixKey: 'chave',
  };

  it('fills each bank default address, and the owner own for another bank', () => {
    const sicoob = bankProfile({
      kind: 'api_pix',
      bank: 'sicoob',
      baseUrl: '',
      tokenUrl: '',
      credentials,
    });
    expect(sicoob.apiRoot).toBe('https://api.sicoob.com.br/pix/api/v2');
    expect(sicoob.tokenUrl).toBe(
      'https://auth.sicoob.com.br/auth/realms/cooperado/protocol/openid-connect/token',
    );
    expect(sicoob.tokenStyle).toBe('form-body');
    const efiTest = bankProfile({
      kind: 'api_pix',
      bank: 'efi',
      baseUrl: 'https://pix-h.api.efipay.com.br/',
      tokenUrl: '',
      credentials,
    });
    expect(efiTest.apiRoot).toBe('https://pix-h.api.efipay.com.br/v2');
    expect(efiTest.tokenUrl).toBe('https://pix-h.api.efipay.com.br/oauth/token');
    const other = bankProfile({
      kind: 'api_pix',
      bank: 'outro',
      baseUrl: 'https://api.banco.com.br/pix/v2',
      tokenUrl: 'https://auth.banco.com.br/token',
      credentials,
    });
    expect(other).toMatchObject({
      apiRoot: 'https://api.banco.com.br/pix/v2',
      tokenUrl: 'https://auth.banco.com.br/token',
      tokenStyle: 'form-basic',
      subject: 'O banco',
    });
  });

  it('passes the bank own words on a refused charge', async () => {
    const fake = await fakeBank();
    const config = fake.config();
    config.credentials.pixKey = 'outra@chave.com.br';
    const error = await failure(
      adapter(fake, config).createCharge({
        txid: TXID,
        amountCents: 4500,
        expiresInSeconds: 900,
        description: 'Pedido',
        payer: null,
      }),
    );
    expect(error).toMatchObject({ code: 'REFUSED', isRetriable: false });
    expect(error.message).toBe(
      'A Efí recusou a cobrança (HTTP 400): A chave informada não faz referência à conta autenticada',
    );
  });
});
