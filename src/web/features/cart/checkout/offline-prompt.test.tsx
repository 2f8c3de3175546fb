import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderRequest } from '../../../../domain/order';
import { queueOrder, syncPendingOrders } from '../../../stores/pending-orders';
import { useOfflinePrompt } from './offline-prompt';

const REQUEST: PlaceOrderRequest = {
  customer: {
    name: 'Maria Silva',
    phone: '11987654321',
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '',
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
  paymentMethod: 'Dinheiro',
  changeForCents: null,
  origin: 'online',
  fulfilment: 'retirada',
  deliveryZoneId: null,
  scheduledFor: null,
  couponCode: null,
};

const PUBLIC_ID = 'AAAAAAAAAAAAAAAAAAAA21';

function placed() {
  const order = {
    id: 21,
    publicId: PUBLIC_ID,
    status: 'pendente',
    origin: 'offline',
    subtotalCents: 4900,
    deliveryFeeCents: 0,
    totalCents: 4900,
    paymentMethod: 'Dinheiro',
    changeForCents: null,
    paymentStatus: 'a_receber',
    paidAt: null,
    pixCode: null,
    fulfilment: 'retirada',
    deliveryZone: null,
    scheduledFor: null,
    customerName: 'Maria Silva',
    customerPhone: '11987654321',
    deliveryAddress: '',
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

function withRouter({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="*" element={children} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => placed()),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the offline sheet', () => {
  it('closes once its order is in, and opens the order’s page', async () => {
    const { result } = renderHook(() => ({ sheet: useOfflinePrompt(), location: useLocation() }), {
      wrapper: withRouter,
    });
    queueOrder('key-sheet-1234567890', REQUEST, 'Novo pedido', 4900, new Date());
    act(() =>
      result.current.sheet.setPrompt({
        orderKey: 'key-sheet-1234567890',
        whatsapp: '5511999999999',
        text: 'Novo pedido',
      }),
    );
    expect(result.current.sheet.prompt).not.toBeNull();

    await act(() => syncPendingOrders());
    expect(result.current.sheet.prompt).toBeNull();
    expect(result.current.location.pathname).toBe(`/pedido/${PUBLIC_ID}`);
    expect(result.current.location.state).toEqual({ focusHeading: true });
  });
});
