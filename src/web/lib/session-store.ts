/**
 * What this tab keeps aside so a reload loses nothing (the delivery form, the open wizard), in
 * session storage. Storage that cannot be used (private mode, quota) is logged and read as
 * nothing, never thrown at the screen: the screen works, it only does not survive a reload. The
 * caller's `check` turns the stored JSON into its value or null (a zod schema's `safeParse`, or a
 * hand-written check where zod must stay out of the first load); bad data is logged and removed.
 */
export function readSession<T>(key: string, check: (value: unknown) => T | null): T | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch (error) {
    console.error(`Não foi possível ler '${key}'.`, error);
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const checked = check(value);
  if (checked === null) {
    console.error(`Dados inválidos em '${key}'; foram descartados.`, raw);
    removeSession(key);
  }
  return checked;
}

export function writeSession(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Não foi possível salvar '${key}'.`, error);
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch (error) {
    console.error(`Não foi possível remover '${key}'.`, error);
  }
}
