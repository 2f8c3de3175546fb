import { openDatabase } from '../db/client';
import { databaseConfigFromEnv, loadEnv } from './env';
import { exitWithStartupProblem } from './startup-problems';

/** `npm run db:migrate`: apply migrations and seed, with the same settings as the server. */
try {
  const env = loadEnv();
  const handle = await openDatabase(databaseConfigFromEnv(env, 'db:migrate'));
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  console.log(`Migrations applied (${handle.kind}).`);
} catch (error) {
  exitWithStartupProblem(error);
}
