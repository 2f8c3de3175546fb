import type { FieldErrors as FieldErrorsOf, FieldValues } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '../../../../domain/opening-hours';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** The first message of each field, by its name: what the form shows beside it. */
export type FieldErrors = Partial<Record<string, string>>;

/** react-hook-form's errors as the messages the fields show, by field name. */
export function messagesOf(errors: FieldErrorsOf<FieldValues>): FieldErrors {
  const messages: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') messages[name] = error.message;
  }
  return messages;
}

/** 'Dias da semana': none checked is every day. */
export function WeekdayPicker({
  value,
  onChange,
}: {
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold text-stone-800">Dias da semana</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEKDAYS.map((day) => {
          const isChecked = value.includes(day);
          return (
            <label
              key={day}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm capitalize',
                isChecked
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                  : 'border-stone-300 text-stone-700',
              )}
            >
              <input
                type="checkbox"
                className="accent-brand-600"
                checked={isChecked}
                onChange={() =>
                  onChange(isChecked ? value.filter((d) => d !== day) : [...value, day])
                }
              />
              {day}
            </label>
          );
        })}
      </div>
      <p className="text-xs text-stone-600">Nenhum marcado: vale todos os dias.</p>
    </fieldset>
  );
}

/** 'Válido de' / 'até': dates in the shop's time zone, both optional. */
export function DateFields({
  idPrefix,
  validFrom,
  validUntil,
  errors,
  onChange,
}: {
  idPrefix: string;
  validFrom: string;
  validUntil: string;
  errors: FieldErrors;
  onChange: (change: { validFrom?: string; validUntil?: string }) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField id={`${idPrefix}-from`} label="Válido de" error={errors.validFrom}>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={validFrom}
          onChange={(event) => onChange({ validFrom: event.target.value })}
          {...errorProps(`${idPrefix}-from`, errors.validFrom)}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-until`}
        label="Válido até"
        error={errors.validUntil}
        hint="Inclui o dia todo."
      >
        <Input
          id={`${idPrefix}-until`}
          type="date"
          value={validUntil}
          onChange={(event) => onChange({ validUntil: event.target.value })}
          {...errorProps(`${idPrefix}-until`, errors.validUntil)}
        />
      </FormField>
    </div>
  );
}
