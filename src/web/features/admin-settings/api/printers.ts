import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PrinterListSchema,
  PrinterSchema,
  TestPrintOutcomeSchema,
  type PrinterInput,
} from '../../../../domain/admin-printers';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const printersKey = [...adminKeys.settings, 'printers'] as const;

/** `GET /api/admin/printers`: the network printers the server prints tickets on. */
export function usePrinters() {
  return useQuery({
    queryKey: printersKey,
    queryFn: ({ signal }) => adminRequest('/admin/printers', PrinterListSchema, { signal }),
  });
}

/**
 * `POST /api/admin/printers` or `PUT /api/admin/printers/:id`. The server refuses a second
 * active printer of one role (409 PRINTER_ROLE_TAKEN, its own pt-BR message).
 */
export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, printer }: { id: number | null; printer: PrinterInput }) =>
      adminRequest(id === null ? '/admin/printers' : `/admin/printers/${id}`, PrinterSchema, {
        method: id === null ? 'POST' : 'PUT',
        body: printer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: printersKey }),
  });
}

export function useRemovePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminRequest(`/admin/printers/${id}`, z.unknown(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: printersKey }),
  });
}

/** `POST /api/admin/printers/test`: a test page now, to the printer on the form. */
export function useTestPrinter() {
  return useMutation({
    mutationFn: (printer: PrinterInput) =>
      adminRequest('/admin/printers/test', TestPrintOutcomeSchema, {
        method: 'POST',
        body: printer,
      }),
  });
}
