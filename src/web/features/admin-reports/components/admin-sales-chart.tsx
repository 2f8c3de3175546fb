import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Report } from '../../../../domain/admin-reports';
import { formatBRL } from '../../../../domain/money';
import { shortDate } from './report-format';

/** '1,5 mil' (reais) on the axis: the full amount is in the tooltip and the table. */
const COMPACT = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Orders and revenue per day: bars for the revenue (left axis, reais), a line for the orders
 * (right axis). recharts lives in this chunk alone, fetched when the reports page first draws it.
 */
export default function SalesChart({ days }: { days: Report['byDay'] }) {
  const data = days.map((day) => ({
    label: shortDate(day.date),
    revenue: day.revenueCents / 100,
    orders: day.orders,
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        title="Pedidos e faturamento por dia"
      >
        <CartesianGrid stroke="#e7e5e4" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
        <YAxis
          yAxisId="revenue"
          tick={{ fontSize: 12 }}
          width={48}
          tickFormatter={(value: number) => COMPACT.format(value)}
        />
        <YAxis
          yAxisId="orders"
          orientation="right"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          width={32}
        />
        <Tooltip
          formatter={(value, name) =>
            name === 'Faturamento'
              ? formatBRL(Math.round(Number(value) * 100))
              : `${String(value)} pedidos`
          }
        />
        <Bar
          yAxisId="revenue"
          dataKey="revenue"
          name="Faturamento"
          fill="var(--color-brand-600)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name="Pedidos"
          stroke="#1c1917"
          strokeWidth={2}
          dot={days.length <= 31}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
