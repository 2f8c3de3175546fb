import type { ApiError } from '../../../lib/api-client';

/**
 * spec §8 'Checkout error mapping': what the customer reads when the server refused the order.
 * The server's own pt-BR message is shown for the order's problems (closed shop, an unavailable
 * product, change below the total); data problems and unknown failures get the spec's texts.
 */
const SERVER_MESSAGE_CODES = new Set([
  'SHOP_CLOSED',
  'SHOP_INACTIVE',
  'UNKNOWN_PRODUCT',
  'PRODUCT_UNAVAILABLE',
  'INVALID_SIZE',
  'TOO_MANY_FLAVOURS',
  'INVALID_FLAVOUR',
  'INVALID_EXTRA',
  'INVALID_CRUST',
  'FILLING_REQUIRED',
  'INVALID_FILLING',
  'INVALID_PAYMENT_METHOD',
  'CHANGE_NOT_ALLOWED',
]);

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
