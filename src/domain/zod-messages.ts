import { z } from 'zod/mini';

/**
 * Every message a person reads is pt-BR (docs/product/principles.md#quality-bar). Schemas name their own messages
 * where the spec has one; this is what any other check says instead of zod's English ('Too
 * small: expected string to have >=1 characters'). Installed once by the server and by the web app
 * (`installBrazilianPortugueseMessages`), for classic zod and zod/mini alike.
 */
export function brazilianPortugueseMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Campo obrigatório.'
        : 'Valor inválido.';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? 'Campo obrigatório.' : `Use pelo menos ${min} caracteres.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1 ? 'Escolha ao menos um item.' : `Escolha pelo menos ${min} itens.`;
      }
      return `O valor mínimo é ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Use no máximo ${max} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `No máximo ${max} itens.`;
      return `O valor máximo é ${max}.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'E-mail inválido.' : 'Formato inválido.';
    case 'invalid_value':
      return 'Escolha uma opção válida.';
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}.`;
    default:
      return 'Valor inválido.';
  }
}

export function installBrazilianPortugueseMessages(): void {
  z.config({ customError: brazilianPortugueseMessage });
}
