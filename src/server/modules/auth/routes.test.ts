import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSessions, adminUsers, establishmentSettings, setupCodes } from '../../../db/schema';
import {
  AWAITING_APPROVAL,
  CSRF_HEADER,
  FILL_ALL_FIELDS,
  PASSWORDS_DIFFER,
  SESSION_COOKIE,
  type LoginInput,
  type RegisterInput,
} from '../../../domain/admin-accounts';
import {
  formatSetupCode,
  SETUP_CODE_INVALID,
  SETUP_CODE_REQUIRED,
} from '../../../domain/setup-code';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { newTestSetupCode } from '../../test/setup-code';
import type * as Passwords from './passwords';
import { verifyPassword } from './passwords';

// the real check, counted: how many guesses reached argon2
vi.mock('./passwords', async (importOriginal) => {
  const passwords = await importOriginal<typeof Passwords>();
  return { ...passwords, verifyPassword: vi.fn(passwords.verifyPassword) };
});

const OWNER = { email: 'dona@forno.com.br', password: 'segredo-da-casa' };
const SECOND = { email: 'gerente@forno.com.br', password: 'outra-senha-boa' };
const HOUR = 60 * 60_000;
const MINUTE = 60_000;

type ErrorAnswer = { error: { code: string; message: string; details?: { message: string }[] } };

/** A clock the tests move by hand. */
function testClock() {
  let current = new Date('2026-03-02T12:00:00Z').getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

function sessionCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

/** Requests as the admin app sends them: JSON, the CSRF header, the session cookie if any. */
function client(t: () => TestApp) {
  const send = (
    method: 'GET' | 'POST',
    url: string,
    options: {
      payload?: object;
      token?: string;
      address?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    t().app.inject({
      method,
      url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: { [CSRF_HEADER]: '1', ...options.headers },
      ...(options.token ? { cookies: { [SESSION_COOKIE]: options.token } } : {}),
      remoteAddress: options.address ?? '192.0.2.1',
    });
  return {
    send,
    register: (
      input: { email: string; password: string; setupCode?: string },
      confirmPassword = input.password,
      address?: string,
    ) =>
      send('POST', '/api/auth/register', {
        payload: { ...input, confirmPassword } satisfies RegisterInput,
        address,
      }),
    login: (input: LoginInput, address?: string) =>
      send('POST', '/api/auth/login', { payload: input, address }),
    me: (token?: string) => send('GET', '/api/admin/me', { token }),
  };
}

describe(`admin accounts and sessions on ${testDbKind}`, () => {
  let t: TestApp;
  const clock = testClock();
  const api = client(() => t);
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const userRow = async (email: string) =>
    (await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0];

  let ownerToken = '';

  it('makes the first registration the owner, logged in at once with an httpOnly cookie', async () => {
    const res = await api.register({ ...OWNER, setupCode: await newTestSetupCode(t.database) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user: {
        id: expect.any(Number),
        email: OWNER.email,
        role: 'owner',
        status: 'active',
        createdAt: expect.any(String),
      },
      isActive: true,
      message: 'Conta criada com sucesso.',
    });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604_800 });
    expect(cookie?.secure).toBeFalsy();
    ownerToken = cookie?.value ?? '';
    expect(ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // only a hash of the token is kept, and the password only as an argon2id hash
    const sessions = await t.database.db.select().from(adminSessions);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0]?.tokenHash).toBe(createHash('sha256').update(ownerToken).digest('hex'));
    expect(JSON.stringify(sessions)).not.toContain(ownerToken);
    expect((await userRow(OWNER.email))?.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await api.me(ownerToken);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({ user: { email: OWNER.email, role: 'owner' } });
    const session = await api.send('GET', '/api/auth/session', { token: ownerToken });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: OWNER.email } });
  });

  it('keeps a later registration waiting for approval: no cookie, and its login is refused', async () => {
    const res = await api.register({ ...SECOND, email: '  Gerente@Forno.com.br ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email: SECOND.email, role: 'attendant', status: 'pending' },
      isActive: false,
      message: AWAITING_APPROVAL,
    });
    expect(sessionCookieOf(res)).toBeUndefined();

    const login = await api.login(SECOND);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      error: {
        code: 'ACCOUNT_PENDING',
        message: 'Sua conta aguarda a aprovação de um administrador.',
      },
    });
    expect(sessionCookieOf(login)).toBeUndefined();
    // the right password does not reveal the state of an account to a wrong one
    const wrong = await api.login({ ...SECOND, password: 'nao-e-esta' });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 401 to the admin API without a session, with a forged one, or an unknown one', async () => {
    for (const token of [undefined, 'forjado', 'A'.repeat(43), `${ownerToken}x`]) {
      const res = await api.me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Faça login para continuar.' },
      });
    }
    const session = await api.send('GET', '/api/auth/session');
    expect(session.statusCode).toBe(401);
  });

  it('refuses an e-mail already registered with 409, however it is written', async () => {
    const res = await api.register({ ...OWNER, email: 'DONA@forno.com.br' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'Este e-mail já está cadastrado.' },
    });
    expect(await t.database.db.select().from(adminUsers)).toHaveLength(2);
  });

  it('lets the second admin in once an admin has approved the account', async () => {
    const owner = await userRow(OWNER.email);
    await t.database.db
      .update(adminUsers)
      .set({ status: 'active', approvedAt: clock.now(), approvedBy: owner?.id })
      .where(eq(adminUsers.email, SECOND.email));
    const login = await api.login({ ...SECOND, email: 'GERENTE@forno.com.br' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { email: SECOND.email, status: 'active' } });
    const token = sessionCookieOf(login)?.value;
    expect((await api.me(token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await api.login({ ...OWNER, password: 'senha-errada' }, '192.0.2.50');
    const unknown = await api.login({ email: 'ninguem@forno.com.br', password: 'x' }, '192.0.2.50');
    const expected = {
      error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' },
    };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  // docs/product/rules.md#back-office-forms: the admin forms' messages, word for word.
  it.each<[string, string, object, string]>([
    ['login', 'an empty e-mail', { email: '', password: 'x' }, FILL_ALL_FIELDS],
    ['login', 'an empty password', { email: OWNER.email, password: '' }, FILL_ALL_FIELDS],
    [
      'register',
      'an empty confirmation',
      { ...SECOND, email: 'novo@forno.com.br', confirmPassword: '' },
      FILL_ALL_FIELDS,
    ],
    [
      'register',
      'passwords that differ',
      { ...SECOND, email: 'novo@forno.com.br', confirmPassword: 'outra-coisa-qualquer' },
      PASSWORDS_DIFFER,
    ],
  ])('refuses a %s with %s: 400 and the message', async (form, _case, payload, message) => {
    const res = await api.send('POST', `/api/auth/${form}`, { payload });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorAnswer>();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details?.map((d) => d.message)).toContain(message);
  });

  it('blocks state-changing auth requests without the CSRF header or from another origin', async () => {
    const blocked = { error: { code: 'CSRF_REJECTED', message: 'Requisição bloqueada.' } };
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: OWNER,
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual(blocked);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080']) {
      const foreign = await api.send('POST', '/api/auth/login', {
        payload: OWNER,
        headers: { origin, host: 'localhost' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual(blocked);
    }
    const sameOrigin = await api.send('POST', '/api/auth/login', {
      payload: OWNER,
      headers: { origin: 'http://localhost', host: 'localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("revokes the session on 'Sair': the old cookie no longer opens anything", async () => {
    const login = await api.login(OWNER);
    const token = sessionCookieOf(login)?.value;
    expect((await api.me(token)).statusCode).toBe(200);
    const before = (await t.database.db.select().from(adminSessions)).length;

    const logout = await api.send('POST', '/api/auth/logout', { token });
    expect(logout.statusCode).toBe(204);
    const cleared = sessionCookieOf(logout);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(before - 1);
    expect((await api.me(token)).statusCode).toBe(401);
    // the owner's other session (another device) is still open
    expect((await api.me(ownerToken)).statusCode).toBe(200);

    const again = await api.send('POST', '/api/auth/logout', { token });
    expect(again.statusCode).toBe(204);
    expect((await api.send('POST', '/api/auth/logout')).statusCode).toBe(204);
  });

  it('lets no one in through the session of an account that is no longer active', async () => {
    const login = await api.login(SECOND);
    const token = sessionCookieOf(login)?.value;
    await t.database.db
      .update(adminUsers)
      .set({ status: 'pending' })
      .where(eq(adminUsers.email, SECOND.email));
    expect((await api.me(token)).statusCode).toBe(401);
  });
});

describe(`admin session lifetime on ${testDbKind}`, () => {
  let t: TestApp;
  const clock = testClock();
  const api = client(() => t);
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const setupCode = await newTestSetupCode(t.database);
    expect((await api.register({ ...OWNER, setupCode })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessionRows = () => t.database.db.select().from(adminSessions);
  const logIn = async () => {
    const res = await api.login(OWNER);
    expect(res.statusCode).toBe(200);
    const token = sessionCookieOf(res)?.value ?? '';
    const rows = await sessionRows();
    return { token, rowId: rows.at(-1)?.id ?? 0 };
  };
  const rowExists = async (id: number) => (await sessionRows()).some((r) => r.id === id);

  it('ends a session after 12 hours without use and deletes its row', async () => {
    const { token, rowId } = await logIn();
    clock.advance(11 * HOUR);
    expect((await api.me(token)).statusCode).toBe(200);
    // 11 h after the last use, not after the login: still open
    clock.advance(11 * HOUR);
    expect((await api.me(token)).statusCode).toBe(200);
    clock.advance(12 * HOUR);
    expect((await api.me(token)).statusCode).toBe(401);
    expect(await rowExists(rowId)).toBe(false);
  });

  it('ends a session 7 days after login however much it is used, and deletes its row', async () => {
    const { token, rowId } = await logIn();
    for (let used = 0; used < 15; used++) {
      clock.advance(11 * HOUR);
      expect((await api.me(token)).statusCode).toBe(200);
    }
    clock.advance(11 * HOUR); // 176 h > 168 h
    const res = await api.send('GET', '/api/auth/session', { token });
    expect(res.statusCode).toBe(401);
    expect(await rowExists(rowId)).toBe(false);
  });

  it('writes the last use at most once a minute', async () => {
    const { token, rowId } = await logIn();
    const lastSeen = async () => (await sessionRows()).find((r) => r.id === rowId)?.lastSeenAt;
    const first = await lastSeen();
    clock.advance(30_000);
    await api.me(token);
    expect(await lastSeen()).toEqual(first);
    clock.advance(MINUTE);
    await api.me(token);
    expect(await lastSeen()).toEqual(clock.now());
  });
});

describe(`slowing down repeated failed logins on ${testDbKind}`, () => {
  let t: TestApp;
  const clock = testClock();
  const api = client(() => t);
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const setupCode = await newTestSetupCode(t.database);
    expect((await api.register({ ...OWNER, setupCode })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const wrong = { ...OWNER, password: 'chute-errado' };
  const THROTTLED = {
    error: {
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    },
  };

  it('checks only 5 of 100 guesses sent at once, and the right password among them waits too', async () => {
    const address = '198.51.100.7';
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all([
      ...Array.from({ length: 99 }, () => api.login(wrong, address)),
      api.login(OWNER, address),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(statuses.at(-1)).toBe(429);
    // counted before the password is checked: the refused ones never reached argon2
    expect(verifyPassword).toHaveBeenCalledTimes(5);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json()).toEqual(THROTTLED);
    expect(refused?.headers['retry-after']).toBe('30');
    clock.advance(2 * 60 * MINUTE);
  });

  it('never locks the owner out from another address, whatever fails elsewhere', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await api.login(wrong, '198.51.100.66');
      expect([401, 429]).toContain(res.statusCode);
    }
    expect((await api.login(wrong, '198.51.100.66')).statusCode).toBe(429);
    const owner = await api.login(OWNER, '192.0.2.200');
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieOf(owner)).toBeDefined();
    clock.advance(2 * 60 * MINUTE);
  });

  it('makes each guess past the fifth wait twice as long: 30 s, 1 min, 2 min …', async () => {
    const address = '198.51.100.8';
    for (let i = 0; i < 5; i++) expect((await api.login(wrong, address)).statusCode).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const blocked = await api.login(OWNER, address);
      expect(blocked.statusCode).toBe(429);
      expect(sessionCookieOf(blocked)).toBeUndefined();
      const seconds = Number(blocked.headers['retry-after']);
      waits.push(String(seconds));
      clock.advance(seconds * 1000 - 1000);
      expect((await api.login(wrong, address)).statusCode).toBe(429);
      clock.advance(1000);
      expect((await api.login(wrong, address)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120']);
    // a quiet hour later the count starts again, and the owner gets in
    clock.advance(60 * MINUTE);
    expect((await api.login(OWNER, address)).statusCode).toBe(200);
  });

  it('starts the account count again after a successful login', async () => {
    for (let i = 0; i < 4; i++)
      expect((await api.login(wrong, '203.0.113.7')).statusCode).toBe(401);
    expect((await api.login(OWNER, '203.0.113.7')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await api.login(wrong, '203.0.113.7')).statusCode).toBe(401);
    expect((await api.login(OWNER, '203.0.113.7')).statusCode).toBe(200);
    clock.advance(2 * 60 * MINUTE);
  });

  it('slows an address after 20 failures over any accounts, but never for its successes', async () => {
    const address = '203.0.113.20';
    // a shop behind one address logs in all evening
    for (let i = 0; i < 25; i++) expect((await api.login(OWNER, address)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      const res = await api.login({ email: `visita${i}@exemplo.com`, password: 'x' }, address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await api.login({ email: 'outra@exemplo.com', password: 'x' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    // the account itself is not blocked: from another address it logs in
    expect((await api.login(OWNER, '203.0.113.21')).statusCode).toBe(200);
    clock.advance(30 * 1000);
    expect((await api.login(OWNER, address)).statusCode).toBe(200);
  });
});

describe(`simultaneous first registrations on ${testDbKind}`, () => {
  let t: TestApp;
  const api = client(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('make exactly one owner', async () => {
    const setupCode = await newTestSetupCode(t.database);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api.register({
          email: `pessoa${i}@forno.com.br`,
          password: `senha-numero-${i}`,
          setupCode,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await t.database.db.select().from(adminUsers);
    expect(rows.filter((r) => r.role === 'owner' && r.status === 'active')).toHaveLength(1);
    expect(rows.filter((r) => r.role === 'attendant' && r.status === 'pending')).toHaveLength(3);
    expect(answers.filter((a) => sessionCookieOf(a))).toHaveLength(1);
  });
});

describe(`the first owner needs the setup code on ${testDbKind}`, () => {
  let t: TestApp;
  const clock = testClock();
  const api = client(() => t);
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const setupState = async () =>
    (await api.send('GET', '/api/auth/setup')).json<{ ownerRequired: boolean }>();
  const accounts = () => t.database.db.select().from(adminUsers);

  it('refuses the owner without the code, or with a wrong one, and creates no account', async () => {
    const code = await newTestSetupCode(t.database);
    expect(await setupState()).toEqual({ ownerRequired: true });

    const without = await api.register(OWNER);
    expect(without.statusCode).toBe(400);
    expect(without.json<ErrorAnswer>().error).toEqual({
      code: 'SETUP_CODE_REQUIRED',
      message: SETUP_CODE_REQUIRED,
    });
    const wrong = await api.register({ ...OWNER, setupCode: 'AAAA-BBBB-CCCC-DDDD' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ErrorAnswer>().error).toEqual({
      code: 'SETUP_CODE_INVALID',
      message: SETUP_CODE_INVALID,
    });
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await accounts()).toHaveLength(0);

    // typed in lower case, with spaces instead of dashes: the same code
    const typed = formatSetupCode(code).toLowerCase().replace(/-/g, ' ');
    const owner = await api.register({ ...OWNER, setupCode: typed });
    expect(owner.statusCode, owner.body).toBe(201);
    expect(owner.json()).toMatchObject({
      user: { role: 'owner', status: 'active' },
      isActive: true,
    });
    expect(await setupState()).toEqual({ ownerRequired: false });

    // only its hash was kept, and it is used up
    const codes = await t.database.db.select().from(setupCodes);
    expect(codes).toEqual([expect.objectContaining({ usedAt: clock.now() })]);
    expect(JSON.stringify(codes)).not.toContain(code);
    const [settings] = await t.database.db.select().from(establishmentSettings);
    expect(settings?.ownerRegisteredAt).toEqual(clock.now());
  });

  it('lets staff register afterwards without a code, to wait for approval', async () => {
    const res = await api.register(SECOND);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isActive: false, message: AWAITING_APPROVAL });
  });

  it('opens nothing when the owner row is lost: a visitor gets no owner, and the next start refuses', async () => {
    // what a truncated admin_users file looks like to the server: no account at all
    await t.database.db.delete(adminSessions);
    await t.database.db.delete(adminUsers);
    expect(await setupState()).toEqual({ ownerRequired: true });

    const visitor = await api.register({
      email: 'visitante@forno.com.br',
      password: 'quero-ser-dono',
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json<ErrorAnswer>().error.code).toBe('SETUP_CODE_REQUIRED');
    for (const guess of ['AAAA-BBBB-CCCC-DDDD', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ']) {
      const res = await api.register({
        email: 'visitante@forno.com.br',
        password: 'quero-ser-dono',
        setupCode: guess,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await accounts()).toHaveLength(0);

    // the settings row remembers that the shop had its owner: the start-up check refuses
    await expect(t.database.migrate()).rejects.toMatchObject({ problem: 'DATABASE_INCOMPLETE' });
  });

  it('counts wrong codes like failed logins: the sixth from one address waits', async () => {
    const code = await newTestSetupCode(t.database);
    const address = '203.0.113.9';
    const guess = (setupCode: string) =>
      api.register({ ...OWNER, setupCode }, OWNER.password, address);
    for (let i = 0; i < 5; i++)
      expect((await guess(`WRONG${i}WRONG${i}WRONG`)).statusCode).toBe(403);
    const limited = await guess(code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorAnswer>().error.code).toBe('RATE_LIMITED');
    // from where the server was started, the right code still works
    expect((await api.register({ ...OWNER, setupCode: code })).statusCode).toBe(201);
  });
});
