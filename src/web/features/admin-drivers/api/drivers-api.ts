import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  DriverAccessLinkSchema,
  DriverListSchema,
  DriverSchema,
  type DriverInput,
} from '../../../../domain/delivery-drivers';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const driversKey = [...adminKeys.all, 'drivers'] as const;

/** `GET /api/admin/drivers`: the drivers and the shop's delivery zones. */
export function useDrivers() {
  return useQuery({
    queryKey: driversKey,
    queryFn: ({ signal }) => adminRequest('/admin/drivers', DriverListSchema, { signal }),
  });
}

/** `POST` (id null) or `PUT /api/admin/drivers/:id`: the list is read again. */
export function useSaveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, driver }: { id: number | null; driver: DriverInput }) =>
      adminRequest(id === null ? '/admin/drivers' : `/admin/drivers/${id}`, DriverSchema, {
        method: id === null ? 'POST' : 'PUT',
        body: driver,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}

/** `DELETE /api/admin/drivers/:id`: only a driver who never made a trip (409 otherwise). */
export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminRequest(`/admin/drivers/${id}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}

/** 'Enviar acesso': `POST /api/admin/drivers/:id/access-link`, a new one-time link. */
export function useAccessLink() {
  return useMutation({
    mutationFn: (id: number) =>
      adminRequest(`/admin/drivers/${id}/access-link`, DriverAccessLinkSchema, {
        method: 'POST',
      }),
  });
}
