import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModule = Parameters<NodeFS['init']>[1];

/** The parts of Emscripten's NODEFS this file touches (not in PGlite's types). */
interface NodeFsStreamOps {
  fsync?: (stream: { nfd?: number }) => number;
}

/**
 * PGlite's folder storage with real `fsync` (docs/decisions/016-embedded-database-safety.md).
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's NODEFS has no fsync at all:
 * a committed order sat in the OS page cache and a power cut could lose it. With fsync on and
 * `wal_sync_method=fsync`, PostgreSQL flushes the WAL on every commit as it would natively; this
 * file gives those calls a real `fsync(2)` on the file Node holds open.
 */
export class DurableNodeFS extends NodeFS {
  /** fsync calls so far, for the benchmark and the durability test. */
  syncs = 0;

  override async init(pg: PGlite, opts: PostgresModule) {
    const result = await super.init(pg, opts);
    const syncFile = (stream: { nfd?: number }) => {
      if (typeof stream.nfd === 'number') {
        fsyncSync(stream.nfd);
        this.syncs += 1;
      }
      return 0;
    };
    const patchFsync = (mod: PostgresModule) => {
      const nodefs = (mod as unknown as { NODEFS?: { stream_ops?: NodeFsStreamOps } }).NODEFS;
      if (!nodefs?.stream_ops) throw new Error('PGlite without NODEFS: cannot make it durable');
      nodefs.stream_ops.fsync = syncFile;
    };
    const preRun = result.emscriptenOpts.preRun ?? [];
    // before NodeFS mounts the folder, so every file PostgreSQL opens has it
    result.emscriptenOpts.preRun = [patchFsync, ...preRun];
    return result;
  }
}

/** PostgreSQL's own flags for PGlite, with fsync back on and the one sync method NODEFS honours. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults.filter((flag) => flag !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}
