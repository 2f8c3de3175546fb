import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from '../db/client';
import { DEFAULT_CEP_SERVICES, parseCepServices } from './modules/cep/cep-services';
import { parseTrustProxy } from './trust-proxy';

/** Every setting the server reads from the environment, parsed once at start (habit 6 of docs/ARCHITECTURE.md#habits). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Behind a reverse proxy: how many proxies stand in front (`1`, `2`) or their addresses
     * (`127.0.0.1,10.0.0.0/8`); client addresses come from X-Forwarded-For past them alone.
     * `true` is refused (docs/decisions/037-trusted-proxies-and-photo-bombs.md).
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((text, context) => {
        try {
          return parseTrustProxy(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** How old a menu GET /api/menu may answer (docs/decisions/011-menu-cache.md); 0 reads it each time. */
    MENU_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5_000).default(2_000),
    /**
     * The shop's public address (https://forno.example.com.br), used in canonical links, Open Graph
     * tags, robots.txt and sitemap.xml. Unset, each answer uses the address the request came to
     * (Host, or X-Forwarded-Host/-Proto only with TRUST_PROXY): docs/decisions/018-found-and-shared.md.
     */
    PUBLIC_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http:// or https:// address' })
        .refine((value) => {
          if (!URL.canParse(value)) return true; // reported by the check above
          const url = new URL(value);
          return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
        }, 'PUBLIC_URL must be the site address alone, e.g. https://forno.example.com.br')
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    /** Where the built web app is; empty to serve the API alone. */
    WEB_DIR: z.string().default('dist/web'),
    /** The storefront's server build (decision 015); empty to let the browser render every page. */
    SSR_DIR: z.string().default('dist/ssr'),
    /**
     * Postal-code services asked in order, each only when the ones before fail: `kind=url` pairs
     * separated by commas, kinds viacep, brasilapi, opencep (replaceable for tests).
     */
    CEP_SERVICES: z
      .string()
      .default(DEFAULT_CEP_SERVICES)
      .transform((text, context) => {
        try {
          return parseCepServices(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** How long one postal-code service may take before the next one is asked. */
    CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
    /**
     * Per-address request limits (docs/decisions/017-abuse-limits.md). `off` only for load
     * benchmarks and journeys that place many orders from one address.
     */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** How long a request may take to arrive whole; slower clients are cut (decision 017). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    /** Connections one client address may hold at once (the shop's own proxies are exempt). */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(8).max(100_000).default(256),
    /**
     * Fault tests only: `pause-inside-order-write` makes the server stop for good between writing an
     * order and its items, and say so on stdout, so a test can kill it there.
     */
    FORNO_FAULT_INJECTION: z.enum(['pause-inside-order-write']).optional(),
    /**
     * Background jobs (docs/decisions/049): how long an instance holds a job it runs before another
     * may take it (renewed while the job runs), and how often it looks for due jobs unprompted.
     */
    JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
    /**
     * The longest wait between two tries of a ticket on a network printer that is off
     * (docs/decisions/050): once it is back, the ticket prints within this time.
     */
    PRINTER_RETRY_MAX_MS: z.coerce.number().int().min(50).max(600_000).default(60_000),
    /**
     * The key the credentials of outside services (a Pix provider's secret, certificate, token)
     * are sealed with in the database (decision 060): 32 characters or more, e.g. the output of
     * `openssl rand -base64 32`. Unset: the shop cannot connect a Pix provider (the static Pix code
     * still works). Changed or lost: the saved credentials no longer open and must be entered again.
     */
    FORNO_SECRETS_KEY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .min(32, 'FORNO_SECRETS_KEY needs at least 32 characters (openssl rand -base64 32)')
        .optional(),
    ),
    /**
     * Who runs the shop, as push services are told with every notice (VAPID `sub`, RFC 8292,
     * decision 074): `mailto:dono@pizzaria.com.br` or the site's https address. Unset: PUBLIC_URL
     * when it is https, else a mailto: address of the server's own host name.
     */
    WEB_PUSH_SUBJECT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .refine(
          (value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
          'WEB_PUSH_SUBJECT must be a mailto: address or an https:// address',
        )
        .optional(),
    ),
    /**
     * The official WhatsApp's Cloud API (decision 073): Meta's Graph API address with its
     * version. Changed only to follow a newer version, or in tests (a local fake).
     */
    WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
    /**
     * The shop's iFood store (decision 072), connected as a distributed app: the app's id and
     * secret from iFood's developer portal; the API's address (a test server's in the tests).
     * Without the id and secret, Configurações › iFood says iFood is not available here.
     */
    IFOOD_CLIENT_ID: z.string().min(1).optional(),
    IFOOD_CLIENT_SECRET: z.string().min(1).optional(),
    IFOOD_API_URL: z.url().default('https://merchant-api.ifood.com.br'),
    /**
     * The webhook-only HTTPS listener for the API Pix (decision 064): with a port, Forno also
     * listens there with its own TLS certificate and key (PEM file paths) and takes only clients
     * whose certificate the bank's CA chain (`PIX_WEBHOOK_CLIENT_CA`, a PEM file) signed; only the
     * webhook routes answer there. Unset: no such listener (a proxy in front checks the client
     * certificate instead). All four or none.
     */
    PIX_WEBHOOK_TLS_PORT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).max(65_535).optional(),
    ),
    PIX_WEBHOOK_TLS_CERT: z.string().min(1).optional(),
    PIX_WEBHOOK_TLS_KEY: z.string().min(1).optional(),
    PIX_WEBHOOK_CLIENT_CA: z.string().min(1).optional(),
    /**
     * Process tests only: `on` adds the job kind `test.block`, whose run waits on a TCP peer the
     * test controls, so a test can kill the server in the middle of a job.
     */
    FORNO_TEST_JOBS: z.enum(['on']).optional(),
    /**
     * Browser journeys only: `header` lets a request carry `x-forno-test-now` (an ISO instant) and
     * be answered as if it were then (plugins/test-clock.ts). Never set in a shop.
     */
    FORNO_TEST_CLOCK: z.enum(['header']).optional(),
    /**
     * Where the setup code is written (docs/decisions/036). Default: beside the data folder
     * (`./data.forno-setup-code`), or `./forno-setup-code` in the working folder with DATABASE_URL.
     */
    FORNO_SETUP_CODE_FILE: z.string().min(1).optional(),
    /**
     * A setup code chosen in advance instead of a random one (automated installs, the browser
     * journeys): at least 12 letters and digits; dashes and spaces are ignored.
     */
    FORNO_SETUP_CODE: z
      .string()
      .transform((v) => v.toUpperCase().replace(/[\s-]+/g, ''))
      .pipe(z.string().regex(/^[A-Z0-9]{12,64}$/, 'at least 12 letters and digits'))
      .optional(),
  })
  .superRefine((env, context) => {
    const tls = [
      env.PIX_WEBHOOK_TLS_PORT,
      env.PIX_WEBHOOK_TLS_CERT,
      env.PIX_WEBHOOK_TLS_KEY,
      env.PIX_WEBHOOK_CLIENT_CA,
    ];
    if (tls.some((v) => v !== undefined) && tls.some((v) => v === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['PIX_WEBHOOK_TLS_PORT'],
        message:
          'the Pix webhook listener needs PIX_WEBHOOK_TLS_PORT, PIX_WEBHOOK_TLS_CERT, PIX_WEBHOOK_TLS_KEY and PIX_WEBHOOK_CLIENT_CA together',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** `purpose` names the process in the message another one gets while it holds the data folder. */
export function databaseConfigFromEnv(env: Env, purpose: string): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR), purpose };
}

/**
 * The VAPID subject push services see (decision 074): WEB_PUSH_SUBJECT, else an https PUBLIC_URL,
 * else a mailto: on the server's host name (some push services refuse a made-up one: set it).
 */
export function webPushSubjectFromEnv(env: Env, hostname: string): string {
  if (env.WEB_PUSH_SUBJECT) return env.WEB_PUSH_SUBJECT;
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL;
  return `mailto:forno@${hostname}`;
}

/** Where the setup code is written: beside the data folder, or as FORNO_SETUP_CODE_FILE says. */
export function setupCodeFileFromEnv(env: Env): string {
  if (env.FORNO_SETUP_CODE_FILE) return resolve(env.FORNO_SETUP_CODE_FILE);
  return env.DATABASE_URL
    ? resolve('forno-setup-code')
    : `${resolve(env.DATA_DIR)}.forno-setup-code`;
}
