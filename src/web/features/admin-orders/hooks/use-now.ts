import { useEffect, useState } from 'react';

/** The wait on the desk's cards moves on by itself: the clock is read again this often. */
export const CARD_CLOCK_TICK_MS = 30_000;

/** Now, read again every 30 s: what the cards' 'há 12 min' counts from. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CARD_CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
