import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ID_PATTERN, TrackedOrderSchema } from '../../../../domain/order';
import type { AppContext } from '../../../context';
import { ErrorBodySchema } from '../../../errors';
import { rateLimited } from '../../../plugins/rate-limits';
import { getTrackedOrder } from '../../orders/get-tracked-order';
import { renewPixCharge } from './renew-charge';
import { switchPixPayment } from './switch-payment';

const ParamsSchema = z.object({
  publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Pedido inválido.'),
});

const SwitchBodySchema = z.object({
  paymentMethod: z
    .string()
    .trim()
    .min(1, 'Escolha a forma de pagamento')
    .max(60, 'Forma de pagamento inválida'),
});

const ERRORS = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/**
 * The customer's side of a dynamic Pix charge (docs/decisions/063), by the order's tracking id:
 * a new code once the last one expired, or paying another way on delivery or pickup. Both answer
 * the tracked order as the page shows it.
 */
export const pixChargeRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now, secrets },
) => {
  app.post(
    '/orders/:publicId/pix/renew',
    {
      config: rateLimited('orders'),
      schema: {
        summary: "'Gerar novo código': a new Pix charge once the last one expired or failed",
        tags: ['storefront'],
        params: ParamsSchema,
        response: { 200: TrackedOrderSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { publicId } = request.params;
      await renewPixCharge(database.db, events, { publicId, secrets, now: now() });
      reply.header('cache-control', 'no-store');
      return getTrackedOrder(database.db, publicId);
    },
  );

  app.post(
    '/orders/:publicId/pix/switch',
    {
      config: rateLimited('orders'),
      schema: {
        summary:
          "'Pagar na entrega': a Pix order not paid yet is paid another way when handed over",
        tags: ['storefront'],
        params: ParamsSchema,
        body: SwitchBodySchema,
        response: { 200: TrackedOrderSchema, ...ERRORS, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { publicId } = request.params;
      await switchPixPayment(database.db, events, {
        publicId,
        paymentMethod: request.body.paymentMethod,
        now: now(),
      });
      reply.header('cache-control', 'no-store');
      return getTrackedOrder(database.db, publicId);
    },
  );
};
