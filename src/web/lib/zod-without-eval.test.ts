import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { brazilianPortugueseMessage } from '../../domain/zod-messages';

// The web tests' setup imports zod-without-eval before any test, as main.tsx does in the app.
describe('zod settings set without loading zod', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are the ones zod reads: no eval, pt-BR messages', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.config().customError).toBe(brazilianPortugueseMessage);
  });

  it('an object schema built afterwards parses without compiling code', () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string().check(z.minLength(1)) });
    for (let i = 0; i < 3; i++) expect(z.safeParse(schema, { name: 'Ana' }).success).toBe(true);
    expect(compile).not.toHaveBeenCalled();
    const failed = z.safeParse(schema, { name: '' });
    expect(failed.error?.issues[0]?.message).toBe('Campo obrigatório.');
  });
});
