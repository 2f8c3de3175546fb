import type { AdminOrder } from '../admin-orders';
import { changeDueCents } from '../checkout';
import { formatDateTime } from '../date-format';
import { formatPhone } from '../formats';
import { formatBRL } from '../money';
import { describeCouponRefusal, describeDiscountRows } from '../promotions';
import {
  deliveryFeeValue,
  describeFulfilment,
  describeTiming,
  isPickup,
  kitchenFulfilmentHeading,
  paymentValue,
} from '../order-fulfilment';
import { describeOrderItem, itemDetailLines, itemDetailText } from '../order-item';
import type { TicketLayout } from './layouts';
import { COLUMNS, type PaperWidth } from './paper';
import { openReceipt } from './receipt';

/** Characters the code page lacks, written as the nearest ones it has. */
const PRINTABLE: Readonly<Record<string, string>> = {
  '—': '-',
  '–': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
};
function printable(text: string): string {
  return text.replace(/[—–‘’“”…]/g, (char) => PRINTABLE[char] ?? char);
}

/** Splits text into lines of at most `width` characters, at spaces where it can. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.trim().split(/\s+/)) {
      for (let rest = word; rest.length > 0;) {
        const candidate = line ? `${line} ${rest}` : rest;
        if (candidate.length <= width) {
          line = candidate;
          rest = '';
        } else if (line) {
          lines.push(line);
          line = '';
        } else {
          lines.push(rest.slice(0, width));
          rest = rest.slice(width);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface TicketOptions {
  shopName: string;
  width: PaperWidth;
  timeZone: string;
  /** 'Agendado: Hoje, 20:30' is said relative to when it prints. */
  now: Date;
}

/**
 * The kitchen ticket as ESC/POS bytes: the same lines, in the same order, as the browser-printed
 * ticket page (features/admin-ticket), worded by the same domain functions; cut at the end.
 */
export function encodeTicket(order: AdminOrder, options: TicketOptions): Uint8Array {
  const columns = COLUMNS[options.width];
  const { encoder, rule, pair } = openReceipt(columns);
  const lines = (text: string, indent = '') => {
    for (const line of wrap(printable(text), columns - indent.length)) encoder.line(indent + line);
  };

  encoder.align('center');
  if (options.shopName) {
    encoder.bold(true);
    lines(options.shopName.toUpperCase());
    encoder.bold(false);
  }
  encoder.size(2, 2).bold(true).line(`Pedido #${order.id}`).bold(false).size(1, 1);
  encoder.line(formatDateTime(order.placedAt, options.timeZone));
  if (order.origin === 'offline') encoder.bold(true).line('Pedido offline').bold(false);
  encoder.align('left');

  rule();
  encoder.bold(true);
  lines(order.customerName);
  encoder.bold(false);
  encoder.line(formatPhone(order.customerPhone));

  rule();
  encoder.bold(true);
  lines(describeFulfilment(order).toUpperCase());
  encoder.bold(false);
  if (!isPickup(order)) lines(order.deliveryAddress);
  const isScheduled = order.scheduledFor !== null;
  encoder.bold(isScheduled);
  lines(describeTiming(order, options.timeZone, options.now));
  encoder.bold(false);

  rule();
  order.items.forEach((item, index) => {
    if (index > 0) encoder.newline();
    const d = describeOrderItem(item);
    pair(printable(`${d.quantity}x ${d.name}`), formatBRL(d.lineTotalCents), true);
    const detail = (text: string, isBold = false) => {
      encoder.bold(isBold);
      lines(text, '  ');
      encoder.bold(false);
    };
    if (d.sizeLabel) detail(d.sizeLabel, true);
    for (const line of itemDetailLines(d)) detail(itemDetailText(line), line.kind === 'notes');
  });

  rule();
  pair('Subtotal', formatBRL(order.subtotalCents));
  for (const row of describeDiscountRows(order)) pair(printable(row.label), row.value);
  const fee = deliveryFeeValue(order);
  if (fee !== null) pair('Taxa de entrega', fee);
  pair('Total', formatBRL(order.totalCents), true);
  const couponRefusal = describeCouponRefusal(order);
  if (couponRefusal) {
    encoder.bold(true);
    lines(printable(couponRefusal));
    encoder.bold(false);
  }

  rule();
  pair('Pagamento', printable(paymentValue(order)), order.paymentStatus === 'pago');
  if (order.changeForCents !== null) pair('Troco para', formatBRL(order.changeForCents));
  const changeDue = changeDueCents(order.changeForCents, order.totalCents);
  if (changeDue !== null) pair('Troco', formatBRL(changeDue), true);

  encoder.cut('partial');
  return encoder.encode();
}

/**
 * The kitchen's ticket: the order's number and time, delivery or pickup (and when, if scheduled),
 * then each item in double width and height with its size, flavours, extras, crust and notes. No
 * price, no name, phone or address: the kitchen needs none of them, and a ticket on the oven's
 * wall is read by anyone passing.
 */
export function encodeKitchenTicket(order: AdminOrder, options: TicketOptions): Uint8Array {
  const columns = COLUMNS[options.width];
  // double width halves the columns a line may take
  const large = Math.floor(columns / 2);
  const encoder = openReceipt(columns).encoder;
  const lines = (text: string, width: number, indent = '') => {
    for (const line of wrap(printable(text), width - indent.length)) encoder.line(indent + line);
  };

  encoder.align('center');
  encoder.bold(true).line('COZINHA').bold(false);
  encoder.size(2, 2).bold(true).line(`Pedido #${order.id}`).bold(false).size(1, 1);
  encoder.line(formatDateTime(order.placedAt, options.timeZone));
  encoder.align('left');
  encoder.rule({ style: 'single' });
  encoder.size(2, 2).bold(true);
  lines(kitchenFulfilmentHeading(order), large);
  encoder.bold(false).size(1, 1);
  if (order.scheduledFor !== null) {
    encoder.bold(true);
    lines(describeTiming(order, options.timeZone, options.now), columns);
    encoder.bold(false);
  }
  encoder.rule({ style: 'single' });

  order.items.forEach((item, index) => {
    if (index > 0) encoder.rule({ style: 'single' });
    const d = describeOrderItem(item);
    encoder.size(2, 2).bold(true);
    lines(`${d.quantity}x ${d.name}`, large);
    encoder.bold(false);
    if (d.sizeShortLabel) lines(d.sizeShortLabel, large, ' ');
    for (const line of itemDetailLines(d)) {
      encoder.bold(line.kind === 'notes');
      lines(itemDetailText(line), large, ' ');
      encoder.bold(false);
    }
    encoder.size(1, 1);
  });

  encoder.cut('partial');
  return encoder.encode();
}

/** The bytes of the ticket in the layout a printer's role prints. */
export function encodeTicketIn(
  layout: TicketLayout,
  order: AdminOrder,
  options: TicketOptions,
): Uint8Array {
  return layout === 'cozinha' ? encodeKitchenTicket(order, options) : encodeTicket(order, options);
}

/**
 * A printer's test page: says it is one, the printer's name and role, the time, every pt-BR
 * letter (to show the code page is right) and a line of large text; then a cut.
 */
export function encodeTestPage(
  printer: { name: string; layout: TicketLayout },
  options: TicketOptions,
): Uint8Array {
  const columns = COLUMNS[options.width];
  const encoder = openReceipt(columns).encoder;
  encoder.align('center');
  if (options.shopName)
    encoder
      .bold(true)
      .line(printable(options.shopName.toUpperCase()).slice(0, columns))
      .bold(false);
  encoder.size(2, 2).bold(true).line('TESTE').bold(false).size(1, 1);
  encoder.line(formatDateTime(options.now, options.timeZone));
  encoder.align('left');
  encoder.rule({ style: 'single' });
  for (const line of wrap(printable(`Impressora: ${printer.name}`), columns)) encoder.line(line);
  encoder.line(printer.layout === 'cozinha' ? 'Função: cozinha' : 'Função: balcão/expedição');
  encoder.line('Acentos: áàâã éê í óôõ ú ç');
  encoder.line('ÁÀÂÃ ÉÊ Í ÓÔÕ Ú Ç');
  encoder.size(2, 2).line('Letra grande').size(1, 1);
  encoder.rule({ style: 'single' });
  encoder.line(`Papel: ${options.width} mm, ${columns} colunas`);
  encoder.cut('partial');
  return encoder.encode();
}
