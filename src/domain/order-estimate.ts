/**
 * When the customer can expect the order (decision 041), from the shop's own estimates
 * (the zone's, the shop's delivery time, the pickup's) counted from the moment the order was
 * accepted; a scheduled order expects its slot. Shown at the top of the tracking page.
 */
import { formatTime } from './date-format';
import { hasDelivery, type Fulfilment } from './delivery';
import { formatScheduledFor } from './order-fulfilment';
import type { OrderStatus } from './order-status';

/** What the estimate reads of an order: a `TrackedOrder` fits. */
export interface EstimateFacts {
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** The zone's name as the order kept it; null for pickup or outside every zone. */
  deliveryZone: string | null;
  scheduledFor: string | null;
  /** When the shop accepted it (ISO); null while pending. */
  acceptedAt?: string | null;
}

/** What it reads of the shop's settings: `PublicEstablishment` fits. */
export interface EstimateSettings {
  deliveryTime: string;
  delivery: {
    zones: readonly { name: string; estimate: string }[];
    pickupEstimate: string;
  };
  scheduling: { slotMinutes: number };
}

export interface OrderEstimate {
  /** 'Previsão de entrega', 'Retirada prevista', 'Entrega agendada', 'Retirada agendada'. */
  label: string;
  /** '20:10–20:40', 'Hoje, 20:30–21:00', '30 a 60 minutos após a confirmação'. */
  value: string;
}

const MINUTES_PER_HOUR = 60;

/**
 * Minutes of a written estimate: '30 a 60 minutos' → [30, 60], '40-50 min' → [40, 50],
 * '45 minutos' → [45, 45], '1 hora' → [60, 60], '1 a 2 horas' → [60, 120]; null when it says no
 * number of minutes or hours the page could count ('Consulte').
 */
export function estimateMinutes(text: string): [number, number] | null {
  const match =
    /(\d{1,3})(?:\s*(?:a|até|-|–|~)\s*(\d{1,3}))?\s*(min(?:uto)?s?|h(?:ora)?s?)\b/iu.exec(
      text.normalize('NFC'),
    );
  if (!match) return null;
  const unit = (match[3] ?? '').toLowerCase().startsWith('h') ? MINUTES_PER_HOUR : 1;
  const low = Number(match[1]) * unit;
  const high = match[2] === undefined ? low : Number(match[2]) * unit;
  if (low <= 0 || high < low) return null;
  return [low, high];
}

/** The estimate the shop gives this kind of order: its zone's, else the shop's, or the pickup's. */
export function estimateText(
  order: Pick<EstimateFacts, 'fulfilment' | 'deliveryZone'>,
  settings: EstimateSettings,
): string {
  if (!hasDelivery(order.fulfilment)) return settings.delivery.pickupEstimate;
  const zone = settings.delivery.zones.find((z) => z.name === order.deliveryZone);
  return zone?.estimate.trim() || settings.deliveryTime;
}

function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * 60_000);
}

/**
 * When to expect the order, or null when there is nothing to wait for (delivered, rejected). A
 * scheduled order: its slot ('Hoje, 20:30–21:00'). Accepted: the shop's estimate counted from
 * the acceptance ('20:10–20:40'). Pending: the estimate itself, after the confirmation.
 */
export function describeOrderEstimate(
  order: EstimateFacts,
  settings: EstimateSettings,
  timeZone: string,
  now: Date,
): OrderEstimate | null {
  if (['entregue', 'finalizado', 'rejeitado'].includes(order.status)) return null;
  const isPickup = !hasDelivery(order.fulfilment);
  if (order.scheduledFor !== null) {
    const start = new Date(order.scheduledFor);
    const end = addMinutes(start, settings.scheduling.slotMinutes);
    return {
      label: isPickup ? 'Retirada agendada' : 'Entrega agendada',
      value: `${formatScheduledFor(start, timeZone, now)}–${formatTime(end, timeZone)}`,
    };
  }
  const label = isPickup ? 'Retirada prevista' : 'Previsão de entrega';
  const text = estimateText(order, settings).trim();
  const minutes = estimateMinutes(text);
  const acceptedAt = order.acceptedAt ? new Date(order.acceptedAt) : null;
  if (order.status === 'pendente' || !acceptedAt || Number.isNaN(acceptedAt.getTime())) {
    if (text === '') return null;
    return { label, value: `${text} após a confirmação` };
  }
  if (!minutes) return text === '' ? null : { label, value: text };
  const [low, high] = minutes;
  const from = formatTime(addMinutes(acceptedAt, low), timeZone);
  const to = formatTime(addMinutes(acceptedAt, high), timeZone);
  return { label, value: from === to ? from : `${from}–${to}` };
}
