/** How long a failed job waits before its next run: doubling from `baseMs`, capped at `maxMs`. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 2_000, maxMs: 10 * 60_000 };

/**
 * The wait after the `attempt`-th failed run (from 1): exponential, capped, with jitter between
 * half and all of it, so that jobs that failed together (a printer off) do not retry in step.
 * Never shorter than the previous attempt's longest wait, so the waits only grow until the cap.
 */
export function retryDelayMs(
  attempt: number,
  backoff: Backoff,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const full = Math.min(backoff.maxMs, backoff.baseMs * 2 ** exponent);
  return Math.round(full * (0.5 + random() * 0.5));
}
