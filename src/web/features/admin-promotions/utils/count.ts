/** A whole number as typed; empty: null; junk: NaN (which the promotion schemas refuse). */
export function countFromText(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
