import type { CashShift } from '../../../domain/admin-cash-shift';
import type { Printer } from './device/printer-device';
import type { PaperWidth } from '../../../domain/tickets/paper';

/** Sends a till's closing to the printer; the encoder loads the first time something prints. */
export async function printClosing(
  printer: Printer,
  shift: CashShift,
  options: { width: PaperWidth; shopName: string; timeZone: string },
): Promise<void> {
  const { encodeClosing } = await import('../../../domain/tickets/closing-bytes');
  await printer.write(encodeClosing(shift, options));
}
