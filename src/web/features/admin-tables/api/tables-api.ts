import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ComandaSchema,
  ComandasSchema,
  type MoveComandaLine,
} from '../../../../domain/admin-comandas';
import {
  ServiceChargeSettingsSchema,
  type CloseComandaInput,
  type ServiceChargeSettings,
} from '../../../../domain/comanda';
import { PlacedOrderSchema } from '../../../../domain/order';
import { AdminTableSchema, type TableInput, type TableOrderInput } from '../../../../domain/tables';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';
import { ADMIN_REFRESH_MS } from '../../../admin/api/get-orders';

const tablesKey = [...adminKeys.all, 'tables'] as const;
/**
 * Under the orders' branch: every order event (a phone at a table ordering, a status changed)
 * reads the comandas again, as it reads the desk's lists, and so does `comanda.changed` (another
 * desk's move, addition or close) and the live connection coming back (use-admin-events.ts).
 */
const comandasKey = adminKeys.comandas;

const TablesSchema = z.object({
  tables: z.array(AdminTableSchema),
  serviceCharge: ServiceChargeSettingsSchema,
});

/** `GET /api/admin/tables`: the tables with their QR tokens, and the service charge. */
export function useTables() {
  return useQuery({
    queryKey: tablesKey,
    queryFn: ({ signal }) => adminRequest('/admin/tables', TablesSchema, { signal }),
  });
}

export function useSaveTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TableInput }) =>
      id === null
        ? adminRequest('/admin/tables', AdminTableSchema, { method: 'POST', body })
        : adminRequest(`/admin/tables/${id}`, AdminTableSchema, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tablesKey }),
  });
}

export function useSaveServiceCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceChargeSettings) =>
      adminRequest('/admin/tables/service-charge', ServiceChargeSettingsSchema, {
        method: 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tablesKey }),
  });
}

/** `GET /api/admin/comandas`: the open comandas as of now and the latest closed ones. */
export function useComandas() {
  return useQuery({
    queryKey: comandasKey,
    queryFn: ({ signal }) => adminRequest('/admin/comandas', ComandasSchema, { signal }),
    // live by event; the same slow safety net as the desk's lists
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

/** `GET /api/admin/comandas/:id`: one comanda, for its bill. */
export function useComanda(id: number) {
  return useQuery({
    queryKey: [...comandasKey, id],
    queryFn: ({ signal }) => adminRequest(`/admin/comandas/${id}`, ComandaSchema, { signal }),
  });
}

/** Items added from the desk to a table's comanda (the same rules and prices as the menu). */
export function useAddTableItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tableId,
      body,
      idempotencyKey,
    }: {
      tableId: number;
      body: TableOrderInput;
      idempotencyKey: string;
    }) =>
      adminRequest(`/admin/comandas/tables/${tableId}/orders`, PlacedOrderSchema, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comandasKey }),
  });
}

export function useMoveComandaLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comandaId, body }: { comandaId: number; body: MoveComandaLine }) =>
      adminRequest(
        `/admin/comandas/${comandaId}/move`,
        z.object({ from: ComandaSchema, to: ComandaSchema }),
        { method: 'POST', body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comandasKey }),
  });
}

export function useCloseComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comandaId, body }: { comandaId: number; body: CloseComandaInput }) =>
      adminRequest(`/admin/comandas/${comandaId}/close`, ComandaSchema, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comandasKey }),
  });
}

export function usePrintBill() {
  return useMutation({
    mutationFn: (comandaId: number) =>
      adminRequest(`/admin/comandas/${comandaId}/print`, z.object({ queued: z.boolean() }), {
        method: 'POST',
      }),
  });
}
