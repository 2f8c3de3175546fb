import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type {
  AdminCustomerPageSchema,
  CustomerListQuerySchema,
} from '../../../domain/admin-customers';
import { listCustomers as listCustomerRows } from './repository';

export type CustomerListQuery = z.output<typeof CustomerListQuerySchema>;
export type AdminCustomerPage = z.infer<typeof AdminCustomerPageSchema>;

/** One page of the CRM (docs/product/screens.md#customers), newest customers first, filtered by the search. */
export async function listCustomers(
  db: Executor,
  query: CustomerListQuery,
): Promise<AdminCustomerPage> {
  // one row more than asked tells whether another page follows
  const rows = await listCustomerRows(db, { ...query, limit: query.limit + 1 });
  const customers = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return { customers, nextBefore: hasMore ? (customers.at(-1)?.id ?? null) : null };
}
