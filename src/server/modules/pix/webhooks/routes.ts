import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { AppError, ErrorBodySchema } from '../../../errors';
import { rateLimited } from '../../../plugins/rate-limits';
import { clientCertificateOf } from './client-certificate';
import { receivePixWebhook } from './receive-webhook';

/** A provider's notification is small: a few Pix at most (Efí sends up to a handful). */
const PIX_WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

const WebhookParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Endereço de webhook inválido.'),
});

const PIX_WEBHOOK_UNKNOWN_MESSAGE = 'Endereço de webhook desconhecido.';
const PIX_PROVIDER_NOT_READY_MESSAGE =
  'O provedor Pix desta loja não está pronto; tente novamente mais tarde.';
const PIX_WEBHOOK_REFUSED_MESSAGE = 'Notificação recusada: remetente não confirmado.';

/**
 * `POST /api/pix/webhook/:token` (and `…/pix`, which Efí appends): the shop's Pix provider tells
 * of Pix received (decision 064). Public (no session, no CSRF): who sent it is checked by the
 * adapter (signature, client certificate), over the body exactly as it came, so this scope keeps
 * the raw text of any content type. Answered as soon as the Pix are applied; the providers retry
 * anything but a 2xx.
 */
export const pixWebhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: PIX_WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  const isTrustedPeer = context.isTrustedPeer ?? (() => false);
  for (const url of ['/webhook/:token', '/webhook/:token/pix']) {
    app.post(
      url,
      {
        bodyLimit: PIX_WEBHOOK_BODY_LIMIT_BYTES,
        config: rateLimited('pixWebhooks'),
        schema: {
          summary:
            "The shop's Pix provider tells of Pix received (checked by the provider's adapter)",
          tags: ['pix'],
          params: WebhookParamsSchema,
          response: {
            200: z.object({ ok: z.literal(true) }),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
            413: ErrorBodySchema,
            429: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const outcome = await receivePixWebhook(
          {
            db: context.database.db,
            events: context.events,
            secrets: context.secrets,
            pixProviders: context.pixProviders,
            now: context.now,
          },
          request.params.token,
          {
            headers: request.headers,
            query: request.query as Record<string, string | undefined>,
            rawBody: typeof request.body === 'string' ? request.body : '',
            clientCertificate: clientCertificateOf(request, isTrustedPeer),
          },
        );
        switch (outcome.status) {
          case 'unknown_token':
            throw new AppError('NOT_FOUND', PIX_WEBHOOK_UNKNOWN_MESSAGE);
          case 'not_ready':
            throw new AppError('PIX_PROVIDER_UNAVAILABLE', PIX_PROVIDER_NOT_READY_MESSAGE);
          case 'refused':
            // the reason only (never the body: it may carry payers' data)
            request.log.warn({ reason: outcome.reason }, 'pix webhook refused');
            throw new AppError('PIX_WEBHOOK_REFUSED', PIX_WEBHOOK_REFUSED_MESSAGE);
          case 'accepted':
            return { ok: true as const };
        }
      },
    );
  }
};
