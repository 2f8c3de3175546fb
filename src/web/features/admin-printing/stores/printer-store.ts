import { useSyncExternalStore } from 'react';
import { CONNECTIONS, type Connection, type Printer } from '../device/printer-device';
import { PAPER_WIDTHS, type PaperWidth } from '../../../../domain/tickets/paper';

/** What this device remembers about its printer (localStorage: per browser, not per shop). */
export interface PrinterSettings {
  connection: Connection;
  width: PaperWidth;
  /** This desk prints every order the moment it is accepted. */
  autoPrint: boolean;
  /** When auto-print was turned on: orders accepted before are not printed in a burst. */
  autoPrintSince: string | null;
}

export interface PrinterState {
  settings: PrinterSettings;
  printer: Printer | null;
}

const STORAGE_KEY = 'forno.admin.printer';
const DEFAULTS: PrinterSettings = {
  connection: 'serial',
  width: '80',
  autoPrint: false,
  autoPrintSince: null,
};

function readSettings(): PrinterSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return DEFAULTS;
    const saved = raw as Partial<Record<keyof PrinterSettings, unknown>>;
    return {
      connection: CONNECTIONS.find((c) => c === saved.connection) ?? DEFAULTS.connection,
      width: PAPER_WIDTHS.find((w) => w === saved.width) ?? DEFAULTS.width,
      autoPrint: saved.autoPrint === true,
      autoPrintSince: typeof saved.autoPrintSince === 'string' ? saved.autoPrintSince : null,
    };
  } catch {
    return DEFAULTS;
  }
}

let state: PrinterState = { settings: readSettings(), printer: null };
const listeners = new Set<() => void>();

function set(next: PrinterState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getPrinterState(): PrinterState {
  return state;
}

export function updateSettings(change: Partial<PrinterSettings>) {
  const settings = { ...state.settings, ...change };
  if (change.autoPrint === true && !state.settings.autoPrint) {
    settings.autoPrintSince = new Date().toISOString();
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // private mode or full storage: the setting lasts until the page closes
  }
  set({ ...state, settings });
}

export function setPrinter(printer: Printer | null) {
  set({ ...state, printer });
}

export function usePrinterState(): PrinterState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
