import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ALARM_MUTED_KEY,
  forgetLocalRing,
  markOrderOpened,
  ringForOrder,
  setAlarmMuted,
  setOpenedReporter,
  setUnopenedOrders,
  useAlarmState,
  useIsAlarmRinging,
} from './alarm-store';

afterEach(() => {
  act(() => {
    setUnopenedOrders([], 0);
    setOpenedReporter(() => undefined);
    markOrderOpened(1);
    markOrderOpened(2);
    setAlarmMuted(false);
  });
});

describe('the new-order alarm', () => {
  it('rings until every new order is opened', () => {
    const { result } = renderHook(() => ({ ...useAlarmState(), isRinging: useIsAlarmRinging() }));
    expect(result.current.isRinging).toBe(false);
    act(() => {
      ringForOrder(1);
      ringForOrder(2);
    });
    expect([...result.current.unopened]).toEqual([1, 2]);
    expect(result.current.isRinging).toBe(true);
    act(() => markOrderOpened(1));
    expect(result.current.isRinging).toBe(true);
    act(() => markOrderOpened(2));
    expect(result.current.isRinging).toBe(false);
  });

  it('stays quiet while muted, and keeps the choice on this device', () => {
    const { result } = renderHook(() => useIsAlarmRinging());
    act(() => {
      setAlarmMuted(true);
      ringForOrder(1);
    });
    expect(result.current).toBe(false);
    expect(window.localStorage.getItem(ALARM_MUTED_KEY)).toBe('true');
    act(() => setAlarmMuted(false));
    expect(result.current).toBe(true);
  });
});

describe('the alarm follows the server’s unopened set', () => {
  it('rings for what the server lists, tells it of an opening, and tells it again if still listed', () => {
    const reported: number[] = [];
    setOpenedReporter((id) => reported.push(id));
    const { result } = renderHook(() => ({ ...useAlarmState(), isRinging: useIsAlarmRinging() }));
    act(() => setUnopenedOrders([{ id: 5, waitedMs: 60_000 }], 1_000_000));
    expect(result.current.isRinging).toBe(true);
    expect(result.current.waiting.get(5)).toBe(940_000);

    act(() => markOrderOpened(5));
    expect(result.current.isRinging).toBe(false);
    expect(reported).toEqual([5]);
    // a read made before the server recorded it: stays quiet here, and the opening is sent again
    act(() => setUnopenedOrders([{ id: 5, waitedMs: 0 }], 1_001_000));
    expect(result.current.isRinging).toBe(false);
    expect(reported).toEqual([5, 5]);
    // another desk's order, then that desk opens it: the next read leaves it out
    act(() => setUnopenedOrders([{ id: 6, waitedMs: 0 }], 1_002_000));
    expect([...result.current.unopened]).toEqual([6]);
    // a later read keeps when it began to wait, whatever the clocks say
    act(() => setUnopenedOrders([{ id: 6, waitedMs: 0 }], 1_500_000));
    expect(result.current.waiting.get(6)).toBe(1_002_000);
    act(() => setUnopenedOrders([], 1_003_000));
    expect(result.current.isRinging).toBe(false);
  });

  it("stops a scheduled order's ring on this desk when another desk opens it", () => {
    const { result } = renderHook(() => useAlarmState());
    // this desk rang for it on its own at the release; the server's set no longer lists it
    act(() => ringForOrder(2));
    expect(result.current.unopened.has(2)).toBe(true);
    act(() => setUnopenedOrders([], Date.now()));
    expect(result.current.unopened.has(2)).toBe(true);
    act(() => forgetLocalRing(2));
    expect(result.current.unopened.has(2)).toBe(false);
  });
});
