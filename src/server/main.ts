import { openDatabase } from '../db/client';
import { buildApp } from './app';
import { databaseConfigFromEnv, loadEnv } from './env';

const env = loadEnv();
const database = await openDatabase(databaseConfigFromEnv(env));
await database.migrate();

const app = await buildApp({
  database,
  webDir: env.WEB_DIR || undefined,
  logger: { level: env.LOG_LEVEL },
  trustProxy: env.TRUST_PROXY,
  cep: { primaryUrl: env.CEP_PRIMARY_URL, fallbackUrl: env.CEP_FALLBACK_URL },
  menuCacheTtlMs: env.MENU_CACHE_TTL_MS,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: finishing requests in flight');
  try {
    await app.close();
  } finally {
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
const port = app.server.address();
const shownPort = typeof port === 'object' && port ? port.port : env.PORT;
console.log(
  `Forno is running at http://${shownHost}:${shownPort} (database: ${database.kind === 'pglite' ? `embedded, ${env.DATA_DIR}` : 'PostgreSQL'})`,
);
