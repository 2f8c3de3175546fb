import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  markOrderOpened,
  setOpenedReporter,
  setUnopenedOrders,
  useAlarmState,
} from '../stores/alarm-store';
import { ESCALATION_MINUTES_KEY, setEscalationMinutes } from '../stores/escalation-store';
import { FLASH_MS, useAlarmEscalation } from './use-alarm-escalation';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  document.title = 'Pedidos | Forno';
  setOpenedReporter(() => undefined);
});
afterEach(() => {
  // each test's desk closes: its clock must not decide the next one's alarm
  cleanup();
  act(() => setUnopenedOrders([], Date.now()));
  vi.useRealTimers();
  window.localStorage.clear();
});

function renderEscalation() {
  return renderHook(() => {
    useAlarmEscalation();
    return useAlarmState();
  });
}

describe('an order left unopened escalates', () => {
  it('after 3 minutes by default: the tab title flashes, until the order is opened', () => {
    const { result } = renderEscalation();
    act(() => setUnopenedOrders([{ id: 41, waitedMs: 0 }], Date.now()));
    act(() => void vi.advanceTimersByTime(3 * MINUTE - 1_000));
    expect(result.current.isEscalated).toBe(false);
    expect(document.title).toBe('Pedidos | Forno');

    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.isEscalated).toBe(true);
    expect(document.title).toBe('⚠ Pedido esperando!');
    act(() => void vi.advanceTimersByTime(FLASH_MS));
    expect(document.title).toBe('Pedidos | Forno');
    act(() => void vi.advanceTimersByTime(FLASH_MS));
    expect(document.title).toBe('⚠ Pedido esperando!');

    act(() => markOrderOpened(41));
    expect(result.current.isEscalated).toBe(false);
    expect(document.title).toBe('Pedidos | Forno');
  });

  it('counts the wait from when the order arrived (a desk opened later escalates sooner)', () => {
    const { result } = renderEscalation();
    act(() => setUnopenedOrders([{ id: 42, waitedMs: 2 * MINUTE + 30_000 }], Date.now()));
    act(() => void vi.advanceTimersByTime(29_000));
    expect(result.current.isEscalated).toBe(false);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.isEscalated).toBe(true);
  });

  it('follows the minutes set on this device', () => {
    act(() => setEscalationMinutes(1));
    expect(window.localStorage.getItem(ESCALATION_MINUTES_KEY)).toBe('1');
    const { result } = renderEscalation();
    act(() => setUnopenedOrders([{ id: 43, waitedMs: 0 }], Date.now()));
    act(() => void vi.advanceTimersByTime(MINUTE));
    expect(result.current.isEscalated).toBe(true);
    act(() => setEscalationMinutes(3));
  });
});
