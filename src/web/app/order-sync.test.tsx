import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderRequest } from '../../domain/order';
import { STARTUP_SYNC_DELAY_MS } from '../../domain/order-retry';
import type * as OrderSyncModule from './order-sync';
import type * as PendingOrdersModule from '../stores/pending-orders';

/** Every toast the app asks for, as 'kind title: description'. */
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../lib/toast', () => {
  const record = (kind: string) => (title: string, options?: { description?: string }) =>
    toasts.push(`${kind} ${title}: ${options?.description ?? ''}`);
  return {
    toast: Object.assign(record('info'), { success: record('success'), error: record('error') }),
  };
});

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

function placed(id: number) {
  const order = {
    id,
    publicId: `${'B'.repeat(20)}${id}`,
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
  return new Response(JSON.stringify({ order }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
}

function failing(status: number, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ error: { code: 'X', message: 'falhou' } }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

let queue: typeof PendingOrdersModule;
let OrderSync: typeof OrderSyncModule.OrderSync;
const fetchMock = vi.fn<typeof fetch>();

/** The sync triggers of docs/product/states.md#sync-trigger, and one announcement per sync (docs/product/errors.md#sync). */
describe('OrderSync', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    toasts.length = 0;
    vi.resetModules();
    queue = await import('../stores/pending-orders');
    ({ OrderSync } = await import('./order-sync'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-20T23:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('announces pending orders at start and sends them 2 s later', async () => {
    queue.queueOrder('key-startup-1234567', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockResolvedValueOnce(placed(21));
    render(<OrderSync />);
    expect(toasts).toEqual([
      'info Pedidos offline detectados: 1 pedido feito sem conexão será enviado automaticamente.',
    ]);

    await act(() => vi.advanceTimersByTimeAsync(STARTUP_SYNC_DELAY_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(queue.getPendingOrders()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts.at(-1)).toBe(
      'success Pedidos sincronizados: 1 pedido feito sem conexão chegou à pizzaria. Acompanhe em Perfil, Meus pedidos.',
    );
  });

  it('sends when the connection comes back, once however many times it is told', async () => {
    render(<OrderSync />);
    queue.queueOrder('key-online-12345678', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockResolvedValue(failing(503));
    act(() => {
      for (let i = 0; i < 3; i++) window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        'error Sincronização com problemas: Não foi possível enviar 1 pedido. Tente novamente mais tarde.',
      ]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queue.getPendingOrders()[0]?.syncAttempts).toBe(1);
  });

  it('tells the customer that an order too old to send is waiting in the profile for WhatsApp', async () => {
    render(<OrderSync />);
    queue.queueOrder('key-too-old-1234567', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ error: { code: 'OFFLINE_ORDER_TOO_OLD', message: 'muito antigo' } }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      ),
    );
    act(() => window.dispatchEvent(new Event('online')));
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        'error Pedido não enviado: 1 pedido feito sem conexão não pode mais ser enviado pelo site. Veja em Perfil e envie pelo WhatsApp.',
      ]),
    );
    expect(queue.getPendingOrders()).toHaveLength(1);
  });

  it('sends an order that met a 429 when the server said, without counting that attempt', async () => {
    render(<OrderSync />);
    queue.queueOrder('key-waiting-1234567', REQUEST, 'texto', 4900, new Date());
    fetchMock.mockResolvedValueOnce(failing(429, { 'retry-after': '120' }));
    act(() => window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(queue.getPendingOrders()[0]?.retryAt).toBeTruthy());
    const [waiting] = queue.getPendingOrders();
    if (!waiting?.retryAt || !waiting.lastSyncAttempt) throw new Error('no wait recorded');
    const retryAt = new Date(waiting.retryAt).getTime();
    expect(retryAt - new Date(waiting.lastSyncAttempt).getTime()).toBe(120_000);
    expect(waiting.syncAttempts).toBe(0);

    fetchMock.mockResolvedValueOnce(placed(22));
    await act(() => vi.advanceTimersByTimeAsync(retryAt - Date.now() - 1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(queue.getPendingOrders()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
