import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings } from '../../../db/schema';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import {
  DEFAULT_ESTABLISHMENT,
  type EstablishmentSettings,
  type FlavourPricingRule,
  type PublicEstablishment,
} from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import { openSse } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import {
  countRows,
  FRIDAY_EVENING,
  postOrder,
  productNamed,
  readMenu,
} from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

/** Thursday 19 November 2026, 20:00 in São Paulo. */
const THURSDAY_EVENING = '2026-11-19T20:00:00-03:00';
const HOURS_MESSAGE = 'Horário inválido. Use o formato 24 horas (HH:MM).';

/** What an owner saves: every tab of 'Configurações da Pizzaria' changed. */
const EDITED: EstablishmentSettings = {
  name: 'Pizzaria do Bairro',
  phone: '(11) 2222-3333',
  whatsapp: '5511912345678',
  address: 'Rua Augusta, 500 - Consolação, São Paulo/SP',
  schedules: {
    ...DEFAULT_ESTABLISHMENT.schedules,
    sexta: 'Fechado',
    sábado: '18:00 às 02:00',
  },
  deliveryTime: '40 a 50 minutos',
  paymentOptions: ['Pix', 'Dinheiro', 'Vale-refeição'],
  additionalInfo: 'Estacionamento no local.',
  socialMedia: { instagram: 'pizzariadobairro', facebook: 'pizzariadobairro' },
  isActive: true,
  flavourPricingRule: 'maior',
  timeZone: 'America/Sao_Paulo',
  maxOrderTotalCents: 350_000,
  delivery: DEFAULT_ESTABLISHMENT.delivery,
  scheduling: DEFAULT_ESTABLISHMENT.scheduling,
  pix: DEFAULT_ESTABLISHMENT.pix,
  autoAccept: true,
  mostOrdered: 'automatic',
};

describe(`/api/admin/settings on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let menu: Menu;
  let now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    now = new Date(FRIDAY_EVENING);
    await t.database.db
      .update(establishmentSettings)
      .set({ ...settingsToRow(DEFAULT_ESTABLISHMENT), lastUpdated: null })
      .where(eq(establishmentSettings.id, 1));
  });

  async function readSettings(): Promise<AdminSettings> {
    const res = await admin.get('/api/admin/settings');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminSettings>();
  }

  async function readEstablishment(at?: string): Promise<PublicEstablishment> {
    if (at) now = new Date(at);
    const res = await t.app.inject({ method: 'GET', url: '/api/establishment' });
    expect(res.statusCode).toBe(200);
    return res.json<PublicEstablishment>();
  }

  async function storedRow() {
    const [row] = await t.database.db.select().from(establishmentSettings);
    return row;
  }

  async function save(settings: EstablishmentSettings): Promise<AdminSettings> {
    const res = await admin.put('/api/admin/settings', settings);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminSettings>();
  }

  it("tells open storefronts to read the menu again when 'Mais Pedidas' changes", async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${baseUrl}/api/menu/events`);
    try {
      expect(stream.status).toBe(200);
      await save({ ...DEFAULT_ESTABLISHMENT, mostOrdered: 'automatic' });
      await stream.next('menu');
    } finally {
      stream.close();
    }
  });

  it("answers a new shop's settings, never saved", async () => {
    expect(await readSettings()).toEqual({ settings: DEFAULT_ESTABLISHMENT, lastUpdated: null });
  });

  it('saves every setting and when; customers see them at once', async () => {
    const saved = await save(EDITED);
    expect(saved).toEqual({
      settings: EDITED,
      lastUpdated: new Date(FRIDAY_EVENING).toISOString(),
    });
    expect(await readSettings()).toEqual(saved);

    const shop = await readEstablishment(THURSDAY_EVENING);
    expect(shop).toEqual({
      ...EDITED,
      isOpen: true,
      lastUpdated: saved.lastUpdated,
      // no PUBLIC_URL here: the address the request came to (decision 042)
      publicAddress: { origin: 'http://localhost:80', isConfigured: false },
    });
  });

  it("closes the shop on a day set to 'Fechado': the status says so and checkout is refused", async () => {
    await save(EDITED);
    const friday = await readEstablishment(FRIDAY_EVENING);
    expect(friday).toMatchObject({ schedules: { sexta: 'Fechado' }, isOpen: false });
    const rowsBefore = await countRows(t);
    const refused = await postOrder(t, smallOrder(menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().error.code).toBe('SHOP_CLOSED');
    expect(await countRows(t)).toEqual(rowsBefore);
    // Saturday 01:00 is still Friday's night, which is closed; Saturday's own hours start at 18:00
    expect((await readEstablishment('2026-11-21T01:00:00-03:00')).isOpen).toBe(false);
    expect((await readEstablishment('2026-11-21T23:30:00-03:00')).isOpen).toBe(true);
    // the other days keep taking orders
    now = new Date(THURSDAY_EVENING);
    await placeOrder(t, smallOrder(menu));
  });

  it('takes only the payment options saved: one removed is refused at checkout', async () => {
    await save(EDITED);
    now = new Date(THURSDAY_EVENING);
    const refused = await postOrder(t, smallOrder(menu, { paymentMethod: 'Cartão de Crédito' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorAnswer>().error.code).toBe('INVALID_PAYMENT_METHOD');
    await placeOrder(t, smallOrder(menu, { paymentMethod: 'Vale-refeição' }));
  });

  it('refuses every order while the shop is switched off', async () => {
    await save({ ...DEFAULT_ESTABLISHMENT, isActive: false });
    expect((await readEstablishment()).isOpen).toBe(false);
    const refused = await postOrder(t, smallOrder(menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().error.code).toBe('SHOP_INACTIVE');
  });

  it.each([
    ['principal', 4900],
    ['maior', 5390],
    ['media', 5145],
  ] as const)(
    'prices a half-and-half by the flavour rule saved (%s)',
    async (rule: FlavourPricingRule, basePriceCents: number) => {
      await save({ ...DEFAULT_ESTABLISHMENT, flavourPricingRule: rule });
      expect((await readEstablishment()).flavourPricingRule).toBe(rule);
      // Calabresa R$ 49,00 with Quatro Queijos R$ 53,90
      const { order } = await placeOrder(
        t,
        smallOrder(menu, {
          items: [
            {
              productId: productNamed(menu, 'Calabresa').id,
              size: 'normal',
              quantity: 2,
              extraFlavourIds: [productNamed(menu, 'Quatro Queijos').id],
            },
          ],
        }),
      );
      expect(order.items[0]).toMatchObject({ basePriceCents, lineTotalCents: 2 * basePriceCents });
      expect(order.totalCents).toBe(2 * basePriceCents);
    },
  );

  it('trims what was typed', async () => {
    const saved = await save({
      ...DEFAULT_ESTABLISHMENT,
      name: '  Pizzaria do Bairro  ',
      schedules: { ...DEFAULT_ESTABLISHMENT.schedules, domingo: ' 18:00 às 23:00 ' },
    });
    expect(saved.settings).toMatchObject({
      name: 'Pizzaria do Bairro',
      schedules: { domingo: '18:00 às 23:00' },
    });
  });

  const schedules = (day: string, hours: string) => ({
    ...DEFAULT_ESTABLISHMENT.schedules,
    [day]: hours,
  });

  it.each([
    [
      'hours past 23:59',
      { schedules: schedules('segunda', '25:00 às 18:00') },
      'body/schedules/segunda',
      HOURS_MESSAGE,
    ],
    [
      'hours not in 24-hour HH:MM',
      { schedules: schedules('terça', '9h às 18h') },
      'body/schedules/terça',
      HOURS_MESSAGE,
    ],
    [
      'hours without the end',
      { schedules: schedules('quarta', '09:00') },
      'body/schedules/quarta',
      HOURS_MESSAGE,
    ],
    ['an empty name', { name: '' }, 'body/name', 'Nome é obrigatório'],
    ['a blank name', { name: '   ' }, 'body/name', 'Nome é obrigatório'],
    [
      'a time zone that does not exist',
      { timeZone: 'America/Atlantida' },
      'body/timeZone',
      'Fuso horário inválido',
    ],
    [
      'a WhatsApp that cannot be a Brazilian phone',
      { whatsapp: '1234-5678' },
      'body/whatsapp',
      'WhatsApp inválido. Informe o DDD e o número, por exemplo (11) 98765-4321.',
    ],
    ['no WhatsApp', { whatsapp: '' }, 'body/whatsapp', 'Informe o WhatsApp da pizzaria'],
    [
      'no payment option at all',
      { paymentOptions: [] },
      'body/paymentOptions',
      'Escolha ao menos uma forma de pagamento',
    ],
    [
      'a blank payment option',
      { paymentOptions: ['Pix', ' '] },
      'body/paymentOptions/1',
      'A forma de pagamento não pode ficar em branco',
    ],
  ])('refuses %s with its message, and saves nothing', async (_case, change, path, message) => {
    const before = await storedRow();
    const res = await admin.put('/api/admin/settings', { ...EDITED, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorAnswer>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toContainEqual({ path, message });
    expect(await storedRow()).toEqual(before);
    expect((await readEstablishment()).name).toBe(DEFAULT_ESTABLISHMENT.name);
  });

  it('refuses a missing day, an unknown flavour rule and unknown fields, in pt-BR words', async () => {
    const before = await storedRow();
    const { domingo: _domingo, ...sixDays } = EDITED.schedules;
    for (const body of [
      { ...EDITED, schedules: sixDays },
      { ...EDITED, flavourPricingRule: 'menor' },
      { ...EDITED, lastUpdated: '2026-01-01T00:00:00.000Z' },
      { ...EDITED, socialMedia: { ...EDITED.socialMedia, tiktok: 'forno' } },
    ]) {
      const res = await admin.put('/api/admin/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const messages = (res.json<ErrorAnswer>().error.details ?? []).map((d) => d.message);
      expect(messages.length).toBeGreaterThan(0);
      // never zod's English ('Too small: expected string…')
      expect(
        messages.filter((m) => /expected|invalid|too (small|big)|unrecognized/i.test(m)),
      ).toEqual([]);
    }
    expect(await storedRow()).toEqual(before);
  });

  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['+55 21 99876-5432', '5521998765432'],
    ['011 3456-7890', '551134567890'],
  ])('keeps the WhatsApp %s as %s, with the country code wa.me needs', async (typed, stored) => {
    const res = await admin.put('/api/admin/settings', { ...EDITED, whatsapp: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSettings>().settings.whatsapp).toBe(stored);
    expect((await readEstablishment()).whatsapp).toBe(stored);
  });

  it("resets to a new shop's settings, and says when", async () => {
    await save(EDITED);
    now = new Date('2026-11-20T20:30:00-03:00');
    const res = await admin.post('/api/admin/settings/reset');
    expect(res.statusCode, res.body).toBe(200);
    const reset = res.json<AdminSettings>();
    expect(reset).toEqual({ settings: DEFAULT_ESTABLISHMENT, lastUpdated: now.toISOString() });
    expect(await readSettings()).toEqual(reset);
    const shop = await readEstablishment();
    expect(shop).toMatchObject({
      name: 'Forno Pizzaria',
      isOpen: true,
      flavourPricingRule: 'principal',
    });
    expect(await storedRow()).toMatchObject({ lastUpdated: now });
  });
});
