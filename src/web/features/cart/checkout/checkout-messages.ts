import { ORDER_ERROR_CODES, type OrderErrorCode } from '../../../../domain/order';
import type { ApiError } from '../../../lib/api-client';

/**
 * docs/product/errors.md#checkout: what the customer reads when the server refused the order.
 * The server's own pt-BR message is shown for the order's problems (closed shop, an unavailable
 * product, change below the total); data problems and unknown failures get the spec's texts.
 * That is every order code but the request's own bookkeeping (its placed time and idempotency key).
 */
const HIDDEN_SERVER_MESSAGE_CODES: readonly OrderErrorCode[] = [
  'INVALID_PLACED_AT',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
];
const SERVER_MESSAGE_CODES: ReadonlySet<string> = new Set(
  ORDER_ERROR_CODES.filter((code) => !HIDDEN_SERVER_MESSAGE_CODES.includes(code)),
);

export function checkoutErrorMessage(error: ApiError): string {
  if (SERVER_MESSAGE_CODES.has(error.code)) return error.message;
  if (error.code === 'VALIDATION_ERROR') {
    return 'Não foi possível salvar seus dados. Verifique as informações e tente novamente.';
  }
  if (error.status === 403 || error.status === 404) {
    return 'Erro ao registrar o pedido. Tente novamente mais tarde.';
  }
  return 'Houve um problema ao processar seu pedido. Tente novamente.';
}

/** Why 'Finalizar Pedido' waits: lines of the cart the menu no longer sells. */
export function unavailableLinesMessage(count: number): string {
  return count === 1
    ? 'Um item do carrinho não está disponível. Remova-o para finalizar o pedido.'
    : `${count} itens do carrinho não estão disponíveis. Remova-os para finalizar o pedido.`;
}
