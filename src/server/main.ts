import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { buildApp } from './app';
import { databaseConfigFromEnv, loadEnv, setupCodeFileFromEnv, webPushSubjectFromEnv } from './env';
import { issueSetupCode, type SetupCodeOutcome } from './modules/auth/issue-setup-code';
import {
  startPixWebhookListener,
  type PixWebhookListener,
} from './modules/pix/webhooks/webhook-tls-listener';
import {
  removeSetupCodeFile,
  setupCodeBanner,
  setupCodePendingMessage,
  writeSetupCodeFile,
} from './setup-code-file';
import { exitWithStartupProblem, newShopMessage } from './startup-problems';

/** After SIGTERM, requests in flight get this long; then every connection is cut. */
const SHUTDOWN_DEADLINE_MS = 10_000;

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    return exitWithStartupProblem(error);
  }
})();

let database: DatabaseHandle;
let setup: SetupCodeOutcome;
let checksums: string;
const setupCodeFile = setupCodeFileFromEnv(env);
try {
  database = await openDatabase(databaseConfigFromEnv(env, 'server'));
  await database.migrate();
  checksums = await database.dataChecksums();
  // while the shop has no owner, only whoever started the server may register one (decision 036)
  setup = await issueSetupCode(database.db, { preset: env.FORNO_SETUP_CODE });
  if (setup.kind === 'issued' && !env.FORNO_SETUP_CODE) {
    writeSetupCodeFile(setupCodeFile, setup.code, new Date());
  }
  if (setup.kind === 'owner-exists') removeSetupCodeFile(setupCodeFile);
} catch (error) {
  exitWithStartupProblem(error);
}

const app = await buildApp({
  database,
  webDir: env.WEB_DIR || undefined,
  ssrDir: env.SSR_DIR || undefined,
  logger: { level: env.LOG_LEVEL },
  trustProxy: env.TRUST_PROXY,
  cep: { services: env.CEP_SERVICES, timeoutMs: env.CEP_TIMEOUT_MS },
  menuCacheTtlMs: env.MENU_CACHE_TTL_MS,
  rateLimits: env.RATE_LIMITS === 'on',
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
  faultInjection: env.FORNO_FAULT_INJECTION,
  testClock: env.FORNO_TEST_CLOCK === 'header',
  publicUrl: env.PUBLIC_URL,
  secretsKey: env.FORNO_SECRETS_KEY,
  whatsappApiUrl: env.WHATSAPP_API_URL,
  ifood: {
    apiUrl: env.IFOOD_API_URL,
    clientId: env.IFOOD_CLIENT_ID,
    clientSecret: env.IFOOD_CLIENT_SECRET,
  },
  printers: { retryMaxMs: env.PRINTER_RETRY_MAX_MS },
  webPush: { subject: webPushSubjectFromEnv(env, hostname()) },
  jobs: {
    start: true,
    leaseMs: env.JOBS_LEASE_MS,
    pollMs: env.JOBS_POLL_MS,
    testKinds: env.FORNO_TEST_JOBS === 'on',
  },
});

let webhookListener: PixWebhookListener | null = null;
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: finishing requests in flight');
  // a client that never finishes its request must not keep the shop from restarting
  const deadline = setTimeout(() => {
    app.log.warn(`requests still open after ${SHUTDOWN_DEADLINE_MS} ms: closing them`);
    app.server.closeAllConnections();
  }, SHUTDOWN_DEADLINE_MS);
  const lastResort = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS * 2);
  lastResort.unref();
  try {
    await webhookListener?.close();
    await app.close();
  } finally {
    clearTimeout(deadline);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  // the API Pix's webhooks over mTLS, when Forno terminates TLS for them itself (decision 064)
  if (
    env.PIX_WEBHOOK_TLS_PORT &&
    env.PIX_WEBHOOK_TLS_CERT &&
    env.PIX_WEBHOOK_TLS_KEY &&
    env.PIX_WEBHOOK_CLIENT_CA
  ) {
    webhookListener = await startPixWebhookListener(app, {
      port: env.PIX_WEBHOOK_TLS_PORT,
      host: env.HOST,
      cert: readFileSync(env.PIX_WEBHOOK_TLS_CERT),
      key: readFileSync(env.PIX_WEBHOOK_TLS_KEY),
      clientCa: readFileSync(env.PIX_WEBHOOK_CLIENT_CA),
    });
    app.log.info({ port: webhookListener.port }, 'Pix webhook listener (mTLS) started');
  }
} catch (error) {
  await database.close();
  exitWithStartupProblem(error);
}
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
const port = app.server.address();
const shownPort = typeof port === 'object' && port ? port.port : env.PORT;
if (database.isNewDataDir && database.dataDir) {
  console.log(newShopMessage(database.dataDir, `http://${shownHost}:${shownPort}`));
}
const shownUrl = `http://${shownHost}:${shownPort}`;
if (setup.kind === 'issued' && env.FORNO_SETUP_CODE) {
  console.log(
    `Forno: a loja ainda não tem dono; o código de configuração é o de FORNO_SETUP_CODE (${shownUrl}/admin/register).`,
  );
} else if (setup.kind === 'issued') {
  console.log(setupCodeBanner(setup.code, setupCodeFile, shownUrl));
} else if (setup.kind === 'pending') {
  console.log(setupCodePendingMessage(setupCodeFile, shownUrl));
}
console.log(
  `Forno is running at ${shownUrl} (database: ${database.kind === 'pglite' ? `embedded, ${database.dataDir ?? env.DATA_DIR}` : 'PostgreSQL'}, data checksums ${checksums})`,
);
