import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-stone-600', className)}>
      <LoaderCircleIcon className="size-5 animate-spin" aria-hidden />
      <span>{label}</span>
    </span>
  );
}
