import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** docs/product/limits.md#back-office: tooltip delay 700 ms, skip delay 300 ms. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

const ALIGN_CLASSES = {
  center: 'left-1/2 -translate-x-1/2',
  // at the screen's edge (the last item of a bar), the text grows towards the middle
  end: 'right-0',
} as const;

/** When a hint last closed: another one opening right after skips the delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A short text above its trigger, without a positioning library: it opens on hover (after the
 * delay) and at once on keyboard focus, and closes on Escape, on leaving, on blur and on press.
 * The trigger gets the text's id for its `aria-describedby`.
 */
export function HintTooltip({
  content,
  align = 'center',
  side = 'top',
  children,
}: {
  content: ReactNode;
  align?: keyof typeof ALIGN_CLASSES;
  /** Above the trigger, or below it (in a bar at the top of the screen). */
  side?: 'top' | 'bottom';
  children: (tooltipId: string) => ReactNode;
}) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isPointerDown = useRef(false);
  const root = useRef<HTMLSpanElement>(null);

  function open() {
    clearTimeout(timer.current);
    setOpen(true);
  }

  function close() {
    clearTimeout(timer.current);
    if (isOpen) lastClosedAt = Date.now();
    setOpen(false);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!isOpen) return;
    const hide = () => {
      lastClosedAt = Date.now();
      setOpen(false);
    };
    // Escape closes a hint opened by hover too
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    // so does scrolling what holds the trigger: the text would float away from it
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && root.current && event.target.contains(root.current)) {
        hide();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [isOpen]);

  function onPointerEnter(event: PointerEvent) {
    // a finger's tap follows the link; it does not show the hint
    if (event.pointerType === 'touch') return;
    if (Date.now() - lastClosedAt < SKIP_DELAY_MS) return open();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), OPEN_DELAY_MS);
  }

  function onPointerDown() {
    close();
    isPointerDown.current = true;
    const release = () => {
      isPointerDown.current = false;
      document.removeEventListener('pointerup', release);
      document.removeEventListener('pointercancel', release);
    };
    // a touch that turns into a scroll ends with pointercancel, not pointerup
    document.addEventListener('pointerup', release);
    document.addEventListener('pointercancel', release);
  }

  function onFocus() {
    // a click focuses the link too: only the keyboard's focus shows the hint
    if (!isPointerDown.current) open();
  }

  return (
    <span
      ref={root}
      className="relative block"
      onPointerEnter={onPointerEnter}
      onPointerLeave={close}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onBlur={close}
      onClick={close}
    >
      {children(id)}
      <span
        role="tooltip"
        id={id}
        hidden={!isOpen}
        className={cn(
          'absolute z-50 w-max max-w-xs rounded-md bg-stone-900 px-3 py-1.5 text-xs text-white shadow',
          // the ::before covers the gap to the trigger: the pointer can move onto the text
          side === 'top'
            ? 'bottom-full mb-1.5 before:absolute before:inset-x-0 before:top-full before:h-1.5'
            : 'top-full mt-1.5 before:absolute before:inset-x-0 before:bottom-full before:h-1.5',
          ALIGN_CLASSES[align],
        )}
      >
        {content}
      </span>
    </span>
  );
}
