import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'forno:scroll-positions';
/** Enough for any back-and-forth; the oldest are dropped first. */
const MAX_POSITIONS = 50;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

const positions = readPositions();

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // storage full or blocked: positions are kept for this page only
  }
}

/**
 * A new screen opens at the top (or at its #anchor); back and forward return to where the screen
 * was left, also after a reload or a visit to another site (positions live in sessionStorage).
 */
export function ScrollRestoration() {
  const { key, hash, pathname, search } = useLocation();
  const address = `${pathname}${search}${hash}`;
  const lastAddress = useRef<string | null>(null);
  const navigationType = useNavigationType();

  // the browser's own restoration would fight ours; it comes back when the storefront is left
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const restoreDefault = () => {
      savePositions();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', restoreDefault);
    return () => {
      window.removeEventListener('pagehide', restoreDefault);
      restoreDefault();
    };
  }, []);

  // The position is recorded as the customer scrolls: by the time a navigation renders, the new
  // screen may be shorter and the browser has already moved the page. A layout effect, so the
  // listener moves to the new screen's key before the browser reports that move.
  useLayoutEffect(() => {
    const record = () => {
      positions.delete(key);
      positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      savePositions();
    };
  }, [key]);

  useLayoutEffect(() => {
    const sameScreen = lastAddress.current === address;
    lastAddress.current = address;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    // another entry of the same screen (an open dialog's step, decision 020) leaves the page as
    // it is, unless back or forward land where the page had been scrolled to
    if (sameScreen && saved === undefined) return;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, address, navigationType]);

  return null;
}
