/**
 * The desk's alarm (docs/decisions/026): an order nobody opened within the shop's minutes
 * escalates, so a busy counter hears it louder and sees the tab flash.
 */

export const ESCALATION_MINUTES_DEFAULT = 3;
export const ESCALATION_MINUTES_MIN = 1;
export const ESCALATION_MINUTES_MAX = 30;

/** Whole minutes within the allowed range; anything else is the default. */
export function toEscalationMinutes(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return ESCALATION_MINUTES_DEFAULT;
  return Math.min(ESCALATION_MINUTES_MAX, Math.max(ESCALATION_MINUTES_MIN, value));
}

/**
 * When the alarm escalates for orders waiting since `waitingSince` (ms): the moment the oldest
 * reaches `minutes`; null when none waits.
 */
export function escalatesAt(waitingSince: Iterable<number>, minutes: number): number | null {
  let oldest: number | null = null;
  for (const since of waitingSince) if (oldest === null || since < oldest) oldest = since;
  return oldest === null ? null : oldest + minutes * 60_000;
}

/** The alarm's volume on a device, in percent (Configurações › 'Alerta de novos pedidos'). */
export const ALARM_VOLUME_DEFAULT = 80;
export const ALARM_VOLUME_MIN = 10;
export const ALARM_VOLUME_MAX = 100;

/** A whole percentage within the allowed range; anything else is the default. */
export function toAlarmVolume(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return ALARM_VOLUME_DEFAULT;
  return Math.min(ALARM_VOLUME_MAX, Math.max(ALARM_VOLUME_MIN, Math.round(value)));
}

/** The tab's title while an order rings and nobody may hear it: '(3) NOVO PEDIDO'. */
export function ringingTitle(count: number): string {
  return `(${count}) NOVO PEDIDO`;
}
