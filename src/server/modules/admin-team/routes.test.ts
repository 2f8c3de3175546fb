import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, adminUsers } from '../../../db/schema';
import { CSRF_HEADER, SESSION_COOKIE, type AdminUser } from '../../../domain/admin-accounts';
import type { TeamMember } from '../../../domain/admin-catalogue';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { newTestSetupCode } from '../../test/setup-code';
import { asAdmin } from '../admin-orders/admin-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

const OWNER = { email: 'dona@forno.com.br', password: 'segredo-da-casa' };
const MANAGER = { email: 'gerente@forno.com.br', password: 'outra-senha-boa' };
const CASHIER = { email: 'caixa@forno.com.br', password: 'senha-do-caixa' };
const MINUTE = 60_000;

describe(`/api/admin/team on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date('2026-03-02T12:00:00Z');
  let owner: ReturnType<typeof asAdmin>;
  let ownerUser: AdminUser;
  let managerId: number;
  let cashierId: number;

  const send = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { [CSRF_HEADER]: '1' }, payload });
  const register = (account: { email: string; password: string; setupCode?: string }) =>
    send('/api/auth/register', { ...account, confirmPassword: account.password });
  const logIn = (account: { email: string; password: string }) => send('/api/auth/login', account);
  const cookieOf = (res: LightMyRequestResponse) => {
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!session) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
    return `${SESSION_COOKIE}=${session.value}`;
  };
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });

  async function readTeam(): Promise<TeamMember[]> {
    const res = await owner.get('/api/admin/team');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ members: TeamMember[] }>().members;
  }

  async function accountCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(adminUsers);
    return row?.n ?? 0;
  }

  async function accountRow(id: number) {
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    // the first registration is the owner, signed in at once; later ones wait for approval
    const registered = await register({ ...OWNER, setupCode: await newTestSetupCode(t.database) });
    expect(registered.statusCode, registered.body).toBe(201);
    ownerUser = registered.json<{ user: AdminUser }>().user;
    owner = asAdmin(t, cookieOf(registered));
    for (const account of [MANAGER, CASHIER]) {
      const res = await register(account);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ isActive: boolean }>().isActive).toBe(false);
    }
    const team = await readTeam();
    managerId = team.find((m) => m.email === MANAGER.email)?.id ?? 0;
    cashierId = team.find((m) => m.email === CASHIER.email)?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every account, those awaiting approval first, then by registration', async () => {
    const team = await readTeam();
    expect(team.map((m) => [m.email, m.role, m.status])).toEqual([
      [MANAGER.email, 'attendant', 'pending'],
      [CASHIER.email, 'attendant', 'pending'],
      [OWNER.email, 'owner', 'active'],
    ]);
    expect(team[0]).toEqual({
      id: managerId,
      email: MANAGER.email,
      role: 'attendant',
      status: 'pending',
      createdAt: expect.any(String),
      approvedAt: null,
    });
    expect(team[2]?.approvedAt).toBe(now.toISOString());
    // no password hash, nor anything else, leaves the server
    expect(Object.keys(team[0] ?? {}).sort()).toEqual(
      ['approvedAt', 'createdAt', 'email', 'id', 'role', 'status'].sort(),
    );
  });

  it('lets a pending account log in only once an admin approves it', async () => {
    const refused = await logIn(MANAGER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorAnswer>().error.code).toBe('ACCOUNT_PENDING');

    now = new Date(now.getTime() + 5 * MINUTE);
    const res = await owner.post(`/api/admin/team/${managerId}/approve`, { role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamMember>()).toMatchObject({
      id: managerId,
      email: MANAGER.email,
      role: 'manager',
      status: 'active',
      approvedAt: now.toISOString(),
    });
    expect(await accountRow(managerId)).toMatchObject({
      role: 'manager',
      status: 'active',
      approvedAt: now,
      approvedBy: ownerUser.id,
    });

    const loggedIn = await logIn(MANAGER);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect((await me(cookieOf(loggedIn))).statusCode).toBe(200);
    // the list follows: the one still waiting stays first
    expect((await readTeam()).map((m) => [m.email, m.status])).toEqual([
      [CASHIER.email, 'pending'],
      [OWNER.email, 'active'],
      [MANAGER.email, 'active'],
    ]);
  });

  it('answers an approval of an active account with the account as it was, role included', async () => {
    const before = await accountRow(managerId);
    now = new Date(now.getTime() + MINUTE);
    const res = await owner.post(`/api/admin/team/${managerId}/approve`, { role: 'kitchen' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamMember>().role).toBe('manager');
    expect(res.json<TeamMember>().approvedAt).toBe(before?.approvedAt?.toISOString());
    expect(await accountRow(managerId)).toEqual(before);
  });

  it('answers 404 to approving an account that does not exist, and 400 to an id that cannot be one', async () => {
    const before = await t.database.db.select().from(adminUsers);
    const missing = await owner.post('/api/admin/team/999999/approve', { role: 'attendant' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorAnswer>().error.code).toBe('NOT_FOUND');
    expect(
      (await owner.post('/api/admin/team/abc/approve', { role: 'attendant' })).statusCode,
    ).toBe(400);
    expect(await t.database.db.select().from(adminUsers)).toEqual(before);
  });

  it('refuses to remove your own account, or the last owner’s, and keeps both', async () => {
    const manager = asAdmin(t, cookieOf(await logIn(MANAGER)));
    const before = await accountCount();
    // a manager has no say over the team at all
    const byManager = await manager.delete(`/api/admin/team/${ownerUser.id}`);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json<ErrorAnswer>().error.code).toBe('FORBIDDEN_ROLE');
    const ownerSelf = await owner.delete(`/api/admin/team/${ownerUser.id}`);
    expect(ownerSelf.statusCode).toBe(409);
    expect(ownerSelf.json<ErrorAnswer>().error).toEqual({
      code: 'CANNOT_REMOVE_SELF',
      message: 'Você não pode remover a sua própria conta.',
    });
    expect(await accountCount()).toBe(before);
    expect((await owner.get('/api/admin/me')).statusCode).toBe(200);
    expect((await manager.get('/api/admin/me')).statusCode).toBe(200);
  });

  it('answers 404 to removing an account that does not exist, and removes nothing', async () => {
    const before = await accountCount();
    const res = await owner.delete('/api/admin/team/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorAnswer>().error.code).toBe('NOT_FOUND');
    expect((await owner.delete('/api/admin/team/abc')).statusCode).toBe(400);
    expect(await accountCount()).toBe(before);
  });

  it('removes an account: its sessions stop working at once and it cannot log in again', async () => {
    const sessions = [cookieOf(await logIn(MANAGER)), cookieOf(await logIn(MANAGER))];
    for (const cookie of sessions) expect((await me(cookie)).statusCode).toBe(200);

    const res = await owner.delete(`/api/admin/team/${managerId}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    for (const cookie of sessions) {
      const after = await me(cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json<ErrorAnswer>().error.code).toBe('UNAUTHORIZED');
    }
    expect(await accountRow(managerId)).toBeUndefined();
    const [left] = await t.database.db
      .select({ n: count() })
      .from(adminSessions)
      .where(eq(adminSessions.userId, managerId));
    expect(left?.n).toBe(0);
    const login = await logIn(MANAGER);
    expect(login.statusCode).toBe(401);
    expect(login.json<ErrorAnswer>().error.code).toBe('INVALID_CREDENTIALS');
    expect((await readTeam()).map((m) => m.email)).toEqual([CASHIER.email, OWNER.email]);
  });

  it('turns down a registration awaiting approval', async () => {
    const res = await owner.delete(`/api/admin/team/${cashierId}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await logIn(CASHIER)).statusCode).toBe(401);
    expect((await readTeam()).map((m) => m.email)).toEqual([OWNER.email]);
    // the e-mail may register again, and waits for approval again
    const again = await register(CASHIER);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ isActive: boolean }>().isActive).toBe(false);
  });
});
