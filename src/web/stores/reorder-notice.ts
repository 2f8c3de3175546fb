/**
 * What 'Pedir de novo' tells the cart it opens (docs/decisions/033): the order it came from, how
 * many lines went in and what was left out. It travels in the navigation's state, so a reload or
 * a later visit to the cart does not say it again.
 */
export interface ReorderNotice {
  orderNumber: number;
  added: number;
  dropped: string[];
}

export function reorderStateOf(notice: ReorderNotice): { reorder: ReorderNotice } {
  return { reorder: notice };
}

/** The notice in a navigation's state, when it is one (anything else is not). */
export function readReorderNotice(state: unknown): ReorderNotice | null {
  if (typeof state !== 'object' || state === null || !('reorder' in state)) return null;
  const notice = (state as { reorder: unknown }).reorder;
  if (typeof notice !== 'object' || notice === null) return null;
  const { orderNumber, added, dropped } = notice as Record<string, unknown>;
  if (typeof orderNumber !== 'number' || typeof added !== 'number' || !Array.isArray(dropped)) {
    return null;
  }
  return {
    orderNumber,
    added,
    dropped: dropped.filter((item): item is string => typeof item === 'string'),
  };
}
