import type { Executor } from '../../../db/client';
import { TABLE_NOT_FOUND_MESSAGE, tableName, type PublicTable } from '../../../domain/tables';
import { AppError } from '../../errors';
import { findTableByToken, type TableRow } from './repository';

/** The active table a QR code names; an unknown or inactive one is a 404 the phone explains. */
export async function findActiveTable(db: Executor, token: string): Promise<TableRow> {
  const table = await findTableByToken(db, token);
  if (!table?.isActive) throw new AppError('TABLE_NOT_FOUND', TABLE_NOT_FOUND_MESSAGE);
  return table;
}

/** `GET /api/tables/:token`: what the storefront bound to the table shows. */
export async function getPublicTable(db: Executor, token: string): Promise<PublicTable> {
  const table = await findActiveTable(db, token);
  return { token: table.token, label: table.label, name: tableName(table.label) };
}
