import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CouponCheckResultSchema, CouponCheckSchema } from '../../../domain/coupon-check';
import { PublicPromotionsSchema } from '../../../domain/promotions';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { checkCoupon } from './check-coupon';
import { listPublicPromotions } from './list-public-promotions';

/** The storefront's promotions: what /offers lists, and the checkout's coupon check. */
export const promotionRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/promotions',
    {
      schema: {
        summary: 'Active automatic offers and public coupons, for /offers',
        tags: ['storefront'],
        response: { 200: PublicPromotionsSchema },
      },
    },
    async (_request, reply) => {
      // switched on and off by the shop at any moment: never kept by a cache
      reply.header('cache-control', 'no-store');
      return { promotions: await listPublicPromotions(database.db, now()) };
    },
  );

  app.post(
    '/coupons/check',
    {
      config: rateLimited('couponChecks'),
      schema: {
        summary:
          "A cart's discount before it is ordered: the automatic offer, and whether the coupon applies (and why not)",
        tags: ['storefront'],
        body: CouponCheckSchema,
        response: { 200: CouponCheckResultSchema, 400: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkCoupon(database.db, request.body, now());
    },
  );
};
