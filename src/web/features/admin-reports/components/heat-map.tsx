import type { Report } from '../../../../domain/admin-reports';
import { ordersWord, weekdayLabel } from './report-format';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Orders by weekday (rows, Monday first) and hour (columns): a 7 × 24 table whose cells darken
 * with the orders, each naming its figure for screen readers and on hover.
 */
export function HeatMap({ cells }: { cells: Report['byWeekdayHour'] }) {
  const counts = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.orders]));
  const max = Math.max(0, ...cells.map((cell) => cell.orders));
  return (
    <div
      role="group"
      aria-label="Pedidos por dia da semana e hora"
      tabIndex={0}
      className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[640px] table-fixed border-separate border-spacing-0.5 text-[11px]">
        <caption className="sr-only">Pedidos por dia da semana e hora</caption>
        <thead>
          <tr>
            <td className="w-9" />
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className="font-normal text-stone-600">
                {hour}h
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((weekday) => (
            <tr key={weekday}>
              <th scope="row" className="pr-1.5 text-left font-semibold text-stone-700">
                {weekdayLabel(weekday)}
              </th>
              {HOURS.map((hour) => {
                const orders = counts.get(`${weekday}-${hour}`) ?? 0;
                const label = `${weekdayLabel(weekday)} ${hour}h: ${ordersWord(orders)}`;
                return (
                  <td
                    key={hour}
                    title={label}
                    data-orders={orders}
                    className="h-6 rounded"
                    style={{ backgroundColor: shade(orders, max) }}
                  >
                    <span className="sr-only">{label}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-stone-600">
        {max > 0
          ? `Horário de pico: ${ordersWord(max)} na mesma hora.`
          : 'Nenhum pedido no período.'}
      </p>
    </div>
  );
}

/** An empty hour is pale stone; the busiest is the brand's red, the others in between. */
function shade(orders: number, max: number): string {
  if (orders === 0 || max === 0) return '#f5f5f4';
  const share = 0.15 + 0.85 * (orders / max);
  return `color-mix(in srgb, var(--color-brand-600) ${Math.round(share * 100)}%, #fef2f2)`;
}
