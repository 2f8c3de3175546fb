import type { Database } from '../../../db/client';
import { COMANDA_NOT_FOUND_MESSAGE } from '../../../domain/admin-comandas';
import { AppError } from '../../errors';
import { findActivePrinter } from '../printers/repository';
import { enqueueBill } from './print-bill';
import { findComanda } from './repository';

/**
 * 'Imprimir conta' again on the counter's network printer; `queued: false` when the shop has none
 * (the screen prints from the browser then). An open comanda's bill is printed from the browser.
 */
export async function printComandaBill(db: Database, id: number): Promise<{ queued: boolean }> {
  const comanda = await findComanda(db, id);
  if (!comanda) throw new AppError('NOT_FOUND', COMANDA_NOT_FOUND_MESSAGE);
  if (!comanda.closedAt) {
    throw new AppError('COMANDA_OPEN', 'Feche a conta antes de imprimi-la na impressora de rede.');
  }
  if (!(await findActivePrinter(db, 'balcao'))) return { queued: false };
  await enqueueBill(db, id, 'reprint');
  return { queued: true };
}
