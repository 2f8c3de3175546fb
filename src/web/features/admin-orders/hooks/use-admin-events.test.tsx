import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminKeys } from '../../../admin/api/admin-request';
import { useAdminEvents } from './use-admin-events';

/** The desk's EventSource, driven by the test: it dispatches the named events the server sends. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {}
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDesk() {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  renderHook(() => useAdminEvents(), { wrapper });
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('the desk opened no live connection');
  return { source, invalidated };
}

describe('useAdminEvents', () => {
  it("reads the orders, the unopened set and the dashboard again when the server's events connection is back", () => {
    const { source, invalidated } = renderDesk();
    source.dispatchEvent(new Event('open'));
    invalidated.length = 0;
    // PostgreSQL restarted under the server: events told meanwhile were lost
    source.dispatchEvent(new MessageEvent('events.resumed', { data: '{"type":"events.resumed"}' }));
    expect(invalidated).toEqual(
      expect.arrayContaining([adminKeys.orders, adminKeys.dashboard, adminKeys.customers]),
    );
  });

  it('reads the comandas again when another desk moves a line or closes a bill, and after a reconnection', () => {
    const { source, invalidated } = renderDesk();
    source.dispatchEvent(new Event('open'));
    invalidated.length = 0;
    source.dispatchEvent(
      new MessageEvent('comanda.changed', { data: '{"type":"comanda.changed","comandaId":7}' }),
    );
    expect(invalidated).toEqual([adminKeys.comandas]);
    // the connection opened again after a drop: the orders' branch, comandas included, is read
    invalidated.length = 0;
    source.dispatchEvent(new Event('open'));
    expect(invalidated).toContainEqual(adminKeys.orders);
    expect(adminKeys.comandas.slice(0, adminKeys.orders.length)).toEqual(adminKeys.orders);
  });

  it("reads the orders (the desk's cards, 'Entregas') again when a driver's trip begins or ends", () => {
    const { source, invalidated } = renderDesk();
    source.dispatchEvent(new Event('open'));
    invalidated.length = 0;
    source.dispatchEvent(
      new MessageEvent('delivery.changed', {
        data: '{"type":"delivery.changed","orderId":12,"driverId":3}',
      }),
    );
    expect(invalidated).toContainEqual(adminKeys.orders);
  });

  it('reads nothing again for an event it does not know', () => {
    const { source, invalidated } = renderDesk();
    source.dispatchEvent(new Event('open'));
    invalidated.length = 0;
    source.dispatchEvent(new MessageEvent('message', { data: '{"type":"order.eaten"}' }));
    expect(invalidated).toEqual([]);
  });
});
