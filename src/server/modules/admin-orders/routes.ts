import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  AdminOrderSchema,
  ChangeOrderStatusSchema,
  ChangePaymentStatusSchema,
  PrintClaimSchema,
  RecordPrintSchema,
  UndoOrderStatusSchema,
} from '../../../domain/admin-orders';
import { OrderEventListSchema } from '../../../domain/admin-order-events';
import { RecordIdSchema } from '../../../domain/admin-paging';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { openOrder } from '../desk-alarm/open-order';
import { changeOrderStatus, undoOrderStatus } from './change-order-status';
import { changePaymentStatus } from './change-payment-status';
import { getOrder } from './get-order';
import { listOrders } from './list-orders';
import { listOrderEvents } from '../order-events/repository';
import { recordPrint } from './record-ticket-print';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

const OrderParamsSchema = z.object({ id: RecordIdSchema });

/** `/api/admin/orders`: the orders desk (docs/product/screens.md#orders). The admin scope checks the session. */
export const adminOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: 'Orders newest first, by filter, a page at a time (keyset paging with `before`)',
        tags: ['admin'],
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => listOrders(database.db, request.query, now()),
  );

  app.get(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: 'One order in full',
        tags: ['admin'],
        params: OrderParamsSchema,
        response: {
          200: AdminOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => getOrder(database.db, request.params.id),
  );

  app.post(
    '/:id/status',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          'Moves the order along the status flow from `from` (when given, the move applies only while the order still has it); an impossible or lost move is 409 with the current status',
        tags: ['admin'],
        params: OrderParamsSchema,
        body: ChangeOrderStatusSchema,
        response: {
          200: AdminOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      // moving an order means someone has seen it: the desks stop ringing (decision 026)
      await openOrder(database.db, events, {
        orderId: request.params.id,
        by: actorOf(request),
        at: now(),
      });
      const outcome = await changeOrderStatus(database.db, events, {
        orderId: request.params.id,
        status: request.body.status,
        ...(request.body.from === undefined ? {} : { expected: request.body.from }),
        ...(request.body.reason === undefined ? {} : { reason: request.body.reason }),
        actor: actorOf(request),
        now: now(),
      });
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { from: outcome.from });
      return outcome.order;
    },
  );

  app.post(
    '/:id/status/undo',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          "Undoes the order's last move while it still has the status `from`; anything else is 409",
        tags: ['admin'],
        params: OrderParamsSchema,
        body: UndoOrderStatusSchema,
        response: {
          200: AdminOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const outcome = await undoOrderStatus(database.db, events, {
        orderId: request.params.id,
        expected: request.body.from,
        actor: actorOf(request),
        now: now(),
      });
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { from: outcome.from });
      return outcome.order;
    },
  );

  app.get(
    '/:id/events',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: "The order's history: who changed what and when, oldest first",
        tags: ['admin'],
        params: OrderParamsSchema,
        response: { 200: OrderEventListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ events: await listOrderEvents(database.db, request.params.id) }),
  );

  app.post(
    '/:id/payment',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          "Marks the order paid ('pago', with paid_at) or back to 'a_receber'; the same state again changes nothing",
        tags: ['admin'],
        params: OrderParamsSchema,
        body: ChangePaymentStatusSchema,
        response: {
          200: AdminOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      changePaymentStatus(database.db, events, {
        orderId: request.params.id,
        paymentStatus: request.body.paymentStatus,
        actor: actorOf(request),
        now: now(),
      }),
  );

  app.post(
    '/:id/print',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          "Records a print of the order's ticket: 'auto' is claimed by the first desk only (claimed: false after), 'reprint' always counts",
        tags: ['admin'],
        params: OrderParamsSchema,
        body: RecordPrintSchema,
        response: {
          200: PrintClaimSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      recordPrint(database.db, events, {
        orderId: request.params.id,
        actor: actorOf(request),
        kind: request.body.kind,
        now: now(),
      }),
  );
};
