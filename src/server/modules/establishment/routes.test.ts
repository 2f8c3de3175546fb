import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsToRow, type EstablishmentInsert } from '../../../db/establishment-row';
import { establishmentSettings } from '../../../db/schema';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../domain/establishment';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';

/** Friday 20 November 2026, 20:00 in São Paulo (UTC-3, no daylight saving since 2019). */
const FRIDAY_EVENING = '2026-11-20T20:00:00-03:00';

describe(`GET /api/establishment on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    now = new Date(FRIDAY_EVENING);
    await updateSettings({ ...settingsToRow(DEFAULT_ESTABLISHMENT), lastUpdated: null });
  });

  async function updateSettings(changes: Partial<EstablishmentInsert>): Promise<void> {
    await t.database.db
      .update(establishmentSettings)
      .set(changes)
      .where(eq(establishmentSettings.id, 1));
  }

  async function getEstablishment(at?: string): Promise<PublicEstablishment> {
    if (at) now = new Date(at);
    const res = await t.app.inject({ method: 'GET', url: '/api/establishment' });
    expect(res.statusCode).toBe(200);
    return res.json<PublicEstablishment>();
  }

  it("answers a new shop's default settings", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/establishment' });
    expect(res.statusCode).toBe(200);
    // The open status changes by the minute: browsers must ask again.
    expect(res.headers['cache-control']).toBe('no-cache');
    const shop = res.json<PublicEstablishment>();
    expect(shop).toMatchObject({
      name: 'Forno Pizzaria',
      deliveryTime: '30 a 60 minutos',
      paymentOptions: ['Pix', 'Dinheiro', 'Cartão de Crédito', 'Cartão de Débito', 'Voucher'],
      isActive: true,
      timeZone: 'America/Sao_Paulo',
      lastUpdated: null,
    });
    // docs/product/limits.md#defaults: 14:00 to 22:00 every day.
    expect(shop.schedules).toEqual({
      domingo: '14:00 às 22:00',
      segunda: '14:00 às 22:00',
      terça: '14:00 às 22:00',
      quarta: '14:00 às 22:00',
      quinta: '14:00 às 22:00',
      sexta: '14:00 às 22:00',
      sábado: '14:00 às 22:00',
    });
  });

  it('is open within the hours of the day in São Paulo, whatever the server clock zone', async () => {
    // 20:00 in São Paulo is 23:00 UTC: outside the hours if read in UTC.
    expect((await getEstablishment('2026-11-20T20:00:00-03:00')).isOpen).toBe(true);
    expect((await getEstablishment('2026-11-20T23:30:00-03:00')).isOpen).toBe(false);
    expect((await getEstablishment('2026-11-20T13:59:00-03:00')).isOpen).toBe(false);
  });

  it('is open from the first to the last minute of the hours, both included', async () => {
    expect((await getEstablishment('2026-11-20T14:00:00-03:00')).isOpen).toBe(true);
    expect((await getEstablishment('2026-11-20T22:00:00-03:00')).isOpen).toBe(true);
    expect((await getEstablishment('2026-11-20T22:01:00-03:00')).isOpen).toBe(false);
  });

  it("is closed all day on a day set to 'Fechado'", async () => {
    await updateSettings({ schedules: { ...DEFAULT_ESTABLISHMENT.schedules, sexta: 'Fechado' } });
    const shop = await getEstablishment(FRIDAY_EVENING);
    expect(shop.schedules.sexta).toBe('Fechado');
    expect(shop.isOpen).toBe(false);
    // Thursday keeps its hours.
    expect((await getEstablishment('2026-11-19T20:00:00-03:00')).isOpen).toBe(true);
  });

  it('stays open after midnight when the hours cross it', async () => {
    await updateSettings({
      schedules: { ...DEFAULT_ESTABLISHMENT.schedules, sexta: '18:00 às 02:00' },
    });
    expect((await getEstablishment('2026-11-20T23:30:00-03:00')).isOpen).toBe(true);
    // Saturday 01:30 is still Friday night.
    expect((await getEstablishment('2026-11-21T01:30:00-03:00')).isOpen).toBe(true);
    expect((await getEstablishment('2026-11-21T02:30:00-03:00')).isOpen).toBe(false);
    // Friday's early hours belong to Thursday, which ends at 22:00.
    expect((await getEstablishment('2026-11-20T01:30:00-03:00')).isOpen).toBe(false);
  });

  it('is closed within its hours when the shop is switched off', async () => {
    await updateSettings({ isActive: false });
    const shop = await getEstablishment(FRIDAY_EVENING);
    expect(shop.isActive).toBe(false);
    expect(shop.isOpen).toBe(false);
  });

  it("shows the owner's saved settings and when they were saved", async () => {
    const savedAt = new Date('2026-11-18T10:15:00.000Z');
    await updateSettings({
      name: 'Pizzaria do Bairro',
      deliveryTime: '40 a 50 minutos',
      lastUpdated: savedAt,
    });
    const shop = await getEstablishment();
    expect(shop).toMatchObject({
      name: 'Pizzaria do Bairro',
      deliveryTime: '40 a 50 minutos',
      lastUpdated: savedAt.toISOString(),
    });
  });
});

describe(`the public address links to customers use, on ${testDbKind} (decision 042)`, () => {
  let configured: TestApp;
  let unconfigured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({ publicUrl: 'https://forno.example.com.br' });
    unconfigured = await createTestApp();
  });
  afterAll(async () => {
    await configured?.close();
    await unconfigured?.close();
  });

  it('is PUBLIC_URL when it is set, whatever address the request came to', async () => {
    const res = await configured.app.inject({
      method: 'GET',
      url: '/api/establishment',
      headers: { host: '192.168.0.10:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicEstablishment>().publicAddress).toEqual({
      origin: 'https://forno.example.com.br',
      isConfigured: true,
    });
  });

  it("is the request's own address without PUBLIC_URL, and says it was not set", async () => {
    const res = await unconfigured.app.inject({
      method: 'GET',
      url: '/api/establishment',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicEstablishment>().publicAddress).toEqual({
      origin: 'http://localhost:3000',
      isConfigured: false,
    });
  });
});
