import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  AdminProductListSchema,
  AdminProductSchema,
  ProductAvailabilitySchema,
  ProductInputSchema,
} from '../../../domain/admin-catalogue';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/require-admin';
import { ErrorBodySchema } from '../../errors';
import { changeProductAvailability } from './change-product-availability';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { editProduct } from './edit-product';
import { listProducts } from './list-products';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

const ProductParamsSchema = z.object({ id: RecordIdSchema });

/**
 * An edit is the dialog's whole form; `isAvailable` left out keeps the product's availability
 * instead of taking the create default (true), so an edit never un-pauses a product by accident.
 */
const ProductEditSchema = ProductInputSchema.extend({ isAvailable: z.boolean().optional() });

const writeErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
} as const;

/** `/api/admin/products`: the catalogue the menu reads (docs/product/screens.md#products). */
export const adminProductRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary: 'Every product (unavailable too) by name, and the categories in menu order',
        tags: ['admin'],
        response: { 200: AdminProductListSchema, 401: ErrorBodySchema },
      },
    },
    async () => listProducts(database.db),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF_ACCESS.catalogue },
      schema: {
        summary: 'Adds a product, last in its category; an unknown category is 422',
        tags: ['admin'],
        body: ProductInputSchema,
        response: { 201: AdminProductSchema, ...writeErrors, 422: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createProduct(database.db, request.body, { actor: actorOf(request), now: now() }),
        ),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.catalogue },
      schema: {
        summary: "Replaces the product's details (the next orders pay the new prices)",
        tags: ['admin'],
        params: ProductParamsSchema,
        body: ProductEditSchema,
        response: {
          200: AdminProductSchema,
          ...writeErrors,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      editProduct(database.db, request.params.id, request.body, {
        actor: actorOf(request),
        now: now(),
      }),
  );

  app.patch(
    '/:id/availability',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary: 'Pauses the product (listed as unavailable, refused at checkout) or resumes it',
        tags: ['admin'],
        params: ProductParamsSchema,
        body: ProductAvailabilitySchema,
        response: { 200: AdminProductSchema, ...writeErrors, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      changeProductAvailability(database.db, request.params.id, {
        isAvailable: request.body.isAvailable,
        actor: actorOf(request),
        now: now(),
      }),
  );

  app.delete(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.catalogue },
      schema: {
        summary: 'Deletes the product; orders keep their snapshot of it',
        tags: ['admin'],
        params: ProductParamsSchema,
        response: { 204: z.null(), ...writeErrors, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteProduct(database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
