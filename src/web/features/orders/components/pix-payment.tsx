import type { TrackedOrder } from '../../../../domain/order';
import { PixChargePayment } from './pix-charge-payment';
import { PixPaymentCard } from './pix-code-card';

/** Shown while the customer still has to pay: not paid yet, and not refused by the shop. */
function shouldShowPixPayment(order: TrackedOrder): boolean {
  return order.pixCode !== null && order.paymentStatus !== 'pago' && order.status !== 'rejeitado';
}

/**
 * 'Pague com Pix': the order's BR Code, made by the server when the order was placed, as a QR
 * Code and as text to copy (copia e cola), with the exact amount (docs/decisions/024).
 */
export function PixPayment({ order }: { order: TrackedOrder }) {
  // a charge of the shop's own provider (decision 063): its code, its countdown, its states
  if (order.pixCharge) return <PixChargePayment order={order} charge={order.pixCharge} />;
  if (!order.pixCode || !shouldShowPixPayment(order)) return null;
  return (
    <PixPaymentCard code={order.pixCode} totalCents={order.totalCents} publicId={order.publicId} />
  );
}
