import { useQuery } from '@tanstack/react-query';
import { HealthSchema } from '../../domain/health';
import { apiRequest } from '../lib/api-client';

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest('/health', HealthSchema, { signal }),
    refetchInterval: 30_000,
    retry: 1,
    retryDelay: 1_000,
  });
}
