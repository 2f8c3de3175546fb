import { z } from 'zod';

/** Ids and pages in the back office's paths and query strings. */
export const PAGE_SIZE_MAX = 100;

/** Records are numbered by PostgreSQL serials (int4): a larger number names nothing. */
const MAX_RECORD_ID = 2_147_483_647;
/**
 * A whole number in a path or a query string, written in decimal digits only: '0x10', '1e3',
 * ' 12', '+5' and '' name nothing (JavaScript's Number() would read them as numbers).
 */
export function decimalInteger(min: number, max: number) {
  return z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'Use apenas algarismos.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** An id from a path or a query string ('/orders/123', `before=123`). */
export const RecordIdSchema = decimalInteger(1, MAX_RECORD_ID);
