import { spawn } from 'node:child_process';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from '../../db/client';
import { requestBackupFromHolder } from '../../db/data-dir-lock';
import type { Env } from '../env';
import { countShopContents, type ShopContents } from './repository';

export interface EmbeddedBackup {
  kind: 'pglite';
  file: string;
  bytes: number;
  /** Whether the running server made it, or this process from the stopped folder. */
  takenFrom: 'running server' | 'folder';
  contents: ShopContents;
}

export interface PostgresBackup {
  kind: 'postgres';
  file: string;
}

/** `backups/forno-2026-11-24-153000.tar.gz` beside the data folder. */
function defaultBackupFile(dataDir: string, now: Date, extension: string): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[:T]/g, (c) => (c === 'T' ? '-' : ''));
  return join(dirname(resolve(dataDir)), 'backups', `forno-${stamp}.${extension}`);
}

/**
 * `npm run backup` (docs/decisions/016): a consistent copy of the embedded database, from the
 * running server when there is one (between two of its queries, after a checkpoint), else from
 * the stopped folder; opened once before it is kept, so a backup that would not restore is never
 * reported as made. With PostgreSQL, `pg_dump` in its custom format.
 */
export async function backUpData(
  env: Env,
  target: string | undefined,
  now: Date,
): Promise<EmbeddedBackup | PostgresBackup> {
  if (env.DATABASE_URL) {
    const file = resolve(target ?? defaultBackupFile(env.DATA_DIR, now, 'dump'));
    mkdirSync(dirname(file), { recursive: true });
    await runPgDump(env.DATABASE_URL, file);
    return { kind: 'postgres', file };
  }

  const dataDir = resolve(env.DATA_DIR);
  let takenFrom: EmbeddedBackup['takenFrom'] = 'running server';
  let tarball = await requestBackupFromHolder(dataDir).catch((error: unknown) => {
    throw new Error(`the running server could not make the backup: ${String(error)}`);
  });
  if (!tarball) {
    takenFrom = 'folder';
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      purpose: 'backup',
      mode: 'existing',
    });
    try {
      if (!database.backup) throw new Error('this database cannot make backups');
      tarball = await database.backup();
    } finally {
      await database.close();
    }
  }
  const contents = await readBackupContents(tarball);
  const file = resolve(target ?? defaultBackupFile(dataDir, now, 'tar.gz'));
  writeFileDurably(file, tarball);
  return { kind: 'pglite', file, bytes: tarball.byteLength, takenFrom, contents };
}

/** Opens a backup in memory and counts what it holds; throws when it is not a database of ours. */
export async function readBackupContents(tarball: Uint8Array): Promise<ShopContents> {
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([new Uint8Array(tarball)], { type: 'application/x-gzip' }),
  });
  try {
    return await countShopContents(database.db);
  } finally {
    await database.close();
  }
}

/** Written beside, synced, then renamed: a crash leaves the old file or the whole new one. */
function writeFileDurably(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    let written = 0;
    while (written < bytes.byteLength) {
      written += writeSync(fd, bytes, written, bytes.byteLength - written);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  const dirFd = openSync(dirname(file), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

export const PG_DUMP_GUIDANCE = [
  'PostgreSQL: faça a cópia com pg_dump (da mesma versão do servidor ou mais nova):',
  '  pg_dump --format=custom --file=forno.dump "$DATABASE_URL"',
  'e restaure num banco vazio com:',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" forno.dump',
  'Num serviço gerenciado, prefira também as cópias automáticas e a recuperação a um instante do provedor.',
].join('\n');

function runPgDump(url: string, file: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'ENOENT'
          ? new Error(`pg_dump não foi encontrado neste computador.\n${PG_DUMP_GUIDANCE}`)
          : error,
      );
    });
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`pg_dump terminou com o código ${code}`)),
    );
  });
}
