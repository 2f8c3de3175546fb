import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PublicEstablishment } from '../../domain/establishment';
import {
  DEFAULT_TIME_ZONE,
  OPEN_STATUS_REFRESH_MS,
  shopStatusAt,
  type ShopStatus,
} from '../../domain/opening-hours';
import { apiRequest } from '../lib/api-client';
import { useRenderTime } from '../lib/render-clock';

/** The shop's schema, fetched with the first fetch of the shop (response-schemas.ts). */
const loadEstablishmentSchema = () =>
  import('./response-schemas').then((module) => module.PublicEstablishmentSchema);

export const establishmentQueryKey = ['establishment'] as const;

function getEstablishment(signal?: AbortSignal): Promise<PublicEstablishment> {
  return apiRequest('/establishment', loadEstablishmentSchema, { signal });
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
 * Open or closed, recomputed on load and every 60 s (docs/product/states.md#open-status) from the shop's hours, in the shop's
 * time zone, so the badge turns at the right minute even between two fetches. A page the server
 * rendered is first shown for the moment it was rendered, as the server did, then for now. The
 * same derivation as `useShopStatus`, reduced to open or not.
 */
export function useIsOpen(establishment: PublicEstablishment | undefined): boolean | undefined {
  const now = useMinuteClock(useRenderTime());
  if (!establishment) return undefined;
  return shopStatusAt(establishment, now).kind === 'open';
}

/**
 * The shop's time zone, in which every date on screen is written (`domain/date-format.ts`); the
 * default one until the establishment has loaded, so the text never depends on the device's zone.
 */
export function useShopTimeZone(): string {
  const { data } = useEstablishment();
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * The clock for time-dependent text (the open status and the next opening): `first` on the first
 * render, the time from the first effect on, then every 60 s (docs/product/states.md#open-status). A page rendered on the
 * server and hydrated later shows the same first render on both sides, so nothing that depends on
 * the minute it was rendered can mismatch.
 */
function useMinuteClock<First extends Date | null>(first: First): Date | First {
  const [now, setNow] = useState<Date | First>(first);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), OPEN_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Whether the shop takes orders now, and when it opens next (src/domain/opening-hours.ts), from
 * the settings the page already has, in the shop's time zone; undefined until both the settings
 * and the clock are there. Computed on every render, never stored.
 */
export function useShopStatus(
  establishment: PublicEstablishment | undefined,
): ShopStatus | undefined {
  const now = useMinuteClock(null);
  if (!establishment || !now) return undefined;
  return shopStatusAt(establishment, now);
}
