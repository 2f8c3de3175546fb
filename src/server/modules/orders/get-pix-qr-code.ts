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
  if (!order.pixCode) throw new AppError('NOT_FOUND', 'Este pedido não tem código Pix.');
  return QRCode.toString(order.pixCode, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}
