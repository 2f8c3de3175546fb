import type { FastifyInstance } from 'fastify';
import { createTestDatabase, openShopAllDay, type TestDatabase } from '../../db/test/test-database';
import { buildApp, type BuildAppOptions } from '../app';
import type { CepConfig } from '../context';
import type { TrustProxy } from '../trust-proxy';

export { createTestDatabase, testDbKind, type TestDatabase } from '../../db/test/test-database';

export interface TestApp {
  /** Not yet ready: a test may still add routes; `inject()` readies it. */
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The key credentials are sealed with in API tests (FORNO_SECRETS_KEY). */
export const TEST_SECRETS_KEY = 'forno-test-secrets-key-0123456789abcdef';

/** The API alone (no web app) on a fresh database, answering through `app.inject()`. */
export async function createTestApp(
  options: {
    now?: () => Date;
    /** The shop opens all day: for tests that place orders on the real clock, at whatever hour. */
    openAllDay?: boolean;
    cep?: Partial<CepConfig>;
    menuCacheTtlMs?: number;
    /** Off unless a test is about them: most tests send many requests from one address. */
    rateLimits?: boolean;
    /** The shop's proxies (TRUST_PROXY); none unless a test is about them. */
    trustProxy?: TrustProxy;
    /** PUBLIC_URL; unset unless a test is about it. */
    publicUrl?: string;
    /** The job runner's settings; it stays stopped unless `start` (tests call `drain()`). */
    jobs?: BuildAppOptions['jobs'];
    /** FORNO_SECRETS_KEY; TEST_SECRETS_KEY unless a test gives another, or null for none. */
    secretsKey?: string | null;
    /** Builds Pix provider adapters (createMemoryPixProvider); omitted, the real adapters. */
    pixProviderFactory?: BuildAppOptions['pixProviderFactory'];
    /** Listeners of the orders' status changes (decision 071), besides the app's own. */
    statusNotifiers?: BuildAppOptions['statusNotifiers'];
    /** Web Push (decision 074): the agent that trusts a fake push service. */
    webPush?: BuildAppOptions['webPush'];
    /** The official WhatsApp's Cloud API (a FakeWhatsAppCloud's `baseUrl`) and its retries' wait. */
    whatsappApiUrl?: string;
    whatsappBackoff?: BuildAppOptions['whatsappBackoff'];
    /** The iFood app's address and credentials (a fake iFood's, decision 072). */
    ifood?: BuildAppOptions['ifood'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    if (options.openAllDay) await openShopAllDay(database.db);
    const app = await buildApp({
      database,
      now: options.now,
      cep: options.cep,
      menuCacheTtlMs: options.menuCacheTtlMs,
      rateLimits: options.rateLimits ?? false,
      trustProxy: options.trustProxy,
      publicUrl: options.publicUrl,
      jobs: options.jobs,
      pixProviderFactory: options.pixProviderFactory,
      statusNotifiers: options.statusNotifiers,
      webPush: options.webPush,
      whatsappApiUrl: options.whatsappApiUrl,
      whatsappBackoff: options.whatsappBackoff,
      ifood: options.ifood,
      secretsKey:
        options.secretsKey === null ? undefined : (options.secretsKey ?? TEST_SECRETS_KEY),
    });
    return {
      app,
      database,
      async close() {
        try {
          await app.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
