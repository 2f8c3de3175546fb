import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customers } from '../../../db/schema';
import { addressParts, composeAddress, type Customer } from '../../../domain/customer';

/**
 * Creates the customer of this phone, or updates their name and address (spec §7: customers are
 * identified by their phone). Answers the customer's id.
 */
export async function upsertCustomer(db: Executor, customer: Customer): Promise<number> {
  const details = {
    name: customer.name,
    address: composeAddress(customer),
    ...addressParts(customer),
  };
  const [row] = await db
    .insert(customers)
    .values({ phone: customer.phone, ...details })
    .onConflictDoUpdate({ target: customers.phone, set: { ...details, updatedAt: sql`now()` } })
    .returning({ id: customers.id });
  if (!row) throw new Error('upsert of a customer returned no row');
  return row.id;
}
