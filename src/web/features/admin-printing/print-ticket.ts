import type { AdminOrder } from '../../../domain/admin-orders';
import type { Printer } from './device/printer-device';
import type { PaperWidth } from '../../../domain/tickets/paper';

/**
 * Sends an order's ticket to the printer. The encoder (and its library) loads the first time a
 * ticket prints: the desk opens without it, and the storefront never has it.
 */
export async function printTicket(
  printer: Printer,
  order: AdminOrder,
  options: { width: PaperWidth; shopName: string; timeZone: string },
): Promise<void> {
  const { encodeTicket } = await import('../../../domain/tickets/escpos-ticket');
  await printer.write(encodeTicket(order, { ...options, now: new Date() }));
}
