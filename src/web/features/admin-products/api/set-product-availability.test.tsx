import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminKeys } from '../../../admin/api/admin-request';
import { useSetProductAvailability } from './set-product-availability';

const PAUSE_HISTORY_KEY = [...adminKeys.products, 'sold-out', 'history'];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            id: 9,
            name: 'Calabresa',
            description: 'Calabresa e cebola',
            categoryId: 2,
            categoryName: 'Tradicionais',
            isSalgado: true,
            priceCents: 4900,
            sizePrices: { normal: 4900, broto: 3500 },
            ingredients: [],
            isAvailable: false,
            updatedAt: '2026-11-01T00:00:00.000Z',
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the products page's availability switch", () => {
  it('has the pause history read again once the server answered', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(PAUSE_HISTORY_KEY, { events: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSetProductAvailability(), { wrapper });
    expect(client.getQueryState(PAUSE_HISTORY_KEY)?.isInvalidated).toBe(false);
    act(() => result.current.mutate({ productId: 9, isAvailable: false }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(PAUSE_HISTORY_KEY)?.isInvalidated).toBe(true);
  });
});
