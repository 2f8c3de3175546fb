import { WEEKDAY_SHORT_LABELS } from '../../../../domain/admin-reports';

/** '2026-11-20' → '20/11/2026'. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** '2026-11-20' → '20/11'. */
export function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
}

/** The period in words: 'de 19/11/2026 a 20/11/2026', or its one day. */
export function describeDays(from: string, to: string): string {
  return from === to ? `em ${longDate(from)}` : `de ${longDate(from)} a ${longDate(to)}`;
}

/** ISO weekday 1 (Monday) … 7 (Sunday) → 'Seg' … 'Dom'. */
export function weekdayLabel(weekday: number): string {
  return WEEKDAY_SHORT_LABELS[weekday - 1] ?? '';
}

export function ordersWord(count: number): string {
  return count === 1 ? '1 pedido' : `${count} pedidos`;
}
