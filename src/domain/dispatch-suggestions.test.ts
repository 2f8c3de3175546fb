import { describe, expect, it } from 'vitest';
import { matchZone, suggestDispatchGroups, type SuggestibleOrder } from './dispatch-suggestions';

function order(id: number, zone: string | null, cep = ''): SuggestibleOrder {
  return { id, zoneKey: zone === null ? null : zone.toLowerCase(), zoneName: zone, cep };
}

describe('suggestDispatchGroups', () => {
  it('groups orders of the same zone, oldest first, naming the zone', () => {
    const groups = suggestDispatchGroups([
      order(12, 'Centro', '01010000'),
      order(13, 'Mooca', '03101000'),
      order(14, 'Centro', '01020000'),
    ]);
    expect(groups).toEqual([{ orderIds: [12, 14], label: 'Sugestão: #12 + #14 (Centro)' }]);
  });

  it('adds orders of a neighbouring zone: CEPs sharing their first four digits', () => {
    const groups = suggestDispatchGroups([
      order(20, 'Bela Vista', '01310100'),
      order(21, 'Consolação', '01310900'),
      order(22, 'Mooca', '03101000'),
    ]);
    expect(groups).toEqual([
      { orderIds: [20, 21], label: 'Sugestão: #20 + #21 (Bela Vista, Consolação)' },
    ]);
  });

  it('never puts more than three orders on one trip, nor one order in two suggestions', () => {
    const groups = suggestDispatchGroups([
      order(1, 'Centro'),
      order(2, 'Centro'),
      order(3, 'Centro'),
      order(4, 'Centro'),
      order(5, 'Centro'),
    ]);
    expect(groups.map((g) => g.orderIds)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('leaves out orders with no company, and orders with no zone nor CEP', () => {
    expect(suggestDispatchGroups([order(1, null), order(2, null), order(3, 'Centro')])).toEqual([]);
  });
});

describe('matchZone', () => {
  const zones = [
    { id: 'jardim-paulista', name: 'Jardim Paulista' },
    { id: 'centro', name: 'Centro' },
  ];
  it("finds the shop's zone an order names by id, by name, or by name however typed", () => {
    expect(matchZone(zones, 'centro')?.name).toBe('Centro');
    expect(matchZone(zones, 'Jardim Paulista')?.id).toBe('jardim-paulista');
    expect(matchZone(zones, 'Jd. Paulista')?.id).toBe('jardim-paulista');
    expect(matchZone(zones, 'Mooca')).toBeNull();
    expect(matchZone(zones, null)).toBeNull();
  });
});
