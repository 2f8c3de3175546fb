import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminCrustSchema,
  AdminExtraSchema,
  AdminFillingSchema,
  MenuItemsSchema,
  type CrustInput,
  type ExtraInput,
  type FillingInput,
} from '../../../../domain/admin-menu-items';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** Under the products' key: a change here refreshes the products page and the 'Acabou' panel too. */
const menuItemsKey = [...adminKeys.products, 'menu-items'] as const;

/** `GET /api/admin/menu-items`: extras, crusts and fillings not deleted, in menu order. */
export function useMenuItems() {
  return useQuery({
    queryKey: menuItemsKey,
    queryFn: ({ signal }) => adminRequest('/admin/menu-items', MenuItemsSchema, { signal }),
  });
}

/** Every write of this page: the whole catalogue branch is read again once it is answered. */
function useCatalogueMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}

/** `POST /api/admin/menu-items/extras` (new) or `PUT …/extras/:id` (edit). */
export function useSaveExtra() {
  return useCatalogueMutation(({ id, extra }: { id: number | null; extra: ExtraInput }) =>
    adminRequest(
      id === null ? '/admin/menu-items/extras' : `/admin/menu-items/extras/${id}`,
      AdminExtraSchema,
      { method: id === null ? 'POST' : 'PUT', body: extra },
    ),
  );
}

/** `POST /api/admin/menu-items/crusts` (new) or `PUT …/crusts/:id` (edit). */
export function useSaveCrust() {
  return useCatalogueMutation(({ id, crust }: { id: string | null; crust: CrustInput }) =>
    adminRequest(
      id === null ? '/admin/menu-items/crusts' : `/admin/menu-items/crusts/${id}`,
      AdminCrustSchema,
      { method: id === null ? 'POST' : 'PUT', body: crust },
    ),
  );
}

/** `POST /api/admin/menu-items/crusts/:crustId/fillings` (new) or `PUT …/fillings/:id` (edit). */
export function useSaveFilling() {
  return useCatalogueMutation(
    ({ crustId, id, filling }: { crustId: string; id: string | null; filling: FillingInput }) =>
      adminRequest(
        `/admin/menu-items/crusts/${crustId}/fillings${id === null ? '' : `/${id}`}`,
        AdminFillingSchema,
        { method: id === null ? 'POST' : 'PUT', body: filling },
      ),
  );
}

/** An item's address under `/api/admin/menu-items` (and under `/api/admin/sold-out` for its pause). */
export type ItemPath =
  | { kind: 'extra'; id: number }
  | { kind: 'crust'; id: string }
  | { kind: 'filling'; crustId: string; id: string };

function pathOf(item: ItemPath): string {
  switch (item.kind) {
    case 'extra':
      return `/extras/${item.id}`;
    case 'crust':
      return `/crusts/${item.id}`;
    case 'filling':
      return `/crusts/${item.crustId}/fillings/${item.id}`;
  }
}

/** `DELETE /api/admin/menu-items/…` (204): off the menu; old orders keep it. */
export function useDeleteItem() {
  return useCatalogueMutation((item: ItemPath) =>
    adminRequest(`/admin/menu-items${pathOf(item)}`, z.unknown(), { method: 'DELETE' }),
  );
}

/** `PATCH /api/admin/sold-out/…`: the 'Acabou' switch is the pause (decision 027). */
export function usePauseItem() {
  return useCatalogueMutation(({ item, isAvailable }: { item: ItemPath; isAvailable: boolean }) =>
    adminRequest(`/admin/sold-out${pathOf(item)}`, z.unknown(), {
      method: 'PATCH',
      body: { isAvailable },
    }),
  );
}

/** `PUT /api/admin/menu-items/order/…`: a list in its new order (every id of it). */
export function useReorder() {
  return useCatalogueMutation(
    ({ list, ids }: { list: string; ids: readonly (string | number)[] }) =>
      adminRequest(`/admin/menu-items/order/${list}`, MenuItemsSchema, {
        method: 'PUT',
        body: { ids: ids.map(String) },
      }),
  );
}
