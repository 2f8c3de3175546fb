import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminCustomerSchema,
  CustomerExportSchema,
  customerExportFileName,
} from '../../../../domain/admin-customers';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** Hands the export to the browser as a file download. */
function download(fileName: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has been handled: the download has its own copy by then
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `POST /api/admin/customers/:id/export`: everything kept about the customer (LGPD), saved as
 * 'cliente-<id>-<data>.json'. The server records who exported it, so the history is refreshed.
 */
export function useExportCustomerData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      adminRequest(`/admin/customers/${customerId}/export`, CustomerExportSchema, {
        method: 'POST',
      }),
    onSuccess: (data) => {
      download(customerExportFileName(data.customer.id, new Date(data.exportedAt)), data);
      void queryClient.invalidateQueries({ queryKey: adminKeys.customers });
    },
  });
}

/** `POST /api/admin/customers/:id/anonymise`, once staff confirmed it. */
export function useAnonymiseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      adminRequest(`/admin/customers/${customerId}/anonymise`, AdminCustomerSchema, {
        method: 'POST',
        body: { confirm: true },
      }),
    onSuccess: () => {
      // the list, the history and the desk's orders all showed the personal data
      void queryClient.invalidateQueries({ queryKey: adminKeys.customers });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
  });
}
