import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { SessionSchema, type LoginSchema } from '../../../../domain/admin-accounts';
import { adminRequest } from '../../../admin/api/admin-request';
import { useStartSession } from '../../../admin/api/get-session';

export type LoginRequest = z.output<typeof LoginSchema>;

/** `POST /api/auth/login`: 401, 403 (pending account) and 429 carry a pt-BR message to show. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      adminRequest('/auth/login', SessionSchema, { method: 'POST', body }),
    onSuccess: ({ user }) => startSession(user),
  });
}
