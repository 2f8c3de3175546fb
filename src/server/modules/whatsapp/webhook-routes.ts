import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WHATSAPP_NOT_CONNECTED_MESSAGE,
  WHATSAPP_SIGNATURE_INVALID_MESSAGE,
  WHATSAPP_VERIFY_REFUSED_MESSAGE,
} from '../../../domain/admin-whatsapp';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { readWhatsAppConnection } from './connection';
import { receiveWhatsAppWebhook } from './receive-webhook';

/** A notification carries a few receipts or messages; Meta batches up to about a thousand. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

const INVALID_BODY_MESSAGE = 'Notificação do WhatsApp em formato inválido.';

const VerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * `/api/whatsapp/webhook` (decision 073). GET: Meta's verification when the shop saves the
 * address (hub.mode=subscribe, the verify token, the challenge answered as it came). POST: the
 * notifications, public (no session, no CSRF): the X-Hub-Signature-256 of the raw body under the
 * app secret says they are Meta's, so this scope keeps the body's text as it came.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  const deps = {
    db: context.database.db,
    secrets: context.secrets,
    events: context.events,
    now: context.now,
  };

  app.get(
    '/webhook',
    {
      config: rateLimited('whatsappWebhooks'),
      schema: {
        summary: "Meta's webhook verification: answers hub.challenge when the verify token matches",
        tags: ['whatsapp'],
        querystring: VerifyQuerySchema,
        response: {
          200: z.string(),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const connection = await readWhatsAppConnection(deps.db, deps.secrets);
      if (connection.status !== 'ready') {
        throw new AppError('WHATSAPP_NOT_CONNECTED', WHATSAPP_NOT_CONNECTED_MESSAGE);
      }
      const query = request.query;
      if (
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== connection.verifyToken ||
        !query['hub.challenge']
      ) {
        throw new AppError('WHATSAPP_VERIFY_REFUSED', WHATSAPP_VERIFY_REFUSED_MESSAGE);
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );

  app.post(
    '/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      config: rateLimited('whatsappWebhooks'),
      schema: {
        summary: "WhatsApp's receipts and customers' messages (signed with the app secret)",
        tags: ['whatsapp'],
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['x-hub-signature-256'];
      const outcome = await receiveWhatsAppWebhook(deps, {
        rawBody: typeof request.body === 'string' ? request.body : '',
        signature: typeof signature === 'string' ? signature : undefined,
      });
      switch (outcome.status) {
        case 'not_connected':
          throw new AppError('WHATSAPP_NOT_CONNECTED', WHATSAPP_NOT_CONNECTED_MESSAGE);
        case 'refused':
          request.log.warn('whatsapp webhook with a bad signature refused');
          throw new AppError('WHATSAPP_SIGNATURE_INVALID', WHATSAPP_SIGNATURE_INVALID_MESSAGE);
        case 'invalid':
          throw new AppError('BAD_REQUEST', INVALID_BODY_MESSAGE);
        case 'accepted':
          return { ok: true as const };
      }
    },
  );
};
