import { crc16ccitt } from 'crc';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings, orders } from '../../../db/schema';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder, TrackedOrder } from '../../../domain/order';
import type { PixSettings } from '../../../domain/pix';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, fullOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, newKey, postOrder, readMenu } from './order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

/** The BR Code read back without the code that wrote it: TLV fields, CRC by the `crc` package. */
function decode(code: string): Map<string, string> {
  const crc = crc16ccitt(Buffer.from(code.slice(0, -4), 'utf8'))
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
  expect(code.slice(-8)).toBe(`6304${crc}`);
  return tlv(code);
}

function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const length = Number(text.slice(at + 2, at + 4));
    const value = text.slice(at + 4, at + 4 + length);
    expect(value).toHaveLength(length);
    fields.set(text.slice(at, at + 2), value);
    at += 4 + length;
  }
  return fields;
}

const OWNER_PASSWORD = 'senha-do-dono-123';

const SHOP_PIX: PixSettings = {
  keyType: 'cnpj',
  key: '11.222.333/0001-81',
  receiverName: 'Pizzaria São João',
  city: 'São Paulo',
};

describe(`Pix code of an order on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let admin: ReturnType<typeof asAdmin>;
  const now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner', OWNER_PASSWORD));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.database.db
      .update(establishmentSettings)
      .set({ ...settingsToRow(DEFAULT_ESTABLISHMENT), lastUpdated: null })
      .where(eq(establishmentSettings.id, 1));
  });

  async function saveSettings(patch: Partial<EstablishmentSettings>) {
    // a change of the Pix receiver carries the owner's password (decision 039)
    return admin.put('/api/admin/settings', {
      ...DEFAULT_ESTABLISHMENT,
      ...patch,
      currentPassword: OWNER_PASSWORD,
    });
  }

  async function place(body: ReturnType<typeof smallOrder>) {
    const res = await postOrder(t, body, newKey());
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PlacedOrder>().order;
  }

  async function storedCode(id: number): Promise<string | null> {
    const [row] = await t.database.db
      .select({ pixCode: orders.pixCode })
      .from(orders)
      .where(eq(orders.id, id));
    return row?.pixCode ?? null;
  }

  it("stores a code with the order's total and number, which decodes", async () => {
    expect((await saveSettings({ pix: SHOP_PIX })).statusCode).toBe(200);
    // the option as the shop wrote it, in another case
    const options = ['PIX', 'Dinheiro'];
    expect((await saveSettings({ pix: SHOP_PIX, paymentOptions: options })).statusCode).toBe(200);
    const order = await place(fullOrder(menu, { paymentMethod: 'PIX', changeForCents: null }));

    expect(order.pixCode).not.toBeNull();
    expect(await storedCode(order.id)).toBe(order.pixCode);
    const fields = decode(order.pixCode ?? '');
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    const account = tlv(fields.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('11222333000181');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe((order.totalCents / 100).toFixed(2));
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Pizzaria Sao Joao');
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(tlv(fields.get('62') ?? '').get('05')).toBe(`PEDIDO${order.id}`);

    // the customer's tracking page carries it
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
    expect(tracked.json<TrackedOrder>().pixCode).toBe(order.pixCode);
  });

  it('draws the code as an SVG image for the tracking page without scripts, kept by no cache', async () => {
    expect((await saveSettings({ pix: SHOP_PIX })).statusCode).toBe(200);
    const order = await place(smallOrder(menu));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.publicId}/pix-qr.svg`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // read back as a phone's camera would: drawn, then decoded by a library that did not write it
    const { data, info } = await sharp(res.rawPayload, { density: 300 })
      .resize(448)
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(order.pixCode);

    const cash = await place(fullOrder(menu));
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${cash.publicId}/pix-qr.svg`,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<ErrorAnswer>().error.message).toBe('Este pedido não tem código Pix.');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA/pix-qr.svg',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the code an order was given when the shop changes its key', async () => {
    await saveSettings({ pix: SHOP_PIX });
    const order = await place(smallOrder(menu));
    const before = order.pixCode;
    expect(before).not.toBeNull();
    const other = { ...SHOP_PIX, keyType: 'email' as const, key: 'caixa@pizzaria.com.br' };
    expect((await saveSettings({ pix: other })).statusCode).toBe(200);
    expect(await storedCode(order.id)).toBe(before);
    const next = await place(smallOrder(menu));
    expect(tlv(decode(next.pixCode ?? '').get('26') ?? '').get('01')).toBe('caixa@pizzaria.com.br');
  });

  it('gives no code to an order paid otherwise, nor at a shop without a key', async () => {
    await saveSettings({ pix: SHOP_PIX });
    const cash = await place(fullOrder(menu));
    expect(cash.pixCode).toBeNull();
    expect(await storedCode(cash.id)).toBeNull();

    await saveSettings({ pix: DEFAULT_ESTABLISHMENT.pix });
    const noKey = await place(smallOrder(menu));
    expect(noKey.paymentMethod).toBe('Pix');
    expect(noKey.pixCode).toBeNull();
    expect(await storedCode(noKey.id)).toBeNull();
  });

  it.each([
    ['cpf', '123.456.789-00', 'CPF inválido. Confira os 11 números.'],
    ['cnpj', '11.222.333/0001-82', 'CNPJ inválido. Confira os 14 caracteres.'],
    ['email', 'pix@pizzaria', 'E-mail inválido. Use o formato nome@exemplo.com.br.'],
    [
      'telefone',
      '(11) 3456-7890',
      'Celular inválido. Informe o DDD e o número, por exemplo (11) 98765-4321.',
    ],
    [
      'aleatoria',
      '123e4567-e89b-12d3-a456-426614174000',
      'Chave aleatória inválida. Copie-a do aplicativo do banco: são 32 letras e números separados por hífens.',
    ],
  ] as const)(
    'refuses an invalid %s key with 400 and saves nothing',
    async (keyType, key, message) => {
      const res = await saveSettings({ pix: { ...SHOP_PIX, keyType, key } });
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorAnswer>();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.details).toContainEqual({ path: 'body/pix/key', message });
      const stored = await admin.get('/api/admin/settings');
      expect(stored.json<{ settings: EstablishmentSettings }>().settings.pix.key).toBe('');
    },
  );

  it('refuses a key without a receiver name, and a city longer than the code allows', async () => {
    const res = await saveSettings({
      pix: { ...SHOP_PIX, receiverName: '', city: 'São José dos Campos' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error.details).toEqual(
      expect.arrayContaining([
        { path: 'body/pix/receiverName', message: 'Informe o nome de quem recebe o Pix' },
        {
          path: 'body/pix/city',
          message: 'Use no máximo 15 caracteres (limite do código Pix). Abrevie, se preciso.',
        },
      ]),
    );
  });

  it('refuses a receiver name of emoji only, which would leave every Pix order without a code', async () => {
    const res = await saveSettings({ pix: { ...SHOP_PIX, receiverName: '🍕🔥🍕' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error.details).toEqual([
      {
        path: 'body/pix/receiverName',
        message:
          'Use letras ou números no nome de quem recebe o Pix: o código Pix não leva emojis nem símbolos.',
      },
    ]);
    const stored = await admin.get('/api/admin/settings');
    expect(stored.json<{ settings: EstablishmentSettings }>().settings.pix.key).toBe('');
  });

  it('writes out letters without an accent to take off in the code (ß → ss, Æ → AE, ø → o)', async () => {
    const saved = await saveSettings({
      paymentOptions: ['Pix'],
      pix: { ...SHOP_PIX, receiverName: 'Großmann Ærø Pizza', city: 'Søborg' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await place({ ...smallOrder(menu), paymentMethod: 'Pix' });
    const fields = decode((await storedCode(order.id)) ?? '');
    expect(fields.get('59')).toBe('Grossmann AEro Pizza');
    expect(fields.get('60')).toBe('Soborg');
  });

  it('stores the key normalised', async () => {
    const res = await saveSettings({
      pix: { keyType: 'telefone', key: '(11) 98765-4321', receiverName: 'Forno', city: 'Recife' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ settings: EstablishmentSettings }>().settings.pix.key).toBe('+5511987654321');
  });
});
