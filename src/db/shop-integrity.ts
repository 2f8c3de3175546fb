import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { DataDirError } from './data-dir-error';
import type { Executor } from './client';
import { adminUsers, establishmentSettings, setupCodes } from './schema';

/**
 * Rows a shop that was set up always has (docs/decisions/036): its settings row, and an owner
 * once one registered. A table that lost them (a truncated or damaged file, a bad restore) would
 * otherwise come back as a new shop: default settings from the seed, and an owner registration
 * open again. Each count reads every page of its table, so with data checksums on a damaged page
 * fails here too, before anything is written.
 */
export async function checkShopIntegrity(db: Executor, where: string): Promise<void> {
  const restore = `Restaure a cópia de segurança (npm run restore -- <arquivo .tar.gz>, ou pg_restore com DATABASE_URL)`;
  const restoreEn = `Restore the backup (npm run restore -- <file .tar.gz>, or pg_restore with DATABASE_URL)`;
  try {
    const [settings] = await db
      .select({ rows: count(), ownerRegistered: count(establishmentSettings.ownerRegisteredAt) })
      .from(establishmentSettings);
    if ((settings?.rows ?? 0) !== 1) {
      throw new DataDirError(
        'DATABASE_INCOMPLETE',
        `O banco de dados da loja em ${where} perdeu as configurações do estabelecimento (a tabela establishment_settings está vazia): algum arquivo foi danificado. Nada foi alterado. ${restore}.`,
        `The shop's database in ${where} lost the establishment settings (table establishment_settings is empty): a file was damaged. Nothing was changed. ${restoreEn}.`,
      );
    }
    const [usedCodes] = await db
      .select({ n: count() })
      .from(setupCodes)
      .where(isNotNull(setupCodes.usedAt));
    const [owners] = await db
      .select({ n: count() })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.status, 'active')));
    const hadOwner = (settings?.ownerRegistered ?? 0) > 0 || (usedCodes?.n ?? 0) > 0;
    if (hadOwner && (owners?.n ?? 0) === 0) {
      throw new DataDirError(
        'DATABASE_INCOMPLETE',
        `O banco de dados da loja em ${where} perdeu a conta do dono (a tabela admin_users não tem mais o dono cadastrado): algum arquivo foi danificado. O Forno não inicia, para não abrir o cadastro de um novo dono. ${restore}.`,
        `The shop's database in ${where} lost the owner's account (table admin_users no longer holds the registered owner): a file was damaged. Forno does not start, so that no new owner can register. ${restoreEn}.`,
      );
    }
    // every other page of the tables read above was read too; a checksum failure throws
    await db.execute(sql`select count(*) from ${adminUsers}`);
  } catch (error) {
    if (error instanceof DataDirError) throw error;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    throw new DataDirError(
      'DATA_DIR_DAMAGED',
      `O banco de dados da loja em ${where} está danificado (${reason}). Nada foi alterado. ${restore}.`,
      `The shop's database in ${where} is damaged (${reason}). Nothing was changed. ${restoreEn}.`,
    );
  }
}

/** True when the database already holds Forno's tables (a start after the first). */
export async function holdsShopTables(db: Executor): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass('public.establishment_settings')::text as found`,
  );
  // node-postgres and PGlite both answer { rows }
  const { rows } = result as unknown as { rows: { found: string | null }[] };
  return rows[0]?.found != null;
}

/** 'on' or 'off': whether PostgreSQL checks each page's checksum as it reads it. */
export async function dataChecksums(db: Executor): Promise<string> {
  const result = await db.execute(sql`show data_checksums`);
  const { rows } = result as unknown as { rows: { data_checksums: string }[] };
  return rows[0]?.data_checksums ?? 'unknown';
}
