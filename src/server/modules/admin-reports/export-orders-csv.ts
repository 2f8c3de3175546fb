import type { Executor } from '../../../db/client';
import {
  CSV_BOM,
  csvAmount,
  csvLine,
  ORDERS_CSV_HEADER,
  ordersCsvFileName,
  type ReportQuery,
} from '../../../domain/admin-reports';
import { FULFILMENT_LABELS } from '../../../domain/delivery';
import { ORDER_CHANNEL_LABELS } from '../../../domain/order-channel';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-status';
import { PAYMENT_STATUS_LABELS } from '../../../domain/payment-status';
import { reportWindow } from './get-report';
import { listOrdersForExport, type OrderExportRow } from './repository';

/** Orders read from the database per round trip while the file streams out. */
const EXPORT_PAGE = 1000;

function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

function toFields(row: OrderExportRow): string[] {
  return [
    String(row.id),
    row.date,
    row.time,
    statusLabel(row.status),
    row.customerName,
    row.customerPhone,
    row.paymentMethod,
    PAYMENT_STATUS_LABELS[row.paymentStatus],
    ORDER_CHANNEL_LABELS[row.channel],
    FULFILMENT_LABELS[row.fulfilment],
    row.deliveryZone ?? '',
    row.items,
    csvAmount(row.subtotalCents),
    csvAmount(row.discountCents),
    row.couponCode ?? '',
    csvAmount(row.deliveryFeeCents),
    csvAmount(row.totalCents),
    row.rejectionReason ?? '',
  ];
}

/**
 * The orders of a period as a CSV file for Brazilian Excel (docs/decisions/030): its name, and its
 * lines a page of orders at a time.
 */
export async function exportOrdersCsv(
  db: Executor,
  query: ReportQuery,
  now: Date,
): Promise<{ fileName: string; lines: AsyncGenerator<string> }> {
  const w = await reportWindow(db, query, now);
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(ORDERS_CSV_HEADER);
    let afterId = 0;
    for (;;) {
      const page = await listOrdersForExport(db, w, afterId, EXPORT_PAGE);
      if (page.length > 0) yield page.map((row) => csvLine(toFields(row))).join('');
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE) return;
      afterId = last.id;
    }
  }
  return { fileName: ordersCsvFileName(w), lines: lines() };
}
