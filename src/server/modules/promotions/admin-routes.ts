import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  CouponInputSchema,
  CouponListSchema,
  CouponSchema,
  OfferInputSchema,
  OfferListSchema,
  OfferSchema,
} from '../../../domain/promotions';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { saveCoupon } from './save-coupon';
import {
  deleteCoupon,
  deleteOffer,
  insertOffer,
  listCoupons,
  listOffers,
  updateOffer,
} from './repository';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

const writeErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;

function found<T>(row: T | null, message: string): T {
  if (row === null) throw new AppError('NOT_FOUND', message);
  return row;
}

const IdParamsSchema = z.object({ id: RecordIdSchema });

/**
 * `/api/admin/promotions`: the shop's coupons and automatic offers (docs/decisions/032). A
 * change reaches the next coupon check and order at once: nothing is cached.
 */
export const adminPromotionRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database },
) => {
  app.get(
    '/coupons',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Every coupon, by code',
        tags: ['admin'],
        response: { 200: CouponListSchema, 401: ErrorBodySchema },
      },
    },
    async () => ({ coupons: await listCoupons(database.db) }),
  );

  app.post(
    '/coupons',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Creates a coupon; its code (upper case) must be new',
        tags: ['admin'],
        body: CouponInputSchema,
        response: { 201: CouponSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveCoupon(database.db, null, request.body)),
  );

  app.put(
    '/coupons/:id',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Changes a coupon; orders placed with it keep what they got',
        tags: ['admin'],
        params: IdParamsSchema,
        body: CouponInputSchema,
        response: { 200: CouponSchema, ...writeErrors },
      },
    },
    async (request) => saveCoupon(database.db, request.params.id, request.body),
  );

  app.delete(
    '/coupons/:id',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Removes a coupon; orders placed with it keep its code and discount',
        tags: ['admin'],
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      found((await deleteCoupon(database.db, request.params.id)) || null, 'Cupom não encontrado.');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/offers',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Every automatic offer',
        tags: ['admin'],
        response: { 200: OfferListSchema, 401: ErrorBodySchema },
      },
    },
    async () => ({ offers: await listOffers(database.db) }),
  );

  app.post(
    '/offers',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Creates an automatic offer',
        tags: ['admin'],
        body: OfferInputSchema,
        response: { 201: OfferSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await insertOffer(database.db, request.body)),
  );

  app.put(
    '/offers/:id',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Changes an automatic offer; orders placed with it keep what they got',
        tags: ['admin'],
        params: IdParamsSchema,
        body: OfferInputSchema,
        response: { 200: OfferSchema, ...writeErrors },
      },
    },
    async (request) =>
      found(
        await updateOffer(database.db, request.params.id, request.body),
        'Oferta não encontrada.',
      ),
  );

  app.delete(
    '/offers/:id',
    {
      config: { roles: STAFF_ACCESS.promotions },
      schema: {
        summary: 'Removes an automatic offer; orders placed with it keep its name and discount',
        tags: ['admin'],
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      found((await deleteOffer(database.db, request.params.id)) || null, 'Oferta não encontrada.');
      return reply.status(204).send(null);
    },
  );
};
