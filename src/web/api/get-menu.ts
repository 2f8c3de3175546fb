import { useQuery } from '@tanstack/react-query';
import type { Menu } from '../../domain/menu';
import { apiRequest } from '../lib/api-client';

/** The menu's schema, fetched with the first fetch of the menu (response-schemas.ts). */
const loadMenuSchema = () => import('./response-schemas').then((module) => module.MenuSchema);

export const menuQueryKey = ['menu'] as const;

export function getMenu(signal?: AbortSignal): Promise<Menu> {
  return apiRequest('/menu', loadMenuSchema, { signal });
}

/** The one catalogue (docs/product/principles.md#data): menu, search and wizard all read it from here. */
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
