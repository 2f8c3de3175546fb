import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../../admin/api/admin-request';
import { productListKey, type AdminProductList } from './get-products';

/** `DELETE /api/admin/products/:id` (204): the product leaves the list at once. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      adminRequest(`/admin/products/${productId}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: (_answer, productId) => {
      queryClient.setQueryData<AdminProductList>(
        productListKey,
        (list) => list && { ...list, products: list.products.filter((p) => p.id !== productId) },
      );
      void queryClient.invalidateQueries({ queryKey: productListKey });
    },
  });
}
