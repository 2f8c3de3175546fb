import type { z } from 'zod/mini';
import { brazilianPortugueseMessage } from '../../domain/zod-messages';

// zod's settings for the browser, set without loading zod: the first load of a page carries no
// schema (decision 013), and zod keeps its settings in one object on `globalThis`
// (`__zod_globalConfig`, shared by every copy of zod and read when a schema is built), which
// this fills before any schema exists. `zod-without-eval.test.ts` checks that zod reads them.
//
// Zod compiles fast object parsers with `new Function` and, to know whether it may, tries one as
// each object schema is built. The CSP allows no 'unsafe-eval'
// (server/plugins/security-headers.ts), so that probe is a CSP violation on every page: parse
// without eval instead. main.tsx imports this first, before any module builds a schema. And every
// message a person reads is pt-BR, those of checks without a message of their own too.
const scope = globalThis as { __zod_globalConfig?: z.core.$ZodConfig };
scope.__zod_globalConfig ??= {};
Object.assign(scope.__zod_globalConfig, {
  jitless: true,
  customError: brazilianPortugueseMessage,
} satisfies z.core.$ZodConfig);
