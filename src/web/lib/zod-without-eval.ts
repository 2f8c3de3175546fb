import { z } from 'zod/mini';

// Zod compiles fast object parsers with `new Function` and, to know whether it may, tries one
// as each object schema is built. The CSP allows no 'unsafe-eval' (server/plugins/security-
// headers.ts), so that probe is a CSP violation on every page: parse without eval instead.
// main.tsx imports this first, before any module builds a schema.
z.config({ jitless: true });
