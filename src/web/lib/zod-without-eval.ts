import { z } from 'zod/mini';
import { installBrazilianPortugueseMessages } from '../../domain/zod-messages';

// zod's settings for the browser. Zod compiles fast object parsers with `new Function` and, to
// know whether it may, tries one as each object schema is built. The CSP allows no 'unsafe-eval'
// (server/plugins/security-headers.ts), so that probe is a CSP violation on every page: parse
// without eval instead. main.tsx imports this first, before any module builds a schema.
z.config({ jitless: true });
// and every message a person reads is pt-BR, those of checks without a message of their own too
installBrazilianPortugueseMessages();
