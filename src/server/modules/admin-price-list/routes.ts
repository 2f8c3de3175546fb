import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PriceChangeSaveSchema,
  PriceChangeSchema,
  PriceLogSchema,
  PricePreviewSchema,
} from '../../../domain/admin-price-list';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { previewPrices } from './preview-price-change';
import { listPriceChanges } from './repository';
import { savePriceChange } from './save-price-change';

/** How many lines 'Alterações de preços' shows: a couple of price list changes of a whole menu. */
const PRICE_LOG_LIMIT = 200;

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  422: ErrorBodySchema,
} as const;

/**
 * `/api/admin/price-list`: 'Tabela de preços', many prices changed at once with a preview, and
 * the log of every price changed (docs/decisions/047-every-price-editable.md).
 */
export const adminPriceListRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.post(
    '/preview',
    {
      config: { roles: STAFF_ACCESS.catalogue },
      schema: {
        summary: 'Every price of the set, now and after the change; nothing is written',
        tags: ['admin'],
        body: PriceChangeSchema,
        response: { 200: PricePreviewSchema, ...errors },
      },
    },
    async (request) => ({ rows: await previewPrices(database.db, request.body) }),
  );

  app.post(
    '/changes',
    {
      config: { roles: STAFF_ACCESS.catalogue },
      schema: {
        summary:
          'Saves a previewed change in one transaction and logs each price; 409 with a fresh preview when prices changed since',
        tags: ['admin'],
        body: PriceChangeSaveSchema,
        response: {
          200: z.object({ changed: z.number().int() }),
          ...errors,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      savePriceChange(database.db, {
        change: request.body.change,
        seen: request.body.seen,
        actor: actorOf(request),
        now: now(),
      }),
  );

  app.get(
    '/log',
    {
      config: { roles: STAFF_ACCESS.catalogue },
      schema: {
        summary: "'Alterações de preços': the latest prices changed, who changed them and when",
        tags: ['admin'],
        response: { 200: PriceLogSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ entries: await listPriceChanges(database.db, PRICE_LOG_LIMIT) }),
  );
};
