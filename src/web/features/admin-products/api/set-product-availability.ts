import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductSchema } from '../../../../domain/admin-catalogue';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';
import { productListKey, type AdminProductList } from './get-products';

function withAvailability(
  list: AdminProductList | undefined,
  productId: number,
  isAvailable: boolean,
): AdminProductList | undefined {
  return (
    list && {
      ...list,
      products: list.products.map((p) => (p.id === productId ? { ...p, isAvailable } : p)),
    }
  );
}

/**
 * `PATCH /api/admin/products/:id/availability`: pauses or resumes a product at once. The switch
 * moves before the answer comes and moves back if the server refuses; then everything under the
 * products' key is read again, the pause history included.
 */
export function useSetProductAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isAvailable }: { productId: number; isAvailable: boolean }) =>
      adminRequest(`/admin/products/${productId}/availability`, AdminProductSchema, {
        method: 'PATCH',
        body: { isAvailable },
      }),
    onMutate: async ({ productId, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: productListKey });
      queryClient.setQueryData<AdminProductList>(productListKey, (list) =>
        withAvailability(list, productId, isAvailable),
      );
    },
    onError: (_error, { productId, isAvailable }) => {
      queryClient.setQueryData<AdminProductList>(productListKey, (list) =>
        withAvailability(list, productId, !isAvailable),
      );
    },
    // the list, the 'Acabou' switches and their history ('Pausas recentes') all say it
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}
