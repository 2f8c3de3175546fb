import type { Executor } from '../../../db/client';
import {
  businessDateOf,
  businessDayRange,
  businessDayRule,
  type BusinessDayRule,
} from '../../../domain/business-day';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { TimeRange } from '../../../domain/local-day';
import { findSettings } from '../establishment/repository';

export interface ClosingDay {
  day: string;
  range: TimeRange;
  rule: BusinessDayRule;
  timeZone: string;
}

/** The business day asked for, or the one `now` is in (a night past midnight is its evening's). */
export async function closingDay(
  db: Executor,
  day: string | undefined,
  now: Date,
): Promise<ClosingDay> {
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const rule = businessDayRule(settings);
  const date = day ?? businessDateOf(now, rule);
  return { day: date, range: businessDayRange(date, rule), rule, timeZone: settings.timeZone };
}
