import { z } from 'zod';
import { ReportQuerySchema, type ReportQuery } from '../../../domain/admin-reports';
import { AppError } from '../../errors';

/** A report period as it arrives in the query string: read as text, then checked whole. */
export const RawPeriodQuerySchema = z.object({
  period: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

/**
 * A period the reports (and the Pix reconciliation, which reads bare dates as 'personalizado')
 * can answer, or a 400 `INVALID_PERIOD` saying in pt-BR what is wrong with it.
 */
export function parsePeriodQuery(
  raw: z.infer<typeof RawPeriodQuerySchema>,
  schema: z.ZodType<ReportQuery> = ReportQuerySchema,
): ReportQuery {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'INVALID_PERIOD',
    parsed.error.issues[0]?.message ?? 'Período inválido.',
    parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}
