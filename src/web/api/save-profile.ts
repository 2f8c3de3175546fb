import { SavedCustomerSchema, type Profile } from '../../domain/customer';
import { apiRequest } from '../lib/api-client';

/** `PUT /api/customers`: upsert by phone; the answer is the customer's id and nothing else. */
export async function saveProfile(profile: Profile): Promise<number> {
  const { customerId } = await apiRequest('/customers', SavedCustomerSchema, {
    method: 'PUT',
    body: profile,
  });
  return customerId;
}
