import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import type { AppContext, CepConfig } from './context';
import { errorBody, registerErrorHandler } from './errors';
import { DEFAULT_CEP_CONFIG } from './modules/cep/look-up-cep';
import { cepRoutes } from './modules/cep/routes';
import { customerRoutes } from './modules/customers/routes';
import { establishmentRoutes } from './modules/establishment/routes';
import { healthRoutes } from './modules/health/routes';
import { menuRoutes } from './modules/menu/routes';
import { orderRoutes } from './modules/orders/routes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp, sendIndexHtml } from './plugins/web-app';

/** Large enough for any real order, small enough that a hostile body is refused early. */
export const BODY_LIMIT_BYTES = 128 * 1024;

export interface BuildAppOptions {
  database: DatabaseHandle;
  /** The built web app; omitted, the server answers the API alone. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Behind a reverse proxy: read the client's address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Postal-code services; omitted parts default to ViaCEP and BrasilAPI with a 4 s timeout. */
  cep?: Partial<CepConfig>;
}

/** Plugins in a visible order: external → app → routes → web app (STYLE.md, fastify/demo). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: a text body is refused with 415 rather than read as a string
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Forno API', version: '1.0.0', description: 'Storefront and back office API' },
    },
    transform: jsonSchemaTransform,
  });

  // app
  registerErrorHandler(app);
  const context: AppContext = {
    database: options.database,
    now: options.now ?? (() => new Date()),
    cep: { ...DEFAULT_CEP_CONFIG, ...options.cep },
  };

  // routes
  await app.register(
    async (api) => {
      await api.register(healthRoutes, context);
      await api.register(menuRoutes, context);
      await api.register(establishmentRoutes, context);
      await api.register(orderRoutes, context);
      await api.register(customerRoutes, context);
      await api.register(cepRoutes, context);
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  // web app, and what answers everything else
  const hasWebApp = options.webDir ? await registerWebApp(app, options.webDir) : false;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // a missing hashed file (an old page after a deploy) is a 404, never the app's HTML
    const isAppRoute = !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/');
    if (hasWebApp && isPage && isAppRoute) {
      return sendIndexHtml(reply);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', 'Recurso não encontrado.'));
  });

  return app;
}
