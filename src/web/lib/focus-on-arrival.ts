import { useCallback, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The history state of a move whose control disappears (the checkout's 'Finalizar Pedido'): the
 * page it opens puts the keyboard's focus on its heading, instead of leaving it on `<body>`.
 */
export const FOCUS_HEADING_ON_ARRIVAL = { focusHeading: true } as const;

function asksForHeading(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusHeading' in state;
}

/**
 * A ref for the page's heading (give it `tabIndex={-1}`): focused once when the page was opened
 * with FOCUS_HEADING_ON_ARRIVAL, as soon as it is rendered.
 */
export function useFocusHeadingOnArrival<T extends HTMLElement>() {
  const location = useLocation();
  const wanted = asksForHeading(location.state);
  const done = useRef<string | null>(null);
  return useCallback(
    (element: T | null) => {
      if (!element || !wanted || done.current === location.key) return;
      done.current = location.key;
      element.focus();
    },
    [wanted, location.key],
  );
}
