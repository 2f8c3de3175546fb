import { useQuery } from '@tanstack/react-query';
import { PublicPromotionsSchema } from '../../domain/promotions';
import { apiRequest } from '../lib/api-client';

export const promotionsQueryKey = ['promotions'] as const;

/** The active offers and public coupons /offers lists (docs/decisions/032). */
export function usePromotions() {
  return useQuery({
    queryKey: promotionsQueryKey,
    queryFn: ({ signal }) => apiRequest('/promotions', PublicPromotionsSchema, { signal }),
    // the page comes with them from the server: not asked again at once
    staleTime: 30_000,
  });
}
