import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReportSchema, reportSearch, type ReportQuery } from '../../../../domain/admin-reports';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** `GET /api/admin/reports?period=…`: every figure of a period, worked out by the server. */
export function useReport(query: ReportQuery) {
  const search = reportSearch(query);
  return useQuery({
    queryKey: [...adminKeys.reports, search],
    queryFn: ({ signal }) => adminRequest(`/admin/reports?${search}`, ReportSchema, { signal }),
    // the figures of the period before stay on screen while the next ones load
    placeholderData: keepPreviousData,
  });
}

/** The CSV file of the period's orders: a plain link, the session cookie goes along. */
export function ordersCsvUrl(query: ReportQuery): string {
  return `/api/admin/reports/orders.csv?${reportSearch(query)}`;
}
