const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '19:32' today, '21/11/2026 às 19:32' on another day (device time zone, pt-BR). */
export function formatOrderTime(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return iso;
  if (DATE.format(date) === DATE.format(now)) return `Hoje, ${TIME.format(date)}`;
  return `${DATE.format(date)} às ${TIME.format(date)}`;
}

/** '21/11/2026 às 19:32'. */
export function formatOrderDateTime(iso: string): string {
  const date = parse(iso);
  return date ? `${DATE.format(date)} às ${TIME.format(date)}` : iso;
}

/** '21/11/2026'. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? DATE.format(date) : iso;
}
