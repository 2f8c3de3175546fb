import {
  EstablishmentSettingsSchema,
  PAYMENT_OPTIONS_MAX,
  type EstablishmentSettings,
} from '../../../../domain/establishment';
import { CLOSED_DAY, formatDayHours, REOPENED_DAY_HOURS } from '../../../../domain/opening-hours';

/** Field path ('name', 'schedules.segunda', 'socialMedia.instagram') → the first message for it. */
export type SettingsErrors = Readonly<Record<string, string>>;

/** docs/product/states.md#settings: the working copy differs from the saved one (the order of keys does not count). */
export function sameSettings(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameSettings(item, b[i]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(aRecord), ...Object.keys(bRecord)]);
  return [...keys].every((key) => sameSettings(aRecord[key], bRecord[key]));
}

export type CheckedSettings =
  { isValid: true; settings: EstablishmentSettings } | { isValid: false; errors: SettingsErrors };

/** The working copy through the API's own schema: the trimmed settings to send, or the messages. */
export function checkSettings(copy: EstablishmentSettings): CheckedSettings {
  const result = EstablishmentSettingsSchema.safeParse(copy);
  if (result.success) return { isValid: true, settings: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { isValid: false, errors };
}

/** A day's value as its two time inputs show it; a half-typed value keeps the part it has. */
export interface DayHoursFields {
  isClosed: boolean;
  start: string;
  end: string;
}

export function dayHoursFields(value: string): DayHoursFields {
  if (value.trim() === CLOSED_DAY) return { isClosed: true, start: '', end: '' };
  const [start = '', end = ''] = value.split(' às ');
  return { isClosed: false, start: start.trim(), end: end.trim() };
}

/** What one of a day's time inputs changes the day to. */
export function withDayTime(value: string, part: 'start' | 'end', time: string): string {
  const fields = dayHoursFields(value);
  const start = part === 'start' ? time : fields.start;
  const end = part === 'end' ? time : fields.end;
  return formatDayHours(start, end);
}

/** docs/product/states.md#settings: marking 'Fechado' sets 'Fechado'; unmarking sets '09:00 às 18:00'. */
export function withDayClosed(isClosed: boolean): string {
  return isClosed ? CLOSED_DAY : REOPENED_DAY_HOURS;
}

/** docs/product/rules.md#back-office-forms: a payment option is added only when its text is not empty (and not there already). */
export function addPaymentOption(
  options: readonly string[],
  text: string,
): { options: string[]; error: string | null } {
  const option = text.trim();
  if (option === '') return { options: [...options], error: null };
  if (options.some((o) => o.toLocaleLowerCase('pt-BR') === option.toLocaleLowerCase('pt-BR'))) {
    return { options: [...options], error: 'Essa forma de pagamento já está na lista.' };
  }
  if (options.length >= PAYMENT_OPTIONS_MAX) {
    return {
      options: [...options],
      error: `São permitidas no máximo ${PAYMENT_OPTIONS_MAX} formas de pagamento.`,
    };
  }
  return { options: [...options, option], error: null };
}
