import { useSyncExternalStore } from 'react';
import { TABLE_BINDING_HOURS, TABLE_TOKEN_PATTERN } from '../../domain/table-binding';
import { createStoredValue, readStoredWith, removeStored, writeStored } from '../lib/local-store';

/**
 * The table this phone's QR code scan bound it to (docs/decisions/057): while bound, the cart
 * sends its orders to the table's comanda, with no address and no fee. Checked by hand, not by a
 * schema: the layout's banner reads it on the first load, which carries no zod (decision 013).
 */
const TABLE_BINDING_KEY = 'table';

export interface TableBinding {
  token: string;
  label: string;
  name: string;
  boundAt: string;
}

const BINDING_MS = TABLE_BINDING_HOURS * 60 * 60_000;

function parseBinding(
  raw: string,
  now: number,
): { value: TableBinding | null; hadBadData: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { value: null, hadBadData: true };
  }
  if (typeof parsed !== 'object' || parsed === null) return { value: null, hadBadData: true };
  const { token, label, name, boundAt } = parsed as Record<string, unknown>;
  if (
    typeof token !== 'string' ||
    !TABLE_TOKEN_PATTERN.test(token) ||
    typeof label !== 'string' ||
    typeof name !== 'string' ||
    typeof boundAt !== 'string'
  ) {
    return { value: null, hadBadData: true };
  }
  const at = Date.parse(boundAt);
  // an evening is over: the binding is dropped quietly
  if (Number.isNaN(at) || now - at > BINDING_MS) return { value: null, hadBadData: true };
  return { value: { token, label, name, boundAt }, hadBadData: false };
}

function read(): TableBinding | null {
  return readStoredWith(TABLE_BINDING_KEY, null, (raw) => parseBinding(raw, Date.now()), {
    badDataMessage: 'Mesa salva inválida ou antiga; foi descartada.',
  });
}

const store = createStoredValue<TableBinding | null>(TABLE_BINDING_KEY, read);

export const tableBindingActions = {
  bind(table: { token: string; label: string; name: string }, now = new Date()) {
    store.set({ ...table, boundAt: now.toISOString() }, (value) =>
      writeStored(TABLE_BINDING_KEY, value),
    );
  },
  leave() {
    store.set(null, () => removeStored(TABLE_BINDING_KEY));
  },
};

/** The table this phone orders for; null on the server and while unbound. */
export function useTableBinding(): TableBinding | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
