import QRCode from 'qrcode';
import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import { getTrackedOrder } from './get-tracked-order';

/**
 * The QR Code of an order's Pix code as an SVG image, for the tracking page as a browser without
 * scripts shows it (decision 045); the app draws the same code itself. Same size of quiet zone
 * and error correction as the app's.
 */
export async function getPixQrCode(db: Executor, publicId: string): Promise<string> {
  const order = await getTrackedOrder(db, publicId);
  // the dynamic code while it can be paid (decision 063), else the static one of decision 024
  const charge = order.pixCharge;
  const code = charge?.status === 'ativa' && charge.copiaECola ? charge.copiaECola : order.pixCode;
  if (!code) throw new AppError('NOT_FOUND', 'Este pedido não tem código Pix.');
  return QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}
