/**
 * The setup code (docs/decisions/036-setup-code-and-folder-lock.md): what the first owner's
 * registration needs, so that only whoever started the server can claim a shop without an owner.
 * Sixteen characters in four groups, from an alphabet without look-alikes (no 0/O, 1/I/L, U).
 */

export const SETUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SETUP_CODE_LENGTH = 16;
/** Longest input read as a code: anything longer is not one. */
export const SETUP_CODE_INPUT_MAX = 64;

export const SETUP_CODE_REQUIRED =
  'Informe o código de configuração mostrado quando o servidor foi iniciado.';
export const SETUP_CODE_INVALID =
  'Código de configuração incorreto. Confira o código mostrado quando o servidor foi iniciado.';

/** Upper case, without spaces or dashes: 'abcd-efgh …' and 'ABCDEFGH…' are the same code. */
export function normalizeSetupCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** 'ABCDEFGHJKMNPQRS' → 'ABCD-EFGH-JKMN-PQRS'. */
export function formatSetupCode(code: string): string {
  return normalizeSetupCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** A code made from random bytes (one byte per character, rejection-sampled: no bias). */
export function setupCodeFromBytes(next: () => number): string {
  const limit = 256 - (256 % SETUP_CODE_ALPHABET.length);
  let code = '';
  while (code.length < SETUP_CODE_LENGTH) {
    const byte = next();
    if (byte < limit) code += SETUP_CODE_ALPHABET[byte % SETUP_CODE_ALPHABET.length];
  }
  return code;
}
