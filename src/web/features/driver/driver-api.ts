import { z } from 'zod/mini';
import type { DriverAction } from '../../../domain/delivery-drivers';
import {
  DriverActionResultSchema,
  DriverDeliveriesSchema,
  type DriverActionResult,
  type DriverDelivery,
} from '../../../domain/driver-deliveries';
import { apiRequest } from '../../lib/api-client';

const SignedInDriverSchema = z.object({ driver: z.object({ id: z.number(), name: z.string() }) });
export type SignedInDriver = z.infer<typeof SignedInDriverSchema>['driver'];

/**
 * The header the driver's writes carry against cross-site requests (src/server/plugins/csrf.ts):
 * CSRF_HEADER of domain/admin-accounts, whose classic-zod module stays out of this page.
 */
const writeHeaders = { 'x-forno-csrf': '1' };

export async function signInDriver(token: string): Promise<SignedInDriver> {
  const answer = await apiRequest('/driver/session', SignedInDriverSchema, {
    method: 'POST',
    body: { token },
    headers: writeHeaders,
  });
  return answer.driver;
}

export async function signOutDriver(): Promise<void> {
  await apiRequest('/driver/session', z.null(), { method: 'DELETE', headers: writeHeaders });
}

export async function fetchSignedInDriver(): Promise<SignedInDriver> {
  return (await apiRequest('/driver/me', SignedInDriverSchema)).driver;
}

export async function fetchDeliveries(): Promise<DriverDelivery[]> {
  return (await apiRequest('/driver/deliveries', DriverDeliveriesSchema)).deliveries;
}

export async function sendDriverAction(
  tripId: number,
  action: DriverAction,
): Promise<DriverActionResult> {
  return apiRequest(`/driver/deliveries/${tripId}/actions`, DriverActionResultSchema, {
    method: 'POST',
    body: action,
    headers: writeHeaders,
  });
}
