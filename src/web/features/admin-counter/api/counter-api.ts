import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  CounterCustomerSchema,
  StaffOrderQuoteSchema,
  type StaffOrderInput,
} from '../../../../domain/admin-counter';
import { PublicEstablishmentSchema } from '../../../../domain/establishment';
import { MenuSchema } from '../../../../domain/menu';
import { PlacedOrderSchema } from '../../../../domain/order';
import { ScheduleSchema } from '../../../../domain/scheduling';
import { AdminTableSchema } from '../../../../domain/tables';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const counterKey = [...adminKeys.all, 'counter'] as const;

/** The menu as the storefront reads it: the item entry prices lines by the same rules. */
export function useCounterMenu() {
  return useQuery({
    queryKey: [...counterKey, 'menu'],
    queryFn: ({ signal }) => adminRequest('/menu', MenuSchema, { signal }),
    staleTime: 30_000,
  });
}

const CounterTablesSchema = z.object({ tables: z.array(AdminTableSchema) });

/** The shop's active tables, offered in the table field: a table order joins its comanda. */
export function useCounterTables(enabled: boolean) {
  return useQuery({
    queryKey: [...counterKey, 'tables'],
    queryFn: ({ signal }) => adminRequest('/admin/tables', CounterTablesSchema, { signal }),
    select: ({ tables }) => tables.filter((table) => table.isActive),
    staleTime: 30_000,
    enabled,
  });
}

/** The shop's settings the order form needs: flavour rule, payment options, scheduling. */
export function useCounterShop() {
  return useQuery({
    queryKey: [...counterKey, 'shop'],
    queryFn: ({ signal }) => adminRequest('/establishment', PublicEstablishmentSchema, { signal }),
    staleTime: 30_000,
  });
}

/** 'O quanto antes' and the slots still open (the same list the checkout offers). */
export function useCounterSchedule() {
  return useQuery({
    queryKey: [...counterKey, 'schedule'],
    queryFn: ({ signal }) => adminRequest('/schedule', ScheduleSchema, { signal }),
    staleTime: 30_000,
  });
}

/** The customer card of a whole phone number (digits); nothing asked before it is whole. */
export function useCounterCustomer(phoneDigits: string | null) {
  return useQuery({
    queryKey: [...counterKey, 'customer', phoneDigits],
    queryFn: ({ signal }) =>
      adminRequest(`/admin/counter/customers/${phoneDigits ?? ''}`, CounterCustomerSchema, {
        signal,
      }),
    enabled: phoneDigits !== null,
    staleTime: 10_000,
  });
}

/** The server's prices of the draft (nothing is written); null while it is not worth asking. */
export function useStaffOrderQuote(draft: StaffOrderInput | null) {
  return useQuery({
    queryKey: [...counterKey, 'quote', draft],
    queryFn: ({ signal }) =>
      adminRequest('/admin/counter/quote', StaffOrderQuoteSchema, {
        method: 'POST',
        body: draft,
        signal,
      }),
    enabled: draft !== null,
    placeholderData: (previous) => previous,
  });
}

/** 'Confirmar pedido': a retry sends the same key, so the order is placed once. */
export function usePlaceStaffOrder() {
  return useMutation({
    mutationFn: ({ order, key }: { order: StaffOrderInput; key: string }) =>
      adminRequest('/admin/counter/orders', PlacedOrderSchema, {
        method: 'POST',
        body: order,
        headers: { 'idempotency-key': key },
      }),
  });
}
