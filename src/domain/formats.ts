/** Phone and CEP formats (spec §5, §9). */
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

/** wa.me link for a shop number kept as digits; text is URL-encoded. */
export function whatsappLink(whatsappDigits: string, text?: string): string {
  const base = `https://wa.me/${onlyDigits(whatsappDigits)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
