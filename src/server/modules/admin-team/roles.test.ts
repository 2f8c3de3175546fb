import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../../db/schema';
import type { TeamMember } from '../../../domain/admin-catalogue';
import type { StaffRole } from '../../../domain/staff-roles';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

/** Staff roles on the team (decision 039): approve with a role, change it, the last owner stays. */
describe(`staff roles on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: ReturnType<typeof asAdmin>;

  /** A new account with a session; its id is read back from its own `/me`. */
  async function member(role: StaffRole) {
    const cookie = await loginAsAdmin(t.app, t.database, new Date(), role);
    const client = asAdmin(t, cookie);
    const me = await client.get('/api/admin/me');
    return { client, id: me.json<{ user: { id: number } }>().user.id };
  }

  async function idOf(client: ReturnType<typeof asAdmin>): Promise<number> {
    return (await client.get('/api/admin/me')).json<{ user: { id: number } }>().user.id;
  }

  async function registerPending(email: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forno-csrf': '1' },
      payload: { email, password: 'senha-boa-123', confirmPassword: 'senha-boa-123' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ user: { id: number } }>().user.id;
  }

  async function activeOwners(): Promise<number> {
    const rows = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.status, 'active')));
    return rows.length;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await member('owner')).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('approves a registration with the role the owner chose, and refuses one without a role', async () => {
    const id = await registerPending('cozinheiro@forno.test');
    for (const payload of [{}, { role: 'admin' }, { role: 'chef' }]) {
      const refused = await owner.post(`/api/admin/team/${id}/approve`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<ErrorAnswer>().error.code).toBe('VALIDATION_ERROR');
    }
    const [still] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(still).toMatchObject({ status: 'pending', role: 'attendant' });

    const res = await owner.post(`/api/admin/team/${id}/approve`, { role: 'kitchen' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamMember>()).toMatchObject({ id, role: 'kitchen', status: 'active' });
    const team = await owner.get('/api/admin/team');
    expect(team.json<{ members: TeamMember[] }>().members).toContainEqual(
      expect.objectContaining({ id, role: 'kitchen', status: 'active' }),
    );
  });

  it('changes a role, and the account’s very next request has the new one', async () => {
    const staff = await member('attendant');
    expect((await staff.client.get('/api/admin/orders')).statusCode).toBe(200);
    expect((await staff.client.get('/api/admin/settings')).statusCode).toBe(403);

    const toKitchen = await owner.patch(`/api/admin/team/${staff.id}/role`, { role: 'kitchen' });
    expect(toKitchen.statusCode, toKitchen.body).toBe(200);
    expect(toKitchen.json<TeamMember>().role).toBe('kitchen');
    const desk = await staff.client.get('/api/admin/orders');
    expect(desk.statusCode).toBe(403);
    expect(desk.json<ErrorAnswer>().error).toEqual({
      code: 'FORBIDDEN_ROLE',
      message: 'Sua função não permite esta ação.',
    });
    expect((await staff.client.get('/api/admin/kitchen/orders')).statusCode).toBe(200);
    expect(
      (await staff.client.get('/api/admin/me')).json<{ user: { role: string } }>().user.role,
    ).toBe('kitchen');

    const toOwner = await owner.patch(`/api/admin/team/${staff.id}/role`, { role: 'owner' });
    expect(toOwner.statusCode).toBe(200);
    expect((await staff.client.get('/api/admin/settings')).statusCode).toBe(200);
    // back down, so the next tests count owners from one
    expect(
      (await owner.patch(`/api/admin/team/${staff.id}/role`, { role: 'manager' })).statusCode,
    ).toBe(200);
  });

  it('lets nobody change their own role, nor anyone but an owner change roles', async () => {
    const ownId = await idOf(owner);
    const self = await owner.patch(`/api/admin/team/${ownId}/role`, { role: 'manager' });
    expect(self.statusCode).toBe(409);
    expect(self.json<ErrorAnswer>().error).toEqual({
      code: 'CANNOT_CHANGE_OWN_ROLE',
      message: 'Você não pode mudar a sua própria função.',
    });
    const manager = await member('manager');
    const target = await member('attendant');
    const byManager = await manager.client.patch(`/api/admin/team/${target.id}/role`, {
      role: 'manager',
    });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json<ErrorAnswer>().error.code).toBe('FORBIDDEN_ROLE');
    expect((await owner.patch('/api/admin/team/999999/role', { role: 'manager' })).statusCode).toBe(
      404,
    );
  });

  let survivor: ReturnType<typeof asAdmin> | null = null;

  it('lets an owner demote another owner, but never leaves the shop without one', async () => {
    const first = { client: owner, id: await idOf(owner) };
    const second = await member('owner');
    expect(await activeOwners()).toBe(2);
    // two owners demoting each other at once: one wins, the other finds itself the last owner
    const answers = await Promise.all([
      first.client.patch(`/api/admin/team/${second.id}/role`, { role: 'manager' }),
      second.client.patch(`/api/admin/team/${first.id}/role`, { role: 'manager' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const loser = answers.find((a) => a.statusCode !== 200);
    // refused as the last owner, or, when it came after the win, for no longer being an owner
    expect(['LAST_OWNER', 'FORBIDDEN_ROLE']).toContain(loser?.json<ErrorAnswer>().error.code);
    expect(await activeOwners()).toBe(1);
    survivor = answers[0]?.statusCode === 200 ? first.client : second.client;
  });

  it('removes an owner while another stays', async () => {
    if (!survivor) throw new Error('the test before did not run');
    const extra = await member('owner');
    expect(await activeOwners()).toBe(2);
    const res = await survivor.delete(`/api/admin/team/${extra.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await activeOwners()).toBe(1);
    expect((await extra.client.get('/api/admin/me')).statusCode).toBe(401);
  });
});
