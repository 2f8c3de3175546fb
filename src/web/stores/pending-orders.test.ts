import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderRequest } from '../../domain/order';
import { MAX_SYNC_ATTEMPTS } from '../../domain/order-retry';
import {
  getPendingOrders,
  isRetrying,
  nextRetryAt,
  queueOrder,
  syncPendingOrders,
} from './pending-orders';

const REQUEST: PlaceOrderRequest = {
  customer: {
    name: 'Maria Silva',
    phone: '11987654321',
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  items: [
    {
      productId: 1,
      size: 'normal',
      quantity: 1,
      extraIds: [],
      extraFlavourIds: [],
      crustId: null,
      fillingId: null,
      notes: '',
    },
  ],
  paymentMethod: 'Pix',
  changeForCents: null,
  origin: 'online',
};

const RATE_LIMITED = {
  error: {
    code: 'RATE_LIMITED',
    message: 'Muitas solicitações deste endereço em pouco tempo. Tente novamente em 2 minutos.',
  },
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function placedAnswer() {
  const order = {
    id: 7,
    publicId: 'A'.repeat(22),
    status: 'pendente',
    origin: 'offline',
    subtotalCents: 4900,
    deliveryFeeCents: null,
    totalCents: 4900,
    paymentMethod: 'Pix',
    changeForCents: null,
    customerName: 'Maria Silva',
    customerPhone: '11987654321',
    deliveryAddress: 'Avenida Paulista, 1000',
    placedAt: '2026-11-20T23:00:00.000Z',
    createdAt: '2026-11-20T23:00:00.000Z',
    statusChangedAt: '2026-11-20T23:00:00.000Z',
    items: [],
  };
  return answer(201, { order });
}

/** The offline queue (PRODUCT.md: a queued order is never dropped silently). */
describe('the offline queue', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T23:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps an order that met a 429, without counting it as a failure, until the server said', async () => {
    queueOrder('key-one-1234567890', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockResolvedValueOnce(answer(429, RATE_LIMITED, { 'retry-after': '120' }));
    expect(await syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 1 });
    const [waiting] = getPendingOrders();
    expect(waiting).toMatchObject({
      syncAttempts: 0,
      retryAt: '2026-11-20T23:02:00.000Z',
      lastError: RATE_LIMITED.error.message,
    });
    expect(nextRetryAt(getPendingOrders(), new Date())).toEqual(new Date('2026-11-20T23:02:00Z'));

    // a sync before then sends nothing
    expect(await syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // then it goes, once, and leaves the queue
    vi.setSystemTime(new Date('2026-11-20T23:02:00Z'));
    fetchMock.mockResolvedValueOnce(placedAnswer());
    expect(await syncPendingOrders()).toEqual({ syncedCount: 1, failedCount: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getPendingOrders()).toEqual([]);
  });

  it('survives any number of 429s: it is never dropped nor stopped by them', async () => {
    queueOrder('key-two-1234567890', REQUEST, 'texto', 4900, new Date());
    for (let round = 0; round < MAX_SYNC_ATTEMPTS * 2; round++) {
      fetchMock.mockResolvedValueOnce(answer(429, RATE_LIMITED, { 'retry-after': '30' }));
      await syncPendingOrders();
      vi.setSystemTime(new Date(Date.now() + 30_000));
    }
    const [order] = getPendingOrders();
    expect(order && isRetrying(order)).toBe(true);
    expect(order?.syncAttempts).toBe(0);
  });

  it('stops retrying on its own after 5 real failures, and stays listed', async () => {
    queueOrder('key-three-123456789', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockImplementation(async () =>
      answer(503, { error: { code: 'DATABASE_UNAVAILABLE', message: 'indisponível' } }),
    );
    for (let round = 0; round < MAX_SYNC_ATTEMPTS + 2; round++) await syncPendingOrders();
    expect(fetchMock).toHaveBeenCalledTimes(MAX_SYNC_ATTEMPTS);
    const [order] = getPendingOrders();
    expect(order?.syncAttempts).toBe(MAX_SYNC_ATTEMPTS);
    expect(order && isRetrying(order)).toBe(false);
  });
});
