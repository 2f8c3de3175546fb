import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { DataDirError } from './data-dir-error';

/**
 * What the embedded database's folder holds, checked before PGlite opens it. PGlite initialises a
 * new cluster in any folder without `PG_VERSION`: a damaged or emptied folder would silently become
 * a new, empty shop with open owner registration. So a folder is initialised only when it is new,
 * and a folder that once held a shop is remembered by a marker beside it (inside would vanish with
 * it) — docs/decisions/016-embedded-database-safety.md.
 */

/** Files of ours inside the folder; everything else belongs to PostgreSQL. */
const OWN_FILES = new Set(['forno.lock']);

/** How a missing or empty folder is treated (see DatabaseConfig). */
export type DataDirMode = 'create' | 'existing' | 'restore';

export type DataDirState =
  /** No folder, or an empty one, and no marker: a first start. */
  | { kind: 'new' }
  /** A PostgreSQL data folder. */
  | { kind: 'existing' };

export interface ShopMarker {
  createdAt: string;
  dataDir: string;
}

/** `./data` → `./data.forno-shop`: next to the folder, so it survives the folder's loss. */
export function shopMarkerPath(dir: string): string {
  const absolute = resolve(dir);
  return join(dirname(absolute), `${basename(absolute)}.forno-shop`);
}

export function readShopMarker(dir: string): ShopMarker | null {
  const path = shopMarkerPath(dir);
  if (!existsSync(path)) return null;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<ShopMarker>;
    return { createdAt: String(parsed.createdAt ?? ''), dataDir: String(parsed.dataDir ?? dir) };
  } catch {
    // a marker we cannot read still says a shop was here
    return { createdAt: '', dataDir: resolve(dir) };
  }
}

/** Written once the folder holds a migrated shop; kept as long as the folder is expected. */
export function writeShopMarker(dir: string, createdAt: Date): void {
  const path = shopMarkerPath(dir);
  if (existsSync(path)) return;
  const marker: ShopMarker = { createdAt: createdAt.toISOString(), dataDir: resolve(dir) };
  writeFileSync(
    path,
    `${JSON.stringify(
      {
        ...marker,
        note: 'A pasta ao lado guarda os dados da loja Forno. Não apague este arquivo: ele impede que uma pasta perdida vire uma loja nova e vazia.',
      },
      null,
      2,
    )}\n`,
  );
}

/**
 * Looks at the folder before anything touches it. Throws a DataDirError when the folder should
 * hold a shop and does not, or holds something else; creates it on a first start.
 */
export function inspectDataDir(dir: string, mode: DataDirMode = 'create'): DataDirState {
  const absolute = resolve(dir);
  const marker = readShopMarker(absolute);
  const restoreHint = 'Restaure a cópia de segurança: npm run restore -- <arquivo .tar.gz>';
  const restoreHintEn = 'Restore the backup: npm run restore -- <file .tar.gz>';
  const since = marker?.createdAt ? ` (criada em ${marker.createdAt})` : '';
  const sinceEn = marker?.createdAt ? ` (created ${marker.createdAt})` : '';

  let entries: string[];
  try {
    if (!existsSync(absolute)) {
      entries = [];
    } else {
      if (!statSync(absolute).isDirectory()) {
        throw new DataDirError(
          'DATA_DIR_NOT_A_DATABASE',
          `DATA_DIR aponta para ${absolute}, que não é uma pasta.`,
          `DATA_DIR points to ${absolute}, which is not a folder.`,
        );
      }
      entries = readdirSync(absolute).filter((name) => !OWN_FILES.has(name));
    }
  } catch (error) {
    if (error instanceof DataDirError) throw error;
    throw unreadable(absolute, error);
  }

  if (entries.length === 0) {
    if (mode === 'existing') {
      throw new DataDirError(
        'DATA_DIR_MISSING',
        `Não há loja em ${absolute}: a pasta não existe ou está vazia.`,
        `There is no shop in ${absolute}: the folder is missing or empty.`,
      );
    }
    if (marker && mode !== 'restore') {
      throw new DataDirError(
        'DATA_DIR_MISSING',
        `A pasta de dados ${absolute} sumiu ou está vazia, mas guardava uma loja${since}. Nada foi criado. ${restoreHint}. Para começar uma loja nova e vazia de propósito, apague ${shopMarkerPath(absolute)}.`,
        `The data folder ${absolute} is missing or empty but held a shop${sinceEn}. Nothing was created. ${restoreHintEn}. To start a new, empty shop on purpose, delete ${shopMarkerPath(absolute)}.`,
      );
    }
    try {
      mkdirSync(absolute, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw unreadable(absolute, error);
    }
    return { kind: 'new' };
  }

  if (!entries.includes('PG_VERSION')) {
    throw new DataDirError(
      'DATA_DIR_NOT_A_DATABASE',
      `A pasta ${absolute} não está vazia e não é um banco de dados do Forno (falta PG_VERSION). Nada foi alterado. Se ela guardava a loja, está danificada. ${restoreHint}.`,
      `The folder ${absolute} is not empty and is not a Forno database (PG_VERSION is missing). Nothing was changed. If it held the shop, it is damaged. ${restoreHintEn}.`,
    );
  }
  try {
    readFileSync(join(absolute, 'PG_VERSION'), 'utf8');
  } catch (error) {
    throw unreadable(absolute, error);
  }
  return { kind: 'existing' };
}

/** fsync every file and folder under `dir`: what was written around PostgreSQL reaches the disk. */
export function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function unreadable(absolute: string, error: unknown): DataDirError {
  const reason = (error as NodeJS.ErrnoException).code ?? String(error);
  return new DataDirError(
    'DATA_DIR_UNREADABLE',
    `Não foi possível ler a pasta de dados ${absolute} (${reason}). Confira as permissões do usuário que roda o Forno; se a pasta se perdeu, restaure a cópia de segurança: npm run restore -- <arquivo .tar.gz>.`,
    `Could not read the data folder ${absolute} (${reason}). Check the permissions of the user running Forno; if the folder is lost, restore the backup: npm run restore -- <file .tar.gz>.`,
  );
}

/** The last PostgreSQL FATAL/PANIC line PGlite printed while failing to open, without its prefix. */
export function damagedDataDirError(
  absolute: string,
  stderr: string[],
  error: unknown,
): DataDirError {
  const lines = stderr.flatMap((chunk) => chunk.split('\n')).filter(Boolean);
  const serious = [...lines].reverse().find((line) => /\b(FATAL|PANIC|ERROR):/.test(line));
  const reason = (serious ?? (error instanceof Error ? error.message : String(error)))
    .replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '')
    .slice(0, 200);
  return new DataDirError(
    'DATA_DIR_DAMAGED',
    `O banco de dados em ${absolute} está danificado e não abre (${reason}). Nada foi alterado. Restaure a cópia de segurança: npm run restore -- <arquivo .tar.gz>.`,
    `The database in ${absolute} is damaged and does not open (${reason}). Nothing was changed. Restore the backup: npm run restore -- <file .tar.gz>.`,
  );
}
