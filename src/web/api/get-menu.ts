import { useQuery } from '@tanstack/react-query';
import { MenuSchema, type Menu } from '../../domain/menu';
import { apiRequest } from '../lib/api-client';

export const menuQueryKey = ['menu'] as const;

export function getMenu(signal?: AbortSignal): Promise<Menu> {
  return apiRequest('/menu', MenuSchema, { signal });
}

/** The one catalogue (PRODUCT.md): menu, search and wizard all read it from here. */
export function useMenu() {
  return useQuery({
    queryKey: menuQueryKey,
    queryFn: ({ signal }) => getMenu(signal),
    // an open page follows the owner's menu changes within a minute
    refetchInterval: 60_000,
    staleTime: 30_000,
    // offline, show what was loaded last (cached by the service worker) instead of pausing
    networkMode: 'offlineFirst',
  });
}
