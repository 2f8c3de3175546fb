import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { formatSetupCode } from '../domain/setup-code';

/**
 * The setup code's copy on the disk (docs/decisions/036): readable by the user running Forno only,
 * like the data folder, and removed once the shop has its owner.
 */
export function writeSetupCodeFile(path: string, code: string, at: Date): void {
  writeFileSync(
    path,
    [
      formatSetupCode(code),
      '',
      `Código de configuração do Forno, criado em ${at.toISOString()}.`,
      'Informe-o em /admin/register para cadastrar o dono da loja. Vale uma vez só.',
      'Perdeu? npm run setup-code cria outro (o anterior deixa de valer).',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  // an existing file keeps its old mode on rewrite
  chmodSync(path, 0o600);
}

export function removeSetupCodeFile(path: string): void {
  rmSync(path, { force: true });
}

/** The block printed once on stdout when a code is made. */
export function setupCodeBanner(code: string, file: string, url: string): string {
  const rule = '─'.repeat(72);
  return [
    rule,
    'Forno: CÓDIGO DE CONFIGURAÇÃO DA LOJA',
    '',
    `    ${formatSetupCode(code)}`,
    '',
    `Para cadastrar o dono, abra ${url}/admin/register e informe este código.`,
    'Ele vale uma vez só e só quem iniciou o servidor o vê.',
    `Uma cópia ficou em ${file} (legível só por este usuário).`,
    `Forno: setup code for the owner's registration at ${url}/admin/register (also in ${file}).`,
    rule,
  ].join('\n');
}

/** On a later start, while the owner has not registered: where the code is, not the code. */
export function setupCodePendingMessage(file: string, url: string): string {
  return [
    `Forno: a loja ainda não tem dono. Cadastre-o em ${url}/admin/register com o código de configuração guardado em ${file} (perdeu? npm run setup-code).`,
    `Forno: the shop has no owner yet. Register one at ${url}/admin/register with the setup code kept in ${file} (lost? npm run setup-code).`,
  ].join('\n');
}
