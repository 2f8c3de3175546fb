import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CashShiftSchema,
  CashShiftsSchema,
  type CloseCashShift,
  type OpenCashShift,
} from '../../../../domain/admin-cash-shift';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const cashKey = [...adminKeys.all, 'cash-shifts'] as const;

/** `GET /api/admin/cash-shifts`: the open till (as of now) and the latest closed ones. */
export function useCashShifts() {
  return useQuery({
    queryKey: cashKey,
    queryFn: ({ signal }) => adminRequest('/admin/cash-shifts', CashShiftsSchema, { signal }),
  });
}

/** `GET /api/admin/cash-shifts/:id`: one till's closing. */
export function useCashShift(id: number) {
  return useQuery({
    queryKey: [...cashKey, id],
    queryFn: ({ signal }) => adminRequest(`/admin/cash-shifts/${id}`, CashShiftSchema, { signal }),
  });
}

/** `POST /api/admin/cash-shifts`: 'Abrir caixa'. */
export function useOpenCashShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenCashShift) =>
      adminRequest('/admin/cash-shifts', CashShiftSchema, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashKey }),
  });
}

/** `POST /api/admin/cash-shifts/:id/close`: 'Fechar caixa'. */
export function useCloseCashShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CloseCashShift }) =>
      adminRequest(`/admin/cash-shifts/${id}/close`, CashShiftSchema, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashKey }),
  });
}
