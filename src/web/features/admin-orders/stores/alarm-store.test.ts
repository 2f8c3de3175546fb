import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ALARM_MUTED_KEY,
  markOrderOpened,
  ringForOrder,
  setAlarmMuted,
  useAlarmState,
  useIsAlarmRinging,
} from './alarm-store';

afterEach(() => {
  act(() => {
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
