import type { Database } from '../../../db/client';
import { PRINTER_NOT_FOUND } from '../../../domain/admin-printers';
import { AppError } from '../../errors';
import { deletePrinter } from './repository';

/** Removes a printer; tickets already queued for its role print on the role's next active one. */
export async function removePrinter(db: Database, id: number): Promise<void> {
  if (!(await deletePrinter(db, id))) throw new AppError('NOT_FOUND', PRINTER_NOT_FOUND);
}
