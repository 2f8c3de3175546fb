/** The orders page with one order opened: `/admin/orders?pedido={id}`. */
export const ORDER_PARAM = 'pedido';

export function orderLink(orderId: number): string {
  return `/admin/orders?${ORDER_PARAM}=${orderId}`;
}

export function ticketLink(orderId: number, width?: '80' | '58'): string {
  return `/admin/orders/${orderId}/ticket${width ? `?largura=${width}` : ''}`;
}
