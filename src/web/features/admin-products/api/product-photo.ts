import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminProductSchema, type AdminProduct } from '../../../../domain/admin-catalogue';
import { adminRequest } from '../../../admin/api/admin-request';
import { productListKey, type AdminProductList } from './get-products';

function withPhoto(
  list: AdminProductList | undefined,
  productId: number,
  photo: AdminProduct['photo'],
): AdminProductList | undefined {
  return (
    list && {
      ...list,
      products: list.products.map((p) => (p.id === productId ? { ...p, photo } : p)),
    }
  );
}

/** `PUT /api/admin/products/:id/photo` (multipart): the list shows the new photo on the answer. */
export function useUploadProductPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, file }: { productId: number; file: File }) => {
      const form = new FormData();
      form.append('photo', file);
      return adminRequest(`/admin/products/${productId}/photo`, AdminProductSchema, {
        method: 'PUT',
        body: form,
      });
    },
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProductList>(productListKey, (list) =>
        withPhoto(list, product.id, product.photo),
      );
      void queryClient.invalidateQueries({ queryKey: productListKey });
    },
  });
}

/** `DELETE /api/admin/products/:id/photo` (204): the list draws the placeholder again. */
export function useRemoveProductPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      adminRequest(`/admin/products/${productId}/photo`, z.unknown(), { method: 'DELETE' }),
    onSuccess: (_answer, productId) => {
      queryClient.setQueryData<AdminProductList>(productListKey, (list) =>
        withPhoto(list, productId, null),
      );
      void queryClient.invalidateQueries({ queryKey: productListKey });
    },
  });
}
