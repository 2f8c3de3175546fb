import { z } from 'zod/mini';

/** `GET /api/health`: 200 when the database answers and has every table the app needs, else 503. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  /** `incomplete`: it answers, but lacks tables the app needs (a damaged or foreign database). */
  database: z.enum(['ok', 'unavailable', 'incomplete']),
  databaseKind: z.enum(['pglite', 'postgres']),
  missingTables: z.optional(z.array(z.string())),
});
