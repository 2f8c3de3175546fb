import { useQuery } from '@tanstack/react-query';
import { PrivacyPageSchema, type PrivacyPage } from '../../domain/privacy';
import { apiRequest } from '../lib/api-client';

export const privacyQueryKey = ['privacy'] as const;

function getPrivacyPage(signal?: AbortSignal): Promise<PrivacyPage> {
  return apiRequest('/privacy', PrivacyPageSchema, { signal });
}

/** The privacy page's text (LGPD), as the shop wrote it; the server puts it in the page. */
export function usePrivacyPage() {
  return useQuery({
    queryKey: privacyQueryKey,
    queryFn: ({ signal }) => getPrivacyPage(signal),
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });
}
