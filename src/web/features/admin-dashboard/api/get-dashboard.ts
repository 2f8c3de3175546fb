import { useQuery } from '@tanstack/react-query';
import { DashboardSchema, type DASHBOARD_RANGES } from '../../../../domain/admin-orders';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** docs/product/device-and-server.md#refresh: counts refresh every 60 seconds (and at once when an order event arrives). */
const DASHBOARD_REFRESH_MS = 60_000;

/** `GET /api/admin/dashboard?range=hoje|todos`. */
export function useDashboard(range: DashboardRange) {
  return useQuery({
    queryKey: [...adminKeys.dashboard, range],
    queryFn: ({ signal }) =>
      adminRequest(`/admin/dashboard?range=${range}`, DashboardSchema, { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
