/** What a store made of its stored text: the value to use, and whether some of the text was bad. */
export interface ParsedStored<T> {
  value: T;
  hadBadData: boolean;
}

/**
 * A value in local storage read through the store's own parse: storage that cannot be used
 * (private mode, quota) is logged and read as `fallback`, never thrown at the screen (docs/product/errors.md);
 * bad data is logged with `badDataMessage` and removed, or replaced by what `keep` saves of it.
 */
export function readStoredWith<T>(
  key: string,
  fallback: T,
  parse: (raw: string) => ParsedStored<T>,
  {
    badDataMessage = `Dados inválidos em '${key}'; foram descartados.`,
    keep = () => removeStored(key),
  }: { badDataMessage?: string; keep?: (value: T) => void } = {},
): T {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch (error) {
    console.error(`Não foi possível ler '${key}'.`, error);
    return fallback;
  }
  if (raw === null) return fallback;
  const { value, hadBadData } = parse(raw);
  if (hadBadData) {
    console.error(badDataMessage, raw);
    keep(value);
  }
  return value;
}

export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`Não foi possível salvar '${key}'.`, error);
    return false;
  }
}

/** A list whose empty value is no key at all. */
export function writeStoredList(key: string, list: readonly unknown[]): void {
  if (list.length === 0) removeStored(key);
  else writeStored(key, list);
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`Não foi possível remover '${key}'.`, error);
  }
}

/** A tiny external store over one local-storage key, kept in step across tabs. */
export function createStoredValue<T>(key: string, read: () => T) {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== key) return;
    value = read();
    notify();
  }
  return {
    get(): T {
      if (value === undefined) value = read();
      return value;
    },
    set(next: T, persist: (v: T) => void) {
      value = next;
      persist(next);
      notify();
    },
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
