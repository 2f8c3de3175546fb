import { CASH_PAYMENT } from './checkout';
import { formatMinuteOfDay } from './date-format';
import { formatBRL, type Centavos } from './money';
import {
  describeShopNotOpen,
  isOpenAt,
  localTimeIn,
  shopStatusAt,
  type Schedules,
} from './opening-hours';
import type { SchedulingSettings } from './scheduling';

/**
 * When the shop takes an order (docs/product/principles.md#orders; docs/decisions/006 and 016). One home for the
 * rule: the server judges every order with it, the storefront says the same before sending.
 */

import { OFFLINE_CLOCK_SKEW_MS } from './offline-pass';

export { OFFLINE_CLOCK_SKEW_MS };

/** Whether the shop took orders at some moment, and by which hours. */
export interface ShopAvailability {
  isActive: boolean;
  schedules: Schedules;
  timeZone: string;
}

type OrderTimeRefusalCode =
  | 'SHOP_CLOSED'
  | 'SHOP_INACTIVE'
  | 'INVALID_PLACED_AT'
  | 'PLACED_WHILE_CLOSED'
  | 'PLACED_WHILE_INACTIVE';

export interface OrderRefusal<Code extends string = OrderTimeRefusalCode> {
  code: Code;
  message: string;
}

/**
 * An order placed now: only while the shop is switched on and inside its hours, or, outside them,
 * for a time slot when the shop takes scheduled orders (the slot itself is checked by
 * checkScheduledFor in scheduling.ts).
 */
export function refuseOnlineOrder(
  now: Date,
  shop: ShopAvailability & { scheduling?: Pick<SchedulingSettings, 'enabled'> },
  scheduledFor: string | null = null,
): OrderRefusal | null {
  const status = shopStatusAt(shop, now);
  if (status.kind === 'inactive') {
    return { code: 'SHOP_INACTIVE', message: describeShopNotOpen(status) };
  }
  if (status.kind === 'closed' && !(scheduledFor !== null && shop.scheduling?.enabled)) {
    const message = describeShopNotOpen(status);
    return {
      code: 'SHOP_CLOSED',
      message: status.nextOpening ? message : `${message} Confira o horário de funcionamento.`,
    };
  }
  return null;
}

/**
 * The moment an order from the offline queue says it was placed, if it is a moment: given, and
 * not in the future (beyond a little skew). How far back it may be, and the proof that it was
 * made then, are checked with its pass (refuseOfflineProof, src/domain/offline-pass.ts).
 */
export function offlinePlacedAt(
  placedAt: string | undefined,
  now: Date,
): { placedAt: Date } | OrderRefusal {
  if (!placedAt) {
    return { code: 'INVALID_PLACED_AT', message: 'Informe quando o pedido offline foi feito.' };
  }
  const at = new Date(placedAt);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() + OFFLINE_CLOCK_SKEW_MS) {
    return {
      code: 'INVALID_PLACED_AT',
      message: 'A data do pedido está no futuro. Confira a data e a hora do aparelho.',
    };
  }
  return { placedAt: at };
}

/**
 * An order made offline keeps its time and syncs later, whatever the hours are when it arrives,
 * but only if the shop took orders when it was made: switched on, and open by the hours then (or,
 * for a time slot, taking scheduled orders).
 */
export function refuseOfflineOrder(
  placedAt: Date,
  then: ShopAvailability,
  scheduled: { scheduledFor: string | null; schedulingEnabled: boolean } = {
    scheduledFor: null,
    schedulingEnabled: false,
  },
): OrderRefusal | null {
  if (!then.isActive) {
    return {
      code: 'PLACED_WHILE_INACTIVE',
      message:
        'Este pedido foi feito quando a pizzaria não estava recebendo pedidos e não pode ser enviado. Faça um novo pedido.',
    };
  }
  const { weekday, minutes } = localTimeIn(placedAt, then.timeZone);
  // a slot for a later opening may be chosen while closed, as online (the slot is checked apart)
  const forLater = scheduled.scheduledFor !== null && scheduled.schedulingEnabled;
  if (!forLater && !isOpenAt(then.schedules, { weekday, minutes })) {
    return {
      code: 'PLACED_WHILE_CLOSED',
      message: `Este pedido foi feito com a pizzaria fechada (${weekday}, ${formatMinuteOfDay(minutes)}) e não pode ser enviado. Faça um novo pedido no horário de funcionamento.`,
    };
  }
  return null;
}

/** A total above the shop's ceiling is a mistake or an abuse: refused with what to do instead. */
export function refuseOrderTotal(
  totalCents: Centavos,
  maxOrderTotalCents: Centavos,
): OrderRefusal<'ORDER_TOO_LARGE'> | null {
  if (totalCents <= maxOrderTotalCents) return null;
  return {
    code: 'ORDER_TOO_LARGE',
    message: `O total do pedido (${formatBRL(totalCents)}) passa do limite de ${formatBRL(maxOrderTotalCents)} por pedido. Para um pedido grande, fale com a pizzaria pelo WhatsApp.`,
  };
}

/** Only a payment the shop offers; change only for cash. */
export function refusePayment(
  paymentMethod: string,
  changeForCents: Centavos | null,
  acceptedOptions: readonly string[],
): OrderRefusal<'INVALID_PAYMENT_METHOD' | 'CHANGE_NOT_ALLOWED'> | null {
  if (!acceptedOptions.includes(paymentMethod)) {
    return {
      code: 'INVALID_PAYMENT_METHOD',
      message: 'Esta forma de pagamento não é aceita. Escolha outra forma de pagamento.',
    };
  }
  if (changeForCents !== null && paymentMethod !== CASH_PAYMENT) {
    return {
      code: 'CHANGE_NOT_ALLOWED',
      message: 'Troco só pode ser pedido para pagamento em dinheiro.',
    };
  }
  return null;
}

export const CHANGE_BELOW_TOTAL = 'O troco deve ser maior que o total do pedido.';

/** 'Troco para' at least the total (exactly the total needs no change, and is accepted). */
export function refuseChange(
  changeForCents: Centavos | null,
  totalCents: Centavos,
): OrderRefusal<'CHANGE_NOT_ALLOWED'> | null {
  if (changeForCents === null || changeForCents >= totalCents) return null;
  return { code: 'CHANGE_NOT_ALLOWED', message: CHANGE_BELOW_TOTAL };
}
