import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CouponChoiceModule from './coupon-choice';

// the choice lives in the module: each test opens a fresh page (a new tab) on the same storage
async function openTab(): Promise<typeof CouponChoiceModule> {
  vi.resetModules();
  return import('./coupon-choice');
}

beforeEach(() => window.localStorage.clear());

describe('the coupon applied to the cart', () => {
  it('is there again in a new tab', async () => {
    const first = await openTab();
    first.couponChoiceActions.applied('PIZZA10');
    const second = await openTab();
    expect(second.currentCoupon()).toBe('PIZZA10');
    const { result } = renderHook(() => second.useCouponChoice());
    expect(result.current).toEqual({ applied: 'PIZZA10', error: null, checking: null });
  });

  it('goes when it is removed, when it no longer applies, and with the order', async () => {
    const tab = await openTab();
    tab.couponChoiceActions.applied('PIZZA10');
    tab.couponChoiceActions.remove();
    expect((await openTab()).currentCoupon()).toBeNull();

    tab.couponChoiceActions.applied('PIZZA10');
    tab.couponChoiceActions.refused('Este cupom vale para pedidos a partir de R$ 80,00.');
    expect((await openTab()).currentCoupon()).toBeNull();
  });

  it('follows another tab that applies one', async () => {
    const tab = await openTab();
    const { result } = renderHook(() => tab.useCouponChoice());
    expect(result.current.applied).toBeNull();
    act(() => {
      window.localStorage.setItem(tab.CART_COUPON_KEY, 'BEMVINDO');
      window.dispatchEvent(new StorageEvent('storage', { key: tab.CART_COUPON_KEY }));
    });
    expect(result.current.applied).toBe('BEMVINDO');
  });

  it('ignores what is not a coupon code', async () => {
    window.localStorage.setItem('cart_coupon', 'X'.repeat(200));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await openTab()).currentCoupon()).toBeNull();
  });
});
