import { z } from 'zod/mini';
import { readStoredWith } from './local-store';

/**
 * A value in local storage read through a zod schema (see readStoredWith). Kept apart from
 * local-store.ts, which the cart's store uses on every page's first load: that load does not
 * carry zod (decision 013).
 */
export function readStored<S extends z.core.$ZodType>(key: string, schema: S): z.infer<S> | null {
  return readStoredWith<z.infer<S> | null>(key, null, (raw) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const result = z.safeParse(schema, parsed);
    return result.success
      ? { value: result.data, hadBadData: false }
      : { value: null, hadBadData: true };
  });
}
