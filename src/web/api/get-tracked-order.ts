import { useQueries, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TrackedOrderSchema, type TrackedOrder } from '../../domain/order';
import { isFinalForCustomer, type OrderStatus } from '../../domain/order-status';
import { ApiError, apiRequest } from '../lib/api-client';

/** How often an open tracking page asks for news while the order is still moving. */
const TRACKING_REFRESH_MS = 10_000;

/** After these the status never changes again: the page stops asking. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return isFinalForCustomer(status);
}

/**
 * 404, or 400 for an id that cannot be an order (a link cut short when copied): either way there
 * is no order to show, and asking again will not change it.
 */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const trackedOrderQueryKey = (publicId: string) => ['orders', 'tracked', publicId] as const;

export function getTrackedOrder(publicId: string, signal?: AbortSignal): Promise<TrackedOrder> {
  return apiRequest(`/orders/${encodeURIComponent(publicId)}`, TrackedOrderSchema, { signal });
}

type TrackedOrderQuery = Query<
  TrackedOrder,
  Error,
  TrackedOrder,
  ReturnType<typeof trackedOrderQueryKey>
>;

/** Still worth asking again: not final, and not an order the server does not know. */
function isLive(query: TrackedOrderQuery): boolean {
  const { data, error } = query.state;
  if (isOrderNotFound(error)) return false;
  return data === undefined || !isFinalOrderStatus(data.status);
}

/**
 * The customer's view of one order, by its unguessable public id, live: the server's event stream
 * (`/api/orders/:publicId/events`) announces every status change, and the page also asks again
 * every 10 s and on focus, in case the stream is cut (a proxy, a phone asleep).
 */
export function useTrackedOrder(publicId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: trackedOrderQueryKey(publicId),
    queryFn: ({ signal }) => getTrackedOrder(publicId, signal),
    refetchInterval: (query) => (isLive(query) ? TRACKING_REFRESH_MS : false),
    // coming back to the tab shows the news at once, whatever the cache thinks is fresh
    refetchOnWindowFocus: (query) => (isLive(query) ? 'always' : false),
    staleTime: 0,
    // an unknown id will not appear by asking again
    retry: (failureCount, error) => !isOrderNotFound(error) && failureCount < 2,
    // nor by opening the page: the server renders 'Pedido não encontrado' for it and the browser
    // hydrates that (decision 045); another failure is asked again by the interval above
    retryOnMount: false,
  });
  const status = query.data?.status;
  const isFinal = status !== undefined && isFinalOrderStatus(status);
  useEffect(() => {
    if (isFinal || typeof EventSource === 'undefined') return;
    const stream = new EventSource(`/api/orders/${encodeURIComponent(publicId)}/events`);
    stream.addEventListener('status', () => {
      void queryClient.invalidateQueries({ queryKey: trackedOrderQueryKey(publicId) });
    });
    return () => stream.close();
  }, [publicId, isFinal, queryClient]);
  return query;
}

/**
 * The orders of 'Meus pedidos' as the server has them now (status and items), one request per
 * tracking id this device keeps, in the same cache as their tracking pages. Read once when the
 * list opens; a finished order is never asked again.
 */
export function useTrackedOrders(publicIds: readonly string[]) {
  return useQueries({
    queries: publicIds.map((publicId) => ({
      queryKey: trackedOrderQueryKey(publicId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getTrackedOrder(publicId, signal),
      staleTime: 30_000,
      retry: (failureCount: number, error: Error) => !isOrderNotFound(error) && failureCount < 1,
    })),
  });
}
