import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  ComandaSchema,
  ComandasSchema,
  MoveComandaLineSchema,
} from '../../../domain/admin-comandas';
import { CloseComandaSchema, ServiceChargeSettingsSchema } from '../../../domain/comanda';
import { IDEMPOTENCY_KEY_PATTERN, PlacedOrderSchema } from '../../../domain/order';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import { TABLE_TOKEN_PATTERN } from '../../../domain/table-binding';
import {
  AdminTableSchema,
  PublicTableSchema,
  TableInputSchema,
  TableOrderSchema,
} from '../../../domain/tables';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { rateLimited } from '../../plugins/rate-limits';
import { closeComanda } from './close-comanda';
import { getComanda } from './get-comanda';
import { findActiveTable, getPublicTable } from './get-public-table';
import { listComandas } from './list-comandas';
import { listTables } from './list-tables';
import { moveComandaLine } from './move-comanda-line';
import { placeTableOrder } from './place-table-order';
import { printComandaBill } from './print-comanda-bill';
import { findTableById } from './repository';
import { saveServiceCharge } from './save-service-charge';
import { createTable, updateTable } from './save-table';

const TokenParamsSchema = z.object({
  token: z.string().regex(TABLE_TOKEN_PATTERN, 'Mesa não encontrada.'),
});

const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Chave de idempotência inválida.')
    .optional(),
});

function requireKey(key: string | undefined): string {
  if (!key) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'Envie o cabeçalho Idempotency-Key com uma chave única do pedido.',
    );
  }
  return key;
}

const orderAnswers = {
  200: PlacedOrderSchema,
  201: PlacedOrderSchema,
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
};

/** `/api/tables/:token`: a table's QR code, and the orders placed from it (docs/decisions/057). */
export const tableOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/tables/:token',
    {
      schema: {
        summary: 'The table a QR code names; 404 when it is unknown or switched off',
        tags: ['storefront'],
        params: TokenParamsSchema,
        response: { 200: PublicTableSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getPublicTable(database.db, request.params.token),
  );

  app.post(
    '/tables/:token/orders',
    {
      config: rateLimited('orders'),
      schema: {
        summary: "An order from the table's phone, into its open comanda; no address, no fee",
        tags: ['storefront'],
        params: TokenParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: TableOrderSchema,
        response: orderAnswers,
      },
    },
    async (request, reply) => {
      const idempotencyKey = requireKey(request.headers['idempotency-key']);
      const table = await findActiveTable(database.db, request.params.token);
      const { placed, isReplay } = await placeTableOrder(database.db, events, {
        table,
        idempotencyKey,
        order: request.body,
        placedBy: null,
        now: now(),
      });
      return reply.status(isReplay ? 200 : 201).send(placed);
    },
  );
};

/** `/api/admin/tables`: 'Mesas', their QR codes and the service charge. */
export const adminTableRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events },
) => {
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
  const TablesSchema = z.object({
    tables: z.array(AdminTableSchema),
    serviceCharge: ServiceChargeSettingsSchema,
  });

  app.get(
    '/',
    {
      // the desk lists the tables too (to add items, to move them): read by front of house
      config: { roles: STAFF_ACCESS.comandas },
      schema: {
        summary: 'Every table with its QR token, and the service charge',
        tags: ['admin'],
        response: { 200: TablesSchema, ...errors },
      },
    },
    async () => listTables(database.db),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF_ACCESS.tables },
      schema: {
        summary: 'A new table (its QR token is made here)',
        tags: ['admin'],
        body: TableInputSchema,
        response: { 201: AdminTableSchema, ...errors, 409: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTable(database.db, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.tables },
      schema: {
        summary: 'A table renamed or switched on/off; its QR code stays',
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        body: TableInputSchema,
        response: { 200: AdminTableSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => updateTable(database.db, request.params.id, request.body),
  );

  app.put(
    '/service-charge',
    {
      config: { roles: STAFF_ACCESS.tables },
      schema: {
        summary: 'The service charge offered when a comanda closes',
        tags: ['admin'],
        body: ServiceChargeSettingsSchema,
        response: { 200: ServiceChargeSettingsSchema, ...errors },
      },
    },
    async (request) => saveServiceCharge(database.db, events, request.body),
  );
};

/** `/api/admin/comandas`: the open comandas, items added, moved and the bill closed. */
export const comandaRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
  const IdParamsSchema = z.object({ id: RecordIdSchema });

  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.comandas },
      schema: {
        summary: 'Every open comanda as of now, and the latest closed ones',
        tags: ['admin'],
        response: { 200: ComandasSchema, ...errors },
      },
    },
    async () => listComandas(database.db),
  );

  app.get(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.comandas },
      schema: {
        summary: 'One comanda: open as of now, or its bill as closed',
        tags: ['admin'],
        params: IdParamsSchema,
        response: { 200: ComandaSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => getComanda(database.db, request.params.id),
  );

  app.post(
    '/tables/:id/orders',
    {
      config: { roles: STAFF_ACCESS.comandas },
      schema: {
        summary: "Items added from the desk to the table's open comanda (opened if none)",
        tags: ['admin'],
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: TableOrderSchema,
        response: { ...orderAnswers, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const idempotencyKey = requireKey(request.headers['idempotency-key']);
      const table = await findTableById(database.db, request.params.id);
      if (!table?.isActive) throw new AppError('TABLE_NOT_FOUND', 'Mesa não encontrada.');
      const { placed, isReplay } = await placeTableOrder(database.db, events, {
        table,
        idempotencyKey,
        order: request.body,
        placedBy: actorOf(request),
        now: now(),
      });
      return reply.status(isReplay ? 200 : 201).send(placed);
    },
  );

  app.post(
    '/:id/move',
    {
      config: { roles: STAFF_ACCESS.comandas },
      schema: {
        summary: "One line to another table's comanda; the move is recorded",
        tags: ['admin'],
        params: IdParamsSchema,
        body: MoveComandaLineSchema,
        response: {
          200: z.object({ from: ComandaSchema, to: ComandaSchema }),
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      moveComandaLine(
        database.db,
        events,
        request.params.id,
        request.body,
        actorOf(request),
        now(),
      ),
  );

  app.post(
    '/:id/close',
    {
      config: { roles: STAFF_ACCESS.comandas },
      schema: {
        summary: "'Fechar conta': payments that add up to the bill exactly",
        tags: ['admin'],
        params: IdParamsSchema,
        body: CloseComandaSchema,
        response: {
          200: ComandaSchema,
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      closeComanda(database.db, events, request.params.id, request.body, actorOf(request), now()),
  );

  app.post(
    '/:id/print',
    {
      config: { roles: STAFF_ACCESS.comandas },
      schema: {
        summary: "A closed comanda's bill on the counter's network printer again",
        tags: ['admin'],
        params: IdParamsSchema,
        response: {
          200: z.object({ queued: z.boolean() }),
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => printComandaBill(database.db, request.params.id),
  );
};
