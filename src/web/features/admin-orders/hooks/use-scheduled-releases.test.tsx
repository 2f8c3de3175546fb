import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { markOrderOpened, useAlarmState } from '../stores/alarm-store';
import { useScheduledReleases } from './use-scheduled-releases';

/** Friday 20 November 2026 in São Paulo (UTC−3). */
const at = (time: string) => new Date(`2026-11-20T${time}:00-03:00`);

function heldOrder(id: number, slot: string) {
  return {
    id,
    customerId: 1,
    publicId: `p${String(id).padStart(21, '0')}`,
    status: 'pendente',
    origin: 'online',
    subtotalCents: 4900,
    deliveryFeeCents: null,
    totalCents: 4900,
    paymentMethod: 'Pix',
    changeForCents: null,
    paymentStatus: 'a_receber',
    paidAt: null,
    pixCode: null,
    fulfilment: 'entrega',
    deliveryZone: null,
    scheduledFor: at(slot).toISOString(),
    customerName: 'Ana Souza',
    customerPhone: '11987654321',
    deliveryAddress: 'Avenida Paulista, 1000',
    placedAt: at('19:00').toISOString(),
    createdAt: at('19:00').toISOString(),
    statusChangedAt: at('19:00').toISOString(),
    printedAt: null,
    printCount: 0,
    items: [],
  };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  vi.setSystemTime(at('20:00'));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.startsWith('/api/admin/orders?filter=agendados')
        ? Promise.resolve(
            new Response(
              JSON.stringify({
                orders: [heldOrder(7, '21:00'), heldOrder(8, '23:00')],
                nextBefore: null,
                nextAfter: null,
              }),
              { status: 200 },
            ),
          )
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
});
afterEach(() => {
  cleanup();
  act(() => {
    markOrderOpened(7);
    markOrderOpened(8);
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(establishmentQueryKey, {
    ...DEFAULT_ESTABLISHMENT,
    scheduling: { enabled: true, slotMinutes: 30, leadMinutes: 45, slotCapacity: 5 },
    isOpen: true,
    lastUpdated: null,
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('useScheduledReleases', () => {
  it('rings for a scheduled order when the lead time before its slot begins, not before', async () => {
    const { result } = renderHook(
      () => {
        useScheduledReleases();
        return useAlarmState();
      },
      { wrapper },
    );
    // the held orders arrive
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.unopened.has(7)).toBe(false);

    // 21:00 − 45 min = 20:15
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(result.current.unopened.has(7)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.unopened.has(7)).toBe(true);
    // 23:00's turn comes at 22:15
    expect(result.current.unopened.has(8)).toBe(false);
  });
});
