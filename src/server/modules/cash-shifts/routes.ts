import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  CashShiftSchema,
  CashShiftsSchema,
  CloseCashShiftSchema,
  OpenCashShiftSchema,
} from '../../../domain/admin-cash-shift';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { closeCashShift } from './close-cash-shift';
import { getCashShift } from './get-cash-shift';
import { listCashShifts } from './list-cash-shifts';
import { openCashShift } from './open-cash-shift';

/** `/api/admin/cash-shifts`: the till, 'Caixa' (docs/decisions/048). */
export const cashShiftRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.cash },
      schema: {
        summary: 'The open till, as of now, and the latest closed ones',
        tags: ['admin'],
        response: { 200: CashShiftsSchema, ...errors },
      },
    },
    async () => listCashShifts(database.db, now()),
  );

  app.get(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.cash },
      schema: {
        summary: 'One till: open as of now, or its closing as it was closed',
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        response: { 200: CashShiftSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => getCashShift(database.db, request.params.id, now()),
  );

  app.post(
    '/',
    {
      config: { roles: STAFF_ACCESS.cash },
      schema: {
        summary: "'Abrir caixa' with the starting cash; 409 while another till is open",
        tags: ['admin'],
        body: OpenCashShiftSchema,
        response: { 201: CashShiftSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await openCashShift(database.db, request.body, actorOf(request), now())),
  );

  app.post(
    '/:id/close',
    {
      config: { roles: STAFF_ACCESS.cash },
      schema: {
        summary: "'Fechar caixa' with the amount counted per payment method",
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        body: CloseCashShiftSchema,
        response: { 200: CashShiftSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      closeCashShift(database.db, request.params.id, request.body, actorOf(request), now()),
  );
};
