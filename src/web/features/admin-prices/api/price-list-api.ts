import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminProductListSchema } from '../../../../domain/admin-catalogue';
import {
  PriceLogSchema,
  PricePreviewSchema,
  type PriceChange,
  type PriceChangeSave,
} from '../../../../domain/admin-price-list';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const priceLogKey = [...adminKeys.products, 'price-log'] as const;
/** The products page's list (the same key): its categories are the price list's too. */
const productListKey = [...adminKeys.products, 'list'] as const;

/** `GET /api/admin/products`: for the categories a change can be limited to. */
export function useCategories() {
  return useQuery({
    queryKey: productListKey,
    queryFn: ({ signal }) => adminRequest('/admin/products', AdminProductListSchema, { signal }),
    select: (list) => list.categories,
  });
}

/** `GET /api/admin/price-list/log`: 'Alterações de preços', newest first. */
export function usePriceLog() {
  return useQuery({
    queryKey: priceLogKey,
    queryFn: ({ signal }) => adminRequest('/admin/price-list/log', PriceLogSchema, { signal }),
    select: (log) => log.entries,
  });
}

/** `POST /api/admin/price-list/preview`: every price of the set, now and after. Writes nothing. */
export function usePricePreview() {
  return useMutation({
    mutationFn: (change: PriceChange) =>
      adminRequest('/admin/price-list/preview', PricePreviewSchema, {
        method: 'POST',
        body: change,
      }),
  });
}

/** `POST /api/admin/price-list/changes`: saves the preview (409 when prices moved since). */
export function useSavePriceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: PriceChangeSave) =>
      adminRequest('/admin/price-list/changes', z.object({ changed: z.number() }), {
        method: 'POST',
        body: save,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}
