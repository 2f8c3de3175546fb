import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Alert({
  className,
  tone = 'warning',
  ...props
}: ComponentProps<'div'> & { tone?: 'warning' | 'info' | 'success' | 'error' }) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
        tone === 'warning' && 'border-amber-300 bg-amber-50 text-amber-950',
        tone === 'info' && 'border-sky-300 bg-sky-50 text-sky-950',
        tone === 'success' && 'border-green-300 bg-green-50 text-green-950',
        tone === 'error' && 'border-red-300 bg-red-50 text-red-950',
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mt-0.5', className)} {...props} />;
}
