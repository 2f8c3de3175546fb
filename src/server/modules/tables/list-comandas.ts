import type { Executor } from '../../../db/client';
import type { Comandas } from '../../../domain/admin-comandas';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { compareTableLabels } from '../../../domain/tables';
import { findSettings } from '../establishment/repository';
import { toComandas } from './comanda-view';
import { listComandas as listComandaRows, readServiceCharge } from './repository';

/** Every open comanda (oldest first, then by table) plus the latest closed ones. */
const CLOSED_SHOWN = 20;
/** More open comandas than tables never happens: this only bounds the answer. */
const OPEN_MAX = 500;

export async function listComandas(db: Executor): Promise<Comandas> {
  const serviceCharge = await readServiceCharge(db);
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const open = await listComandaRows(db, 'open', OPEN_MAX);
  const closed = await listComandaRows(db, 'closed', CLOSED_SHOWN);
  return {
    open: (await toComandas(db, open, serviceCharge)).sort((a, b) =>
      compareTableLabels(a.tableLabel, b.tableLabel),
    ),
    closed: await toComandas(db, closed, serviceCharge),
    serviceCharge,
    paymentOptions: settings.paymentOptions,
  };
}
