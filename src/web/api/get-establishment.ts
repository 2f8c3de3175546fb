import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PublicEstablishmentSchema, type PublicEstablishment } from '../../domain/establishment';
import { isOpenNow, OPEN_STATUS_REFRESH_MS } from '../../domain/opening-hours';
import { apiRequest } from '../lib/api-client';
import { useRenderTime } from '../lib/render-clock';

export const establishmentQueryKey = ['establishment'] as const;

export function getEstablishment(signal?: AbortSignal): Promise<PublicEstablishment> {
  return apiRequest('/establishment', PublicEstablishmentSchema, { signal });
}

export function useEstablishment() {
  return useQuery({
    queryKey: establishmentQueryKey,
    queryFn: ({ signal }) => getEstablishment(signal),
    // an open page follows the owner's changes within a minute
    refetchInterval: OPEN_STATUS_REFRESH_MS,
    staleTime: 30_000,
    // offline, show what was loaded last (cached by the service worker) instead of pausing
    networkMode: 'offlineFirst',
  });
}

/**
 * Open or closed, recomputed on load and every 60 s (spec §4) from the shop's hours, in the shop's
 * time zone, so the badge turns at the right minute even between two fetches. A page the server
 * rendered is first shown for the moment it was rendered, as the server did, then for now.
 */
export function useIsOpen(establishment: PublicEstablishment | undefined): boolean | undefined {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(renderTime);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), OPEN_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (!establishment) return undefined;
  return establishment.isActive && isOpenNow(establishment.schedules, now, establishment.timeZone);
}
