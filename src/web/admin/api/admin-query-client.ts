import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { adminKeys } from './admin-request';

/**
 * The back office's own query client. docs/product/limits.md#back-office: admin queries do not refetch on window focus and do
 * not retry. Any admin call answered with 401 means the session is gone: the session is set to
 * none, and the session guard sends the user to /admin/login.
 */
export function createAdminQueryClient(): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      client.setQueryData(adminKeys.session, null);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
