import { loadEnv } from './env';
import { backUpData } from './operations/back-up-data';
import { exitWithStartupProblem } from './startup-problems';

/** `npm run backup [-- <file>]`: docs/decisions/016 and the README's "Backups". */
try {
  const backup = await backUpData(loadEnv(), process.argv[2], new Date());
  if (backup.kind === 'postgres') {
    console.log(`Cópia do PostgreSQL salva em ${backup.file} (pg_dump, formato custom).`);
  } else {
    const { contents } = backup;
    const last = contents.lastOrderAt ? contents.lastOrderAt.toISOString() : 'nenhum';
    console.log(
      `Cópia de segurança salva em ${backup.file} (${(backup.bytes / 1024 / 1024).toFixed(1)} MB, feita ${backup.takenFrom === 'running server' ? 'pelo servidor em funcionamento' : 'da pasta parada'}).`,
    );
    console.log(
      `Verificada: abre e contém ${contents.orders} pedidos (o último em ${last}), ${contents.customers} clientes e ${contents.products} produtos.`,
    );
  }
} catch (error) {
  exitWithStartupProblem(error);
}
