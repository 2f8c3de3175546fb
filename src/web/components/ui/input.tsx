import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Height and corners by size: the caller's className never has to fight them. */
const INPUT_SIZES = {
  sm: 'h-10 rounded-lg',
  md: 'h-11 rounded-lg',
  lg: 'h-12 rounded-xl',
} as const;

export function Input({
  className,
  inputSize = 'md',
  ...props
}: ComponentProps<'input'> & { inputSize?: keyof typeof INPUT_SIZES }) {
  return (
    <input
      className={cn(
        'w-full border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:opacity-50 aria-invalid:border-red-600',
        INPUT_SIZES[inputSize],
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-20 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-semibold text-stone-800', className)} {...props} />;
}
