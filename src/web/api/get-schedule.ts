import { useQuery } from '@tanstack/react-query';
import { ScheduleSchema, type Schedule } from '../../domain/scheduling';
import { apiRequest } from '../lib/api-client';

export const scheduleQueryKey = ['schedule'] as const;

function getSchedule(signal?: AbortSignal): Promise<Schedule> {
  return apiRequest('/schedule', ScheduleSchema, { signal });
}

/**
 * 'O quanto antes' and the time slots with places left (docs/decisions/023): asked again each time
 * the checkout opens and every minute while it is open, since places go with every order.
 */
export function useSchedule() {
  return useQuery({
    queryKey: scheduleQueryKey,
    queryFn: ({ signal }) => getSchedule(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });
}
