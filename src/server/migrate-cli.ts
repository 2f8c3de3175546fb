import { loadEnv, databaseConfigFromEnv } from './env';
import { openDatabase } from '../db/client';

/** `npm run db:migrate`: apply migrations and seed, with the same settings as the server. */
const env = loadEnv();
const handle = await openDatabase(databaseConfigFromEnv(env));
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
