/** Status flow (docs/product/principles.md#orders): pendente → aprovado → em preparo → saiu para entrega → entregue. */
export const ORDER_STATUSES = [
  'pendente',
  'aprovado',
  'em preparo',
  'saiu para entrega',
  'entregue',
  'rejeitado',
  'finalizado',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pendente: 'Pendente',
  aprovado: 'Aprovado',
  'em preparo': 'Em preparo',
  'saiu para entrega': 'Saiu para entrega',
  entregue: 'Entregue',
  rejeitado: 'Rejeitado',
  finalizado: 'Finalizado',
};

/** What each status means to the customer following the order. */
export const ORDER_STATUS_DESCRIPTIONS: Readonly<Record<OrderStatus, string>> = {
  pendente: 'Recebemos seu pedido e ele aguarda a confirmação da pizzaria.',
  aprovado: 'A pizzaria confirmou seu pedido.',
  'em preparo': 'Seu pedido está sendo preparado.',
  'saiu para entrega': 'Seu pedido saiu para entrega.',
  entregue: 'Pedido entregue. Bom apetite!',
  rejeitado: 'A pizzaria não pôde aceitar este pedido. Entre em contato pelo WhatsApp.',
  finalizado: 'Pedido finalizado.',
};

/** The customer-facing steps, in order, for the tracking page's progress. */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  'pendente',
  'aprovado',
  'em preparo',
  'saiu para entrega',
  'entregue',
];

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pendente: ['aprovado', 'rejeitado'],
  aprovado: ['em preparo', 'rejeitado'],
  'em preparo': ['saiu para entrega', 'rejeitado'],
  'saiu para entrega': ['entregue', 'rejeitado'],
  entregue: [],
  rejeitado: [],
  finalizado: [],
};

/** `rejeitado` from any state before delivery; everything else one step along the flow. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** docs/product/states.md#order-status: entregue and finalizado both count as delivered. */
export function isDelivered(status: OrderStatus): boolean {
  return status === 'entregue' || status === 'finalizado';
}

/**
 * Moves the customer takes as the end of the order ('Pedido entregue. Bom apetite!', a rejection):
 * the desk asks before making them (docs/decisions/029).
 */
export function isFinalForCustomer(to: OrderStatus): boolean {
  return to === 'entregue' || to === 'rejeitado';
}

/**
 * The status a new order is stored with. A shop that accepts automatically (decision 034) takes
 * an order for as soon as possible straight to 'aprovado'; an order for a later slot still waits
 * for staff, who see it when its lead time begins, so its ticket is not printed hours early.
 */
export function statusOnArrival(
  shop: { autoAccept: boolean },
  scheduledFor: Date | null,
): OrderStatus {
  return shop.autoAccept && scheduledFor === null ? 'aprovado' : 'pendente';
}
