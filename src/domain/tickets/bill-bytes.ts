import { billSummary, type Comanda } from '../admin-comandas';
import { formatDateTime } from '../date-format';
import { formatBRL } from '../money';
import { tableName } from '../tables';
import { COLUMNS, type PaperWidth } from './paper';
import { openReceipt } from './receipt';

export interface BillPrintOptions {
  shopName: string;
  width: PaperWidth;
  timeZone: string;
}

/**
 * A comanda's bill as ESC/POS bytes (docs/decisions/057): the same lines and figures as the bill
 * on screen, the service charge, the payments and the share per person.
 */
export function encodeBill(comanda: Comanda, options: BillPrintOptions): Uint8Array {
  const columns = COLUMNS[options.width];
  const { encoder, rule, pair } = openReceipt(columns);
  encoder.align('center');
  if (options.shopName) encoder.bold(true).line(options.shopName.toUpperCase()).bold(false);
  encoder
    .bold(true)
    .line(`CONTA - ${tableName(comanda.tableLabel).toUpperCase()}`)
    .bold(false);
  encoder.line(`Aberta ${formatDateTime(comanda.openedAt, options.timeZone)}`);
  if (comanda.closedAt) {
    encoder.line(`Fechada ${formatDateTime(comanda.closedAt, options.timeZone)}`);
  }
  encoder.align('left');
  rule();
  for (const line of comanda.lines) {
    pair(line.heading, formatBRL(line.lineTotalCents));
    for (const detail of line.details) encoder.line(`  ${detail}`.slice(0, columns));
  }
  rule();
  for (const row of billSummary(comanda)) pair(row.label, row.value, row.isBold);
  if (comanda.payments.length > 0) {
    rule();
    for (const payment of comanda.payments) pair(payment.method, formatBRL(payment.amountCents));
  }
  encoder.newline();
  encoder.align('center').line('Obrigado pela visita!');
  encoder.cut('partial');
  return encoder.encode();
}
