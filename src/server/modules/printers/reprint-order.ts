import type { Database } from '../../../db/client';
import { ORDER_NOT_FOUND } from '../../../domain/admin-orders';
import { PRINTER_ROLE_LABELS, type PrinterRole } from '../../../domain/admin-printers';
import { AppError } from '../../errors';
import { enqueueReprint } from './print-jobs';
import { findActivePrinter, orderExists } from './repository';

/** 'Reimprimir' on the desk, per role: queued like any ticket, printed when the printer has it. */
export async function reprintOrder(
  db: Database,
  orderId: number,
  role: PrinterRole,
): Promise<{ printer: string }> {
  return db.transaction(async (tx) => {
    if (!(await orderExists(tx, orderId))) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const printer = await findActivePrinter(tx, role);
    if (!printer) {
      throw new AppError(
        'CONFLICT',
        `Nenhuma impressora ativa de ${PRINTER_ROLE_LABELS[role].toLowerCase()}. Cadastre ou ative uma em Configurações › Impressoras.`,
      );
    }
    await enqueueReprint(tx, orderId, role);
    return { printer: printer.name };
  });
}
