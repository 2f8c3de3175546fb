import { ChevronDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A section the customer opens and closes (native details/summary: keyboard and reader ready). */
export function CollapsibleSection({
  title,
  count,
  defaultOpen,
  children,
}: {
  title: string;
  count: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-xl border border-stone-200 bg-white" open={defaultOpen}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <span>{title}</span>
          <span className="text-sm font-normal text-stone-600">({count})</span>
        </span>
        <ChevronDownIcon
          className="size-5 text-stone-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="grid gap-2 px-3 pb-3">{children}</div>
    </details>
  );
}
