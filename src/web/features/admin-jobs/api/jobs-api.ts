import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ProblemJobCountSchema, ProblemJobsSchema } from '../../../../domain/admin-jobs';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const jobsKey = adminKeys.jobs;
const problemsKey = [...jobsKey, 'problems'] as const;
const countKey = [...jobsKey, 'count'] as const;

/** `GET /api/admin/jobs/problems`: dead jobs and jobs that keep failing, the oldest first. */
export function useProblemJobs() {
  return useQuery({
    queryKey: problemsKey,
    queryFn: ({ signal }) => adminRequest('/admin/jobs/problems', ProblemJobsSchema, { signal }),
    select: (answer) => answer.jobs,
  });
}

/** `GET /api/admin/jobs/problems/count`: the sidebar's badge, for the roles that see the page. */
export function useProblemJobCount(isEnabled: boolean) {
  return useQuery({
    queryKey: countKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/jobs/problems/count', ProblemJobCountSchema, { signal }),
    select: (answer) => answer.count,
    enabled: isEnabled,
  });
}

/** `POST /api/admin/jobs/:id/retry|discard` (204): the list and the badge read again. */
export function useSettleJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: number; action: 'retry' | 'discard' }) =>
      adminRequest(`/admin/jobs/${jobId}/${action}`, z.unknown(), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
