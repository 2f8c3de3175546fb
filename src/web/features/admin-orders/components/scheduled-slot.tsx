import { CalendarClockIcon } from 'lucide-react';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { DEFAULT_SCHEDULING_SETTINGS, formatSlot } from '../../../../domain/scheduling';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';

/**
 * The slot of a scheduled order, large on its desk card ('Agendado · Hoje, 21:00 – 21:30'), so
 * the kitchen sees at a glance it is not for now (docs/decisions/023). Nothing for 'o quanto antes'.
 */
export function ScheduledSlot({ order }: { order: AdminOrder }) {
  const timeZone = useShopTimeZone();
  const { data: shop } = useEstablishment();
  if (order.scheduledFor === null) return null;
  const slotMinutes = (shop?.scheduling ?? DEFAULT_SCHEDULING_SETTINGS).slotMinutes;
  return (
    <span className="mt-2 flex w-fit items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-1.5 text-amber-950">
      <CalendarClockIcon className="size-5 shrink-0" aria-hidden />
      <span className="flex flex-col leading-tight">
        <span className="text-xs font-semibold tracking-wide uppercase">Agendado</span>
        <time dateTime={order.scheduledFor} className="text-lg font-extrabold tabular-nums">
          {formatSlot(order.scheduledFor, slotMinutes, timeZone, new Date())}
        </time>
      </span>
    </span>
  );
}
