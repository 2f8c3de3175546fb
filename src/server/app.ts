import type { Agent } from 'node:https';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { installBrazilianPortugueseMessages } from '../domain/zod-messages';
import { createSecretBox } from './security/secret-box';
import {
  createPixProvider,
  type PixProviderFactory,
} from './modules/pix/providers/create-provider';
import type { AppContext, CepConfig } from './context';
import { answerFrameworkError, errorBody, registerErrorHandler } from './errors';
import { createEventBus } from './events/event-bus';
import { registerChargeChecks, seedChargeSweep } from './modules/pix/polling/check-charge';
import { registerRefundJobs } from './modules/pix/refunds/refund-job';
import { pixRefundRoutes } from './modules/pix/refunds/routes';
import { registerPaymentLookups } from './modules/pix/webhooks/lookup-payment-job';
import { pixWebhookRoutes } from './modules/pix/webhooks/routes';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs/job-queue';
import { registerTestJobKinds } from './jobs/test-job-kinds';
import { adminCustomerRoutes } from './modules/admin-customers/routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes';
import { cashShiftRoutes } from './modules/cash-shifts/routes';
import { adminEventRoutes } from './modules/admin-events/routes';
import { adminJobRoutes } from './modules/admin-jobs/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { counterRoutes } from './modules/counter/routes';
import { deskAlarmRoutes } from './modules/desk-alarm/routes';
import { adminReportRoutes } from './modules/admin-reports/routes';
import { driverClosingCsvRoutes, driverClosingRoutes } from './modules/driver-closing/routes';
import { registerReconcileJob } from './modules/pix/reconciliation/reconcile-job';
import { pixReconciliationRoutes } from './modules/pix/reconciliation/routes';
import { adminProductRoutes } from './modules/admin-products/routes';
import { adminSoldOutRoutes } from './modules/admin-sold-out/routes';
import { adminPriceListRoutes } from './modules/admin-price-list/routes';
import { adminMenuItemRoutes } from './modules/admin-menu-items/routes';
import { adminSizeRoutes } from './modules/admin-sizes/routes';
import { adminSettingsRoutes } from './modules/admin-settings/routes';
import { adminTeamRoutes } from './modules/admin-team/routes';
import { adminAccountRoutes } from './modules/auth/admin-routes';
import { authRoutes } from './modules/auth/routes';
import { DEFAULT_CEP_CONFIG } from './modules/cep/look-up-cep';
import { cepRoutes } from './modules/cep/routes';
import { establishmentRoutes } from './modules/establishment/routes';
import { healthRoutes } from './modules/health/routes';
import { dispatchRoutes } from './modules/dispatch/routes';
import { kitchenRoutes } from './modules/kitchen/routes';
import { createMenuCache } from './modules/menu/menu-cache';
import { menuRoutes } from './modules/menu/routes';
import { orderRoutes } from './modules/orders/routes';
import { adminPromotionRoutes } from './modules/promotions/admin-routes';
import { promotionRoutes } from './modules/promotions/routes';
import { adminProductPhotoRoutes } from './modules/product-photos/admin-routes';
import { productPhotoRoutes } from './modules/product-photos/routes';
import { getOrder } from './modules/admin-orders/get-order';
import { changeOrderStatus } from './modules/admin-orders/change-order-status';
import { PIX_PROVIDER_ACTOR_NAME } from '../domain/admin-order-events';
import { registerPixChargeJobs } from './modules/pix/charges/charge-job-handlers';
import { pixChargeRoutes } from './modules/pix/charges/routes';
import { isHeldUntilPaid, startPixCharge } from './modules/pix/charges/start-charge';
import { createIfoodApi } from './modules/ifood/ifood-api';
import type { IfoodDependencies } from './modules/ifood/connection';
import { ifoodStatusNotifier } from './modules/ifood/ifood-notifier';
import { registerIfoodJobs, seedIfoodPollIfConnected } from './modules/ifood/poll-events';
import { ifoodRoutes } from './modules/ifood/routes';
import type { Backoff } from './jobs/backoff';
import { registerPrintJobs } from './modules/printers/print-ticket-job';
import { printerRoutes } from './modules/printers/routes';
import { registerPixWebhookJob } from './modules/pix/settings/register-webhook-job';
import { pixProviderRoutes } from './modules/pix/settings/routes';
import { DEFAULT_WHATSAPP_API_URL } from './modules/whatsapp/cloud-api';
import { registerWhatsAppReplyJob } from './modules/whatsapp/reply-job';
import { whatsappAdminRoutes } from './modules/whatsapp/routes';
import { registerWhatsAppSendJob } from './modules/whatsapp/send-message-job';
import { whatsappWebhookRoutes } from './modules/whatsapp/webhook-routes';
import {
  createWhatsAppNotifier,
  WHATSAPP_SEND_MAX_ATTEMPTS,
} from './modules/whatsapp/whatsapp-notifier';
import { registerBillPrintJobs } from './modules/tables/print-bill';
import {
  registerStatusNotices,
  type StatusNotifier,
} from './modules/order-events/status-notifiers';
import { createWebPushNotifier } from './modules/push-notices/web-push-notifier';
import { pushNoticeRoutes } from './modules/push-notices/routes';
import { adminTableRoutes, comandaRoutes, tableOrderRoutes } from './modules/tables/routes';
import { DEFAULT_SEND_OPTIONS } from './modules/printers/send-to-printer';
import { seoRoutes } from './modules/seo/routes';
import { rejectCrossSiteRequests } from './plugins/csrf';
import { requireAdmin } from './plugins/require-admin';
import { demandDeclaredRoles, requireRole } from './plugins/require-role';
import {
  answerClientError,
  CONNECTION_DEFAULTS,
  limitConnectionsPerAddress,
  timeoutOptions,
} from './plugins/connection-limits';
import { rejectNulCharacters } from './plugins/reject-nul-characters';
import { installTestClock } from './plugins/test-clock';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { requireDriver } from './plugins/require-driver';
import { driverMeRoutes, driverSessionRoutes } from './modules/drivers/driver-session-routes';
import { adminDriverRoutes } from './modules/drivers/routes';
import { driverAppRoutes } from './modules/driver-app/routes';
import { isTrustedPeer, NO_PROXY, trustFunction, type TrustProxy } from './trust-proxy';

// every validation message the API sends is pt-BR, those of checks without their own too
installBrazilianPortugueseMessages();

/** Large enough for any real order, small enough that a hostile body is refused early. */
export const BODY_LIMIT_BYTES = 128 * 1024;

export interface BuildAppOptions {
  database: DatabaseHandle;
  /** The built web app; omitted, the server answers the API alone. */
  webDir?: string;
  /** The storefront's server build (decision 015); omitted, the browser renders every page. */
  ssrDir?: string;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /**
   * The shop's proxies (TRUST_PROXY): the client's address, host and protocol come from the
   * X-Forwarded-* headers they wrote, never from what the client wrote. Omitted, none.
   */
  trustProxy?: TrustProxy;
  /** Postal-code services; omitted parts default to ViaCEP and BrasilAPI with a 4 s timeout. */
  cep?: Partial<CepConfig>;
  /** Told of every route as it is added (the admin route-table test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How old a menu `GET /api/menu` may answer, up to 5000 ms (docs/decisions/011-menu-cache.md).
   * 0, the default, reads it for every request (concurrent requests share one read); the server
   * takes MENU_CACHE_TTL_MS from the environment.
   */
  menuCacheTtlMs?: number;
  /**
   * Per-address request limits (plugins/rate-limits.ts). On unless set false: the server reads
   * RATE_LIMITS from the environment; API tests turn them on where they test them.
   */
  rateLimits?: boolean;
  /** Browser journeys only (env FORNO_TEST_CLOCK): a request may set its own `now`. */
  testClock?: boolean;
  /**
   * FORNO_SECRETS_KEY: seals the credentials of outside services (decision 060). Omitted, no Pix
   * provider can be saved.
   */
  secretsKey?: string;
  /** Tests only: builds Pix provider adapters another way (decision 060). */
  pixProviderFactory?: PixProviderFactory;
  /** Fault tests only (env FORNO_FAULT_INJECTION). */
  faultInjection?: 'pause-inside-order-write';
  /** How long a request may take to arrive whole (plugins/connection-limits.ts). */
  requestTimeoutMs?: number;
  /** Connections one address may hold at once; the shop's own proxies are exempt. */
  maxConnectionsPerAddress?: number;
  /**
   * The shop's public address (PUBLIC_URL) for canonical links, Open Graph, robots.txt and the
   * sitemap; omitted, each answer uses the address the request came to (modules/seo).
   */
  publicUrl?: string;
  /** Network printers (docs/decisions/050): the longest wait between two tries of a ticket. */
  printers?: { retryMaxMs?: number };
  /**
   * Web Push notices of the orders' status (decision 074): the VAPID subject (WEB_PUSH_SUBJECT);
   * tests also give the https agent that trusts their fake push service. Omitted: a mailto: of
   * the server's own name.
   */
  webPush?: { subject?: string; agent?: Agent };
  /**
   * The official WhatsApp (decision 073): the Cloud API's address (WHATSAPP_API_URL; default
   * Meta's), and in tests the wait between two tries of a message.
   */
  whatsappApiUrl?: string;
  whatsappBackoff?: Backoff;
  /** Tests only: more listeners of the orders' status changes (decision 071), after the app's. */
  statusNotifiers?: readonly StatusNotifier[];
  /**
   * The iFood app (decision 072): IFOOD_API_URL, IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET. Without
   * the id and secret no store can be connected. Tests give a fake's address and quick retries.
   */
  ifood?: { apiUrl: string; clientId?: string; clientSecret?: string; backoff?: Backoff };
  /**
   * The job runner (decision 049). Features register their kinds whether it runs or not; it runs
   * only with `start: true` (the server). Tests leave it stopped and call `context.jobs.drain()`.
   */
  jobs?: JobRunnerOptions & {
    start?: boolean;
    /** Process tests only (env FORNO_TEST_JOBS): the job kind `test.block`. */
    testKinds?: boolean;
    /** Tests: registers their own kinds, and keeps the runner to `drain()` it. */
    register?: (runner: JobRunner) => void;
  };
}

/** Plugins in a visible order: external → app → routes → web app (docs/ARCHITECTURE.md#the-models, fastify/demo). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? NO_PROXY;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // one setting for request.ip, .ips, .host and .protocol (modules/seo, sessions, limits)
    trustProxy: trustFunction(trustProxy),
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...timeoutOptions(options.requestTimeoutMs ?? CONNECTION_DEFAULTS.requestTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();
  // a proxy's connections carry many customers: the proxy limits them, the cap applies to the rest
  if (trustProxy.kind !== 'hops') {
    limitConnectionsPerAddress(
      app.server,
      options.maxConnectionsPerAddress ?? CONNECTION_DEFAULTS.maxConnectionsPerAddress,
      isTrustedPeer(trustProxy),
    );
  }
  const testClock = options.testClock ? installTestClock(app) : null;
  // JSON only: a text body is refused with 415 rather than read as a string
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // external
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Forno API', version: '1.0.0', description: 'Storefront and back office API' },
    },
    transform: jsonSchemaTransform,
  });
  // admin sessions live in an httpOnly cookie (modules/auth/sessions.ts)
  await app.register(cookie);
  if (options.rateLimits !== false) await registerRateLimits(app);

  // app
  registerErrorHandler(app);
  app.addHook('preValidation', rejectNulCharacters);
  const events = await createEventBus(options.database, {
    onError: (error, message) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', async () => events.close());
  const now = options.now ?? testClock ?? (() => new Date());
  const jobs = createJobRunner({ database: options.database, events, log: app.log }, options.jobs);
  // before the events and the database close: running handlers end, or give their jobs back
  app.addHook('preClose', async () => jobs.stop());
  if (options.jobs?.testKinds) registerTestJobKinds(jobs);
  registerPrintJobs(jobs, {
    db: options.database.db,
    readOrder: getOrder,
    send: DEFAULT_SEND_OPTIONS,
    now,
    retryMaxMs: options.printers?.retryMaxMs,
  });
  registerBillPrintJobs(jobs, {
    db: options.database.db,
    send: DEFAULT_SEND_OPTIONS,
    retryMaxMs: options.printers?.retryMaxMs,
  });
  const secrets = options.secretsKey ? createSecretBox(options.secretsKey) : null;
  const pixProviders = options.pixProviderFactory ?? createPixProvider;
  registerPixChargeJobs(jobs, {
    db: options.database.db,
    events,
    secrets,
    pixProviders,
    now,
    // an unpaid order whose code expired, at a shop that cancels them: as staff reject one
    rejectOrder: async ({ orderId, expected, reason, now: at }) => {
      await changeOrderStatus(options.database.db, events, {
        orderId,
        status: 'rejeitado',
        expected,
        reason,
        actor: { id: null, name: PIX_PROVIDER_ACTOR_NAME },
        now: at,
      });
    },
  });
  // who hears of each order's status change outside the desk (decision 071)
  const whatsapp = {
    db: options.database.db,
    secrets,
    events,
    apiUrl: options.whatsappApiUrl ?? DEFAULT_WHATSAPP_API_URL,
    publicUrl: options.publicUrl,
    now,
  };
  registerWhatsAppSendJob(
    jobs,
    { ...whatsapp, maxAttempts: WHATSAPP_SEND_MAX_ATTEMPTS },
    { backoff: options.whatsappBackoff },
  );
  registerWhatsAppReplyJob(jobs, whatsapp);
  const ifood: IfoodDependencies = {
    db: options.database.db,
    events,
    secrets,
    api:
      options.ifood?.clientId && options.ifood.clientSecret
        ? createIfoodApi({
            baseUrl: options.ifood.apiUrl,
            clientId: options.ifood.clientId,
            clientSecret: options.ifood.clientSecret,
          })
        : null,
    now,
    ...(options.ifood?.backoff ? { backoff: options.ifood.backoff } : {}),
  };
  registerIfoodJobs(jobs, ifood);
  const statusNotifiers: StatusNotifier[] = [
    createWebPushNotifier({
      db: options.database.db,
      subject: options.webPush?.subject ?? 'mailto:forno@localhost',
      now,
      agent: options.webPush?.agent,
    }),
    createWhatsAppNotifier(whatsapp),
    // only where a store can be connected: other shops' notices make no iFood jobs
    ...(ifood.api ? [ifoodStatusNotifier(ifood)] : []),
    ...(options.statusNotifiers ?? []),
  ];
  registerStatusNotices(jobs, { db: options.database.db, notifiers: statusNotifiers });
  options.jobs?.register?.(jobs);
  const context: AppContext = {
    database: options.database,
    now,
    cep: { ...DEFAULT_CEP_CONFIG, ...options.cep },
    events,
    menu: createMenuCache(options.database.db, { ttlMs: options.menuCacheTtlMs ?? 0, now }),
    jobs,
    faultInjection: options.faultInjection,
    publicUrl: options.publicUrl,
    whatsappApiUrl: whatsapp.apiUrl,
    secrets,
    pixProviders,
    onOrderPlaced: (tx, order, at) => startPixCharge(tx, secrets, order, at),
    holdOrderUntilPaid: (tx, order) => isHeldUntilPaid(tx, secrets, order),
    isTrustedPeer: isTrustedPeer(trustProxy),
    ifood,
  };
  registerPixWebhookJob(jobs, {
    db: options.database.db,
    secrets: context.secrets,
    pixProviders: context.pixProviders,
    now,
  });
  // the shop's side of Pix (decision 064): webhooks' lookups, polling, refunds, reconciliation
  const pixInbound = {
    db: options.database.db,
    events,
    secrets: context.secrets,
    pixProviders: context.pixProviders,
    now,
  };
  registerPaymentLookups(jobs, pixInbound);
  registerChargeChecks(jobs, pixInbound);
  registerRefundJobs(jobs, pixInbound);
  registerReconcileJob(jobs, pixInbound);
  // A catalogue change made on another instance (or one that may have gone unheard while the
  // events' connection was down): this one reads the menu again too.
  events.subscribe((event) => {
    if (event.type === 'menu.changed' || event.type === 'events.resumed') context.menu.invalidate();
  });

  // routes
  await app.register(
    async (api) => {
      await api.register(healthRoutes, context);
      await api.register(menuRoutes, context);
      await api.register(productPhotoRoutes, context);
      await api.register(establishmentRoutes, context);
      await api.register(orderRoutes, context);
      await api.register(pushNoticeRoutes, context);
      await api.register(pixChargeRoutes, context);
      await api.register(tableOrderRoutes, context);
      await api.register(promotionRoutes, context);
      await api.register(cepRoutes, context);
      await api.register(pixWebhookRoutes, { ...context, prefix: '/pix' });
      await api.register(whatsappWebhookRoutes, { ...context, prefix: '/whatsapp' });
      await api.register(authRoutes, { ...context, prefix: '/auth' });
      // The driver's phone (decision 066): it signs in with the shop's one-time link, and every
      // other route needs that session; state changes carry the CSRF header, as the admin's do.
      await api.register(
        async (driver) => {
          driver.addHook('onRequest', rejectCrossSiteRequests);
          driver.addHook('onRequest', async (_request, reply) => {
            reply.header('cache-control', 'no-store');
          });
          await driver.register(driverSessionRoutes, context);
          await driver.register(async (signedIn) => {
            signedIn.addHook('onRequest', requireDriver(context));
            // driver route modules register here: await signedIn.register(xRoutes, context);
            await signedIn.register(driverMeRoutes, context);
            await signedIn.register(driverAppRoutes, context);
          });
        },
        { prefix: '/driver' },
      );
      // Everything under /api/admin needs an active admin's session whose role the route
      // declares; state changes also need the CSRF header. admin-routes.test.ts walks the route
      // table to prove it.
      await api.register(
        async (admin) => {
          // every admin route declares the staff roles that may call it (decision 039)
          admin.addHook('onRoute', demandDeclaredRoles);
          admin.addHook('onRequest', rejectCrossSiteRequests);
          admin.addHook('onRequest', requireAdmin(context));
          admin.addHook('onRequest', requireRole);
          // An admin who changed the catalogue sees it on the menu at once, on this instance.
          admin.addHook('onSend', async (request, reply) => {
            if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
              context.menu.invalidate();
              // every instance forgets its menu, and open storefronts read it again
              if (changesCatalogue(request.url)) void events.publish({ type: 'menu.changed' });
            }
          });
          await admin.register(adminAccountRoutes, context);
          // admin route modules register here: await admin.register(xRoutes, { ...context, prefix: '/x' });
          await admin.register(adminDashboardRoutes, { ...context, prefix: '/dashboard' });
          await admin.register(adminOrderRoutes, { ...context, prefix: '/orders' });
          await admin.register(deskAlarmRoutes, { ...context, prefix: '/orders' });
          await admin.register(counterRoutes, { ...context, prefix: '/counter' });
          await admin.register(adminCustomerRoutes, { ...context, prefix: '/customers' });
          await admin.register(adminEventRoutes, { ...context, prefix: '/events' });
          await admin.register(adminProductRoutes, { ...context, prefix: '/products' });
          await admin.register(adminReportRoutes, { ...context, prefix: '/reports' });
          await admin.register(cashShiftRoutes, { ...context, prefix: '/cash-shifts' });
          await admin.register(driverClosingRoutes, { ...context, prefix: '/driver-closing' });
          await admin.register(driverClosingCsvRoutes, context);
          await admin.register(adminProductPhotoRoutes, { ...context, prefix: '/products' });
          await admin.register(adminSettingsRoutes, { ...context, prefix: '/settings' });
          await admin.register(adminSoldOutRoutes, { ...context, prefix: '/sold-out' });
          await admin.register(adminMenuItemRoutes, { ...context, prefix: '/menu-items' });
          await admin.register(adminSizeRoutes, { ...context, prefix: '/sizes' });
          await admin.register(adminPriceListRoutes, { ...context, prefix: '/price-list' });
          await admin.register(adminTeamRoutes, { ...context, prefix: '/team' });
          await admin.register(adminPromotionRoutes, { ...context, prefix: '/promotions' });
          await admin.register(kitchenRoutes, { ...context, prefix: '/kitchen' });
          await admin.register(dispatchRoutes, { ...context, prefix: '/dispatch' });
          await admin.register(adminJobRoutes, { ...context, prefix: '/jobs' });
          await admin.register(printerRoutes, { ...context, prefix: '/printers' });
          await admin.register(pixProviderRoutes, { ...context, prefix: '/pix-provider' });
          await admin.register(whatsappAdminRoutes, { ...context, prefix: '/whatsapp' });
          await admin.register(adminTableRoutes, { ...context, prefix: '/tables' });
          await admin.register(comandaRoutes, { ...context, prefix: '/comandas' });
          await admin.register(pixRefundRoutes, { ...context, prefix: '/pix' });
          await admin.register(pixReconciliationRoutes, { ...context, prefix: '/pix' });
          await admin.register(adminDriverRoutes, { ...context, prefix: '/drivers' });
          await admin.register(ifoodRoutes, { ...context, prefix: '/ifood' });
        },
        { prefix: '/admin' },
      );
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  // robots.txt, sitemap.xml; the web app, each page with its own head; what answers everything else
  await app.register(seoRoutes, { publicUrl: options.publicUrl });
  const sendPage = options.webDir
    ? await registerWebApp(app, {
        webDir: options.webDir,
        ssrDir: options.ssrDir,
        context,
        publicUrl: options.publicUrl,
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // a missing hashed file (an old page after a deploy) is a 404, never the app's HTML
    const isAppRoute = !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/');
    if (sendPage && isPage && isAppRoute) {
      return sendPage(request, reply);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', 'Recurso não encontrado.'));
  });

  // every feature has registered its job kinds by now
  if (options.jobs?.start) {
    // open charges are polled even if their chain was lost (decision 064): the sweep, once per slot
    app.addHook('onReady', async () => seedChargeSweep(options.database.db));
    // a connected iFood store's polls, even if their chain was lost (decision 072)
    app.addHook('onReady', async () => seedIfoodPollIfConnected(options.database.db, now()));
    app.addHook('onReady', async () => jobs.start());
  }

  return app;
}

/**
 * The admin routes whose changes the storefront's menu shows (products and their photos, 'Acabou'
 * switches).
 */
// the menu carries the automatic offers too (decision 041)
const CATALOGUE_ROUTES = [
  '/api/admin/products',
  '/api/admin/sold-out',
  '/api/admin/promotions/offers',
  // extras, crusts and fillings, and the price list's saves (decision 047)
  '/api/admin/menu-items',
  '/api/admin/price-list/changes',
  // the shop's sizes (decision 046)
  '/api/admin/sizes',
];

function changesCatalogue(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return CATALOGUE_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}
