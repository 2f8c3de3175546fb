import { BellIcon, BellOffIcon } from 'lucide-react';
import { Switch } from 'radix-ui';
import { cn } from '../../../lib/cn';
import {
  setAlarmMuted,
  useAlarmState,
  useIsAlarmMuted,
  useIsAlarmRinging,
} from '../stores/alarm-store';

/**
 * The mute switch of the new-order sound, and what the alarm is doing: 'Alerta tocando' while it
 * repeats (announced to screen readers, and what the journeys look for).
 */
export function AlarmSwitch({ className }: { className?: string }) {
  const isMuted = useIsAlarmMuted();
  const isRinging = useIsAlarmRinging();
  const { unopened, isEscalated } = useAlarmState();
  const waiting = [...unopened].map((orderId) => `pedido #${orderId}`).join(', ');
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <p role="status" aria-live="polite" className="flex items-center gap-2 text-xs font-semibold">
        {isRinging && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-1 text-red-800">
            <span className="relative flex size-2" aria-hidden>
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75" />
              <span className="relative inline-flex size-2 rounded-full bg-red-600" />
            </span>
            Alerta tocando
            <span className="sr-only">: {waiting}</span>
            {unopened.size > 1 && <span aria-hidden>({unopened.size})</span>}
          </span>
        )}
        {isEscalated && unopened.size > 0 && (
          <span className="rounded-full bg-red-700 px-2.5 py-1 text-white">Pedido esperando!</span>
        )}
      </p>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-stone-700">
        {isMuted ? (
          <BellOffIcon className="size-4 text-stone-500" aria-hidden />
        ) : (
          <BellIcon className="size-4 text-stone-700" aria-hidden />
        )}
        <span className="sr-only lg:not-sr-only">Som de novos pedidos</span>
        <Switch.Root
          checked={!isMuted}
          onCheckedChange={(isOn) => setAlarmMuted(!isOn)}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-green-600"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </label>
    </div>
  );
}
