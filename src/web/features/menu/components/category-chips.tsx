import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** How far the fades show that more chips lie beyond the edge. */
type Overflow = { before: boolean; after: boolean };

/**
 * The category chips of a group. From 768 px they wrap onto a second line, so every chip is in
 * sight; on a phone they scroll sideways, and a fade at an edge says more chips lie beyond it.
 */
export function CategoryChips({ label, children }: { label: string; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const rest = element.scrollWidth - element.clientWidth - element.scrollLeft;
      // a pixel of rounding is not more chips
      setOverflow({ before: element.scrollLeft > 1, after: rest > 1 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // the chips' width changes with the window and the fonts
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resize?.disconnect();
    };
  }, []);

  return (
    <div className="relative -mx-4 mt-3">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:flex-wrap md:overflow-visible"
      >
        {children}
      </div>
      <span
        aria-hidden
        data-testid="chips-fade-before"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-0 flex w-14 items-center justify-start bg-gradient-to-r from-stone-50 from-40% to-transparent pb-1 pl-1 text-stone-500 transition-opacity',
          overflow.before ? 'opacity-100' : 'opacity-0',
        )}
      >
        <ChevronLeftIcon className="size-5" />
      </span>
      <span
        aria-hidden
        data-testid="chips-fade-after"
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 flex w-14 items-center justify-end bg-gradient-to-l from-stone-50 from-40% to-transparent pr-1 pb-1 text-stone-500 transition-opacity',
          overflow.after ? 'opacity-100' : 'opacity-0',
        )}
      >
        <ChevronRightIcon className="size-5" />
      </span>
    </div>
  );
}
