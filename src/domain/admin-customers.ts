import { z } from 'zod';
import { AdminOrderSchema } from './admin-orders';
import { decimalInteger, PAGE_SIZE_MAX, RecordIdSchema } from './admin-paging';

/** The CRM: customers and their history (spec §2). */

export const CustomerListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  /** Keyset paging by id, newest first. */
  before: RecordIdSchema.optional(),
  limit: decimalInteger(1, PAGE_SIZE_MAX).default(30),
});

export const AdminCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerPageSchema = z.object({
  customers: z.array(AdminCustomerSchema),
  nextBefore: z.number().int().nullable(),
});

export const CustomerHistorySchema = z.object({
  customer: AdminCustomerSchema,
  orders: z.array(AdminOrderSchema),
});
