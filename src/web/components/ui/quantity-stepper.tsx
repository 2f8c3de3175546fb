import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

const MAX_QUANTITY = 99;

/**
 * A whole number from 1 up (docs/product/rules.md#cart-quantity): the decrement is disabled at 1 and typed text that is not a
 * whole number above 0 is ignored (the field returns to the last good value when it loses focus).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  size = 'md',
  className,
}: {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit(raw: string) {
    setText(raw);
    if (!/^\d+$/.test(raw)) return;
    const quantity = Number(raw);
    if (quantity >= 1 && quantity <= MAX_QUANTITY && quantity !== value) onChange(quantity);
  }

  const button =
    'flex items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:opacity-40 disabled:hover:bg-white';
  const dimension = size === 'sm' ? 'size-8' : 'size-10';
  return (
    <div
      className={cn('inline-flex items-center gap-1.5', className)}
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className={cn(button, dimension)}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label="Diminuir quantidade"
      >
        <MinusIcon className="size-4" aria-hidden />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label="Quantidade"
        className={cn(
          'rounded-lg border border-stone-300 bg-white text-center font-semibold text-stone-900',
          size === 'sm' ? 'h-8 w-10 text-sm' : 'h-10 w-12 text-base',
        )}
        value={text}
        onChange={(event) => commit(event.target.value.trim())}
        onBlur={() => setText(String(value))}
      />
      <button
        type="button"
        className={cn(button, dimension)}
        onClick={() => onChange(value + 1)}
        disabled={value >= MAX_QUANTITY}
        aria-label="Aumentar quantidade"
      >
        <PlusIcon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
