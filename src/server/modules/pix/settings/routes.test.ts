import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentCredentialChanges, pixProvider } from '../../../../db/schema';
import { CSRF_HEADER } from '../../../../domain/admin-accounts';
import type { PaymentCredentialChange } from '../../../../domain/admin-payment-credentials';
import type { PixProviderView } from '../../../../domain/admin-pix-provider';
import { buildApp } from '../../../app';
import type { JobRunner } from '../../../jobs/job-queue';
import { createSecretBox } from '../../../security/secret-box';
import { loginAsAdmin } from '../../../test/admin-session';
import { createMemoryPixProvider, type MemoryPixProvider } from '../../../test/memory-pix-provider';
import {
  createTestApp,
  createTestDatabase,
  TEST_SECRETS_KEY,
  testDbKind,
  type TestApp,
} from '../../../test/test-app';
import { asAdmin } from '../../admin-orders/admin-test-kit';
import { FRIDAY_EVENING } from '../../orders/order-test-kit';
import { PixProviderError, type PixProviderConfig } from '../provider';
import { readPixProvider } from '../provider-config';

const certs = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/pix-certs/${name}`, import.meta.url));
const P12_BASE64 = certs('shop.p12').toString('base64');
const P12_PASSPHRASE = 'senha-teste';
const CERT_PEM = certs('shop.pem').toString('utf8');
const KEY_PEM = certs('shop.key').toString('utf8');
const OTHER_KEY_PEM = certs('stranger.key').toString('utf8');
/** The PSP's CA: the chain its webhooks' client certificates are issued under. */
const PSP_CA_PEM = certs('ca.pem').toString('utf8');

const PASSWORD = 'senha-da-dona-123';
const CLIENT_ID = 'Client_Id_9f8e7d6c5b4a_abc';
const CLIENT_SECRET = 'Client_Secret_0a1b2c3d4e5f6a7b8c9d';
const ACCESS_TOKEN = 'APP_USR-1234567890123456-112716-0a1b2c3d4e5f60718293a4b5c6d7e8f9-991234';
const WEBHOOK_SECRET = 'mp-webhook-assinatura-9a8b7c6d5e4f';
/** Every secret the tests type: none may ever come back or reach the log. */
const SECRETS = [
  CLIENT_SECRET,
  P12_BASE64,
  P12_PASSPHRASE,
  ACCESS_TOKEN,
  WEBHOOK_SECRET,
  CLIENT_ID,
];

const CHOICES = { expiryMinutes: 15, unpaidPolicy: 'aguardar', ringOn: 'chegada' } as const;
const EFI = {
  kind: 'api_pix',
  bank: 'efi',
  baseUrl: 'https://pix.api.efipay.com.br',
  tokenUrl: '',
} as const;
const efiConnection = (extra: Record<string, unknown> = {}) => ({
  ...EFI,
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  certificate: { format: 'p12', base64: P12_BASE64, passphrase: P12_PASSPHRASE },
  pixKey: 'pix@forno.test',
  ...extra,
});

interface ErrorAnswer {
  error: { code: string; message: string };
}

function expectNoSecret(body: string) {
  for (const secret of SECRETS) expect(body).not.toContain(secret);
  expect(body).not.toContain('PRIVATE KEY');
  expect(body).not.toContain(CERT_PEM.split('\n')[1]);
}

describe(`Configurações › Pagamento › Pix automático on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: ReturnType<typeof asAdmin>;
  let cookie: string;
  let memory: MemoryPixProvider;
  let runner: JobRunner | undefined;
  /** The configs the server built adapters from (what 'Testar conexão' really used). */
  const built: PixProviderConfig[] = [];
  /** Replaces the provider's answer to 'Testar conexão' while set. */
  let testRefusal: PixProviderError | null = null;
  let now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    memory = createMemoryPixProvider();
    t = await createTestApp({
      now: () => now,
      jobs: { register: (jobs) => (runner = jobs) },
      pixProviderFactory: (config) => {
        built.push(config);
        return {
          ...memory,
          testConnection: async (signal) => {
            if (testRefusal) throw testRefusal;
            return memory.testConnection(signal);
          },
        };
      },
    });
    cookie = await loginAsAdmin(t.app, t.database, now, 'owner', PASSWORD);
    owner = asAdmin(t, cookie);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    // the password check counts with the logins: each test an hour later
    now = new Date(now.getTime() + 60 * 60_000);
    await t.database.db.delete(pixProvider);
    await t.database.db.delete(paymentCredentialChanges);
    built.length = 0;
    memory.calls.length = 0;
    memory.isDown = false;
    testRefusal = null;
  });

  const view = async () => {
    const res = await owner.get('/api/admin/pix-provider');
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecret(res.body);
    return res.json<PixProviderView>();
  };
  const save = async (connection: unknown, extra: Record<string, unknown> = {}) => {
    const res = await owner.put('/api/admin/pix-provider', {
      connection,
      choices: CHOICES,
      ...extra,
    });
    expectNoSecret(res.body);
    return res;
  };
  const history = async () =>
    (await owner.get('/api/admin/settings/payment-changes')).json<{
      changes: PaymentCredentialChange[];
    }>().changes;
  const disconnect = (payload: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/admin/pix-provider',
      headers: { cookie, [CSRF_HEADER]: '1' },
      payload: payload as Record<string, unknown>,
    });

  it('connects the Efí with a .p12 and the password, shows a masked summary, registers the webhook', async () => {
    expect(await view()).toMatchObject({ hasSecretsKey: true, status: 'none', webhookUrl: '' });

    const refused = await save(efiConnection());
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorAnswer>().error).toEqual({
      code: 'PASSWORD_CONFIRMATION_REQUIRED',
      message: 'Para mudar a conexão do Pix automático, confirme sua senha.',
    });

    const res = await save(efiConnection(), { currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<PixProviderView>();
    expect(saved).toMatchObject({
      status: 'ready',
      kind: 'api_pix',
      bank: 'efi',
      baseUrl: 'https://pix.api.efipay.com.br',
      isActive: true,
      webhookRegisteredAt: null,
      summary: {
        clientId: 'Clie…_abc',
        certificateSubject: 'Loja de Teste',
        pixKey: 'pix@forno.test',
        connectedAt: now.toISOString(),
      },
    });
    expect(saved.summary.certificateValidTo).toMatch(/^2056-/);
    expect(saved.webhookUrl).toMatch(/^http:\/\/localhost(:80)?\/api\/pix\/webhook\/[\w-]{32}$/);

    // sealed in the database, opened with the key
    const state = await readPixProvider(t.database.db, createSecretBox(TEST_SECRETS_KEY));
    expect(state).toMatchObject({
      status: 'ready',
      config: { credentials: { clientSecret: CLIENT_SECRET, pixKey: 'pix@forno.test' } },
    });
    const [row] = await t.database.db.select().from(pixProvider);
    expectNoSecret(JSON.stringify(row));

    expect(await history()).toEqual([
      expect.objectContaining({
        fields: ['provedor.conexao', 'provedor.credenciais', 'provedor.chave'],
        oldKeyMasked: '',
        newKeyMasked: 'pi••••••••••st',
      }),
    ]);

    // the queued job tells the provider the address, then the card says when
    await runner!.drain();
    expect(memory.calls).toContain(`registerWebhook:${saved.webhookUrl}`);
    expect((await view()).webhookRegisteredAt).toBe(now.toISOString());
  });

  it('keeps the saved credentials when only the choices change, with no password', async () => {
    await save(efiConnection(), { currentPassword: PASSWORD });
    const res = await owner.put('/api/admin/pix-provider', {
      connection: EFI,
      choices: { expiryMinutes: 30, unpaidPolicy: 'ocultar', ringOn: 'pagamento' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PixProviderView>()).toMatchObject({
      choices: { expiryMinutes: 30, unpaidPolicy: 'ocultar', ringOn: 'pagamento' },
      summary: { certificateSubject: 'Loja de Teste' },
    });
    const state = await readPixProvider(t.database.db, createSecretBox(TEST_SECRETS_KEY));
    expect(state).toMatchObject({
      status: 'ready',
      config: {
        credentials: {
          clientSecret: CLIENT_SECRET,
          certificate: { format: 'p12', base64: P12_BASE64 },
        },
      },
    });
    expect(await history()).toHaveLength(1);
  });

  it('says in pt-BR what is wrong with a certificate, and saves nothing', async () => {
    const cases = [
      [
        { format: 'p12', base64: P12_BASE64, passphrase: 'errada' },
        'Senha do certificado incorreta',
      ],
      [
        { format: 'p12', base64: Buffer.from(CERT_PEM).toString('base64'), passphrase: '' },
        'Este arquivo não é um certificado .p12',
      ],
      [
        { format: 'pem', certificate: CERT_PEM, privateKey: OTHER_KEY_PEM },
        'A chave privada não é deste certificado',
      ],
      [
        { format: 'pem', certificate: 'não é um certificado', privateKey: KEY_PEM },
        'Este texto não é um certificado PEM (-----BEGIN CERTIFICATE-----)',
      ],
    ] as const;
    for (const [certificate, message] of cases) {
      const res = await save(efiConnection({ certificate }), { currentPassword: PASSWORD });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorAnswer>().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await view()).status).toBe('none');

    const pem = await save(
      efiConnection({ certificate: { format: 'pem', certificate: CERT_PEM, privateKey: KEY_PEM } }),
      { currentPassword: PASSWORD },
    );
    expect(pem.statusCode, pem.body).toBe(200);
  });

  it("keeps the bank's webhook certificate: checked, sealed, shown masked, kept, removable", async () => {
    const refusals = [
      [
        'não é um certificado',
        'Este arquivo não é um certificado .crt/.pem (-----BEGIN CERTIFICATE-----)',
      ],
      [`${PSP_CA_PEM}\n${KEY_PEM}`, 'Envie só o certificado do banco, sem chave privada'],
      [
        '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
        'Um dos certificados deste arquivo não abre: envie o arquivo do banco',
      ],
    ] as const;
    for (const [webhookCertificate, message] of refusals) {
      const res = await save(efiConnection({ webhookCertificate }), { currentPassword: PASSWORD });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorAnswer>().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
        details: [{ path: 'connection.webhookCertificate', message }],
      });
    }
    expect((await view()).status).toBe('none');

    const res = await save(efiConnection({ webhookCertificate: PSP_CA_PEM }), {
      currentPassword: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<PixProviderView>();
    expect(saved.summary).toMatchObject({ webhookCertificateSubject: 'PSP de Teste CA' });
    expect(saved.summary.webhookCertificateValidTo).toMatch(/^2056-/);
    expect(res.body).not.toContain(PSP_CA_PEM.split('\n')[1]);
    const sealed = async () => {
      const state = await readPixProvider(t.database.db, createSecretBox(TEST_SECRETS_KEY));
      return state.status === 'ready' && state.config.kind === 'api_pix'
        ? state.config.credentials.webhookCertificate
        : 'not ready';
    };
    expect(await sealed()).toBe(PSP_CA_PEM.trim());
    const [row] = await t.database.db.select().from(pixProvider);
    expect(JSON.stringify(row)).not.toContain(PSP_CA_PEM.split('\n')[1]);

    // left blank: kept, as the other secrets
    const kept = await owner.put('/api/admin/pix-provider', {
      connection: EFI,
      choices: { ...CHOICES, expiryMinutes: 20 },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<PixProviderView>().summary).toMatchObject({
      webhookCertificateSubject: 'PSP de Teste CA',
    });
    expect(await sealed()).toBe(PSP_CA_PEM.trim());

    // removed: a change of the credentials, so the password is asked
    const removal = { connection: { ...EFI, removeWebhookCertificate: true }, choices: CHOICES };
    expect((await owner.put('/api/admin/pix-provider', removal)).statusCode).toBe(403);
    const removed = await owner.put('/api/admin/pix-provider', {
      ...removal,
      currentPassword: PASSWORD,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<PixProviderView>().summary.webhookCertificateSubject).toBeUndefined();
    expect(await sealed()).toBeUndefined();
  });

  it('refuses an http address outside this machine', async () => {
    const res = await save(efiConnection({ baseUrl: 'http://pix.example.com' }), {
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Informe um endereço https:// completo');
  });

  it('tests the form’s connection now and says what the provider answered', async () => {
    const ok = await owner.post('/api/admin/pix-provider/test', efiConnection());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      ok: true,
      message: 'Conexão funcionando: Efí (Gerencianet) aceitou as credenciais.',
    });
    expect(memory.calls).toEqual(['testConnection']);

    testRefusal = new PixProviderError(
      'AUTH_REFUSED',
      'A Efí recusou o client_id ou o client_secret.',
      false,
    );
    const refused = await owner.post('/api/admin/pix-provider/test', efiConnection());
    expect(refused.json()).toEqual({
      ok: false,
      message: 'A Efí recusou o client_id ou o client_secret.',
    });
    testRefusal = null;

    memory.isDown = true;
    const down = await owner.post('/api/admin/pix-provider/test', efiConnection());
    expect(down.json()).toEqual({ ok: false, message: 'O provedor Pix não respondeu.' });
    expectNoSecret(down.body);
    // nothing saved by a test
    expect((await view()).status).toBe('none');
  });

  it('tests with the saved secrets where fields are blank, but never sends them to another address', async () => {
    await save(efiConnection(), { currentPassword: PASSWORD });
    built.length = 0;
    const same = await owner.post('/api/admin/pix-provider/test', EFI);
    expect(same.json()).toMatchObject({ ok: true });
    expect(built[0]).toMatchObject({ credentials: { clientSecret: CLIENT_SECRET } });

    built.length = 0;
    const elsewhere = await owner.post('/api/admin/pix-provider/test', {
      ...EFI,
      baseUrl: 'https://pix.example.com',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<ErrorAnswer>().error.message).toBe(
      'Informe o Client ID (o endereço mudou: digite de novo)',
    );
    expect(built).toEqual([]);
  });

  it('connects Mercado Pago and shows the token masked', async () => {
    const res = await save(
      {
        kind: 'mercadopago',
        baseUrl: 'https://api.mercadopago.com',
        accessToken: ACCESS_TOKEN,
        webhookSecret: WEBHOOK_SECRET,
      },
      { currentPassword: PASSWORD },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PixProviderView>()).toMatchObject({
      kind: 'mercadopago',
      bank: null,
      summary: { accessToken: 'APP_USR-…1234' },
    });
    const missing = await save(
      { kind: 'mercadopago', baseUrl: 'https://api.mercadopago.com' },
      { currentPassword: PASSWORD },
    );
    // the same provider at the same address: blank secrets are the saved ones
    expect(missing.statusCode, missing.body).toBe(200);
  });

  it('asks for every credential of a new connection', async () => {
    const res = await save(efiConnection({ clientSecret: '' }), { currentPassword: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error.message).toBe('Informe o Client Secret');
  });

  it('disconnects with the password: back to the static code, credentials erased', async () => {
    await save(efiConnection(), { currentPassword: PASSWORD });
    expect((await disconnect({})).statusCode).toBe(403);
    expect((await view()).status).toBe('ready');
    const res = await disconnect({ currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PixProviderView>()).toMatchObject({ status: 'none', isActive: false });
    expect(await readPixProvider(t.database.db, createSecretBox(TEST_SECRETS_KEY))).toEqual({
      status: 'none',
    });
    const [row] = await t.database.db.select().from(pixProvider);
    expect(row?.sealedCredentials).toBeNull();
    expect((await history())[0]?.fields).toEqual(['provedor.desconectado']);
  });

  it('is the owner’s: a manager or an attendant gets 403', async () => {
    for (const role of ['manager', 'attendant'] as const) {
      const staff = asAdmin(t, await loginAsAdmin(t.app, t.database, now, role));
      expect((await staff.get('/api/admin/pix-provider')).statusCode).toBe(403);
      const put = await staff.put('/api/admin/pix-provider', {
        connection: efiConnection(),
        choices: CHOICES,
      });
      expect(put.statusCode).toBe(403);
      expect((await staff.post('/api/admin/pix-provider/test', efiConnection())).statusCode).toBe(
        403,
      );
      expect((await staff.delete('/api/admin/pix-provider')).statusCode).toBe(403);
    }
    expect(built).toEqual([]);
  });

  it('answers the address from PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ publicUrl: 'https://forno.example.com.br' });
    try {
      const staff = asAdmin(
        other,
        await loginAsAdmin(other.app, other.database, new Date(), 'owner', PASSWORD),
      );
      const res = await staff.put('/api/admin/pix-provider', {
        connection: efiConnection(),
        choices: CHOICES,
        currentPassword: PASSWORD,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<PixProviderView>()).toMatchObject({ isWebhookUrlPublic: true });
      expect(res.json<PixProviderView>().webhookUrl).toMatch(
        /^https:\/\/forno\.example\.com\.br\/api\/pix\/webhook\//,
      );
    } finally {
      await other.close();
    }
  });
});

describe(`Pix automático without FORNO_SECRETS_KEY on ${testDbKind}`, () => {
  it('shows the card read-only and refuses to save or test with 409 SECRETS_KEY_MISSING', async () => {
    const t = await createTestApp({ secretsKey: null });
    try {
      const owner = asAdmin(
        t,
        await loginAsAdmin(t.app, t.database, new Date(), 'owner', PASSWORD),
      );
      expect((await owner.get('/api/admin/pix-provider')).json()).toMatchObject({
        hasSecretsKey: false,
        status: 'none',
      });
      for (const res of [
        await owner.put('/api/admin/pix-provider', {
          connection: efiConnection(),
          choices: CHOICES,
          currentPassword: PASSWORD,
        }),
        await owner.post('/api/admin/pix-provider/test', efiConnection()),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json<ErrorAnswer>().error.code).toBe('SECRETS_KEY_MISSING');
        expect(res.json<ErrorAnswer>().error.message).toContain('FORNO_SECRETS_KEY');
      }
    } finally {
      await t.close();
    }
  });
});

describe(`the log of the Pix provider's routes on ${testDbKind}`, () => {
  it('holds none of the secrets sent', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      rateLimits: false,
      secretsKey: TEST_SECRETS_KEY,
      pixProviderFactory: () => createMemoryPixProvider(),
      logger: { level: 'trace', stream },
    });
    try {
      const owner = asAdmin(
        { app, database, close: async () => undefined },
        await loginAsAdmin(app, database, new Date(), 'owner', PASSWORD),
      );
      const tested = await owner.post('/api/admin/pix-provider/test', efiConnection());
      expect(tested.statusCode).toBe(200);
      const saved = await owner.put('/api/admin/pix-provider', {
        connection: efiConnection(),
        choices: CHOICES,
        currentPassword: PASSWORD,
      });
      expect(saved.statusCode).toBe(200);
      const refused = await owner.put('/api/admin/pix-provider', {
        connection: efiConnection({
          certificate: { format: 'p12', base64: P12_BASE64, passphrase: 'x' },
        }),
        choices: CHOICES,
        currentPassword: PASSWORD,
      });
      expect(refused.statusCode).toBe(400);
      const log = lines.join('');
      expect(log).toContain('/api/admin/pix-provider');
      for (const secret of [...SECRETS, PASSWORD]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
