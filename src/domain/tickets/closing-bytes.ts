import { describeDifference, type CashShift } from '../admin-cash-shift';
import { formatDate, formatDateTime } from '../date-format';
import { formatBRL } from '../money';
import { COLUMNS, type PaperWidth } from './paper';
import { openReceipt } from './receipt';

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word.slice(0, width);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface ClosingPrintOptions {
  shopName: string;
  width: PaperWidth;
  timeZone: string;
}

/**
 * A till's closing as ESC/POS bytes (docs/decisions/048): the same figures as its page, per
 * payment method expected, counted and the difference, then the totals and who closed it.
 */
export function encodeClosing(shift: CashShift, options: ClosingPrintOptions): Uint8Array {
  const columns = COLUMNS[options.width];
  const { encoder, rule, pair } = openReceipt(columns);
  const money = (cents: number | null) => (cents === null ? '-' : formatBRL(cents));
  const when = (at: string) => formatDateTime(at, options.timeZone);

  encoder.align('center');
  if (options.shopName) encoder.bold(true).line(options.shopName.toUpperCase()).bold(false);
  encoder.bold(true).line('FECHAMENTO DE CAIXA').bold(false);
  encoder.line(`Dia ${formatDate(`${shift.businessDate}T12:00:00Z`, 'UTC')}`);
  encoder.align('left');
  rule();
  pair('Aberto', when(shift.openedAt));
  encoder.line(`  por ${shift.openedBy.name}`);
  if (shift.closedAt && shift.closedBy) {
    pair('Fechado', when(shift.closedAt));
    encoder.line(`  por ${shift.closedBy.name}`);
  } else {
    encoder.bold(true).line('CAIXA AINDA ABERTO').bold(false);
  }
  pair('Troco inicial', formatBRL(shift.startingCashCents));

  for (const line of shift.lines) {
    rule();
    pair(line.paymentMethod, `${line.orders} ${line.orders === 1 ? 'pedido' : 'pedidos'}`, true);
    pair('  Esperado', money(line.expectedCents));
    pair('  Contado', money(line.countedCents));
    if (line.differenceCents !== null) {
      pair('  Diferença', money(line.differenceCents), line.differenceCents !== 0);
    }
  }
  rule();
  pair('Total esperado', money(shift.totals.expectedCents), true);
  pair('Total contado', money(shift.totals.countedCents), true);
  if (shift.totals.differenceCents !== null) {
    pair('Diferença', money(shift.totals.differenceCents), true);
    encoder.bold(true).line(describeDifference(shift.totals.differenceCents)).bold(false);
  }
  if (shift.withoutOpenShift.orders > 0) {
    rule();
    const orders = shift.withoutOpenShift.orders;
    const text = `Sem caixa aberto: ${orders} ${orders === 1 ? 'pedido' : 'pedidos'} (${formatBRL(
      shift.withoutOpenShift.totalCents,
    )}), já somados acima.`;
    for (const line of wrap(text, columns)) encoder.line(line);
  }
  encoder.newline().line(`Conferido: ${'_'.repeat(columns - 12)}`);
  encoder.cut('partial');
  return encoder.encode();
}
