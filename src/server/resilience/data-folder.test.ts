import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { shopMarkerPath } from '../../db/data-dir';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test/test-database';
import { testDbKind } from '../test/test-app';
import { placeServedPixOrder } from '../test/served-order';
import { runCli, ServerProcess, type ProcessExit } from '../test/server-process';

/**
 * The embedded database's folder (issue: no acknowledged order lost, no door left open;
 * docs/decisions/016), against the built server as a child process: one process per folder, never
 * a new shop over a lost or damaged one, a readable refusal, and backups that restore.
 */
// Each case starts the server a few times (seconds each on a busy machine): the timeout only
// bounds a case that hangs, every step waits on the processes themselves.
describe.skipIf(testDbKind !== 'pglite')('the embedded data folder', { timeout: 180_000 }, () => {
  const servers: ServerProcess[] = [];
  const databases: ServerTestDatabase[] = [];
  const dirs: string[] = [];

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.kill()));
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.dispose()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A folder holding a migrated, seeded shop, open all day. */
  async function shopFolder(): Promise<string> {
    const database = await createServerTestDatabase({ openAllDay: true });
    databases.push(database);
    const dataDir = database.env.DATA_DIR;
    if (!dataDir) throw new Error('a PGlite test database has a DATA_DIR');
    return dataDir;
  }

  function server(dataDir: string, prefix: string[] = []): ServerProcess {
    const process = new ServerProcess({ DATA_DIR: dataDir }, prefix);
    servers.push(process);
    return process;
  }

  const tracked = (on: ServerProcess, publicId: string) =>
    fetch(`${on.baseUrl}/api/orders/${publicId}`);

  function run(command: string, args: string[]): Promise<void> {
    return new Promise((done, failed) => {
      const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.once('error', failed);
      child.once('exit', (code) =>
        code === 0 ? done() : failed(new Error(`${command} ${args.join(' ')}: ${stderr}`)),
      );
    });
  }

  /** No stack trace, no bundled source: the reason in a line or two. */
  function expectReadable(exit: ProcessExit) {
    expect(exit.code).toBe(1);
    const lines = exit.output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length, exit.output).toBeLessThanOrEqual(3);
    expect(exit.output).not.toMatch(/\n\s+at |node_modules|dist\/|\.js:\d+/);
  }

  it('lets one process open a folder: a second server and db:migrate are refused, the first keeps serving', async () => {
    const dataDir = await shopFolder();
    const first = server(dataDir);
    await first.start();
    const order = await placeServedPixOrder(first, 1);

    const second = await server(dataDir).startExpectingRefusal();
    expectReadable(second);
    expect(second.output).toContain(
      `A pasta de dados ${dataDir} já está em uso por outro processo`,
    );
    expect(second.output).toContain('is already in use by another Forno process');
    expect(second.output).toContain(`(server, PID ${first.pid},`);

    const migrate = await runCli('migrate-cli', [], { DATA_DIR: dataDir });
    expectReadable(migrate);
    expect(migrate.output).toContain('já está em uso por outro processo do Forno (server, PID');

    expect((await tracked(first, order.publicId)).status).toBe(200);
    expect((await placeServedPixOrder(first, 2)).id).toBe(order.id + 1);

    // killed outright, the lock goes with it: the next start does not wait for a stale lock
    await first.kill();
    const again = server(dataDir);
    await again.start();
    expect((await tracked(again, order.publicId)).status).toBe(200);
  });

  // bind mounts and network namespaces need root (as in a container)
  const isRoot = process.getuid?.() === 0;

  it.skipIf(!isRoot)(
    'refuses a second server that reaches the folder through a bind mount, or from another network namespace',
    async () => {
      const dataDir = await shopFolder();
      const first = server(dataDir);
      await first.start();
      const order = await placeServedPixOrder(first, 1);

      const mountPoint = mkdtempSync(join(tmpdir(), 'forno-bind-'));
      dirs.push(mountPoint);
      await run('mount', ['--bind', dataDir, mountPoint]);
      try {
        const throughMount = await server(mountPoint).startExpectingRefusal();
        expectReadable(throughMount);
        expect(throughMount.output).toContain('já está em uso por outro processo do Forno (server');
        expect(throughMount.output).toContain(`PID ${first.pid}`);
      } finally {
        await run('umount', [mountPoint]);
      }

      // another network namespace: a container of its own on the same volume
      const isolated = await server(dataDir, ['unshare', '-n']).startExpectingRefusal();
      expectReadable(isolated);
      expect(isolated.output).toContain('já está em uso por outro processo do Forno (server');
      const migrate = await runCli('migrate-cli', [], { DATA_DIR: dataDir }, ['unshare', '-n']);
      expectReadable(migrate);
      expect(migrate.output).toContain('já está em uso por outro processo do Forno (server');

      // the first one never noticed, and numbers orders on from its own
      expect((await placeServedPixOrder(first, 2)).id).toBe(order.id + 1);
      // killed outright, its lock goes with it: the next start, from another mount namespace, gets it
      await first.kill();
      const again = server(dataDir, ['unshare', '-m']);
      await again.start();
      expect((await tracked(again, order.publicId)).status).toBe(200);
    },
  );

  it('never initialises over a folder that lost PG_VERSION: it refuses, and changes nothing', async () => {
    const dataDir = await shopFolder();
    const shop = server(dataDir);
    await shop.start();
    const order = await placeServedPixOrder(shop, 3);
    expect((await shop.kill('SIGTERM')).code).toBe(0);

    renameSync(join(dataDir, 'PG_VERSION'), join(dataDir, '..', 'PG_VERSION.kept'));
    const before = readdirSync(dataDir).sort();
    const refused = await server(dataDir).startExpectingRefusal();
    expectReadable(refused);
    expect(refused.output).toContain('não está vazia e não é um banco de dados do Forno');
    expect(refused.output).toContain('npm run restore');
    expect(readdirSync(dataDir).sort()).toEqual(before);

    // put back, the same shop comes back with its order, and its owner is still to register
    renameSync(join(dataDir, '..', 'PG_VERSION.kept'), join(dataDir, 'PG_VERSION'));
    const back = server(dataDir);
    await back.start();
    expect((await tracked(back, order.publicId)).status).toBe(200);
  });

  it('says a first start made a new shop, and refuses to make another where that one was lost', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'forno-first-start-'));
    dirs.push(parent);
    const dataDir = join(parent, 'data');
    const first = server(dataDir);
    await first.start();
    expect(first.tail()).toContain(`Forno: nova loja criada em ${dataDir} (banco embutido novo`);
    expect(first.tail()).toContain(`Forno: a new shop was created in ${dataDir}`);
    expect(existsSync(shopMarkerPath(dataDir))).toBe(true);
    await first.kill('SIGTERM');

    renameSync(dataDir, join(parent, 'elsewhere'));
    const missing = await server(dataDir).startExpectingRefusal();
    expectReadable(missing);
    expect(missing.output).toContain(`A pasta de dados ${dataDir} sumiu ou está vazia`);
    expect(missing.output).toContain(shopMarkerPath(dataDir));
    expect(existsSync(dataDir)).toBe(false);

    // an empty folder in its place is no better: still refused, nothing written into it
    mkdirSync(dataDir);
    const empty = await server(dataDir).startExpectingRefusal();
    expectReadable(empty);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a damaged folder with one readable line in each language', async () => {
    const dataDir = await shopFolder();
    const shop = server(dataDir);
    await shop.start();
    await placeServedPixOrder(shop, 4);
    await shop.kill('SIGTERM');
    for (const name of readdirSync(join(dataDir, 'pg_wal'))) {
      rmSync(join(dataDir, 'pg_wal', name), { recursive: true, force: true });
    }
    const damaged = await server(dataDir).startExpectingRefusal();
    expectReadable(damaged);
    expect(damaged.output).toMatch(/^Forno: O banco de dados em .+ está danificado e não abre/m);
    expect(damaged.output).toMatch(/^Forno: The database in .+ is damaged/m);
  });

  it('refuses a DATA_DIR that is a file, without touching it', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'forno-file-'));
    dirs.push(parent);
    const file = join(parent, 'data');
    writeFileSync(file, 'notas da pizzaria');
    const refused = await server(file).startExpectingRefusal();
    expectReadable(refused);
    expect(refused.output).toContain('não é uma pasta');
  });

  it('backs up while the server runs, and a restored backup serves the same orders', async () => {
    const dataDir = await shopFolder();
    const shop = server(dataDir);
    await shop.start();
    const kept = [
      await placeServedPixOrder(shop, 5),
      await placeServedPixOrder(shop, 6),
      await placeServedPixOrder(shop, 7),
    ];

    const backupFile = join(dataDir, '..', 'backup.tar.gz');
    const backup = await runCli('backup-cli', [backupFile], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('feita pelo servidor em funcionamento');
    expect(backup.output).toContain('Verificada: abre e contém 3 pedidos');

    const later = await placeServedPixOrder(shop, 8);
    // a restore never runs under a running server
    const refused = await runCli('restore-cli', [backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('já está em uso por outro processo do Forno');
    await shop.kill('SIGTERM');

    const restore = await runCli('restore-cli', [backupFile], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    const previous = /guardada em (\S+)\./.exec(restore.output)?.[1];
    expect(previous && existsSync(join(previous, 'PG_VERSION'))).toBe(true);

    const restored = server(dataDir);
    await restored.start();
    for (const order of kept) {
      const res = await tracked(restored, order.publicId);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: order.id, totalCents: order.totalCents });
    }
    // made after the backup: not in it
    expect((await tracked(restored, later.publicId)).status).toBe(404);
  });

  it('refuses a file that is not a backup, and moves nothing', async () => {
    const dataDir = await shopFolder();
    const junk = join(dataDir, '..', 'junk.tar.gz');
    writeFileSync(junk, 'isto não é uma cópia');
    const before = readdirSync(dataDir).sort();
    const restore = await runCli('restore-cli', [junk], { DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('não é uma cópia de segurança do Forno que abra');
    expect(readdirSync(dataDir).sort()).toEqual(before);
  });
});
