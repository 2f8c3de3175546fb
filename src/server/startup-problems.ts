import { DataDirError } from '../db/data-dir-error';

/**
 * A server that cannot start says why in plain words, in pt-BR for the shop and in English for
 * whoever runs it, and exits 1: never a stack trace of minified code.
 */
function startupProblemLines(error: unknown): string[] {
  if (error instanceof DataDirError) {
    return [`Forno: ${error.messagePt}`, `Forno: ${error.messageEn}`];
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    const address = (error as { address?: string; port?: number }).port ?? '';
    return [
      `Forno: a porta ${address} já está em uso ou não é permitida (${code}). Escolha outra com PORT=…`,
      `Forno: port ${address} is in use or not allowed (${code}). Choose another with PORT=…`,
    ];
  }
  const message = error instanceof Error ? error.message : String(error);
  const [first = 'unknown error', ...rest] = message.split('\n');
  return [
    `Forno não iniciou: ${first}`,
    ...rest.filter((line) => line.trim()).slice(0, 20),
    `Forno did not start: ${first}`,
  ];
}

export function exitWithStartupProblem(error: unknown): never {
  for (const line of startupProblemLines(error)) console.error(line);
  process.exit(1);
}

/** A first start: say loudly that a new, empty shop was made, and where its data lives. */
export function newShopMessage(dataDir: string, url: string): string {
  return [
    `Forno: nova loja criada em ${dataDir} (banco embutido novo, com o cardápio de exemplo). Cadastre o dono em ${url}/admin/register e faça cópias de segurança com npm run backup.`,
    `Forno: a new shop was created in ${dataDir} (new embedded database with the sample menu). Register the owner at ${url}/admin/register and back it up with npm run backup.`,
  ].join('\n');
}
