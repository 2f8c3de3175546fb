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
} from '../../../domain/admin-orders';
import { RecordIdSchema } from '../../../domain/admin-paging';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { openOrder } from '../desk-alarm/open-order';
import { changeOrderStatus } from './change-order-status';
import { changePaymentStatus } from './change-payment-status';
import { getOrder } from './get-order';
import { listOrders } from './list-orders';
import { recordPrint } from './record-ticket-print';

const OrderParamsSchema = z.object({ id: RecordIdSchema });

/** `/api/admin/orders`: the orders desk (spec §2 Orders). The admin scope checks the session. */
export const adminOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/',
    {
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
      schema: {
        summary: 'Moves the order along the status flow; an impossible move is 409',
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
        by: adminOf(request).id,
        at: now(),
      });
      const outcome = await changeOrderStatus(database.db, events, {
        orderId: request.params.id,
        status: request.body.status,
        now: now(),
      });
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { from: outcome.from });
      return outcome.order;
    },
  );

  app.post(
    '/:id/payment',
    {
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
        now: now(),
      }),
  );

  app.post(
    '/:id/print',
    {
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
        kind: request.body.kind,
        now: now(),
      }),
  );
};
