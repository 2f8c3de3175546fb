import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  PRINTER_ROLES,
  PrinterInputSchema,
  PrinterListSchema,
  PrinterSchema,
  ReprintInputSchema,
  TestPrintOutcomeSchema,
} from '../../../domain/admin-printers';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { removePrinter } from './delete-printer';
import { reprintOrder } from './reprint-order';
import { listActiveRoles, listPrinters } from './repository';
import { savePrinter } from './save-printer';
import { DEFAULT_SEND_OPTIONS } from './send-to-printer';
import { testPrinter } from './test-printer';

const IdParamsSchema = z.object({ id: RecordIdSchema });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * `/api/admin/printers`: the network printers the server prints tickets on (docs/decisions/050).
 * Adding, changing and testing them is the owner's (settings); the desk asks which roles have a
 * printer and queues a 'Reimprimir'.
 */
export const printerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, now }) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'Every network printer, by role',
        tags: ['admin'],
        response: { 200: PrinterListSchema, ...errors },
      },
    },
    async () => ({ printers: await listPrinters(database.db) }),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'Adds a printer (409 when its role already has an active one)',
        tags: ['admin'],
        body: PrinterInputSchema,
        response: { 201: PrinterSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await savePrinter(database.db, null, request.body, now())),
  );

  app.put(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'Changes a printer (409 when its role already has another active one)',
        tags: ['admin'],
        params: IdParamsSchema,
        body: PrinterInputSchema,
        response: { 200: PrinterSchema, ...errors },
      },
    },
    async (request) => savePrinter(database.db, request.params.id, request.body, now()),
  );

  app.delete(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'Removes a printer',
        tags: ['admin'],
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePrinter(database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/test',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'Sends a test page now to the printer on the form, and says what happened',
        tags: ['admin'],
        body: PrinterInputSchema,
        response: { 200: TestPrintOutcomeSchema, ...errors },
      },
    },
    async (request) => testPrinter(database.db, request.body, DEFAULT_SEND_OPTIONS, now()),
  );

  app.get(
    '/roles',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: "The roles with an active printer: the desk's 'Reimprimir' buttons",
        tags: ['admin'],
        response: { 200: z.object({ roles: z.array(z.enum(PRINTER_ROLES)) }), ...errors },
      },
    },
    async () => ({ roles: await listActiveRoles(database.db) }),
  );

  app.post(
    '/orders/:id/reprint',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: "Queues the order's ticket again on the role's printer ('Reimprimir')",
        tags: ['admin'],
        params: IdParamsSchema,
        body: ReprintInputSchema,
        response: { 202: z.object({ printer: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await reprintOrder(database.db, request.params.id, request.body.role)),
  );
};
