import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DriverClosingSchema, type SettleDriver } from '../../../../domain/admin-driver-closing';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** Under the orders' branch: a settled order turns 'pago' on the desk too. */
const closingKey = [...adminKeys.orders, 'driver-closing'] as const;

/** `GET /api/admin/driver-closing?day=…` (today's business day without one). */
export function useDriverClosing(day: string | null) {
  const search = day ? `?day=${day}` : '';
  return useQuery({
    queryKey: [...closingKey, day ?? 'hoje'],
    queryFn: ({ signal }) =>
      adminRequest(`/admin/driver-closing${search}`, DriverClosingSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the day: a plain link, the session cookie goes along. */
export function driverClosingCsvUrl(day: string): string {
  return `/api/admin/driver-closing.csv?day=${day}`;
}

const SettledSchema = z.object({
  settlementId: z.number(),
  paidOrderIds: z.array(z.number()),
});

/** `POST /api/admin/driver-closing/settle` ('Marcar como acertado'). */
export function useSettleDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettleDriver) =>
      adminRequest('/admin/driver-closing/settle', SettledSchema, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
