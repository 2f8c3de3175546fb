import { z } from 'zod/mini';
import { OrderItemRequestSchema, MAX_ORDER_ITEMS } from './order';

/** The shop's tables and the orders placed from their QR codes (docs/decisions/057). */

const TABLE_LABEL_MAX = 30;
/** Far above any pizzeria's floor. */
export const MAX_TABLES = 200;
const TABLE_CUSTOMER_NAME_MAX = 60;

export const TableInputSchema = z.strictObject({
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Informe o número ou o nome da mesa'),
      z.maxLength(TABLE_LABEL_MAX, `Use no máximo ${TABLE_LABEL_MAX} caracteres`),
    ),
  isActive: z.boolean(),
});
export type TableInput = z.output<typeof TableInputSchema>;

/** A table as the back office sees it. */
export const AdminTableSchema = z.object({
  id: z.int(),
  label: z.string(),
  token: z.string(),
  isActive: z.boolean(),
});
export type AdminTable = z.infer<typeof AdminTableSchema>;

/** `GET /api/tables/:token`: what the storefront shows while bound to a table. */
export const PublicTableSchema = z.object({
  token: z.string(),
  label: z.string(),
  name: z.string(),
});
export type PublicTable = z.infer<typeof PublicTableSchema>;

/**
 * `POST /api/tables/:token/orders`: a table order. No address, no fee, no payment yet (the comanda
 * is paid when it closes); a name so the waiter knows whose pizza it is.
 */
export const TableOrderSchema = z.strictObject({
  customerName: z._default(
    z.string().check(z.trim(), z.maxLength(TABLE_CUSTOMER_NAME_MAX, 'Nome muito longo')),
    '',
  ),
  items: z
    .array(OrderItemRequestSchema)
    .check(
      z.minLength(1, 'O carrinho está vazio.'),
      z.maxLength(MAX_ORDER_ITEMS, `Um pedido pode ter no máximo ${MAX_ORDER_ITEMS} itens.`),
    ),
  /** What the customer saw. Never trusted. */
  totalCents: z.optional(z.int()),
});
export type TableOrderInput = z.input<typeof TableOrderSchema>;

/** 'Mesa 5'; a table named in words keeps its name ('Varanda 2'). */
export function tableName(label: string): string {
  return /^\d+$/.test(label) ? `Mesa ${label}` : label;
}

/** Tables in the order a waiter counts them: numbers by value, then names. */
export function compareTableLabels(a: string, b: string): number {
  return a.localeCompare(b, 'pt-BR', { numeric: true, sensitivity: 'base' });
}

/** The table's link, which its QR code encodes. */
export function tableLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/mesa/${token}`;
}

export const TABLE_NOT_FOUND_MESSAGE =
  'Esta mesa não está mais disponível. Chame um atendente para fazer seu pedido.';

/**
 * What a table's order says of its payment: none yet, the bill is paid when its comanda closes
 * (the desk card and the ticket read 'Na comanda').
 */
export const PAID_AT_TABLE = 'Na comanda';

/**
 * A guest at a table gives a name, never a phone (nobody types a phone to order a pizza at the
 * table): their orders are filed under this one reserved number in the customer records, which no
 * real phone has (no DDD starts with 0).
 */
export const TABLE_GUEST_PHONE = '00000000000';
