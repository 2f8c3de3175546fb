import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const NUL_CHARACTER_MESSAGE = 'Caractere inválido.';

/**
 * PostgreSQL text cannot hold U+0000: a name, a note or a search with one would fail at the
 * database (SQLSTATE 22021) after validation let it through. Every route refuses it up front, as
 * any invalid field: 400 VALIDATION_ERROR naming where it was (a preValidation hook, app.ts).
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const parts = [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const;
  for (const [part, value] of parts) {
    const path = findNulCharacter(value);
    if (path !== null) {
      throw new AppError('VALIDATION_ERROR', 'Dados inválidos.', [
        { path: `${part}${path}`, message: NUL_CHARACTER_MESSAGE },
      ]);
    }
  }
}

/**
 * The path ('/customer/name') of the first string or key holding U+0000, or null. Walks with a
 * stack, not recursion: a hostile body may nest thousands of levels deep.
 */
function findNulCharacter(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [at, path] = next;
    if (typeof at === 'string') {
      if (at.includes('\u0000')) return path;
    } else if (Array.isArray(at)) {
      for (let i = at.length - 1; i >= 0; i--) stack.push([at[i], `${path}/${i}`]);
    } else if (at !== null && typeof at === 'object') {
      for (const [key, child] of Object.entries(at)) {
        if (key.includes('\u0000')) return `${path}/${key}`;
        stack.push([child, `${path}/${key}`]);
      }
    }
  }
  return null;
}
