import { loadEnv } from './env';
import { restoreData } from './operations/restore-data';
import { exitWithStartupProblem } from './startup-problems';

/** `npm run restore -- <file>`: docs/decisions/016 and the README's "Backups". */
const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- <arquivo .tar.gz feito por npm run backup>');
  process.exit(2);
}
try {
  const restored = await restoreData(loadEnv(), file, new Date());
  const { contents } = restored;
  if (restored.previousFolder) {
    console.log(`A pasta que estava em uso foi guardada em ${restored.previousFolder}.`);
  }
  console.log(
    `Restaurado em ${restored.dataDir}: ${contents.orders} pedidos, ${contents.customers} clientes e ${contents.products} produtos. Inicie o servidor com npm run serve.`,
  );
} catch (error) {
  exitWithStartupProblem(error);
}
