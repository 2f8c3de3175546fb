import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  AdminCrustSchema,
  AdminExtraSchema,
  AdminFillingSchema,
  CrustInputSchema,
  ExtraInputSchema,
  FillingInputSchema,
  MenuItemsSchema,
  ReorderSchema,
} from '../../../domain/admin-menu-items';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { createCrust } from './create-crust';
import { createExtra } from './create-extra';
import { createFilling } from './create-filling';
import { deleteCrust } from './delete-crust';
import { deleteExtra } from './delete-extra';
import { deleteFilling } from './delete-filling';
import { editCrust } from './edit-crust';
import { editExtra } from './edit-extra';
import { editFilling } from './edit-filling';
import {
  listCrustIdsForUpdate,
  listExtraIdsForUpdate,
  listFillingIdsForUpdate,
  listMenuItems,
  setCrustOrder,
  setExtraOrder,
  setFillingOrder,
} from './repository';
import { reorderItems } from './reorder-items';

const TextIdSchema = z.string().min(1).max(60);
const ExtraParams = z.object({ id: RecordIdSchema });
const CrustParams = z.object({ crustId: TextIdSchema });
const FillingParams = z.object({ crustId: TextIdSchema, fillingId: TextIdSchema });

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;
const catalogue = { roles: STAFF_ACCESS.catalogue };

/**
 * `/api/admin/menu-items`: extras (ingredients), crusts and crust fillings created, edited,
 * ordered and deleted (docs/decisions/047-every-price-editable.md). Pausing stays the 'Acabou'
 * switch of `/api/admin/sold-out`. Every write tells open storefronts (`menu.changed`, app.ts).
 */
export const adminMenuItemRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  const db = database.db;

  app.get(
    '/',
    {
      config: catalogue,
      schema: {
        summary: "Extras, crusts ('Sem borda' left out) and fillings not deleted, in menu order",
        tags: ['admin'],
        response: { 200: MenuItemsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => listMenuItems(db),
  );

  // ------------------------------------------------------------ extras

  app.post(
    '/extras',
    {
      config: catalogue,
      schema: {
        summary: 'Adds an extra ingredient, last; a name its type already has is 409',
        tags: ['admin'],
        body: ExtraInputSchema,
        response: { 201: AdminExtraSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createExtra(db, request.body)),
  );

  app.put(
    '/extras/:id',
    {
      config: catalogue,
      schema: {
        summary: "Edits an extra's name, price, type and group (its pause stays)",
        tags: ['admin'],
        params: ExtraParams,
        body: ExtraInputSchema,
        response: { 200: AdminExtraSchema, ...errors },
      },
    },
    async (request) =>
      editExtra(db, request.params.id, request.body, { actor: actorOf(request), now: now() }),
  );

  app.delete(
    '/extras/:id',
    {
      config: catalogue,
      schema: {
        summary: 'Deletes an extra: off the menu and the lists; old orders keep their snapshot',
        tags: ['admin'],
        params: ExtraParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteExtra(db, request.params.id, now());
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/order/extras',
    {
      config: catalogue,
      schema: {
        summary: 'Puts the extras in a new order (every id, once); a list changed meanwhile is 409',
        tags: ['admin'],
        body: ReorderSchema,
        response: { 200: MenuItemsSchema, ...errors },
      },
    },
    async (request) => {
      const ids = request.body.ids.map(Number);
      if (ids.some((id) => !Number.isInteger(id))) {
        throw new AppError('VALIDATION_ERROR', 'Lista de adicionais inválida.');
      }
      await reorderItems(db, { readIds: listExtraIdsForUpdate, write: setExtraOrder }, ids);
      return listMenuItems(db);
    },
  );

  // ------------------------------------------------------------ crusts

  app.post(
    '/crusts',
    {
      config: catalogue,
      schema: {
        summary: 'Adds a crust, last, with no filling yet; its id is made of its name',
        tags: ['admin'],
        body: CrustInputSchema,
        response: { 201: AdminCrustSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCrust(db, request.body)),
  );

  app.put(
    '/crusts/:crustId',
    {
      config: catalogue,
      schema: {
        summary: "Edits a crust's name, description and price (its pause and fillings stay)",
        tags: ['admin'],
        params: CrustParams,
        body: CrustInputSchema,
        response: { 200: AdminCrustSchema, ...errors },
      },
    },
    async (request) =>
      editCrust(db, request.params.crustId, request.body, { actor: actorOf(request), now: now() }),
  );

  app.delete(
    '/crusts/:crustId',
    {
      config: catalogue,
      schema: {
        summary: 'Deletes a crust and its fillings from the menu; old orders keep their snapshot',
        tags: ['admin'],
        params: CrustParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCrust(db, request.params.crustId, now());
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/order/crusts',
    {
      config: catalogue,
      schema: {
        summary: "Puts the crusts in a new order ('Sem borda' stays first)",
        tags: ['admin'],
        body: ReorderSchema,
        response: { 200: MenuItemsSchema, ...errors },
      },
    },
    async (request) => {
      await reorderItems(
        db,
        { readIds: listCrustIdsForUpdate, write: setCrustOrder },
        request.body.ids,
      );
      return listMenuItems(db);
    },
  );

  // ------------------------------------------------------------ fillings

  app.post(
    '/crusts/:crustId/fillings',
    {
      config: catalogue,
      schema: {
        summary: 'Adds a filling to a crust, last among its fillings',
        tags: ['admin'],
        params: CrustParams,
        body: FillingInputSchema,
        response: { 201: AdminFillingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFilling(db, request.params.crustId, request.body)),
  );

  app.put(
    '/crusts/:crustId/fillings/:fillingId',
    {
      config: catalogue,
      schema: {
        summary: "Edits a filling's name and price (its pause stays)",
        tags: ['admin'],
        params: FillingParams,
        body: FillingInputSchema,
        response: { 200: AdminFillingSchema, ...errors },
      },
    },
    async (request) =>
      editFilling(
        db,
        { crustId: request.params.crustId, id: request.params.fillingId },
        request.body,
        { actor: actorOf(request), now: now() },
      ),
  );

  app.delete(
    '/crusts/:crustId/fillings/:fillingId',
    {
      config: catalogue,
      schema: {
        summary: 'Deletes a filling from the menu; old orders keep their snapshot',
        tags: ['admin'],
        params: FillingParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteFilling(
        db,
        { crustId: request.params.crustId, id: request.params.fillingId },
        now(),
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/order/crusts/:crustId/fillings',
    {
      config: catalogue,
      schema: {
        summary: "Puts a crust's fillings in a new order",
        tags: ['admin'],
        params: CrustParams,
        body: ReorderSchema,
        response: { 200: MenuItemsSchema, ...errors },
      },
    },
    async (request) => {
      const crustId = request.params.crustId;
      await reorderItems(
        db,
        {
          readIds: (tx) => listFillingIdsForUpdate(tx, crustId),
          write: (tx, ids) => setFillingOrder(tx, crustId, ids),
        },
        request.body.ids,
      );
      return listMenuItems(db);
    },
  );
};
