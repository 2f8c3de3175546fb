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

// ——— status sets: one home for each; the SQL's IN-lists are built from them ———

/** docs/product/states.md#order-status: entregue and finalizado both count as delivered. */
export const DELIVERED_STATUSES = [
  'entregue',
  'finalizado',
] as const satisfies readonly OrderStatus[];

/** Accepted and on its way through the kitchen to the door: the desk's 'Em andamento'. */
export const IN_PROGRESS_STATUSES = [
  'aprovado',
  'em preparo',
  'saiu para entrega',
] as const satisfies readonly OrderStatus[];

/**
 * What counts as a sale (dashboard, reports, 'Mais Pedidas'): every order the shop did not reject,
 * an order still waiting included (decision 030).
 */
export const SALE_STATUSES = ORDER_STATUSES.filter(
  (status) => status !== 'rejeitado',
) as readonly OrderStatus[];

/**
 * Where the order ends for the customer ('Pedido entregue. Bom apetite!', a rejection): the
 * tracking page stops following it, and the desk asks before a move into one (decision 029).
 */
export const FINAL_FOR_CUSTOMER_STATUSES = [
  'entregue',
  'rejeitado',
  'finalizado',
] as const satisfies readonly OrderStatus[];

/** Not yet confirmed by a person on staff, or refused: such an order does not vouch for a customer. */
export const UNCONFIRMED_STATUSES = [
  'pendente',
  'rejeitado',
] as const satisfies readonly OrderStatus[];

const isIn = (statuses: readonly OrderStatus[], status: OrderStatus) => statuses.includes(status);

export function isDelivered(status: OrderStatus): boolean {
  return isIn(DELIVERED_STATUSES, status);
}

export function isSale(status: OrderStatus): boolean {
  return isIn(SALE_STATUSES, status);
}

/**
 * Moves the customer takes as the end of the order: the desk asks before making them
 * (docs/decisions/029).
 */
export function isFinalForCustomer(to: OrderStatus): boolean {
  return isIn(FINAL_FOR_CUSTOMER_STATUSES, to);
}

/**
 * The status a new order is stored with. A shop that accepts automatically (decision 034) takes
 * an order for as soon as possible straight to 'aprovado'; an order for a later slot still waits
 * for staff, who see it when its lead time begins, so its ticket is not printed hours early; so
 * does one staff took for later.
 */
export function statusOnArrival(
  shop: { autoAccept: boolean },
  scheduledFor: Date | null,
  /** Taken by a person on staff ('Novo pedido', decision 056): accepted as it is entered. */
  isTakenByStaff = false,
): OrderStatus {
  return (shop.autoAccept || isTakenByStaff) && scheduledFor === null ? 'aprovado' : 'pendente';
}
