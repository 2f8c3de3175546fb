import { useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatBrlInput, parseBrlInput } from '../../../domain/money';
import { errorProps, FormField } from '../../components/forms/form-field';
import { Input } from '../../components/ui/input';

/**
 * The value a money field gives its form: centavos; null while the field is empty; NaN while its
 * text is not an amount (every schema refuses NaN, so nothing is saved until it is fixed).
 */
export type MoneyValue = number | null;

function sameValue(a: MoneyValue, b: MoneyValue): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

function textOf(cents: MoneyValue): string {
  return cents === null || Number.isNaN(cents) ? '' : formatBrlInput(cents);
}

function valueOf(text: string, emptyAs: MoneyValue): MoneyValue {
  if (text.trim() === '') return emptyAs;
  const parsed = parseBrlInput(text);
  return parsed.ok ? parsed.cents : Number.NaN;
}

/**
 * Every money field of the back office (docs/decisions/043): 'R$' beside the box, the text kept as
 * typed while editing ('62,9', '1.234,5'), read by the domain's one parser (`parseBrlInput`) and
 * written back as '62,90' when the field is left. The form gets centavos (see `MoneyValue`). Text
 * that is not an amount says why under the field once the field is left (or the form shows its
 * errors), in place of the form's own message.
 */
export function MoneyInput({
  id,
  label,
  cents,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  className,
  inputRef,
  emptyAs = null,
}: {
  id: string;
  label: string;
  cents: MoneyValue;
  onChange: (cents: MoneyValue) => void;
  onBlur?: () => void;
  /** The form's message for this field. */
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What an empty field gives the form: null (no value), or e.g. 0 for a fee. */
  emptyAs?: number | null;
}) {
  const [text, setText] = useState(() => textOf(cents));
  const [shown, setShown] = useState<MoneyValue>(cents);
  const [isLeft, setIsLeft] = useState(false);
  // the form brought another value ('Cancelar', a reset, a saved copy): show it
  if (!sameValue(shown, cents)) {
    setShown(cents);
    if (!sameValue(valueOf(text, emptyAs), cents)) setText(textOf(cents));
  }
  const parsed = text.trim() === '' ? null : parseBrlInput(text);
  const typo = parsed !== null && !parsed.ok ? parsed.message : undefined;
  const message = typo !== undefined && (isLeft || error !== undefined) ? typo : error;

  return (
    <FormField id={id} label={label} error={message} hint={hint} className={className}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-stone-600"
        >
          R$
        </span>
        <Input
          id={id}
          ref={inputRef}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          className="pl-10"
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const value = valueOf(next, emptyAs);
            setShown(value);
            onChange(value);
          }}
          onBlur={() => {
            setIsLeft(true);
            if (parsed?.ok) setText(formatBrlInput(parsed.cents));
            onBlur?.();
          }}
          {...errorProps(id, message)}
        />
      </div>
    </FormField>
  );
}

/**
 * A `MoneyInput` bound to a react-hook-form field of `control` by `name`: the form's dialogs use
 * this instead of wiring value, change, blur and ref by hand for each money field.
 */
export function MoneyField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  ...input
}: { control: Control<T, unknown, Out>; name: FieldPath<T> } & Omit<
  ComponentProps<typeof MoneyInput>,
  'cents' | 'onChange' | 'onBlur' | 'inputRef'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          {...input}
          // a money field of the form holds a MoneyValue (centavos, null or NaN)
          cents={field.value as MoneyValue}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}
