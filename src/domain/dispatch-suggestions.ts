/**
 * Which ready orders could go out together (docs/decisions/068-dispatch.md): the desk's 'Sugestão'
 * chips. Pure: the board hands in its ready orders, oldest accepted first.
 */
import { bairroKey } from './bairro';

/** The most orders one trip takes: a motorbike's box holds about three pizzas' orders. */
const MAX_ORDERS_PER_TRIP = 3;

/** CEPs sharing this many leading digits are neighbours (the Correios' sub-sector). */
const NEIGHBOUR_CEP_DIGITS = 4;

export interface SuggestibleOrder {
  id: number;
  /** The zone's id when it matched the shop's zones, else its name as stored; null: none. */
  zoneKey: string | null;
  /** The zone's name as shown. */
  zoneName: string | null;
  /** The address's CEP, digits only ('' when unknown). */
  cep: string;
}

export interface DispatchSuggestion {
  orderIds: number[];
  /** 'Sugestão: #12 + #14 (Centro)'. */
  label: string;
}

function cepPrefix(cep: string): string | null {
  const digits = cep.replace(/\D/g, '');
  return digits.length === 8 ? digits.slice(0, NEIGHBOUR_CEP_DIGITS) : null;
}

/**
 * Two orders are neighbours when their CEPs share the first four digits (zones being the shop's
 * own lists of bairros, the CEP is what says two streets are close).
 */
function areNeighbours(a: SuggestibleOrder, b: SuggestibleOrder): boolean {
  const prefix = cepPrefix(a.cep);
  return prefix !== null && prefix === cepPrefix(b.cep);
}

function sameZone(a: SuggestibleOrder, b: SuggestibleOrder): boolean {
  return a.zoneKey !== null && a.zoneKey === b.zoneKey;
}

/**
 * Groups of two or more orders, at most `MAX_ORDERS_PER_TRIP` each: starting from the oldest order
 * not yet grouped, first the orders of its zone (oldest first), then those of a neighbouring CEP.
 * An order is in one suggestion at most; an order with no company is left out.
 */
export function suggestDispatchGroups(
  orders: readonly SuggestibleOrder[],
  maxPerTrip: number = MAX_ORDERS_PER_TRIP,
): DispatchSuggestion[] {
  const taken = new Set<number>();
  const suggestions: DispatchSuggestion[] = [];
  for (const first of orders) {
    if (taken.has(first.id)) continue;
    const group: SuggestibleOrder[] = [first];
    const free = () => orders.filter((o) => !taken.has(o.id) && !group.includes(o));
    for (const other of free()) {
      if (group.length >= maxPerTrip) break;
      if (sameZone(first, other)) group.push(other);
    }
    for (const other of free()) {
      if (group.length >= maxPerTrip) break;
      if (group.some((member) => areNeighbours(member, other))) group.push(other);
    }
    if (group.length < 2) continue;
    for (const member of group) taken.add(member.id);
    const zones = [...new Set(group.map((o) => o.zoneName?.trim()).filter((z) => !!z))];
    suggestions.push({
      orderIds: group.map((o) => o.id),
      label: `Sugestão: ${group.map((o) => `#${o.id}`).join(' + ')}${zones.length > 0 ? ` (${zones.join(', ')})` : ''}`,
    });
  }
  return suggestions;
}

/**
 * The shop's zone an order's `delivery_zone` names: it holds the zone's name as it was when the
 * order was placed (or, for some orders, its id), so the id is tried, then the name however typed.
 */
export function matchZone<Zone extends { id: string; name: string }>(
  zones: readonly Zone[],
  deliveryZone: string | null,
): Zone | null {
  if (deliveryZone === null || deliveryZone.trim() === '') return null;
  const key = bairroKey(deliveryZone);
  return (
    zones.find((zone) => zone.id === deliveryZone) ??
    zones.find((zone) => zone.name === deliveryZone) ??
    zones.find((zone) => bairroKey(zone.name) === key) ??
    null
  );
}
