import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings, paymentCredentialChanges } from '../../../db/schema';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import type { PaymentCredentialChange } from '../../../domain/admin-payment-credentials';
import type { PixSettings } from '../../../domain/pix';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

const PASSWORD = 'senha-da-dona-123';
const NEW_PIX: PixSettings = {
  keyType: 'cnpj',
  key: '11.222.333/0001-81',
  receiverName: 'Pizzaria São João',
  city: 'São Paulo',
};
/** As the server keeps it: the CNPJ without its punctuation. */
const STORED_PIX: PixSettings = { ...NEW_PIX, key: '11222333000181' };
const SETTINGS: EstablishmentSettings = { ...DEFAULT_ESTABLISHMENT, pix: NEW_PIX };

/** The Pix receiver changes only with the owner's password typed again, and is recorded (039). */
describe(`the Pix receiver on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: ReturnType<typeof asAdmin>;
  let now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    // login attempts are counted per address in the database: the throttle is real here
    t = await createTestApp({ now: () => now });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner', PASSWORD));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    now = new Date(now.getTime() + 2 * 60 * 60_000);
    await t.database.db
      .update(establishmentSettings)
      .set({ ...settingsToRow(DEFAULT_ESTABLISHMENT), lastUpdated: null })
      .where(eq(establishmentSettings.id, 1));
    await t.database.db.delete(paymentCredentialChanges);
  });

  const storedPix = async () =>
    (await owner.get('/api/admin/settings')).json<AdminSettings>().settings.pix;
  const history = async () =>
    (await owner.get('/api/admin/settings/payment-changes')).json<{
      changes: PaymentCredentialChange[];
    }>().changes;

  it('refuses a new Pix key without the password typed again, and keeps the old one', async () => {
    const res = await owner.put('/api/admin/settings', SETTINGS);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'PASSWORD_CONFIRMATION_REQUIRED',
      message: 'Para mudar a chave Pix ou o recebedor, confirme sua senha.',
    });
    expect(await storedPix()).toEqual(DEFAULT_ESTABLISHMENT.pix);
    expect(await history()).toEqual([]);
  });

  it('refuses a wrong password, and keeps the old key', async () => {
    const res = await owner.put('/api/admin/settings', {
      ...SETTINGS,
      currentPassword: 'nao-e-a-senha',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'PASSWORD_MISMATCH',
      message: 'Senha incorreta. A chave Pix não foi alterada.',
    });
    expect(await storedPix()).toEqual(DEFAULT_ESTABLISHMENT.pix);
    expect(await history()).toEqual([]);
  });

  it('saves the key with the password, and records who, when, what and the keys masked', async () => {
    const res = await owner.put('/api/admin/settings', { ...SETTINGS, currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSettings>().settings.pix).toEqual(STORED_PIX);
    const [change, ...older] = await history();
    expect(older).toEqual([]);
    expect(change).toEqual({
      id: expect.any(Number),
      actorName: expect.stringMatching(/^admin-/),
      fields: ['pix.keyType', 'pix.key', 'pix.receiverName', 'pix.city'],
      oldKeyMasked: '',
      newKeyMasked: '11••••••••••81',
      at: now.toISOString(),
    });
    // the full key is never in the record
    const [row] = await t.database.db.select().from(paymentCredentialChanges);
    expect(JSON.stringify(row)).not.toContain('222333');

    // only the city changes: one more line, naming the city alone
    const city = await owner.put('/api/admin/settings', {
      ...SETTINGS,
      pix: { ...NEW_PIX, city: 'Campinas' },
      currentPassword: PASSWORD,
    });
    expect(city.statusCode, city.body).toBe(200);
    expect((await history())[0]).toMatchObject({
      fields: ['pix.city'],
      oldKeyMasked: '11••••••••••81',
      newKeyMasked: '11••••••••••81',
    });
  });

  it('needs no password for a save that leaves the Pix receiver as it is, and records nothing', async () => {
    await t.database.db
      .update(establishmentSettings)
      .set({ ...settingsToRow({ ...SETTINGS, pix: STORED_PIX }) })
      .where(eq(establishmentSettings.id, 1));
    const res = await owner.put('/api/admin/settings', { ...SETTINGS, name: 'Forno da Vila' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSettings>().settings.name).toBe('Forno da Vila');
    expect(await history()).toEqual([]);
    // 'Restaurar configurações padrão' keeps the receiver: it is no way around the password
    const reset = await owner.post('/api/admin/settings/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json<AdminSettings>().settings.pix).toEqual(STORED_PIX);
    expect(reset.json<AdminSettings>().settings.name).toBe(DEFAULT_ESTABLISHMENT.name);
  });

  it('counts wrong passwords with the logins: past the free attempts even the right one waits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await owner.put('/api/admin/settings', {
        ...SETTINGS,
        currentPassword: `errada-${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses[5]).toBe(429);
    const right = await owner.put('/api/admin/settings', {
      ...SETTINGS,
      currentPassword: PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json<ErrorAnswer>().error.code).toBe('RATE_LIMITED');
    expect(await storedPix()).toEqual(DEFAULT_ESTABLISHMENT.pix);
  });
});
