import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminProductListSchema,
  AdminProductSchema,
  PauseHistorySchema,
  SoldOutCrustSchema,
  SoldOutExtraSchema,
  SoldOutFillingSchema,
  SoldOutListSchema,
  SoldOutVariantSchema,
} from '../../../../domain/admin-catalogue';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const soldOutKey = [...adminKeys.products, 'sold-out'] as const;
/** The products page's list (the same query key): a switch moved here shows there, and back. */
const productListKey = [...adminKeys.products, 'list'] as const;
/** Under `soldOutKey`: every switch turned here reads it again. */
const pauseHistoryKey = [...soldOutKey, 'history'] as const;

/** `GET /api/admin/sold-out/history`: the latest switches turned, newest first. */
export function usePauseHistory() {
  return useQuery({
    queryKey: pauseHistoryKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/sold-out/history', PauseHistorySchema, { signal }),
    select: (history) => history.events,
  });
}

/** `GET /api/admin/products`: every flavour and product, available or not. */
export function useProductsForSoldOut() {
  return useQuery({
    queryKey: productListKey,
    queryFn: ({ signal }) => adminRequest('/admin/products', AdminProductListSchema, { signal }),
  });
}

/** `GET /api/admin/sold-out`: extras, crusts and fillings with their 'Acabou' switches. */
export function useSoldOutSwitches() {
  return useQuery({
    queryKey: soldOutKey,
    queryFn: ({ signal }) => adminRequest('/admin/sold-out', SoldOutListSchema, { signal }),
  });
}

/** One switch of the panel: what it pauses or resumes. */
export type SoldOutTarget =
  | { kind: 'product'; id: number }
  | { kind: 'variant'; id: number }
  | { kind: 'extra'; id: number }
  | { kind: 'crust'; id: string }
  | { kind: 'filling'; crustId: string; id: string };

async function request(target: SoldOutTarget, isAvailable: boolean): Promise<void> {
  const body = { isAvailable };
  switch (target.kind) {
    case 'product':
      // a product paused is an extra flavour paused too
      await adminRequest(`/admin/products/${target.id}/availability`, AdminProductSchema, {
        method: 'PATCH',
        body,
      });
      return;
    case 'variant':
      await adminRequest(`/admin/sold-out/variants/${target.id}`, SoldOutVariantSchema, {
        method: 'PATCH',
        body,
      });
      return;
    case 'extra':
      await adminRequest(`/admin/sold-out/extras/${target.id}`, SoldOutExtraSchema, {
        method: 'PATCH',
        body,
      });
      return;
    case 'crust':
      await adminRequest(
        `/admin/sold-out/crusts/${encodeURIComponent(target.id)}`,
        SoldOutCrustSchema,
        { method: 'PATCH', body },
      );
      return;
    case 'filling':
      await adminRequest(
        `/admin/sold-out/crusts/${encodeURIComponent(target.crustId)}/fillings/${encodeURIComponent(target.id)}`,
        SoldOutFillingSchema,
        { method: 'PATCH', body },
      );
      return;
  }
}

/**
 * Pauses or resumes a product, a drink's variant, an extra, a crust or a filling; its list and the
 * pause history are read again afterwards (a product's list, which holds its variants, is the
 * products page's too).
 */
export function useSetSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, isAvailable }: { target: SoldOutTarget; isAvailable: boolean }) =>
      request(target, isAvailable),
    onSettled: (_result, _error, { target }) =>
      Promise.all([
        // the history is under this key too
        queryClient.invalidateQueries({ queryKey: soldOutKey }),
        target.kind === 'product' || target.kind === 'variant'
          ? queryClient.invalidateQueries({ queryKey: productListKey })
          : undefined,
      ]),
  });
}
