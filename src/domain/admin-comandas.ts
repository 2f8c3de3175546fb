import { z } from 'zod';
import { splitEvenly } from './comanda';
import { formatBRL } from './money';

/** The back office's view of tables and comandas (docs/decisions/057). */

const ComandaLineSchema = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  /** '2x Calabresa (Grande)' (src/domain/order-item.ts). */
  heading: z.string(),
  /** Flavours, extras, crust, notes: one text each. */
  details: z.array(z.string()),
  lineTotalCents: z.number().int(),
  /** The name the customer gave at the table, or the staff member's order. */
  customerName: z.string(),
  placedAt: z.string(),
});

const ComandaMoveSchema = z.object({
  itemName: z.string(),
  fromTableLabel: z.string(),
  toTableLabel: z.string(),
  actorName: z.string(),
  at: z.string(),
});

const ComandaPaymentViewSchema = z.object({
  method: z.string(),
  amountCents: z.number().int(),
});

export const ComandaSchema = z.object({
  id: z.number().int(),
  tableId: z.number().int(),
  tableLabel: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  lines: z.array(ComandaLineSchema),
  itemsCents: z.number().int(),
  discountCents: z.number().int(),
  /** Open: the shop's percent as of now (0 when it charges none); closed: the one applied. */
  serviceChargePercent: z.number().int(),
  serviceChargeCents: z.number().int(),
  /** With the service charge (as of now while open). */
  totalCents: z.number().int(),
  /** Closed only: how many persons split it and how it was paid. */
  persons: z.number().int().nullable(),
  payments: z.array(ComandaPaymentViewSchema),
  moves: z.array(ComandaMoveSchema),
});
export type Comanda = z.infer<typeof ComandaSchema>;

export const ComandasSchema = z.object({
  open: z.array(ComandaSchema),
  /** The latest closed ones, for a bill printed again. */
  closed: z.array(ComandaSchema),
  /** The shop's service charge, for the close dialog. */
  serviceCharge: z.object({ isEnabled: z.boolean(), percent: z.number().int() }),
  /** The shop's payment methods, for the close dialog. */
  paymentOptions: z.array(z.string()),
});
export type Comandas = z.infer<typeof ComandasSchema>;

/** `POST /api/admin/comandas/:id/move`: one line to another table's comanda. */
export const MoveComandaLineSchema = z.object({
  orderItemId: z.number().int().positive(),
  toTableId: z.number().int().positive(),
});
export type MoveComandaLine = z.infer<typeof MoveComandaLineSchema>;

export const COMANDA_CLOSED_MESSAGE = 'Esta comanda já foi fechada.';
export const COMANDA_NOT_FOUND_MESSAGE = 'Comanda não encontrada.';
export const COMANDA_LINE_NOT_FOUND_MESSAGE = 'Este item não está mais nesta comanda.';
export const TABLE_LABEL_TAKEN_MESSAGE = 'Já existe uma mesa com este número ou nome.';
export const SAME_TABLE_MESSAGE = 'Escolha outra mesa: o item já está nesta.';

export interface BillSummaryRow {
  label: string;
  value: string;
  isBold: boolean;
}

/** The bill's figures, as the screen and the printer show them. */
export function billSummary(comanda: Comanda): BillSummaryRow[] {
  const rows: BillSummaryRow[] = [
    { label: 'Consumo', value: formatBRL(comanda.itemsCents), isBold: false },
  ];
  if (comanda.discountCents > 0) {
    rows.push({ label: 'Descontos', value: `-${formatBRL(comanda.discountCents)}`, isBold: false });
  }
  if (comanda.serviceChargePercent > 0) {
    rows.push({
      label: `Serviço (${comanda.serviceChargePercent}%)`,
      value: formatBRL(comanda.serviceChargeCents),
      isBold: false,
    });
  }
  rows.push({ label: 'Total', value: formatBRL(comanda.totalCents), isBold: true });
  if (comanda.persons !== null && comanda.persons > 1) {
    rows.push({
      label: `Por pessoa (${comanda.persons})`,
      // the equal split's largest share: the others are at most one centavo less
      value: formatBRL(splitEvenly(comanda.totalCents, comanda.persons)[0] ?? 0),
      isBold: false,
    });
  }
  return rows;
}
