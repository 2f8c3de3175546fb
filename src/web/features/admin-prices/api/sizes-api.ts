import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminSizeListSchema,
  AdminSizeSchema,
  type SizeInput,
  type SizeMove,
} from '../../../../domain/admin-sizes';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** Under the products' key: a change here refreshes the product dialog's price fields too. */
const sizesKey = [...adminKeys.products, 'sizes'] as const;

/** `GET /api/admin/sizes`: every size, inactive ones too, in menu order. */
export function useSizes() {
  return useQuery({
    queryKey: sizesKey,
    queryFn: ({ signal }) => adminRequest('/admin/sizes', AdminSizeListSchema, { signal }),
  });
}

function useSizesMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}

/** `POST /api/admin/sizes` (new) or `PUT /api/admin/sizes/:id` (edit). */
export function useSaveSize() {
  return useSizesMutation(({ id, size }: { id: string | null; size: SizeInput }) =>
    adminRequest(id === null ? '/admin/sizes' : `/admin/sizes/${id}`, AdminSizeSchema, {
      method: id === null ? 'POST' : 'PUT',
      body: size,
    }),
  );
}

/** `POST /api/admin/sizes/:id/move`: one place up or down. */
export function useMoveSize() {
  return useSizesMutation(({ id, move }: { id: string; move: SizeMove }) =>
    adminRequest(`/admin/sizes/${id}/move`, z.unknown(), { method: 'POST', body: move }),
  );
}

/** `DELETE /api/admin/sizes/:id`: only a size no order used (409 otherwise). */
export function useDeleteSize() {
  return useSizesMutation((id: string) =>
    adminRequest(`/admin/sizes/${id}`, z.unknown(), { method: 'DELETE' }),
  );
}
