import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { CSRF_HEADER } from '../../domain/admin-accounts';
import { testDbKind } from '../test/test-app';
import { ServerProcess } from '../test/server-process';

/**
 * The owner of a new shop (docs/decisions/036), against the built server on an embedded folder:
 * the setup code shown once to whoever started it, and a shop whose owner's rows were lost on the
 * disk (a truncated admin_users file) that refuses to start instead of opening registration.
 */
describe.skipIf(testDbKind !== 'pglite')('the owner of a new shop', { timeout: 180_000 }, () => {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.kill()));
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function newFolder(): string {
    const dir = mkdtempSync(join(tmpdir(), 'forno-owner-'));
    dirs.push(dir);
    return join(dir, 'data');
  }

  function server(dataDir: string): ServerProcess {
    const process = new ServerProcess({ DATA_DIR: dataDir });
    servers.push(process);
    return process;
  }

  const register = (on: ServerProcess, body: Record<string, string>) =>
    fetch(`${on.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ confirmPassword: body.password, ...body }),
    });

  const OWNER = { email: 'dona@forno.com.br', password: 'segredo-da-casa' };

  /**
   * A new shop whose owner registered with the code from the file; the server stopped. Made by a
   * first start once per file (a new folder is the costly start); each test damages a copy of its
   * own: the whole folder beside it too (marker, setup-code file), as the first start left them.
   */
  let shop: Promise<string> | undefined;
  async function shopWithOwner(): Promise<string> {
    shop ??= (async () => {
      const dataDir = newFolder();
      const first = server(dataDir);
      await first.start();
      const code = readFileSync(`${dataDir}.forno-setup-code`, 'utf8').split('\n')[0] ?? '';
      expect((await register(first, { ...OWNER, setupCode: code })).status).toBe(201);
      await first.kill('SIGTERM');
      return dataDir;
    })();
    const original = await shop;
    const dataDir = newFolder();
    cpSync(dirname(original), dirname(dataDir), { recursive: true });
    return dataDir;
  }

  async function relationFile(dataDir: string, table: string): Promise<string> {
    const handle = await openDatabase({ kind: 'pglite', dataDir, purpose: 'test' });
    try {
      const result = await handle.db.execute(sql`select pg_relation_filepath(${table}) as path`);
      const { rows } = result as unknown as { rows: { path: string }[] };
      return join(dataDir, rows[0]?.path ?? '');
    } finally {
      await handle.close();
    }
  }

  it('shows a setup code once on the first start, keeps it beside the folder for its owner only, and only it makes the owner', async () => {
    const dataDir = newFolder();
    const first = server(dataDir);
    await first.start();
    const output = first.tail();
    expect(output).toContain('CÓDIGO DE CONFIGURAÇÃO DA LOJA');
    expect(output).toMatch(/data checksums on\)/);
    const code = /^ {4}([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})$/m.exec(output)?.[1];
    expect(code, output).toBeDefined();

    const file = `${dataDir}.forno-setup-code`;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(code);

    const setup = await fetch(`${first.baseUrl}/api/auth/setup`);
    expect(await setup.json()).toEqual({ ownerRequired: true });
    const visitor = await register(first, OWNER);
    expect(visitor.status).toBe(400);
    expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe(
      'SETUP_CODE_REQUIRED',
    );
    const owner = await register(first, { ...OWNER, setupCode: code ?? '' });
    expect(owner.status).toBe(201);
    expect(await owner.json()).toMatchObject({ user: { role: 'owner' }, isActive: true });

    // a restart shows no code: the shop has its owner, and the file is gone
    await first.kill('SIGTERM');
    const again = server(dataDir);
    await again.start();
    expect(again.tail()).not.toContain('CÓDIGO DE CONFIGURAÇÃO');
    expect(existsSync(file)).toBe(false);
    expect(await (await fetch(`${again.baseUrl}/api/auth/setup`)).json()).toEqual({
      ownerRequired: false,
    });
  });

  it.each([
    ['empty', 0],
    ['cut to half a page', 4096],
  ])(
    'refuses to start when the admin_users file is %s, instead of opening owner registration',
    async (_, bytes) => {
      const dataDir = await shopWithOwner();
      truncateSync(await relationFile(dataDir, 'admin_users'), bytes);

      const refused = await server(dataDir).startExpectingRefusal();
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('perdeu a conta do dono');
      expect(refused.output).toContain("lost the owner's account");
      expect(refused.output).toContain('Restaure a cópia de segurança');
      expect(refused.output).not.toMatch(/\n\s+at /);
    },
  );

  it('refuses to start when the establishment settings file is empty, instead of seeding new settings', async () => {
    const dataDir = await shopWithOwner();
    // a copy of the folder elsewhere (no marker beside it) is checked just the same
    const copy = newFolder();
    cpSync(dataDir, copy, { recursive: true });
    truncateSync(await relationFile(copy, 'establishment_settings'), 0);

    const refused = await server(copy).startExpectingRefusal();
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('perdeu as configurações do estabelecimento');
  });
});
