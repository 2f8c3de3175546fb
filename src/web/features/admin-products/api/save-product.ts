import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminProductSchema,
  type AdminProduct,
  type ProductData,
} from '../../../../domain/admin-catalogue';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';
import { productListKey, type AdminProductList } from './get-products';

/**
 * `POST /api/admin/products` (a new product, 201) or `PUT /api/admin/products/:id` (an edit): the
 * server parses the same ProductInputSchema the dialog validated with. The saved product goes into
 * the list at once; the list, the price list and 'Alterações de preços' are then read
 * again.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id: number | null; product: ProductData }) =>
      adminRequest(id === null ? '/admin/products' : `/admin/products/${id}`, AdminProductSchema, {
        method: id === null ? 'POST' : 'PUT',
        body: product,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminProductList>(productListKey, (list) =>
        list ? { ...list, products: upsertProduct(list.products, saved) } : list,
      );
      // the price list and 'Alterações de preços' (decision 053) are read again with the list
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    },
  });
}

function upsertProduct(products: AdminProduct[], saved: AdminProduct): AdminProduct[] {
  return products.some((p) => p.id === saved.id)
    ? products.map((p) => (p.id === saved.id ? saved : p))
    : [...products, saved];
}
