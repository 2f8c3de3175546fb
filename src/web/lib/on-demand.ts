/**
 * Code kept out of the first load (decision 013): fetched the first time it is needed, or
 * earlier with `prefetch` once the page is idle. A failed fetch is tried again on the next call.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const get = () =>
    (pending ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    get,
    /** What was loaded already, or null. */
    current: () => loaded,
    prefetch() {
      get().catch(() => undefined);
    },
  };
}
