import { PlacedOrderSchema, type PlaceOrderInput, type PlacedOrder } from '../../domain/order';
import {
  isTransientFailure,
  ORDER_CREATE_ATTEMPTS,
  ORDER_CREATE_TIMEOUT_MS,
  retryDelayMs,
} from '../../domain/order-retry';
import { ApiError, apiRequest } from '../lib/api-client';

export type PlaceOrderOutcome =
  | { kind: 'placed'; placed: PlacedOrder }
  /** The server refused the order (4xx): retrying or queueing it would not help. */
  | { kind: 'refused'; error: ApiError }
  /** No answer or a failing server after every attempt: the order goes to the queue. */
  | { kind: 'failed'; error: ApiError };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `POST /api/orders` with the spec's retries (docs/product/device-and-server.md#placing-an-order, docs/product/limits.md#retries-and-delays): up to 3 attempts of 15 s each; 5xx and no
 * answer wait attempt × 1 s, 429 attempt × 2 s; the same Idempotency-Key on every attempt, so a
 * retry can never make a second order.
 */
export async function placeOrder(
  body: PlaceOrderInput,
  idempotencyKey: string,
  attempts: number = ORDER_CREATE_ATTEMPTS,
): Promise<PlaceOrderOutcome> {
  let lastError = new ApiError(0, 'NETWORK_ERROR', 'Sem conexão com o servidor.');
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const placed = await apiRequest('/orders', PlacedOrderSchema, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
        signal: AbortSignal.timeout(ORDER_CREATE_TIMEOUT_MS),
      });
      return { kind: 'placed', placed };
    } catch (error) {
      lastError = toApiError(error);
      // docs/product/device-and-server.md#placing-an-order: an invalid answer is retried like no answer
      const status = lastError.code === 'INVALID_RESPONSE' ? 0 : lastError.status;
      const wait =
        attempt < attempts ? retryDelayMs(status, attempt, lastError.retryAfterMs) : null;
      if (wait === null) {
        return isTransientFailure(status)
          ? { kind: 'failed', error: lastError }
          : { kind: 'refused', error: lastError };
      }
      await sleep(wait);
    }
  }
  return { kind: 'failed', error: lastError };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'NETWORK_ERROR', 'Sem conexão com o servidor.');
}
