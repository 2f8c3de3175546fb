import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import type { Env } from '../env';
import { PG_DUMP_GUIDANCE, readBackupContents } from './back-up-data';
import { countShopContents, type ShopContents } from './repository';

export interface Restored {
  dataDir: string;
  /** Where the folder that was there went: nothing is deleted. */
  previousFolder: string | null;
  contents: ShopContents;
}

/**
 * `npm run restore -- <file>` (docs/decisions/016): checks that the backup opens, moves the current
 * folder aside (never deletes it), writes the backup in its place and brings it up to the current
 * migrations. Refused while a server holds the folder.
 */
export async function restoreData(env: Env, file: string, now: Date): Promise<Restored> {
  if (env.DATABASE_URL) {
    throw new Error(
      `Com PostgreSQL a restauração é feita com pg_restore, num banco que você escolhe.\n${PG_DUMP_GUIDANCE}`,
    );
  }
  const backupFile = resolve(file);
  if (!existsSync(backupFile)) throw new Error(`o arquivo ${backupFile} não existe`);
  const tarball = new Uint8Array(readFileSync(backupFile));
  // a file that does not open is refused before anything is moved
  await readBackupContents(tarball).catch((error: unknown) => {
    throw new Error(
      `${backupFile} não é uma cópia de segurança do Forno que abra (${error instanceof Error ? error.message : String(error)})`,
    );
  });

  const dataDir = resolve(env.DATA_DIR);
  let previousFolder: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    // holding the lock proves no server is using the folder while it is moved
    const lock = await lockDataDir(dataDir, 'restore');
    try {
      previousFolder = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, previousFolder);
    } finally {
      await lock.release();
    }
  }

  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    purpose: 'restore',
    mode: 'restore',
    loadDataDir: new Blob([tarball], { type: 'application/x-gzip' }),
  });
  try {
    // a backup from an older version gets today's tables
    await database.migrate();
    return { dataDir, previousFolder, contents: await countShopContents(database.db) };
  } finally {
    await database.close();
  }
}
