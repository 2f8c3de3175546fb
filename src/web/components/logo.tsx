import { cn } from '../lib/cn';

const SIZES = {
  xs: { mark: 'size-6', text: 'text-sm' },
  sm: { mark: 'size-8', text: 'text-base' },
  md: { mark: 'size-12', text: 'text-2xl' },
  lg: { mark: 'size-20', text: 'text-4xl' },
} as const;
export type LogoSize = keyof typeof SIZES;

/** The shop's mark and name (docs/product/screens.md#layout-and-navigation: sizes xs, sm, md and lg). */
export function Logo({
  size = 'sm',
  name,
  className,
}: {
  size?: LogoSize;
  name: string;
  className?: string;
}) {
  const s = SIZES[size];
  return (
    <span className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight', className)}>
      <svg viewBox="0 0 64 64" className={cn(s.mark, 'shrink-0')} aria-hidden>
        <circle cx="32" cy="32" r="30" fill="#b91c1c" />
        <path d="M32 10 L52 48 Q32 56 12 48 Z" fill="#fbbf24" />
        <circle cx="30" cy="30" r="4" fill="#b91c1c" />
        <circle cx="36" cy="42" r="4" fill="#b91c1c" />
        <circle cx="25" cy="43" r="3" fill="#b91c1c" />
      </svg>
      <span className={cn(s.text, 'leading-none')}>{name}</span>
    </span>
  );
}
