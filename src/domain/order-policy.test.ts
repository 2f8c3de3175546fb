import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT } from './establishment';
import { formatBRL } from './money';
import { WEEKDAYS, type Schedules } from './opening-hours';
import {
  CHANGE_BELOW_TOTAL,
  OFFLINE_CLOCK_SKEW_MS,
  offlinePlacedAt,
  refuseChange,
  refuseOfflineOrder,
  refuseOnlineOrder,
  refuseOrderTotal,
  refusePayment,
  type ShopAvailability,
} from './order-policy';

const everyDay = (hours: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Schedules;
const SHOP: ShopAvailability = {
  isActive: true,
  schedules: everyDay('18:00 às 02:00'),
  timeZone: 'America/Sao_Paulo',
};
/** Friday 20 November 2026 in São Paulo. */
const at = (time: string) => new Date(`2026-11-20T${time}:00-03:00`);

describe('when the shop takes an order (docs/decisions/006, 016)', () => {
  it('takes an online order only while switched on and open, hours across midnight included', () => {
    expect(refuseOnlineOrder(at('19:00'), SHOP)).toBeNull();
    expect(refuseOnlineOrder(at('01:30'), SHOP)).toBeNull();
    expect(refuseOnlineOrder(at('03:00'), SHOP)).toEqual({
      code: 'SHOP_CLOSED',
      message: 'A pizzaria está fechada agora. Abrimos hoje às 18:00.',
    });
    const closedAllWeek = { ...SHOP, schedules: everyDay('Fechado') };
    expect(refuseOnlineOrder(at('19:00'), closedAllWeek)).toEqual({
      code: 'SHOP_CLOSED',
      message: 'A pizzaria está fechada agora. Confira o horário de funcionamento.',
    });
    expect(refuseOnlineOrder(at('19:00'), { ...SHOP, isActive: false })?.code).toBe(
      'SHOP_INACTIVE',
    );
  });

  it('takes the time of an order from the queue only inside the window the server keeps', () => {
    const now = at('20:00');
    expect(offlinePlacedAt(undefined, now)).toMatchObject({ code: 'INVALID_PLACED_AT' });
    expect(offlinePlacedAt('ontem', now)).toMatchObject({ code: 'INVALID_PLACED_AT' });
    const ahead = new Date(now.getTime() + OFFLINE_CLOCK_SKEW_MS).toISOString();
    expect(offlinePlacedAt(ahead, now)).toEqual({ placedAt: new Date(ahead) });
    const tooFar = new Date(now.getTime() + OFFLINE_CLOCK_SKEW_MS + 1).toISOString();
    expect(offlinePlacedAt(tooFar, now)).toMatchObject({ code: 'INVALID_PLACED_AT' });
  });

  it('takes an order from the queue only if the shop took orders when it was placed', () => {
    expect(refuseOfflineOrder(at('23:30'), SHOP)).toBeNull();
    expect(refuseOfflineOrder(at('10:00'), SHOP)).toEqual({
      code: 'PLACED_WHILE_CLOSED',
      message:
        'Este pedido foi feito com a pizzaria fechada (sexta, 10:00) e não pode ser enviado. Faça um novo pedido no horário de funcionamento.',
    });
    expect(refuseOfflineOrder(at('23:30'), { ...SHOP, isActive: false })?.code).toBe(
      'PLACED_WHILE_INACTIVE',
    );
  });
});

describe('what an order may cost and how it is paid', () => {
  it('refuses a total above the ceiling, and takes one at it', () => {
    expect(refuseOrderTotal(200_000, 200_000)).toBeNull();
    expect(refuseOrderTotal(200_001, 200_000)).toEqual({
      code: 'ORDER_TOO_LARGE',
      message: `O total do pedido (${formatBRL(200_001)}) passa do limite de ${formatBRL(200_000)} por pedido. Para um pedido grande, fale com a pizzaria pelo WhatsApp.`,
    });
  });

  it('takes only a payment the shop offers, and change only for cash', () => {
    const options = DEFAULT_ESTABLISHMENT.paymentOptions;
    expect(refusePayment('Pix', null, options)).toBeNull();
    expect(refusePayment('Dinheiro', 10_000, options)).toBeNull();
    expect(refusePayment('Cheque', null, options)?.code).toBe('INVALID_PAYMENT_METHOD');
    expect(refusePayment('Pix', 10_000, options)?.code).toBe('CHANGE_NOT_ALLOWED');
  });

  it('wants change at least the total', () => {
    expect(refuseChange(null, 4_900)).toBeNull();
    expect(refuseChange(4_900, 4_900)).toBeNull();
    expect(refuseChange(4_899, 4_900)).toEqual({
      code: 'CHANGE_NOT_ALLOWED',
      message: CHANGE_BELOW_TOTAL,
    });
  });
});
