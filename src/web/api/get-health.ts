import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** The health answer's schema, fetched with the first fetch (response-schemas.ts). */
const loadHealthSchema = () => import('./response-schemas').then((module) => module.HealthSchema);

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest('/health', loadHealthSchema, { signal }),
    refetchInterval: 30_000,
    retry: 1,
    retryDelay: 1_000,
  });
}
