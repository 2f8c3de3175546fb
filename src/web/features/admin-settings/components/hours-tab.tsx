import { useEffect, useState } from 'react';
import {
  OPEN_STATUS_REFRESH_MS,
  parseDayHours,
  shopStatusAt,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '../../../../domain/opening-hours';
import { isValidTimeZone } from '../../../../domain/establishment';
import { FormField } from '../../../components/forms/form-field';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { NativeSelect } from '../../../admin/ui/select';
import type { SectionProps } from './section-props';
import { SchedulingSection } from './scheduling-section';
import { AutoAcceptSection } from './auto-accept-section';
import { dayHoursFields, withDayClosed, withDayTime } from '../utils/working-copy';

/** Brazil's time zones, by where people know them from. */
const TIME_ZONES: readonly (readonly [string, string])[] = [
  ['America/Noronha', 'Fernando de Noronha (UTC−2)'],
  ['America/Sao_Paulo', 'Horário de Brasília (UTC−3)'],
  ['America/Bahia', 'Bahia (UTC−3)'],
  ['America/Fortaleza', 'CE, RN, PB, PI e MA (UTC−3)'],
  ['America/Recife', 'Pernambuco (UTC−3)'],
  ['America/Maceio', 'Alagoas e Sergipe (UTC−3)'],
  ['America/Belem', 'Pará e Amapá (UTC−3)'],
  ['America/Araguaina', 'Tocantins (UTC−3)'],
  ['America/Campo_Grande', 'Mato Grosso do Sul (UTC−4)'],
  ['America/Cuiaba', 'Mato Grosso (UTC−4)'],
  ['America/Manaus', 'Amazonas (UTC−4)'],
  ['America/Porto_Velho', 'Rondônia (UTC−4)'],
  ['America/Boa_Vista', 'Roraima (UTC−4)'],
  ['America/Rio_Branco', 'Acre (UTC−5)'],
];

/** docs/product/states.md#open-status: the open status is recomputed every 60 s. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), OPEN_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Horários' (docs/product/screens.md#settings, docs/product/states.md#settings, docs/product/rules.md#back-office-forms): start and end per weekday in 24-hour time inputs, 'Fechado', the
 * shop's time zone, and a live Aberto/Fechado badge computed from the working copy.
 */
export function HoursTab({ copy, update, errors }: SectionProps) {
  const now = useNow();
  const timeZone = isValidTimeZone(copy.timeZone) ? copy.timeZone : 'America/Sao_Paulo';
  const isOpen = shopStatusAt({ ...copy, timeZone }, now).kind === 'open';
  const zones = TIME_ZONES.some(([zone]) => zone === copy.timeZone)
    ? TIME_ZONES
    : [[copy.timeZone, copy.timeZone] as const, ...TIME_ZONES];

  function setDay(day: Weekday, value: string) {
    update({ schedules: { ...copy.schedules, [day]: value } });
  }

  return (
    <div className="flex flex-col gap-5">
      <div
        role="status"
        aria-live="polite"
        className="flex flex-wrap items-center gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700"
      >
        <span>Com estes horários, a pizzaria está agora:</span>
        <Badge variant={isOpen ? 'open' : 'closed'} data-testid="settings-open-badge">
          {isOpen ? 'Aberto' : 'Fechado'}
        </Badge>
        {!copy.isActive && <span className="text-stone-600">(estabelecimento inativo)</span>}
      </div>

      <div className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200">
        {WEEKDAYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            value={copy.schedules[day]}
            error={errors[`schedules.${day}`]}
            onChange={(value) => setDay(day, value)}
          />
        ))}
      </div>

      <FormField
        id="settings-time-zone"
        label="Fuso horário"
        error={errors.timeZone}
        hint="Os horários valem no fuso da pizzaria, seja qual for o do cliente."
        className="max-w-md"
      >
        <NativeSelect
          id="settings-time-zone"
          value={copy.timeZone}
          onChange={(event) => update({ timeZone: event.target.value })}
        >
          {zones.map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <SchedulingSection copy={copy} update={update} errors={errors} />
      <AutoAcceptSection copy={copy} update={update} errors={errors} />
    </div>
  );
}

function DayRow({
  day,
  value,
  error,
  onChange,
}: {
  day: Weekday;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const fields = dayHoursFields(value);
  const hours = parseDayHours(value);
  const errorId = `hours-${day}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset className="px-4 py-3">
      {/* the legend names the group for screen readers; the grid shows the same name */}
      <legend className="sr-only">{WEEKDAY_LABELS[day]}</legend>
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr_auto]">
        <span className="text-sm font-semibold text-stone-900" aria-hidden>
          {WEEKDAY_LABELS[day]}
        </span>
        <label className="col-start-2 row-start-1 flex cursor-pointer items-center gap-2 text-sm font-medium text-stone-700 sm:col-start-3">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={fields.isClosed}
            onChange={(event) => onChange(withDayClosed(event.target.checked))}
          />
          Fechado
        </label>
        <div
          className={cn(
            'col-span-2 flex items-center gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1',
            fields.isClosed && 'opacity-50',
          )}
        >
          <Input
            type="time"
            aria-label="Abre às"
            inputSize="sm"
            className="w-full max-w-36 tabular-nums"
            disabled={fields.isClosed}
            value={fields.start}
            onChange={(event) => onChange(withDayTime(value, 'start', event.target.value))}
            {...invalid}
          />
          <span className="text-sm text-stone-600" aria-hidden>
            às
          </span>
          <Input
            type="time"
            aria-label="Fecha às"
            inputSize="sm"
            className="w-full max-w-36 tabular-nums"
            disabled={fields.isClosed}
            value={fields.end}
            onChange={(event) => onChange(withDayTime(value, 'end', event.target.value))}
            {...invalid}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        hours &&
        (hours.end < hours.start ? (
          <p className="mt-1.5 text-xs text-stone-600">Fecha às {fields.end} do dia seguinte.</p>
        ) : hours.end === hours.start ? (
          <p className="mt-1.5 text-xs text-amber-800">
            Início e fim iguais: a pizzaria abre só nesse minuto.
          </p>
        ) : null)
      )}
    </fieldset>
  );
}
