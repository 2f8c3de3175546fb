import type { Database } from '../../../db/client';
import {
  PRINTER_NOT_FOUND,
  PRINTER_ROLE_TAKEN,
  printerRoleTakenMessage,
  type Printer,
  type PrinterInput,
} from '../../../domain/admin-printers';
import { AppError } from '../../errors';
import { findOtherActivePrinter, insertPrinter, updatePrinter } from './repository';

/**
 * Adds a printer (id null) or changes one. At most one active printer per role (each order
 * prints once per role, docs/decisions/050): activating a second is refused with the first's
 * name. The unique index on active roles holds the rule when two owners save at once.
 */
export async function savePrinter(
  db: Database,
  id: number | null,
  input: PrinterInput,
  now: Date,
): Promise<Printer> {
  return db.transaction(async (tx) => {
    if (input.isActive) {
      const other = await findOtherActivePrinter(tx, input.role, id);
      if (other) {
        throw new AppError(PRINTER_ROLE_TAKEN, printerRoleTakenMessage(input.role, other.name));
      }
    }
    if (id === null) return insertPrinter(tx, input, now);
    const saved = await updatePrinter(tx, id, input, now);
    if (!saved) throw new AppError('NOT_FOUND', PRINTER_NOT_FOUND);
    return saved;
  });
}
