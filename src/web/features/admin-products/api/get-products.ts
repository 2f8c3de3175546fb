import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminProductListSchema } from '../../../../domain/admin-catalogue';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

export type AdminProductList = z.infer<typeof AdminProductListSchema>;

export const productListKey = [...adminKeys.products, 'list'] as const;

/** `GET /api/admin/products`: every product (available or not) and the categories, by name. */
export function useAdminProducts() {
  return useQuery({
    queryKey: productListKey,
    queryFn: ({ signal }) => adminRequest('/admin/products', AdminProductListSchema, { signal }),
  });
}
