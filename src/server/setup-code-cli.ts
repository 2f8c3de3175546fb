import { openDatabase } from '../db/client';
import { databaseConfigFromEnv, loadEnv, setupCodeFileFromEnv } from './env';
import { issueSetupCode } from './modules/auth/issue-setup-code';
import { setupCodeBanner, writeSetupCodeFile } from './setup-code-file';
import { exitWithStartupProblem } from './startup-problems';

/**
 * `npm run setup-code`: a new setup code for the owner's registration, when the one shown on the
 * first start was lost (docs/decisions/036). The previous code stops working. With the embedded
 * database, stop the server first (one process per folder); with DATABASE_URL it runs any time.
 */
try {
  const env = loadEnv();
  const handle = await openDatabase(databaseConfigFromEnv(env, 'setup-code'));
  try {
    await handle.migrate();
    const outcome = await issueSetupCode(handle.db, { renew: true });
    if (outcome.kind === 'issued') {
      const file = setupCodeFileFromEnv(env);
      writeSetupCodeFile(file, outcome.code, new Date());
      console.log(setupCodeBanner(outcome.code, file, `http://localhost:${env.PORT}`));
    } else {
      console.log('Forno: a loja já tem dono; nenhum código de configuração é necessário.');
      console.log('Forno: the shop already has its owner; no setup code is needed.');
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  exitWithStartupProblem(error);
}
