import type { z } from 'zod';

/**
 * A value in local storage read through a zod schema: bad data is logged and removed, and storage
 * that cannot be used (private mode, quota) is logged, never thrown at the screen (spec §8).
 */
export function readStored<S extends z.ZodType>(key: string, schema: S): z.infer<S> | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch (error) {
    console.error(`Não foi possível ler '${key}'.`, error);
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = schema.safeParse(parsed);
  if (result.success) return result.data;
  console.error(`Dados inválidos em '${key}'; foram descartados.`, raw);
  removeStored(key);
  return null;
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
