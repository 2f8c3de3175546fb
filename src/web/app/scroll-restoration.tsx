import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * A new screen opens at the top; back and forward return to where the screen was left (what the
 * browser does between documents).
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    window.scrollTo(0, saved ?? 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, pathname, navigationType]);

  return null;
}
