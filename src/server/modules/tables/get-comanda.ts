import type { Executor } from '../../../db/client';
import { COMANDA_NOT_FOUND_MESSAGE, type Comanda } from '../../../domain/admin-comandas';
import { AppError } from '../../errors';
import { toComandas } from './comanda-view';
import { findComanda, readServiceCharge } from './repository';

/** One comanda: open as of now, or its bill as it was closed. */
export async function getComanda(db: Executor, id: number): Promise<Comanda> {
  const row = await findComanda(db, id);
  if (!row) throw new AppError('NOT_FOUND', COMANDA_NOT_FOUND_MESSAGE);
  const [comanda] = await toComandas(db, [row], await readServiceCharge(db));
  if (!comanda) throw new AppError('NOT_FOUND', COMANDA_NOT_FOUND_MESSAGE);
  return comanda;
}
