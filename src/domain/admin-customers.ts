import { z } from 'zod';
import { AdminOrderSchema } from './admin-orders';
import { AddressPartsSchema } from './customer';
import { decimalInteger, PAGE_SIZE_MAX, RecordIdSchema } from './admin-paging';
import { CONSENT_KINDS, CUSTOMER_AUDIT_KINDS } from './privacy';

/** The CRM: customers and their history (docs/product/screens.md#customers). */

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
  /** Whether they asked for the shop's promotions by WhatsApp, and when they last said so. */
  marketingOptIn: z.boolean(),
  marketingOptInAt: z.string().nullable(),
  /** When staff anonymised them; null: not anonymised. */
  anonymisedAt: z.string().nullable(),
  /**
   * When they answered PARAR to the shop's official WhatsApp and receive no order notices
   * (decision 073); null: they receive them (never stopped, or answered VOLTAR since).
   */
  whatsappOptedOutAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerPageSchema = z.object({
  customers: z.array(AdminCustomerSchema),
  nextBefore: z.number().int().nullable(),
});

/** A marketing consent given or withdrawn, with its date (LGPD). */
const ConsentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  /** The order whose checkout said it. */
  orderId: z.number().int().nullable(),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** Each export and anonymisation of the customer's data: who and when. */
const CustomerAuditRecordSchema = z.object({
  kind: z.enum(CUSTOMER_AUDIT_KINDS),
  actorName: z.string(),
  at: z.string(),
});
export type CustomerAuditRecord = z.infer<typeof CustomerAuditRecordSchema>;

export const CustomerHistorySchema = z.object({
  customer: AdminCustomerSchema,
  orders: z.array(AdminOrderSchema),
  consents: z.array(ConsentRecordSchema),
  audit: z.array(CustomerAuditRecordSchema),
});
export type CustomerHistory = z.infer<typeof CustomerHistorySchema>;

/**
 * 'Exportar dados (JSON)': everything the shop keeps about one customer (LGPD art. 18), as the
 * file staff hand over: the record, the address in parts, every order with its snapshot, the
 * consent history and who exported or anonymised it before.
 */
export const CustomerExportSchema = z.object({
  exportedAt: z.string(),
  shop: z.string(),
  customer: AdminCustomerSchema.extend({
    addressParts: AddressPartsSchema,
    updatedAt: z.string(),
  }),
  orders: z.array(AdminOrderSchema),
  consents: z.array(ConsentRecordSchema),
  audit: z.array(CustomerAuditRecordSchema),
});
export type CustomerExport = z.infer<typeof CustomerExportSchema>;

/** 'Anonimizar': the request says it was confirmed, so that no stray call erases a customer. */
export const AnonymiseCustomerSchema = z.object({ confirm: z.literal(true) });

/** The file name of a customer's export. */
export function customerExportFileName(customerId: number, at: Date): string {
  return `cliente-${customerId}-${at.toISOString().slice(0, 10)}.json`;
}
