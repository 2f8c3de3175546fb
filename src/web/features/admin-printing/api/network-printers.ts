import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PRINTER_ROLES, type PrinterRole } from '../../../../domain/admin-printers';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const RolesSchema = z.object({ roles: z.array(z.enum(PRINTER_ROLES)) });

/** `GET /api/admin/printers/roles`: the roles with an active network printer (docs/decisions/050). */
export function useNetworkPrinterRoles() {
  return useQuery({
    queryKey: [...adminKeys.all, 'printer-roles'],
    queryFn: ({ signal }) => adminRequest('/admin/printers/roles', RolesSchema, { signal }),
    staleTime: 60_000,
  });
}

/** `POST /api/admin/printers/orders/:id/reprint`: the ticket queued again on the role's printer. */
export function useNetworkReprint() {
  return useMutation({
    mutationFn: ({ orderId, role }: { orderId: number; role: PrinterRole }) =>
      adminRequest(`/admin/printers/orders/${orderId}/reprint`, z.object({ printer: z.string() }), {
        method: 'POST',
        body: { role },
      }),
  });
}
