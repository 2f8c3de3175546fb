import type { z } from 'zod/mini';
import { WEEKDAYS, type Weekday } from '../../../../domain/opening-hours';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** The first message of each field, by its name: what the form shows beside it. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** 'R$ 60,00' as typed ('60', '60,00'): centavos; empty: null; junk: NaN. */
export function centsFromText(text: string): number | null {
  const cleaned = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{3})*(,\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [reais = '0', cents = ''] = cleaned.replace(/\./g, '').split(',');
  return Number(reais) * 100 + Number(cents.padEnd(2, '0'));
}

export function textFromCents(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number as typed; empty: null; junk: NaN. */
export function countFromText(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
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
