import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * What is fixed to the bottom of the screen (the phone's bottom bar, the checkout's total): the
 * toasts sit above the highest of them (components/ui/toaster.tsx), never over them.
 */
let docks: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Marks `element` as docked to the bottom until the returned function is called. */
export function trackBottomDock(element: HTMLElement): () => void {
  docks = [...docks, element];
  listeners.forEach((listener) => listener());
  return () => {
    docks = docks.filter((dock) => dock !== element);
    listeners.forEach((listener) => listener());
  };
}

/** A ref callback that docks its element while it is mounted. */
export function useBottomDock<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => (element ? trackBottomDock(element) : undefined), [element]);
  return setElement;
}

/** Room between a toast and what it must clear. */
const GAP_PX = 8;

/**
 * How far from the bottom of the screen a toast must sit to clear every shown dock: measured
 * again when a dock comes, goes or changes size, and when the window does. 0 with none shown.
 */
export function useBottomDockClearance(): number {
  const current = useSyncExternalStore(
    subscribe,
    () => docks,
    () => docks,
  );
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    const measure = () => {
      let top = window.innerHeight;
      for (const dock of current) {
        const box = dock.getBoundingClientRect();
        // hidden at this width (md:hidden), or back in the page's flow (lg:static): nothing to clear
        if (box.height > 0 && getComputedStyle(dock).position === 'fixed') {
          top = Math.min(top, box.top);
        }
      }
      setClearance(top < window.innerHeight ? Math.round(window.innerHeight - top) + GAP_PX : 0);
    };
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const dock of current) resize?.observe(dock);
    window.addEventListener('resize', measure);
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [current]);
  return clearance;
}

/**
 * The page scrolls a focused control clear of the docks (scroll-padding-bottom): a button the
 * keyboard reaches is never half under the phone's bottom bar or the checkout's total.
 */
export function useScrollPaddingAboveDocks(): void {
  const clearance = useBottomDockClearance();
  useEffect(() => {
    const root = document.documentElement;
    if (clearance > 0) root.style.scrollPaddingBottom = `${clearance}px`;
    else root.style.removeProperty('scroll-padding-bottom');
  }, [clearance]);
}
