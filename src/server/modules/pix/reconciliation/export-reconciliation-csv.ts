import type { Executor } from '../../../../db/client';
import { CSV_BOM, csvAmount, csvLine, type ReportQuery } from '../../../../domain/admin-reports';
import { ORDER_CHANNEL_LABELS } from '../../../../domain/order-channel';
import {
  RECONCILIATION_CSV_HEADER,
  RECONCILIATION_STATE_LABELS,
  reconciliationCsvFileName,
  type ReconciliationLine,
} from '../../../../domain/admin-pix-reconciliation';
import { listReconciliationLines } from './get-reconciliation';

function toFields(line: ReconciliationLine): string[] {
  return [
    line.date,
    line.time,
    RECONCILIATION_STATE_LABELS[line.state],
    line.orderId === null ? '' : String(line.orderId),
    line.channel === null ? '' : ORDER_CHANNEL_LABELS[line.channel],
    line.customerFirstName ?? '',
    csvAmount(line.chargedCents),
    csvAmount(line.receivedCents),
    line.payerName ?? '',
    line.endToEndId ?? '',
    line.txid ?? '',
  ];
}

/**
 * Conciliação Pix of a period as a CSV file for Brazilian Excel, with the orders CSV's conventions
 * (decision 030): UTF-8 with a BOM, ';', decimal comma, CRLF, formulas defused.
 */
export async function exportReconciliationCsv(
  db: Executor,
  query: ReportQuery,
  now: Date,
): Promise<{ fileName: string; body: string }> {
  const { window, lines } = await listReconciliationLines(db, query, now);
  const body =
    CSV_BOM + csvLine(RECONCILIATION_CSV_HEADER) + lines.map((l) => csvLine(toFields(l))).join('');
  return { fileName: reconciliationCsvFileName(window), body };
}
