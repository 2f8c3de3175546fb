import { CalendarClockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { formatSlotDay, formatSlotTimes, type Schedule } from '../../../../domain/scheduling';
import { useShopTimeZone } from '../../../api/get-establishment';
import { useSchedule } from '../../../api/get-schedule';
import { cn } from '../../../lib/cn';
import { slotChoiceActions, useSlotChoice } from '../checkout/slot-choice';

const SLOT_GONE = 'O horário escolhido não está mais disponível. Escolha outro horário.';

type Slot = Schedule['slots'][number];

/** The slots by day, in time order: [['Hoje', slots], ['Amanhã', slots]]. */
function byDay(slots: readonly Slot[], timeZone: string, now: Date): Array<[string, Slot[]]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = formatSlotDay(slot.start, timeZone, now);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

const optionClass = (isChosen: boolean) =>
  cn(
    'flex cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
    isChosen
      ? 'border-brand-600 bg-brand-50 text-brand-800'
      : 'border-stone-200 text-stone-800 hover:border-stone-300',
  );

/**
 * 'Quando você quer o pedido?' (docs/decisions/023): 'O quanto antes' while the shop is open, or a
 * time slot from the server's list, grouped by day, full ones not offered. With the shop closed and
 * scheduling on, only a slot for the next opening. Nothing when the shop does not schedule.
 */
export function SlotPicker() {
  const schedule = useSchedule();
  const choice = useSlotChoice();
  const timeZone = useShopTimeZone();
  const data = schedule.data;

  useEffect(() => {
    if (!data) return;
    if (!data.schedulingEnabled) {
      slotChoiceActions.reset();
      return;
    }
    slotChoiceActions.offerChanged(
      data.asap,
      data.slots.map((slot) => slot.start),
      SLOT_GONE,
    );
  }, [data]);
  // a new checkout starts from 'o quanto antes'
  useEffect(() => () => slotChoiceActions.reset(), []);

  if (!data || !data.schedulingEnabled || (data.slots.length === 0 && data.asap)) return null;
  const now = new Date();
  const isScheduling = choice.mode === 'agendar' || !data.asap;
  const errorId = 'delivery-slot-error';

  return (
    <fieldset
      className="flex flex-col gap-2"
      {...(choice.error ? { 'aria-describedby': errorId } : {})}
    >
      <legend className="mb-2 text-sm font-semibold text-stone-800">
        Quando você quer o pedido?
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {data.asap && (
          <label className={optionClass(!isScheduling)}>
            <input
              type="radio"
              name="slot-mode"
              value="asap"
              checked={!isScheduling}
              onChange={() => slotChoiceActions.chooseMode('asap')}
              className="size-4 accent-brand-600"
            />
            O quanto antes
          </label>
        )}
        <label className={optionClass(isScheduling)}>
          <input
            type="radio"
            name="slot-mode"
            value="agendar"
            checked={isScheduling}
            onChange={() => slotChoiceActions.chooseMode('agendar')}
            className="size-4 accent-brand-600"
          />
          <CalendarClockIcon className="size-4" aria-hidden />
          Agendar
        </label>
      </div>
      {isScheduling &&
        (data.slots.length === 0 ? (
          <p className="text-sm text-stone-700">Não há horários livres para agendar agora.</p>
        ) : (
          <div className="mt-1 flex flex-col gap-3">
            {!data.asap && (
              <p className="text-sm text-stone-700">
                A pizzaria está fechada agora: escolha um horário e preparamos seu pedido quando
                abrirmos.
              </p>
            )}
            {byDay(data.slots, timeZone, now).map(([day, slots]) => (
              <div key={day} role="radiogroup" aria-label={`Horários: ${day}`}>
                <p className="mb-1.5 text-xs font-bold tracking-wide text-stone-600 uppercase">
                  {day}
                </p>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {slots.map((slot) => (
                    <label
                      key={slot.start}
                      className={cn(optionClass(choice.slot === slot.start), 'justify-center')}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={slot.start}
                        checked={choice.slot === slot.start}
                        onChange={() => slotChoiceActions.chooseSlot(slot.start)}
                        className="sr-only"
                      />
                      <span className="tabular-nums">
                        {formatSlotTimes(slot.start, data.slotMinutes, timeZone)}
                      </span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        ))}
      {choice.error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {choice.error}
        </p>
      )}
    </fieldset>
  );
}
