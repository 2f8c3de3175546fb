import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

/** A whole-card radio or checkbox: large enough to hit with a thumb, and a real form control. */
export function ChoiceCard({
  type,
  name,
  checked,
  onChange,
  title,
  detail,
  aside,
  disabled,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-xl border-2 px-3 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked
          ? 'border-brand-600 bg-brand-50'
          : 'border-stone-200 bg-white hover:border-stone-300',
        disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="sr-only"
      />
      <span
        aria-hidden
        className={cn(
          'flex size-5 shrink-0 items-center justify-center border-2',
          type === 'radio' ? 'rounded-full' : 'rounded-md',
          checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-400 bg-white',
        )}
      >
        {checked && <CheckIcon className="size-3.5" strokeWidth={3} />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-stone-900">{title}</span>
        {detail && <span className="block text-sm text-stone-600">{detail}</span>}
      </span>
      {aside && <span className="shrink-0 text-sm font-bold text-stone-800">{aside}</span>}
    </label>
  );
}
