import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSizeListSchema,
  AdminSizeSchema,
  SizeInputSchema,
  SizeMoveSchema,
} from '../../../domain/admin-sizes';
import { SIZE_ID_PATTERN } from '../../../domain/sizes';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { createSize } from './create-size';
import { deleteSize } from './delete-size';
import { editSize } from './edit-size';
import { moveSize } from './move-size';
import { listAdminSizes } from './repository';

const SizeParams = z.object({
  sizeId: z.string().max(60).regex(new RegExp(SIZE_ID_PATTERN), 'Tamanho inválido'),
});

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;
const catalogue = { roles: STAFF_ACCESS.catalogue };

/**
 * `/api/admin/sizes`: the shop's sizes ('Tamanhos', decision 046) listed, created, edited,
 * moved and deleted when no order used them. Every write tells open storefronts (`menu.changed`,
 * app.ts).
 */
export const adminSizeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  const db = database.db;

  app.get(
    '/',
    {
      config: catalogue,
      schema: {
        summary: 'Every size, inactive ones too, in menu order, with whether orders used it',
        tags: ['admin'],
        response: { 200: AdminSizeListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ sizes: await listAdminSizes(db) }),
  );

  app.post(
    '/',
    {
      config: catalogue,
      schema: {
        summary: 'Adds a size, last on the menu, its id made of its name',
        tags: ['admin'],
        body: SizeInputSchema,
        response: { 201: AdminSizeSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSize(db, request.body)),
  );

  app.put(
    '/:sizeId',
    {
      config: catalogue,
      schema: {
        summary: "Edits a size; turning off the shop's last active size is 409",
        tags: ['admin'],
        params: SizeParams,
        body: SizeInputSchema,
        response: { 200: AdminSizeSchema, ...errors },
      },
    },
    async (request) => editSize(db, request.params.sizeId, request.body),
  );

  app.post(
    '/:sizeId/move',
    {
      config: catalogue,
      schema: {
        summary: 'Moves a size one place up or down on the menu',
        tags: ['admin'],
        params: SizeParams,
        body: SizeMoveSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await moveSize(db, request.params.sizeId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:sizeId',
    {
      config: catalogue,
      schema: {
        summary: 'Deletes a size no order used, with its prices; a used one is 409',
        tags: ['admin'],
        params: SizeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSize(db, request.params.sizeId);
      return reply.status(204).send(null);
    },
  );
};
