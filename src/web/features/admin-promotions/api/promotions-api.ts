import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CouponListSchema,
  CouponSchema,
  OfferListSchema,
  OfferSchema,
  type CouponFields,
  type OfferFields,
} from '../../../../domain/promotions';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const promotionsKey = [...adminKeys.all, 'promotions'] as const;
const couponsKey = [...promotionsKey, 'coupons'] as const;
const offersKey = [...promotionsKey, 'offers'] as const;
const categoriesKey = [...promotionsKey, 'categories'] as const;

/** `GET /api/admin/promotions/coupons`. */
export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/promotions/coupons', CouponListSchema, { signal }),
  });
}

/** `GET /api/admin/promotions/offers`. */
export function useOffers() {
  return useQuery({
    queryKey: offersKey,
    queryFn: ({ signal }) => adminRequest('/admin/promotions/offers', OfferListSchema, { signal }),
  });
}

const MenuCategoriesSchema = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});

/** The menu's categories, for the offers' rules ('20% em Pizzas Doces'). */
export function useMenuCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => adminRequest('/menu', MenuCategoriesSchema, { signal }),
    staleTime: 60_000,
  });
}

/** `POST` (id null) or `PUT /api/admin/promotions/coupons/:id`: the list is read again. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id: number | null; coupon: CouponFields }) =>
      adminRequest(
        id === null ? '/admin/promotions/coupons' : `/admin/promotions/coupons/${id}`,
        CouponSchema,
        { method: id === null ? 'POST' : 'PUT', body: coupon },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offer }: { id: number | null; offer: OfferFields }) =>
      adminRequest(
        id === null ? '/admin/promotions/offers' : `/admin/promotions/offers/${id}`,
        OfferSchema,
        { method: id === null ? 'POST' : 'PUT', body: offer },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}

/** `DELETE` a coupon or an offer (204): orders placed with it keep what they got. */
export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'coupons' | 'offers'; id: number }) =>
      adminRequest(`/admin/promotions/${kind}/${id}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}
