import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AdminCustomerPageSchema, CustomerHistorySchema } from '../../../../domain/admin-customers';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const CUSTOMERS_PAGE_SIZE = 30;

/** `GET /api/admin/customers?q=&before=&limit=`: docs/product/rules.md#back-office-forms, name, phone or address, any case. */
export function useAdminCustomers(search: string) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.customers, 'list', search],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(CUSTOMERS_PAGE_SIZE) });
      if (search) query.set('q', search);
      if (pageParam !== undefined) query.set('before', String(pageParam));
      return adminRequest(`/admin/customers?${query.toString()}`, AdminCustomerPageSchema, {
        signal,
      });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/customers/:id/orders`: the customer and their orders, newest first. */
export function useCustomerHistory(customerId: number | null) {
  return useQuery({
    queryKey: [...adminKeys.customers, 'history', customerId],
    queryFn: ({ signal }) =>
      adminRequest(`/admin/customers/${customerId ?? 0}/orders`, CustomerHistorySchema, { signal }),
    enabled: customerId !== null,
  });
}
