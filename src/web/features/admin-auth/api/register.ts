import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { RegisteredSchema, type RegisterSchema } from '../../../../domain/admin-accounts';
import { adminRequest } from '../../../admin/api/admin-request';
import { useStartSession } from '../../../admin/api/get-session';

export type RegisterRequest = z.output<typeof RegisterSchema>;

/**
 * `POST /api/auth/register`: the first account is the owner and comes back logged in; later ones
 * wait for an admin's approval (isActive false).
 */
export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      adminRequest('/auth/register', RegisteredSchema, { method: 'POST', body }),
    onSuccess: (registered) => {
      if (registered.isActive) startSession(registered.user);
    },
  });
}
