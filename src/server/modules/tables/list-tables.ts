import type { Executor } from '../../../db/client';
import type { ServiceChargeSettings } from '../../../domain/comanda';
import { compareTableLabels, type AdminTable } from '../../../domain/tables';
import { listTables as listTableRows, readServiceCharge, type TableRow } from './repository';

export interface TablesView {
  tables: AdminTable[];
  serviceCharge: ServiceChargeSettings;
}

/** 'Mesas': every table, in the order a waiter counts them, and the service charge. */
export async function listTables(db: Executor): Promise<TablesView> {
  const rows = await listTableRows(db);
  return {
    tables: rows.map(toAdminTable).sort((a, b) => compareTableLabels(a.label, b.label)),
    serviceCharge: await readServiceCharge(db),
  };
}

export function toAdminTable(row: TableRow): AdminTable {
  return { id: row.id, label: row.label, token: row.token, isActive: row.isActive };
}
