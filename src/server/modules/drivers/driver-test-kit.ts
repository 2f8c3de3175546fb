import { drivers } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import {
  DEFAULT_DRIVER_FEE,
  DRIVER_SESSION_COOKIE,
  type Driver,
  type DriverInput,
} from '../../../domain/delivery-drivers';
import type { TestApp } from '../../test/test-app';
import { issueDriverAccessLink } from './driver-sessions';

let made = 0;

/** A driver written straight to the database (no form rules), active unless told otherwise. */
export async function createTestDriver(
  t: TestApp,
  overrides: Partial<DriverInput> = {},
): Promise<Driver> {
  made += 1;
  const [row] = await t.database.db
    .insert(drivers)
    .values({
      name: `Entregador ${made}`,
      phone: '(11) 98888-7777',
      vehicle: 'moto',
      fee: DEFAULT_DRIVER_FEE,
      isActive: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no driver was inserted');
  const { id, name, phone, vehicle, fee, isActive } = row;
  return { id, name, phone, vehicle, fee, isActive };
}

/** The driver's phone trading a one-time link's token for a session, as the sign-in page does. */
export function openDriverSession(t: TestApp, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/driver/session',
    headers: { [CSRF_HEADER]: '1' },
    payload: { token },
  });
}

/**
 * A `cookie` header of the driver's phone, signed in as a driver is: a one-time link issued at
 * `now`, traded through `POST /api/driver/session`.
 */
export async function signInTestDriver(
  t: TestApp,
  driverId: number,
  now: Date = new Date(),
): Promise<string> {
  const { token } = await issueDriverAccessLink(t.database.db, {
    driverId,
    createdBy: null,
    now,
  });
  const res = await openDriverSession(t, token);
  if (res.statusCode !== 200) throw new Error(`the driver's link is refused: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === DRIVER_SESSION_COOKIE);
  if (!cookie) throw new Error('no driver cookie was set');
  return `${DRIVER_SESSION_COOKIE}=${cookie.value}`;
}

/** Requests as the driver's page sends them: JSON, the CSRF header and the phone's cookie. */
export function asDriver(t: TestApp, cookie: string) {
  const headers = { cookie, [CSRF_HEADER]: '1' };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}
