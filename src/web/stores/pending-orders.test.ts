import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME_MAX } from '../../domain/catalogue';
import { ITEM_CUSTOMER_NOTES_MAX } from '../../domain/item-notes';
import type { PlaceOrderRequest } from '../../domain/order';
import { flavourNotes } from '../../domain/wizard';
import { MAX_SYNC_ATTEMPTS } from '../../domain/order-retry';
import type * as PendingOrdersModule from './pending-orders';
import { RECENT_ORDERS_STORAGE_KEY } from './recent-orders';

// the queue keeps its sync and its cached list in the module: each test starts from a fresh copy
let queue: typeof PendingOrdersModule;

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
  fulfilment: 'entrega',
  deliveryZoneId: null,
  scheduledFor: null,
  couponCode: null,
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

function placedAnswer(id = 7) {
  const order = {
    id,
    publicId: `${'A'.repeat(20)}${id}`,
    status: 'pendente',
    origin: 'offline',
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
    scheduledFor: null,
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

/** The offline queue (docs/product/principles.md#orders: a queued order is never dropped silently). */
describe('the offline queue', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    window.localStorage.clear();
    vi.resetModules();
    queue = await import('./pending-orders');
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
    queue.queueOrder('key-one-1234567890', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockResolvedValueOnce(answer(429, RATE_LIMITED, { 'retry-after': '120' }));
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 1 });
    const [waiting] = queue.getPendingOrders();
    expect(waiting).toMatchObject({
      syncAttempts: 0,
      retryAt: '2026-11-20T23:02:00.000Z',
      lastError: RATE_LIMITED.error.message,
    });
    expect(queue.nextRetryAt(queue.getPendingOrders(), new Date())).toEqual(
      new Date('2026-11-20T23:02:00Z'),
    );

    // a sync before then sends nothing
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // then it goes, once, and leaves the queue
    vi.setSystemTime(new Date('2026-11-20T23:02:00Z'));
    fetchMock.mockResolvedValueOnce(placedAnswer());
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 1, failedCount: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queue.getPendingOrders()).toEqual([]);
  });

  it('keeps and sends an order with the longest notes the wizard writes, after a reload', async () => {
    const notes = flavourNotes(
      'A'.repeat(PRODUCT_NAME_MAX),
      ['B'.repeat(PRODUCT_NAME_MAX), 'C'.repeat(PRODUCT_NAME_MAX)],
      'x'.repeat(ITEM_CUSTOMER_NOTES_MAX),
    );
    const request = { ...REQUEST, items: REQUEST.items.map((item) => ({ ...item, notes })) };
    queue.queueOrder('key-notes-1234567890', request, 'texto', 4900, new Date());
    // the page is opened again: the queue is read back from storage
    vi.resetModules();
    queue = await import('./pending-orders');
    expect(queue.getPendingOrders()).toHaveLength(1);
    fetchMock.mockResolvedValueOnce(placedAnswer());
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 1, failedCount: 0 });
  });

  it('sets aside an entry it cannot read and keeps the other orders', async () => {
    queue.queueOrder('key-good-1234567890', REQUEST, 'texto', 4900, new Date());
    const stored = JSON.parse(window.localStorage.getItem('pending_orders') ?? '[]') as unknown[];
    const broken = { id: 'key-broken-123456789', whatsappText: 'Novo pedido', request: {} };
    window.localStorage.setItem('pending_orders', JSON.stringify([...stored, broken]));
    vi.resetModules();
    queue = await import('./pending-orders');
    expect(queue.getPendingOrders().map((order) => order.id)).toEqual(['key-good-1234567890']);
    expect(
      JSON.parse(window.localStorage.getItem(queue.UNREADABLE_PENDING_ORDERS_KEY) ?? '[]'),
    ).toEqual([broken]);
  });

  it('carries the pass the page held, and its time by the pass, whatever the device clock says', async () => {
    // fetched at 22:30 by the server's clock, when this device's clock read 19:30 UTC
    window.localStorage.setItem(
      'offline_pass',
      JSON.stringify({
        token: `${Date.parse('2026-11-20T22:30:00Z')}.${'s'.repeat(43)}`,
        issuedAt: '2026-11-20T22:30:00.000Z',
        expiresAt: '2026-11-21T00:30:00.000Z',
        receivedAt: '2026-11-20T19:30:00.000Z',
      }),
    );
    vi.setSystemTime(new Date('2026-11-20T20:10:00Z'));
    queue.queueOrder('key-pass-1234567890', REQUEST, 'texto', 4900, new Date());
    expect(queue.getPendingOrders()[0]?.request).toMatchObject({
      origin: 'offline',
      offlinePass: `${Date.parse('2026-11-20T22:30:00Z')}.${'s'.repeat(43)}`,
      placedAt: '2026-11-20T23:10:00.000Z',
    });
  });

  it('stops retrying an order the server refuses as too old, keeps it and says why', async () => {
    queue.queueOrder('key-old-1234567890', REQUEST, 'texto', 4900, new Date());
    const message =
      'Este pedido foi feito sem conexão há mais de 6 horas e não pode mais ser enviado pelo site. Envie-o pelo WhatsApp ou faça um novo pedido.';
    fetchMock.mockResolvedValueOnce(
      answer(422, { error: { code: 'OFFLINE_ORDER_TOO_OLD', message } }),
    );
    expect(await queue.syncPendingOrders()).toEqual({
      syncedCount: 0,
      failedCount: 1,
      refusedCount: 1,
    });
    const [kept] = queue.getPendingOrders();
    expect(kept).toMatchObject({ syncAttempts: MAX_SYNC_ATTEMPTS, lastError: message });
    expect(kept && queue.isRetrying(kept)).toBe(false);
    // a later automatic sync leaves it alone
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('survives any number of 429s: it is never dropped nor stopped by them', async () => {
    queue.queueOrder('key-two-1234567890', REQUEST, 'texto', 4900, new Date());
    for (let round = 0; round < MAX_SYNC_ATTEMPTS * 2; round++) {
      fetchMock.mockResolvedValueOnce(answer(429, RATE_LIMITED, { 'retry-after': '30' }));
      await queue.syncPendingOrders();
      vi.setSystemTime(new Date(Date.now() + 30_000));
    }
    const [order] = queue.getPendingOrders();
    expect(order && queue.isRetrying(order)).toBe(true);
    expect(order?.syncAttempts).toBe(0);
  });

  it('stops retrying on its own after 5 real failures, and stays listed', async () => {
    queue.queueOrder('key-three-123456789', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockImplementation(async () =>
      answer(503, { error: { code: 'DATABASE_UNAVAILABLE', message: 'indisponível' } }),
    );
    for (let round = 0; round < MAX_SYNC_ATTEMPTS + 2; round++) await queue.syncPendingOrders();
    expect(fetchMock).toHaveBeenCalledTimes(MAX_SYNC_ATTEMPTS);
    const [order] = queue.getPendingOrders();
    expect(order?.syncAttempts).toBe(MAX_SYNC_ATTEMPTS);
    expect(order && queue.isRetrying(order)).toBe(false);
  });
});

/** The idempotency key (= the queued order's id) of each request sent, in order. */
function sentKeys(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([, init]) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return headers['idempotency-key'] ?? '';
  });
}

/** A request that answers only when the test says so. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

const UNAVAILABLE = answer(503, {
  error: { code: 'DATABASE_UNAVAILABLE', message: 'indisponível' },
});

describe('the offline queue: sending, one sync at a time, other tabs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    window.localStorage.clear();
    vi.resetModules();
    queue = await import('./pending-orders');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('removes each order the server stored, remembers it, and clears the pending flag', async () => {
    queue.queueOrder('key-first-123456789', REQUEST, 'texto', 4900, new Date());
    queue.queueOrder('key-second-12345678', REQUEST, 'texto', 4900, new Date());
    expect(window.localStorage.getItem(queue.HAS_PENDING_ORDERS_KEY)).toBe('true');
    fetchMock.mockResolvedValueOnce(placedAnswer(7)).mockResolvedValueOnce(placedAnswer(8));

    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 2, failedCount: 0 });
    expect(sentKeys(fetchMock)).toEqual(['key-first-123456789', 'key-second-12345678']);
    expect(queue.getPendingOrders()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(queue.PENDING_ORDERS_KEY) ?? 'null')).toEqual([]);
    expect(window.localStorage.getItem(queue.HAS_PENDING_ORDERS_KEY)).toBe('false');
    const recent = JSON.parse(window.localStorage.getItem(RECENT_ORDERS_STORAGE_KEY) ?? '[]');
    expect(recent.map((o: { id: number }) => o.id).sort()).toEqual([7, 8]);

    // nothing left: the next sync sends nothing
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed order with its error and one more attempt counted', async () => {
    queue.queueOrder('key-failing-1234567', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockResolvedValueOnce(UNAVAILABLE.clone());
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 1 });
    expect(queue.getPendingOrders()).toMatchObject([
      { id: 'key-failing-1234567', syncAttempts: 1, lastError: 'indisponível', retryAt: null },
    ]);
    expect(window.localStorage.getItem(queue.HAS_PENDING_ORDERS_KEY)).toBe('true');
  });

  it("sends a stopped order on 'Tentar novamente', even while an automatic sync that left it out runs", async () => {
    // one order has used its 5 automatic attempts
    queue.queueOrder('key-stopped-1234567', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockImplementation(async () => UNAVAILABLE.clone());
    for (let round = 0; round < MAX_SYNC_ATTEMPTS; round++) await queue.syncPendingOrders();
    const [stopped] = queue.getPendingOrders();
    expect(stopped && queue.isRetrying(stopped)).toBe(false);
    fetchMock.mockReset();

    // a new order starts an automatic sync, whose request hangs
    queue.queueOrder('key-fresh-123456789', REQUEST, 'texto', 4900, new Date());
    const held = heldAnswer();
    fetchMock.mockReturnValueOnce(held.response).mockResolvedValueOnce(placedAnswer(9));
    const automatic = queue.syncPendingOrders();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // the customer asks for the stopped one meanwhile
    const manual = queue.syncPendingOrders('key-stopped-1234567');
    held.release(placedAnswer(10));
    const result = await manual;

    expect(sentKeys(fetchMock)).toEqual(['key-fresh-123456789', 'key-stopped-1234567']);
    expect(result).toEqual({ syncedCount: 2, failedCount: 0 });
    expect(await automatic).toEqual(result);
    expect(queue.getPendingOrders()).toEqual([]);
  });

  it("tries a stopped order once more on each 'Tentar novamente', and only then", async () => {
    queue.queueOrder('key-stopped-7654321', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockImplementation(async () => UNAVAILABLE.clone());
    for (let round = 0; round < MAX_SYNC_ATTEMPTS; round++) await queue.syncPendingOrders();
    expect(await queue.syncPendingOrders()).toEqual({ syncedCount: 0, failedCount: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_SYNC_ATTEMPTS);

    expect(await queue.syncPendingOrders('key-stopped-7654321')).toEqual({
      syncedCount: 0,
      failedCount: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_SYNC_ATTEMPTS + 1);
    // still listed, still waiting for the customer
    const [order] = queue.getPendingOrders();
    expect(order?.syncAttempts).toBe(MAX_SYNC_ATTEMPTS + 1);
    expect(order && queue.isRetrying(order)).toBe(false);
  });

  it('joins triggers that arrive during a sync: each order is sent once per sync, one result', async () => {
    queue.queueOrder('key-joined-12345678', REQUEST, 'texto', 4900, new Date());
    const held = heldAnswer();
    fetchMock.mockReturnValueOnce(held.response);
    const finished: unknown[] = [];
    queue.onSyncFinished((result) => finished.push(result));
    const first = queue.syncPendingOrders();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // a reconnection fires several triggers
    const others = [queue.syncPendingOrders(), queue.syncPendingOrders()];
    held.release(UNAVAILABLE.clone());
    const results = await Promise.all([first, ...others]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results).toEqual([
      { syncedCount: 0, failedCount: 1 },
      { syncedCount: 0, failedCount: 1 },
      { syncedCount: 0, failedCount: 1 },
    ]);
    await vi.waitFor(() => expect(finished).toEqual([{ syncedCount: 0, failedCount: 1 }]));
    expect(queue.getPendingOrders()[0]?.syncAttempts).toBe(1);
  });

  it('sees what another tab changed: its storage event updates the list and its subscribers', async () => {
    const { result } = renderHook(() => queue.usePendingOrders());
    expect(result.current).toEqual([]);
    // another tab queues an order: this tab learns it from the storage event only
    const otherTab = {
      id: 'key-other-tab-12345',
      request: { ...REQUEST, origin: 'offline', placedAt: '2026-11-20T23:00:00.000Z' },
      whatsappText: 'texto',
      totalCents: 4900,
      createdAt: '2026-11-20T23:00:00.000Z',
      syncAttempts: 0,
      lastSyncAttempt: null,
      lastError: null,
      retryAt: null,
    };
    act(() => {
      window.localStorage.setItem(queue.PENDING_ORDERS_KEY, JSON.stringify([otherTab]));
      window.dispatchEvent(new StorageEvent('storage', { key: queue.PENDING_ORDERS_KEY }));
    });
    expect(result.current.map((o) => o.id)).toEqual(['key-other-tab-12345']);

    // and when that tab has sent it, it leaves this tab's list too
    act(() => {
      window.localStorage.setItem(queue.PENDING_ORDERS_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: queue.PENDING_ORDERS_KEY }));
    });
    expect(result.current).toEqual([]);
  });

  it('does not send again an order another tab sent while this sync was busy', async () => {
    queue.queueOrder('key-mine-1234567890', REQUEST, 'texto', 4900, new Date());
    queue.queueOrder('key-theirs-12345678', REQUEST, 'texto', 4900, new Date());
    const held = heldAnswer();
    fetchMock.mockReturnValueOnce(held.response).mockResolvedValue(placedAnswer(12));
    const sync = queue.syncPendingOrders();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // the other tab sends 'theirs' and writes the list without it
    const stored = JSON.parse(window.localStorage.getItem(queue.PENDING_ORDERS_KEY) ?? '[]');
    window.localStorage.setItem(
      queue.PENDING_ORDERS_KEY,
      JSON.stringify(stored.filter((o: { id: string }) => o.id !== 'key-theirs-12345678')),
    );
    held.release(UNAVAILABLE.clone());

    expect(await sync).toEqual({ syncedCount: 0, failedCount: 1 });
    expect(sentKeys(fetchMock)).toEqual(['key-mine-1234567890']);
    // this tab's bookkeeping of its failure does not bring the other order back
    expect(queue.getPendingOrders().map((o) => o.id)).toEqual(['key-mine-1234567890']);
  });
});
