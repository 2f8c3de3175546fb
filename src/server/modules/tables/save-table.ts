import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client';
import { TABLE_LABEL_TAKEN_MESSAGE } from '../../../domain/admin-comandas';
import { MAX_TABLES, type AdminTable, type TableInput } from '../../../domain/tables';
import { AppError } from '../../errors';
import { toAdminTable } from './list-tables';
import { countTables, insertTable, updateTable as updateTableRow } from './repository';

/** 16 random bytes: a table's link cannot be guessed from another's (docs/decisions/057). */
const TABLE_TOKEN_BYTES = 16;

/** A new table, with the token its QR code carries. */
export async function createTable(db: Executor, input: TableInput): Promise<AdminTable> {
  if ((await countTables(db)) >= MAX_TABLES) {
    throw new AppError('UNPROCESSABLE', `A pizzaria pode ter no máximo ${MAX_TABLES} mesas.`);
  }
  return refuseTakenLabel(async () =>
    toAdminTable(
      await insertTable(db, {
        label: input.label,
        isActive: input.isActive,
        token: randomBytes(TABLE_TOKEN_BYTES).toString('base64url'),
      }),
    ),
  );
}

/** A table renamed or switched on/off; its token (and printed QR code) stays. */
export async function updateTable(
  db: Executor,
  id: number,
  input: TableInput,
): Promise<AdminTable> {
  return refuseTakenLabel(async () => {
    const row = await updateTableRow(db, id, { label: input.label, isActive: input.isActive });
    if (!row) throw new AppError('NOT_FOUND', 'Mesa não encontrada.');
    return toAdminTable(row);
  });
}

/** Two tables named alike (case aside) would be one on the desk: the unique index refuses it. */
async function refuseTakenLabel<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('TABLE_LABEL_TAKEN', TABLE_LABEL_TAKEN_MESSAGE);
    throw error;
  }
}

/** Both drivers report a unique violation as SQLSTATE 23505, PGlite sometimes on a cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
