import type { Executor } from '../../../db/client';
import type { Profile } from '../../../domain/customer';
import { upsertCustomer } from './repository';

/**
 * 'Meu Perfil' (spec §2, §7): creates or updates the customer of this phone. Answers only the id:
 * nothing about people is readable without an admin session (PRODUCT.md, Admin).
 */
export async function saveProfile(db: Executor, profile: Profile): Promise<{ customerId: number }> {
  return { customerId: await upsertCustomer(db, profile) };
}
