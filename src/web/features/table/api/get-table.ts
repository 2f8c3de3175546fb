import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/tables/:token`: the table a QR code names (docs/decisions/057). */
export function usePublicTable(token: string) {
  return useQuery({
    queryKey: ['table', token],
    queryFn: ({ signal }) =>
      apiRequest(
        `/tables/${encodeURIComponent(token)}`,
        () => import('../../../../domain/tables').then((m) => m.PublicTableSchema),
        { signal },
      ),
    retry: false,
  });
}
