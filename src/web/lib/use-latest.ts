import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value`: long-lived callbacks (an event stream, a timer) read
 * it without being set up again on each render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
