/** Whether the shop has the money of an order: set to 'pago' by staff (a Pix seen in the bank). */
export const PAYMENT_STATUSES = ['a_receber', 'pago'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  a_receber: 'A receber',
  pago: 'Pago',
};
