import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportSearch, type ReportQuery } from '../../../../domain/admin-reports';
import {
  isFetchRunning,
  ReconciliationFetchSchema,
  ReconciliationSchema,
} from '../../../../domain/admin-pix-reconciliation';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** Under the reports' branch: the same roles, the same periods. */
const reconciliationKey = [...adminKeys.reports, 'pix'] as const;
/** While 'Buscar no banco' runs, the screen reads its state again this often. */
const FETCH_POLL_MS = 2_000;

/** `GET /api/admin/pix/reconciliation?period=…`: the lines, their totals and the last fetch. */
export function useReconciliation(query: ReportQuery) {
  const search = reportSearch(query);
  return useQuery({
    queryKey: [...reconciliationKey, search],
    queryFn: ({ signal }) =>
      adminRequest(`/admin/pix/reconciliation?${search}`, ReconciliationSchema, { signal }),
    placeholderData: keepPreviousData,
    // a fetch from the bank in progress: read again until it is done
    refetchInterval: (q) =>
      isFetchRunning(q.state.data?.lastFetch ?? null) ? FETCH_POLL_MS : false,
  });
}

/** The CSV of the period: a plain link, the session cookie goes along. */
export function reconciliationCsvUrl(query: ReportQuery): string {
  return `/api/admin/pix/reconciliation.csv?${reportSearch(query)}`;
}

/** `POST /api/admin/pix/reconciliation/fetch` ('Buscar no banco'): queues the fetch. */
export function useFetchFromBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ReportQuery) =>
      adminRequest('/admin/pix/reconciliation/fetch', ReconciliationFetchSchema, {
        method: 'POST',
        body: query,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
}
