import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { moveAmongTabs } from '../../../lib/tab-keys';

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
        // one Tab stop: the arrow keys move among the chips (lib/tab-keys.ts)
        onKeyDown={moveAmongTabs}
        className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:flex-wrap md:overflow-visible"
      >
        {children}
      </div>
      <Fade side="before" shown={overflow.before} />
      <Fade side="after" shown={overflow.after} />
    </div>
  );
}

const FADES = {
  before: {
    Icon: ChevronLeftIcon,
    className: 'left-0 justify-start bg-gradient-to-r pl-1',
  },
  after: {
    Icon: ChevronRightIcon,
    className: 'right-0 justify-end bg-gradient-to-l pr-1',
  },
} as const;

/** The fade at one edge, with its arrow: shown while chips lie beyond that edge. */
function Fade({ side, shown }: { side: keyof Overflow; shown: boolean }) {
  const { Icon, className } = FADES[side];
  return (
    <span
      aria-hidden
      data-testid={`chips-fade-${side}`}
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-14 items-center from-stone-50 from-40% to-transparent pb-1 text-stone-500 transition-opacity',
        className,
        shown ? 'opacity-100' : 'opacity-0',
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
