/** Phone and CEP formats (docs/product/rules.md#customer-data, docs/product/limits.md#formats). */
export const MIN_PHONE_DIGITS = 10;
export const CEP_DIGITS = 8;

export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Display a phone as (AA) XXXXX-XXXX (11 digits) or (AA) XXXX-XXXX (10 digits); else as given. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}

/** 01310100 → 01310-100. */
export function formatCep(value: string): string {
  const d = onlyDigits(value);
  return d.length === CEP_DIGITS ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}

/** Brazil's calling code, which a WhatsApp number needs before its DDD. */
const BRAZIL_CALLING_CODE = '55';

/** The area codes (DDD) in use in Brazil. */
const BRAZILIAN_DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** A DDD and number: 11 digits for a mobile (9 after the DDD), 10 for a landline (2 to 5). */
function isNationalNumber(digits: string): boolean {
  if (!BRAZILIAN_DDDS.has(Number(digits.slice(0, 2)))) return false;
  if (digits.length === 11) return digits[2] === '9';
  return digits.length === 10 && /^[2-5]$/.test(digits[2] ?? '');
}

/**
 * A Brazilian phone as WhatsApp needs it: 55 + DDD + number, digits only ('(11) 98765-4321',
 * '011 98765-4321', '+55 11 98765-4321' → '5511987654321'); null when it cannot be one. Without
 * the 55, wa.me reads '11987654321' as a number of another country.
 */
export function normalizeWhatsapp(text: string): string | null {
  let digits = onlyDigits(text);
  // 00 (calling abroad) and 0 (a trunk prefix) dialled before the number
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  if (isNationalNumber(digits)) return `${BRAZIL_CALLING_CODE}${digits}`;
  if (digits.startsWith(BRAZIL_CALLING_CODE) && isNationalNumber(digits.slice(2))) return digits;
  return null;
}

/**
 * A WhatsApp number kept as digits, written as people read it: '5511987654321' →
 * '(11) 98765-4321'; a number that is not Brazilian stays '+' and its digits.
 */
export function formatWhatsapp(whatsappDigits: string): string {
  const digits = onlyDigits(whatsappDigits);
  const national = digits.startsWith(BRAZIL_CALLING_CODE) ? digits.slice(2) : digits;
  return isNationalNumber(national) ? formatPhone(national) : `+${digits}`;
}

/**
 * A `tel:` link that dials a phone as typed in the settings, from anywhere: '(11) 3456-7890' →
 * 'tel:+551134567890'; a number that is not a Brazilian DDD and number is dialled as its digits.
 */
export function phoneLink(phone: string): string {
  const international = normalizeWhatsapp(phone);
  return international ? `tel:+${international}` : `tel:${onlyDigits(phone)}`;
}

/** wa.me link for a shop number kept as digits; text is URL-encoded. */
export function whatsappLink(whatsappDigits: string, text?: string): string {
  const base = `https://wa.me/${onlyDigits(whatsappDigits)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * Whether a customer's phone can have WhatsApp: a Brazilian mobile, 9 digits starting with 9 after
 * the DDD (with or without the 55). A landline (10 digits) cannot: call it instead (decision 042).
 */
export function isMobilePhone(phone: string): boolean {
  const normalized = normalizeWhatsapp(phone);
  return normalized !== null && normalized.length === 13 && normalized[4] === '9';
}
