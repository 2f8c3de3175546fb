import { describe, expect, it } from 'vitest';
import { canOpenPage, canUse, homePathOf, isLastOwner, STAFF_ACCESS } from './staff-roles';

describe('the staff roles (decision 039)', () => {
  it('gives the owner every area', () => {
    for (const area of Object.keys(STAFF_ACCESS) as (keyof typeof STAFF_ACCESS)[]) {
      expect(canUse('owner', area), area).toBe(true);
    }
  });

  it('keeps settings and the team to the owner', () => {
    for (const role of ['manager', 'attendant', 'kitchen'] as const) {
      expect(canUse(role, 'settings')).toBe(false);
      expect(canUse(role, 'team')).toBe(false);
    }
  });

  it('lets the manager change prices and handle customer data, not the attendant', () => {
    expect(canUse('manager', 'catalogue')).toBe(true);
    expect(canUse('manager', 'customerData')).toBe(true);
    expect(canUse('attendant', 'catalogue')).toBe(false);
    expect(canUse('attendant', 'customerData')).toBe(false);
    expect(canUse('attendant', 'customerContacts')).toBe(true);
    expect(canUse('attendant', 'desk')).toBe(true);
    expect(canUse('attendant', 'soldOut')).toBe(true);
  });

  it('gives the cook the kitchen and the sold-out switches only', () => {
    const areas = (Object.keys(STAFF_ACCESS) as (keyof typeof STAFF_ACCESS)[]).filter((area) =>
      canUse('kitchen', area),
    );
    expect(areas.sort()).toEqual(['kitchen', 'session', 'soldOut']);
    expect(canOpenPage('kitchen', 'kitchen')).toBe(true);
    expect(canOpenPage('kitchen', 'orders')).toBe(false);
    expect(homePathOf('kitchen')).toBe('/admin/cozinha');
    expect(homePathOf('attendant')).toBe('/admin/dashboard');
  });

  it('tells the last active owner', () => {
    expect(isLastOwner({ role: 'owner', status: 'active' }, 1)).toBe(true);
    expect(isLastOwner({ role: 'owner', status: 'active' }, 2)).toBe(false);
    expect(isLastOwner({ role: 'owner', status: 'pending' }, 1)).toBe(false);
    expect(isLastOwner({ role: 'manager', status: 'active' }, 1)).toBe(false);
  });
});
