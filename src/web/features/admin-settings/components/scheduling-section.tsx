import { useState } from 'react';
import { SLOT_LENGTHS_MINUTES, type SchedulingSettings } from '../../../../domain/scheduling';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Input, Label } from '../../../components/ui/input';
import { NativeSelect } from '../../../admin/ui/select';
import { Switch } from '../../../admin/ui/switch';
import type { SectionProps } from './section-props';

const NOT_A_NUMBER = 'Informe um número inteiro.';

/**
 * 'Pedidos agendados' in the Horários tab (docs/decisions/023): whether customers may choose a time
 * slot, its length, the lead time and how many orders one slot takes.
 */
export function SchedulingSection({ copy, update, errors }: SectionProps) {
  const scheduling = copy.scheduling;
  const set = (patch: Partial<SchedulingSettings>) =>
    update({ scheduling: { ...scheduling, ...patch } });

  return (
    <section aria-labelledby="scheduling-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 p-4">
        <div>
          <h2 id="scheduling-title" className="text-base font-bold text-stone-900">
            <Label htmlFor="settings-scheduling-enabled">Pedidos agendados</Label>
          </h2>
          <p className="text-sm text-stone-600">
            O cliente escolhe entre receber o quanto antes ou em um horário dentro do funcionamento
            de hoje. Com a pizzaria fechada, pode agendar para a próxima abertura.
          </p>
        </div>
        <Switch
          id="settings-scheduling-enabled"
          checked={scheduling.enabled}
          onCheckedChange={(enabled) => set({ enabled })}
        />
      </div>
      {scheduling.enabled && (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            id="settings-slot-minutes"
            label="Duração de cada horário"
            error={errors['scheduling.slotMinutes']}
          >
            <NativeSelect
              id="settings-slot-minutes"
              value={String(scheduling.slotMinutes)}
              onChange={(event) =>
                set({ slotMinutes: Number(event.target.value) === 15 ? 15 : 30 })
              }
            >
              {SLOT_LENGTHS_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutos
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <WholeNumberField
            id="settings-lead-minutes"
            label="Antecedência mínima (minutos)"
            hint="O primeiro horário oferecido começa pelo menos este tempo depois de agora."
            value={scheduling.leadMinutes}
            error={errors['scheduling.leadMinutes']}
            onChange={(leadMinutes) => set({ leadMinutes })}
          />
          <WholeNumberField
            id="settings-slot-capacity"
            label="Pedidos por horário"
            hint="Um horário cheio não é mais oferecido."
            value={scheduling.slotCapacity}
            error={errors['scheduling.slotCapacity']}
            onChange={(slotCapacity) => set({ slotCapacity })}
          />
        </div>
      )}
    </section>
  );
}

/** A whole number as typed: what is not one is kept on screen, and fails the form's check. */
function WholeNumberField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: number;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(() => String(value));
  const [shown, setShown] = useState(value);
  // 'Cancelar' or a reset brings another value: show it
  if (shown !== value && !Number.isNaN(value)) {
    setShown(value);
    setText(String(value));
  }
  const isNumber = /^\d+$/.test(text.trim());
  const message = isNumber ? error : NOT_A_NUMBER;
  return (
    <FormField id={id} label={label} hint={hint} error={message}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-32 tabular-nums"
        value={text}
        {...errorProps(id, message)}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          const next = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
          setShown(next);
          onChange(next);
        }}
      />
    </FormField>
  );
}
