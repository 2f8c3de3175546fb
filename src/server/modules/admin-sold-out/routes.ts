import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  PauseHistorySchema,
  ProductAvailabilitySchema,
  SoldOutCrustSchema,
  SoldOutExtraSchema,
  SoldOutFillingSchema,
  SoldOutListSchema,
  SoldOutVariantSchema,
} from '../../../domain/admin-catalogue';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import {
  findCrustSwitch,
  findExtraSwitch,
  findFillingSwitch,
  findVariantSwitch,
  listPauseEvents,
  listSoldOutSwitches,
  setCrustAvailability,
  setExtraAvailability,
  setFillingAvailability,
  setVariantAvailability,
} from './repository';
import { switchAvailability, type SwitchCommand } from './switch-availability';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/** How many lines 'Histórico de pausas' shows: an evening's worth. */
const PAUSE_HISTORY_LIMIT = 50;

const TextIdSchema = z.string().min(1).max(60);

const writeErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
} as const;

function found<T>(row: T | null, message: string): T {
  if (row === null) throw new AppError('NOT_FOUND', message);
  return row;
}

/**
 * `/api/admin/sold-out`: the 'Acabou' switches of extras, crusts, crust fillings and a drink's
 * variants (decision 052; listed with their product on `/api/admin/products`); products have
 * theirs on `/api/admin/products/:id/availability`. A paused one leaves the menu of every open
 * storefront within seconds and is refused at checkout (docs/decisions/027-sold-out-switches.md).
 */
export const adminSoldOutRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  const command = (request: FastifyRequest, isAvailable: boolean): SwitchCommand => ({
    isAvailable,
    actor: actorOf(request),
    now: now(),
  });

  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary: 'Extras, crusts and crust fillings, each with whether it is on sale now',
        tags: ['admin'],
        response: { 200: SoldOutListSchema, 401: ErrorBodySchema },
      },
    },
    async () => listSoldOutSwitches(database.db),
  );

  app.get(
    '/history',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary: "The latest 'Acabou' switches turned (products included): what, who and when",
        tags: ['admin'],
        response: { 200: PauseHistorySchema, 401: ErrorBodySchema },
      },
    },
    async () => ({ events: await listPauseEvents(database.db, PAUSE_HISTORY_LIMIT) }),
  );

  app.patch(
    '/extras/:id',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary:
          'Pauses an extra ingredient (left off the menu, refused at checkout) or resumes it',
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        body: ProductAvailabilitySchema,
        response: { 200: SoldOutExtraSchema, ...writeErrors },
      },
    },
    async (request) =>
      found(
        await switchAvailability(
          database.db,
          {
            kind: 'adicional',
            itemId: String(request.params.id),
            read: (tx) => findExtraSwitch(tx, request.params.id),
            write: (tx) => setExtraAvailability(tx, request.params.id, request.body.isAvailable),
          },
          command(request, request.body.isAvailable),
        ),
        'Adicional não encontrado.',
      ),
  );

  app.patch(
    '/crusts/:crustId',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary: 'Pauses a crust (left off the menu, refused at checkout) or resumes it',
        tags: ['admin'],
        params: z.object({ crustId: TextIdSchema }),
        body: ProductAvailabilitySchema,
        response: { 200: SoldOutCrustSchema, ...writeErrors },
      },
    },
    async (request) =>
      found(
        await switchAvailability(
          database.db,
          {
            kind: 'borda',
            itemId: request.params.crustId,
            read: (tx) => findCrustSwitch(tx, request.params.crustId),
            write: (tx) =>
              setCrustAvailability(tx, request.params.crustId, request.body.isAvailable),
          },
          command(request, request.body.isAvailable),
        ),
        'Borda não encontrada.',
      ),
  );

  app.patch(
    '/crusts/:crustId/fillings/:fillingId',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary:
          "Pauses one of a crust's fillings (left off the menu, refused at checkout) or resumes it",
        tags: ['admin'],
        params: z.object({ crustId: TextIdSchema, fillingId: TextIdSchema }),
        body: ProductAvailabilitySchema,
        response: { 200: SoldOutFillingSchema, ...writeErrors },
      },
    },
    async (request) => {
      const key = { crustId: request.params.crustId, id: request.params.fillingId };
      return found(
        await switchAvailability(
          database.db,
          {
            kind: 'recheio',
            itemId: `${key.crustId}/${key.id}`,
            read: (tx) => findFillingSwitch(tx, key),
            write: (tx) => setFillingAvailability(tx, key, request.body.isAvailable),
          },
          command(request, request.body.isAvailable),
        ),
        'Recheio não encontrado.',
      );
    },
  );

  app.patch(
    '/variants/:id',
    {
      config: { roles: STAFF_ACCESS.soldOut },
      schema: {
        summary:
          "Pauses one of a drink's variants (shown sold out, refused at checkout) or resumes it",
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        body: ProductAvailabilitySchema,
        response: { 200: SoldOutVariantSchema, ...writeErrors },
      },
    },
    async (request) =>
      found(
        await switchAvailability(
          database.db,
          {
            kind: 'variante',
            itemId: String(request.params.id),
            read: (tx) => findVariantSwitch(tx, request.params.id),
            write: (tx) => setVariantAvailability(tx, request.params.id, request.body.isAvailable),
          },
          command(request, request.body.isAvailable),
        ),
        'Opção não encontrada.',
      ),
  );
};
