import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PublicEstablishmentSchema, type PublicEstablishment } from '../../domain/establishment';
import { DEFAULT_TIME_ZONE, isOpenNow, OPEN_STATUS_REFRESH_MS } from '../../domain/opening-hours';
import { apiRequest } from '../lib/api-client';

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
 * time zone, so the badge turns at the right minute even between two fetches.
 */
export function useIsOpen(establishment: PublicEstablishment | undefined): boolean | undefined {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), OPEN_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (!establishment) return undefined;
  return establishment.isActive && isOpenNow(establishment.schedules, now, establishment.timeZone);
}

/**
 * The shop's time zone, in which every date on screen is written (`domain/date-format.ts`); the
 * default one until the establishment has loaded, so the text never depends on the device's zone.
 */
export function useShopTimeZone(): string {
  const { data } = useEstablishment();
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}
