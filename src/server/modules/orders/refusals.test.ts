import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { establishmentSettings, products } from '../../../db/schema';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import { formatBRL } from '../../../domain/money';
import type { PlaceOrderInput } from '../../../domain/order';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  countRows,
  extraNamed,
  FRIDAY_EVENING,
  FRIDAY_MORNING,
  MARIA,
  newKey,
  offlinePassAt,
  postOrder,
  productNamed,
  readMenu,
} from './order-test-kit';

type Item = PlaceOrderInput['items'][number];

interface Refusal {
  status: number;
  code: string;
  message?: string | ReturnType<typeof expect.stringMatching>;
  /** For a refused cart line: which line. */
  itemIndex?: number;
}

/**
 * Every way an order is refused answers a 4xx with its code, and writes nothing: no order, no item,
 * no extra, no customer (docs/product/principles.md#quality-bar: never a half-written order).
 */
describe(`POST /api/orders refusals on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    // One order already there, so 'nothing written' is not just 'the tables are empty'.
    const res = await postOrder(t, order([pizza()]));
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    now = new Date(FRIDAY_EVENING);
  });

  const id = (name: string) => productNamed(menu, name).id;
  const pizza = (changes: Partial<Item> = {}): Item => ({
    productId: id('Calabresa'),
    size: 'normal',
    quantity: 1,
    ...changes,
  });
  function order(items: Item[], changes: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
    // A different customer each time: a refused order must not create them.
    return {
      customer: {
        ...MARIA,
        phone: `11 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      },
      items,
      paymentMethod: 'Pix',
      ...changes,
    };
  }

  async function expectRefused(
    body: unknown,
    expected: Refusal,
    key: string | null = newKey(),
  ): Promise<void> {
    const before = await countRows(t);
    const res = await postOrder(t, body, key);
    expect(res.statusCode).toBe(expected.status);
    const { error } = res.json<{
      error: { code: string; message: string; details?: { itemIndex?: number } };
    }>();
    expect(error.code).toBe(expected.code);
    expect(error.message).toEqual(expected.message ?? expect.any(String));
    expect(error.message.length).toBeGreaterThan(0);
    if (expected.itemIndex !== undefined) {
      expect(error.details).toEqual({ itemIndex: expected.itemIndex });
    }
    expect(await countRows(t)).toEqual(before);
  }

  const invalidItem = (code: string, message?: string | RegExp): Refusal => ({
    status: 422,
    code,
    message,
    itemIndex: 1,
  });

  // Each refused line is the second one, after a valid pizza: the answer names the line.
  it.each<[string, () => Item, Refusal]>([
    [
      'a product not on the menu',
      () => pizza({ productId: 999_999 }),
      invalidItem('UNKNOWN_PRODUCT'),
    ],
    [
      'a broto drink',
      () => ({ productId: id('Coca-Cola 2L'), size: 'broto', quantity: 1 }),
      invalidItem('INVALID_SIZE'),
    ],
    [
      'three extra flavours',
      () => pizza({ extraFlavourIds: [id('Portuguesa'), id('Mussarela'), id('Atum')] }),
      invalidItem('TOO_MANY_FLAVOURS'),
    ],
    [
      'a broto with two extra flavours',
      () => pizza({ size: 'broto', extraFlavourIds: [id('Portuguesa'), id('Mussarela')] }),
      invalidItem('TOO_MANY_FLAVOURS'),
    ],
    [
      'a drink as an extra flavour',
      () => pizza({ extraFlavourIds: [id('Coca-Cola 2L')] }),
      invalidItem('INVALID_FLAVOUR'),
    ],
    [
      'a sweet extra on a savoury pizza',
      () => pizza({ extraIds: [extraNamed(menu, 'Morango').id] }),
      invalidItem('INVALID_EXTRA'),
    ],
    [
      'an extra that does not exist',
      () => pizza({ extraIds: [999_999] }),
      invalidItem('INVALID_EXTRA'),
    ],
    [
      'a crust that does not exist',
      () => pizza({ crustId: 'chocolate', fillingId: null }),
      invalidItem('INVALID_CRUST'),
    ],
    [
      "a filling that is not the crust's",
      () => pizza({ crustId: 'traditional', fillingId: 'chocolate_morango' }),
      invalidItem('INVALID_FILLING'),
    ],
    [
      'a crust without its filling',
      () => pizza({ crustId: 'volcanic', fillingId: null }),
      invalidItem('FILLING_REQUIRED', 'Por favor, selecione um recheio para a borda escolhida.'),
    ],
  ])('refuses %s with 422 and its code', async (_name, item, expected) => {
    await expectRefused(order([pizza(), item()]), expected);
  });

  it('refuses a product the shop made unavailable with 422 PRODUCT_UNAVAILABLE', async () => {
    const productId = id('Portuguesa');
    const setAvailable = (isAvailable: boolean) =>
      t.database.db.update(products).set({ isAvailable }).where(eq(products.id, productId));
    await setAvailable(false);
    try {
      await expectRefused(
        order([pizza(), pizza({ productId })]),
        invalidItem(
          'PRODUCT_UNAVAILABLE',
          'O produto "Portuguesa" não está disponível no momento.',
        ),
      );
    } finally {
      await setAvailable(true);
    }
  });

  const validation: Refusal = { status: 400, code: 'VALIDATION_ERROR' };

  it.each<[string, () => unknown]>([
    ['quantity 0', () => order([pizza({ quantity: 0 })])],
    ['a fractional quantity', () => order([pizza({ quantity: 1.5 })])],
    ['an empty cart', () => order([])],
    [
      'a phone with too few digits',
      () => order([pizza()], { customer: { ...MARIA, phone: '1234-5678' } }),
    ],
    ['a CEP with 7 digits', () => order([pizza()], { customer: { ...MARIA, cep: '01310-10' } })],
    ['a missing street', () => order([pizza()], { customer: { ...MARIA, street: '  ' } })],
    ['no payment method', () => order([pizza()], { paymentMethod: '' })],
    [
      'a negative change',
      () => order([pizza()], { paymentMethod: 'Dinheiro', changeForCents: -100 }),
    ],
    ['an unknown origin', () => ({ ...order([pizza()]), origin: 'whatsapp' })],
    ['an unknown field', () => ({ ...order([pizza()]), giftCents: 1000 })],
    ['an item with an unknown field', () => order([{ ...pizza(), priceCents: 1 } as Item])],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_name, body) => {
    await expectRefused(body(), validation);
  });

  it('refuses a payment method the shop does not offer with 422 INVALID_PAYMENT_METHOD', async () => {
    await expectRefused(order([pizza()], { paymentMethod: 'Cheque' }), {
      status: 422,
      code: 'INVALID_PAYMENT_METHOD',
    });
  });

  it('refuses change for a payment other than cash with 422 CHANGE_NOT_ALLOWED', async () => {
    await expectRefused(order([pizza()], { paymentMethod: 'Pix', changeForCents: 10_000 }), {
      status: 422,
      code: 'CHANGE_NOT_ALLOWED',
    });
  });

  it('refuses change below the total with 422 CHANGE_NOT_ALLOWED', async () => {
    const total = productNamed(menu, 'Calabresa').priceCents;
    await expectRefused(
      order([pizza()], { paymentMethod: 'Dinheiro', changeForCents: total - 1 }),
      {
        status: 422,
        code: 'CHANGE_NOT_ALLOWED',
        message: 'O troco deve ser maior que o total do pedido.',
      },
    );
    // Exactly the total is fine: no change needed.
    const res = await postOrder(
      t,
      order([pizza()], { paymentMethod: 'Dinheiro', changeForCents: total }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses an order while the shop is closed with 409 SHOP_CLOSED', async () => {
    now = new Date(FRIDAY_MORNING);
    await expectRefused(order([pizza()]), {
      status: 409,
      code: 'SHOP_CLOSED',
      // the default hours, 14:00 às 22:00, in the shop's time zone
      message: 'A pizzaria está fechada agora. Abrimos hoje às 14:00.',
    });
  });

  it('refuses an order while the shop is switched off with 409 SHOP_INACTIVE', async () => {
    const setActive = (isActive: boolean) =>
      t.database.db
        .update(establishmentSettings)
        .set({ isActive })
        .where(eq(establishmentSettings.id, 1));
    await setActive(false);
    try {
      await expectRefused(order([pizza()]), {
        status: 409,
        code: 'SHOP_INACTIVE',
        message: 'A pizzaria não está recebendo pedidos no momento.',
      });
    } finally {
      await setActive(true);
    }
  });

  it.each([
    ['dated in the future', () => new Date(now.getTime() + 60 * 60_000).toISOString()],
    ['without its time', () => undefined],
  ])('refuses an offline order %s with 422 INVALID_PLACED_AT', async (_name, placedAt) => {
    await expectRefused(order([pizza()], { origin: 'offline', placedAt: placedAt() }), {
      status: 422,
      code: 'INVALID_PLACED_AT',
    });
  });

  describe('an order from the offline queue', () => {
    /** A settings change at the test's clock, as the settings screen saves it. */
    const changeShop = (changes: Partial<typeof establishmentSettings.$inferInsert>) =>
      t.database.db
        .update(establishmentSettings)
        .set({ ...changes, lastUpdated: now })
        .where(eq(establishmentSettings.id, 1));
    /** A save a second later, as a real clock would date it. */
    const restoreShop = () => {
      now = new Date(now.getTime() + 1_000);
      return changeShop({ isActive: true, schedules: DEFAULT_ESTABLISHMENT.schedules });
    };
    /**
     * The shop's history only grows: each test lives on a Friday of its own, after the changes
     * the tests before it made.
     */
    const fridayEvening = (weeksLater: number) =>
      new Date(new Date(FRIDAY_EVENING).getTime() + weeksLater * 7 * 24 * 3600_000);

    it('is refused with 409 PLACED_WHILE_CLOSED when it says it was placed now, while closed', async () => {
      now = new Date(FRIDAY_MORNING);
      await expectRefused(order([pizza()], { origin: 'offline', placedAt: now.toISOString() }), {
        status: 409,
        code: 'PLACED_WHILE_CLOSED',
        message: expect.stringMatching(/pizzaria fechada \(sexta, 10:00\)/),
      });
    });

    it('is refused with 409 PLACED_WHILE_INACTIVE when placed while the shop was switched off', async () => {
      now = fridayEvening(1);
      await changeShop({ isActive: false });
      try {
        // inside the hours, but the shop had switched itself off
        await expectRefused(order([pizza()], { origin: 'offline', placedAt: now.toISOString() }), {
          status: 409,
          code: 'PLACED_WHILE_INACTIVE',
        });
        // still refused once the shop is back on: what counts is when it was placed
        const placedAt = new Date(now.getTime() + 60_000).toISOString();
        now = new Date(now.getTime() + 10 * 60_000);
        await changeShop({ isActive: true });
        await expectRefused(order([pizza()], { origin: 'offline', placedAt }), {
          status: 409,
          code: 'PLACED_WHILE_INACTIVE',
        });
      } finally {
        await restoreShop();
      }
    });

    it('is accepted when placed while open and active, though the shop is off or closed now', async () => {
      now = fridayEvening(2);
      const placedAt = now.toISOString();
      now = new Date(now.getTime() + 30 * 60_000);
      await changeShop({ isActive: false });
      try {
        const res = await postOrder(t, order([pizza()], { origin: 'offline', placedAt }));
        expect(res.statusCode).toBe(201);
      } finally {
        await restoreShop();
      }
    });

    it('is judged by the hours in force when it was placed, not by hours changed since', async () => {
      // Friday 20:00, hours 14:00–22:00; then the shop changes Friday to close at 19:00
      now = fridayEvening(3);
      const placedAt = now.toISOString();
      now = new Date(now.getTime() + 5 * 60_000);
      await changeShop({
        schedules: { ...DEFAULT_ESTABLISHMENT.schedules, sexta: '11:00 às 19:00' },
      });
      try {
        const accepted = await postOrder(t, order([pizza()], { origin: 'offline', placedAt }));
        expect(accepted.statusCode).toBe(201);
        // and one claiming a time after the change, when the new hours said closed, is refused
        await expectRefused(order([pizza()], { origin: 'offline', placedAt: now.toISOString() }), {
          status: 409,
          code: 'PLACED_WHILE_CLOSED',
        });
      } finally {
        await restoreShop();
      }
    });

    describe('proves when it was made with the pass the page held (docs/decisions/038)', () => {
      const HOUR = 3600_000;
      const INVALID: Refusal = {
        status: 422,
        code: 'OFFLINE_PROOF_INVALID',
        message:
          'Não foi possível confirmar quando este pedido foi feito sem conexão, e ele não pode ser enviado pelo site. Envie-o pelo WhatsApp ou faça um novo pedido.',
      };
      /** Friday 20:00 (open), then 23:00: closed by the hours, and switched off. */
      let claimed: Date;
      beforeEach(async () => {
        claimed = fridayEvening(4);
        now = new Date(claimed.getTime() + 3 * HOUR);
        await changeShop({ isActive: false });
      });
      afterEach(async () => {
        await restoreShop();
      });
      const backdated = (offlinePass: string | undefined) =>
        order([pizza()], { origin: 'offline', placedAt: claimed.toISOString(), offlinePass });

      it('refuses an order backdated to when the shop was open, without a pass', async () => {
        await expectRefused(backdated(undefined), INVALID);
      });

      it('refuses a forged pass, and a real pass with its issue time changed', async () => {
        const forged = `${claimed.getTime()}.${'A'.repeat(43)}`;
        await expectRefused(backdated(forged), INVALID);
        const real = await offlinePassAt(t, now);
        const signature = real.split('.')[1] ?? '';
        await expectRefused(backdated(`${claimed.getTime()}.${signature}`), INVALID);
        await expectRefused(backdated('não é um passe'), INVALID);
      });

      it('refuses a pass issued after the time the order claims', async () => {
        // fetched now, while the shop is off, to pass off an order as made when it was open
        await expectRefused(backdated(await offlinePassAt(t, now)), INVALID);
        await expectRefused(
          backdated(await offlinePassAt(t, new Date(claimed.getTime() + 10 * 60_000))),
          INVALID,
        );
      });

      it('refuses a pass that had expired when the order claims it was made', async () => {
        await expectRefused(
          backdated(await offlinePassAt(t, new Date(claimed.getTime() - 2 * HOUR - 10 * 60_000))),
          INVALID,
        );
      });

      it('refuses an order made more than 6 hours ago, saying so', async () => {
        now = new Date(claimed.getTime() + 6 * HOUR + 60_000);
        await expectRefused(backdated(await offlinePassAt(t, claimed)), {
          status: 422,
          code: 'OFFLINE_ORDER_TOO_OLD',
          message:
            'Este pedido foi feito sem conexão há mais de 6 horas e não pode mais ser enviado pelo site. Envie-o pelo WhatsApp ou faça um novo pedido.',
        });
      });

      it('takes an order made after the page fetched its pass from GET /api/orders/offline-pass', async () => {
        now = new Date(claimed.getTime() - 20 * 60_000);
        await restoreShop();
        const res = await t.app.inject({ method: 'GET', url: '/api/orders/offline-pass' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const pass = res.json<{ token: string; issuedAt: string; expiresAt: string }>();
        expect(pass).toEqual({
          token: expect.stringMatching(/^\d{13}\.[A-Za-z0-9_-]{43}$/),
          issuedAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + 2 * HOUR).toISOString(),
        });
        now = new Date(claimed.getTime() + 3 * HOUR);
        await changeShop({ isActive: false });
        const placed = await postOrder(t, backdated(pass.token));
        expect(placed.statusCode, placed.body).toBe(201);
      });

      it('takes the order with a pass issued before it was made, though the shop is off now', async () => {
        const pass = await offlinePassAt(t, new Date(claimed.getTime() - 90 * 60_000));
        const res = await postOrder(t, backdated(pass));
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json<{ order: { placedAt: string } }>().order.placedAt).toBe(
          claimed.toISOString(),
        );
      });
    });
  });

  it("refuses an order above the shop's ceiling with 422 ORDER_TOO_LARGE, and takes one at it", async () => {
    const price = productNamed(menu, 'Calabresa').priceCents;
    await t.database.db
      .update(establishmentSettings)
      .set({ maxOrderTotalCents: price * 3 })
      .where(eq(establishmentSettings.id, 1));
    try {
      await expectRefused(order([pizza({ quantity: 4 })]), {
        status: 422,
        code: 'ORDER_TOO_LARGE',
        message: `O total do pedido (${formatBRL(price * 4)}) passa do limite de ${formatBRL(price * 3)} por pedido. Para um pedido grande, fale com a pizzaria pelo WhatsApp.`,
      });
      expect((await postOrder(t, order([pizza({ quantity: 3 })]))).statusCode).toBe(201);
    } finally {
      await t.database.db
        .update(establishmentSettings)
        .set({ maxOrderTotalCents: DEFAULT_ESTABLISHMENT.maxOrderTotalCents })
        .where(eq(establishmentSettings.id, 1));
    }
  });

  it('refuses an order without an Idempotency-Key with 400 IDEMPOTENCY_KEY_REQUIRED', async () => {
    await expectRefused(order([pizza()]), { status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' }, null);
  });

  it.each([
    ['too short', 'abc'],
    ['with spaces', 'chave com espaços 1234567890'],
    ['too long', 'a'.repeat(101)],
  ])('refuses an Idempotency-Key %s with 400', async (_name, key) => {
    await expectRefused(order([pizza()]), validation, key);
  });

  it('refuses the same key with another order with 409, and keeps the first order', async () => {
    const key = newKey();
    const first = order([pizza()]);
    expect((await postOrder(t, first, key)).statusCode).toBe(201);
    await expectRefused(
      { ...first, items: [pizza({ quantity: 2 })] },
      { status: 409, code: 'IDEMPOTENCY_KEY_REUSED' },
      key,
    );
  });
});
