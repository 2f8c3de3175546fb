import type { Executor } from '../../../../db/client';
import { reportDays, type ReportQuery } from '../../../../domain/admin-reports';
import { businessDateOf, businessDayRule } from '../../../../domain/business-day';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import { findSettings } from '../../establishment/repository';
import type { ReconciliationWindow } from './repository';

/** The period's business days in the shop's time zone, as the reports read them ('hoje' is now). */
export async function reconciliationWindow(
  db: Executor,
  query: ReportQuery,
  now: Date,
): Promise<ReconciliationWindow> {
  const rule = businessDayRule((await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT);
  return { ...reportDays(query, businessDateOf(now, rule)), ...rule };
}
