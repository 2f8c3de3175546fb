import type { Fulfilment } from './delivery';

/**
 * Where an order came in (decision 055): the storefront (and its offline queue), a phone call or
 * chat typed by staff, the counter, a table, or the iFood marketplace (decision 072). Reports, the
 * dashboard and the CRM split by it.
 */
export const ORDER_CHANNELS = ['site', 'telefone', 'balcao', 'mesa', 'ifood'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const ORDER_CHANNEL_LABELS: Readonly<Record<OrderChannel, string>> = {
  site: 'Site',
  telefone: 'Telefone',
  balcao: 'Balcão',
  mesa: 'Mesa',
  ifood: 'iFood',
};

/**
 * How each channel's orders may reach the customer: the storefront and the phone deliver or hand
 * over at the counter; the counter also serves on the spot; a table's orders are eaten at it.
 */
const CHANNEL_FULFILMENTS: Readonly<Record<OrderChannel, readonly Fulfilment[]>> = {
  site: ['entrega', 'retirada'],
  telefone: ['entrega', 'retirada'],
  balcao: ['entrega', 'retirada', 'balcao'],
  mesa: ['mesa'],
  // iFood delivers (its couriers or the shop's) or the customer picks up (decision 072)
  ifood: ['entrega', 'retirada'],
};

export function fulfilmentsOfChannel(channel: OrderChannel): readonly Fulfilment[] {
  return CHANNEL_FULFILMENTS[channel];
}

/** A table's name as it is printed and stored: 1 to 40 characters, trimmed ('5', 'Varanda 2'). */
export const TABLE_LABEL_MAX = 40;

export interface ChannelRefusal {
  code: 'FULFILMENT_NOT_ALLOWED' | 'TABLE_REQUIRED';
  message: string;
}

/** Why this channel cannot place an order for this fulfilment (or table), or null. */
export function refuseChannelFulfilment(
  channel: OrderChannel,
  fulfilment: Fulfilment,
  tableLabel: string | null,
): ChannelRefusal | null {
  if (!CHANNEL_FULFILMENTS[channel].includes(fulfilment)) {
    return {
      code: 'FULFILMENT_NOT_ALLOWED',
      message: 'Esta forma de entrega não está disponível para este pedido.',
    };
  }
  const label = tableLabel?.trim() ?? '';
  if (fulfilment === 'mesa' && (label === '' || label.length > TABLE_LABEL_MAX)) {
    return { code: 'TABLE_REQUIRED', message: 'Informe a mesa do pedido.' };
  }
  return null;
}
