import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '../../../../domain/admin-accounts';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import { establishmentQueryKey } from '../../../api/get-establishment';
import { orderKey } from '../../../admin/api/get-orders';
import { CARD_CLOCK_TICK_MS } from '../hooks/use-now';
import { OrderCard } from './order-card';
import type { StaffRole } from '../../../../domain/staff-roles';
import { adminKeys } from '../../../admin/api/admin-request';

/** A Pix order delivered to a zone with a R$ 7,00 fee, not paid yet. */
const PIX_ORDER: AdminOrder = {
  id: 7,
  publicId: 'b7d0c6c2-6a8e-4c43-9f0e-2f7c1d3a9e11',
  status: 'pendente',
  origin: 'online',
  channel: 'site',
  tableLabel: null,
  subtotalCents: 4900,
  deliveryFeeCents: 700,
  totalCents: 5600,
  paymentMethod: 'Pix',
  changeForCents: null,
  paymentStatus: 'a_receber',
  paidAt: null,
  pixCode: null,
  fulfilment: 'entrega',
  deliveryZone: 'Jardim Paulista',
  scheduledFor: null,
  discountCents: 0,
  discountLines: [],
  couponCode: null,
  couponRefusal: null,
  customerName: 'Maria Silva',
  customerPhone: '11987654321',
  deliveryAddress: 'Rua Augusta, 900, Jardim Paulista, São Paulo/SP, CEP: 01304-001',
  placedAt: '2026-11-20T23:00:00.000Z',
  createdAt: '2026-11-20T23:00:00.000Z',
  statusChangedAt: '2026-11-20T23:00:00.000Z',
  customerId: 3,
  printedAt: null,
  printCount: 0,
  items: [
    {
      productId: 1,
      productName: 'Calabresa',
      categorySlug: 'calabresa',
      size: 'normal',
      sizeName: 'Grande',
      sizeNote: '35cm',
      quantity: 1,
      basePriceCents: 4900,
      extraFlavours: [],
      extras: [],
      crustId: null,
      crustName: null,
      crustPriceCents: 0,
      fillingId: null,
      fillingName: null,
      notes: '',
      lineTotalCents: 4900,
    },
  ],
};

/** Placed before delivery zones: a delivery, fee to confirm, no slot, paid in cash. */
const OLD_ORDER: AdminOrder = {
  ...PIX_ORDER,
  id: 8,
  deliveryFeeCents: null,
  totalCents: 4900,
  paymentMethod: 'Dinheiro',
  deliveryZone: null,
};

function renderCard(
  order: AdminOrder,
  {
    isOpen = true,
    publicAddress,
    role,
  }: {
    isOpen?: boolean;
    publicAddress?: { origin: string; isConfigured: boolean };
    role?: StaffRole;
  } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  lastClient = client;
  if (role)
    client.setQueryData(adminKeys.session, { id: 1, email: 'a@b.c', role, status: 'active' });
  client.setQueryData(establishmentQueryKey, {
    ...DEFAULT_ESTABLISHMENT,
    isOpen: true,
    lastUpdated: null,
    ...(publicAddress ? { publicAddress } : {}),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderCard order={order} isOpen={isOpen} onToggle={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: `Pedido #${order.id}` });
}

let lastClient: QueryClient | null = null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('OrderCard: fulfilment, fee and payment state', () => {
  it("shows a Pix order 'A receber' and marks it paid in one tap", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ ...PIX_ORDER, paymentStatus: 'pago', paidAt: '2026-11-20T23:05:00.000Z' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    let card = renderCard(PIX_ORDER, { isOpen: false });
    expect(card).toHaveTextContent('Pagamento: Pix · A receber');
    expect(card).toHaveTextContent('Entrega — Jardim Paulista');

    fireEvent.click(within(card).getByRole('button', { name: 'Marcar como pago' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/orders/7/payment');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ paymentStatus: 'pago' });
    expect(new Headers(init?.headers).get(CSRF_HEADER)).toBe('1');

    // the card as the desk draws it with the answer: paid, its undo in the details
    cleanup();
    card = renderCard({ ...PIX_ORDER, paymentStatus: 'pago', paidAt: '2026-11-20T23:05:00.000Z' });
    expect(card).toHaveTextContent('Pagamento: Pix · Pago');
    expect(within(card).queryByRole('button', { name: 'Marcar como pago' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Voltar para a receber' })).toBeVisible();
    expect(card).toHaveTextContent('Pix (pago)');
  });

  it('undoes a paid mark from the opened card', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ ...PIX_ORDER }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const card = renderCard({ ...PIX_ORDER, paymentStatus: 'pago', paidAt: PIX_ORDER.placedAt });
    fireEvent.click(within(card).getByRole('button', { name: 'Voltar para a receber' }));
    // the opened card also reads the order's history: the POST is the one with a body
    const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(JSON.parse(String(posted()[0]?.[1]?.body))).toEqual({
      paymentStatus: 'a_receber',
    });
  });

  it('shows a delivery with its zone, address, fee and payment state when opened', () => {
    const card = renderCard(PIX_ORDER);
    const customer = within(card).getByRole('region', { name: 'Cliente' });
    expect(customer).toHaveTextContent('Entrega — Jardim Paulista');
    expect(customer).toHaveTextContent('Rua Augusta, 900');
    expect(customer).toHaveTextContent('O quanto antes');
    // (the matcher reads the no-break space after R$ as a space)
    expect(card).toHaveTextContent('Taxa de entregaR$ 7,00');
    expect(card).toHaveTextContent('PagamentoPix (a receber)');
  });

  it("shows a pickup as 'Retirada no local', without address or fee, and 'Pronto para retirada'", () => {
    const card = renderCard({
      ...PIX_ORDER,
      status: 'em preparo',
      fulfilment: 'retirada',
      deliveryZone: null,
      deliveryFeeCents: null,
      totalCents: 4900,
      scheduledFor: '2026-11-20T23:30:00.000Z',
    });
    const customer = within(card).getByRole('region', { name: 'Cliente' });
    expect(customer).toHaveTextContent('Retirada no local');
    expect(customer).not.toHaveTextContent('Rua Augusta');
    expect(customer).toHaveTextContent('Agendado: ');
    expect(customer).toHaveTextContent('20:30');
    expect(card).not.toHaveTextContent('Taxa de entrega');
    expect(within(card).getByRole('button', { name: 'Pronto para retirada' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Saiu para entrega' })).toBeNull();
  });

  it("shows a table's order as 'Mesa 5' with its channel, no address or fee, and 'Pronto'", () => {
    const card = renderCard({
      ...PIX_ORDER,
      status: 'em preparo',
      channel: 'mesa',
      fulfilment: 'mesa',
      tableLabel: '5',
      deliveryZone: null,
      deliveryFeeCents: 0,
      totalCents: 4900,
    });
    expect(card).toHaveTextContent('Canal: Mesa');
    const customer = within(card).getByRole('region', { name: 'Cliente' });
    expect(customer).toHaveTextContent('Mesa 5');
    expect(customer).not.toHaveTextContent('Rua Augusta');
    expect(card).not.toHaveTextContent('Taxa de entrega');
    expect(within(card).getByRole('button', { name: 'Pronto' })).toBeVisible();
  });

  it('names no channel for a storefront order', () => {
    const card = renderCard(PIX_ORDER);
    expect(card).not.toHaveTextContent('Canal:');
  });

  it('reads an order placed before zones naturally, and offers cash to be marked from the details', () => {
    const card = renderCard({ ...OLD_ORDER, status: 'em preparo' });
    const customer = within(card).getByRole('region', { name: 'Cliente' });
    expect(customer).toHaveTextContent('Entrega');
    expect(customer).toHaveTextContent('Rua Augusta, 900');
    expect(customer).toHaveTextContent('O quanto antes');
    expect(card).toHaveTextContent('Taxa de entregaA confirmar');
    expect(card).toHaveTextContent('PagamentoDinheiro (a receber)');
    expect(card).toHaveTextContent('Pagamento: A receber');
    expect(within(card).getByRole('button', { name: 'Saiu para entrega' })).toBeVisible();
    // one 'Marcar como pago', in the details, not in the row of one-tap moves
    const marks = within(card).getAllByRole('button', { name: 'Marcar como pago' });
    expect(marks).toHaveLength(1);
    expect(card.querySelector('[id$="-panel"]')).toContainElement(marks[0] ?? null);
  });
});

describe('OrderCard: the kitchen (decision 058)', () => {
  it("shows 'Pronto na cozinha' on a delivery the kitchen finished, until the desk sends it", () => {
    const cooking: AdminOrder = { ...PIX_ORDER, status: 'em preparo', kitchenDoneAt: null };
    expect(renderCard(cooking, { isOpen: false })).not.toHaveTextContent('Pronto na cozinha');
    cleanup();
    const done = { ...cooking, kitchenDoneAt: '2026-11-20T23:30:00.000Z' };
    expect(renderCard(done, { isOpen: false })).toHaveTextContent('Pronto na cozinha');
    cleanup();
    // sent with the courier: its status says so, the badge has done its work
    const sent: AdminOrder = { ...done, status: 'saiu para entrega' };
    const card = renderCard(sent, { isOpen: false });
    expect(card).not.toHaveTextContent('Pronto na cozinha');
    expect(card).toHaveTextContent('Saiu para entrega');
  });
});

describe('OrderCard: discounts', () => {
  it('shows the offer and coupon between the subtotal and the fee, and a coupon not applied', () => {
    const card = renderCard({
      ...PIX_ORDER,
      discountCents: 1200,
      totalCents: PIX_ORDER.totalCents - 1200,
      discountLines: [
        { source: 'offer', name: 'Terça doce', amountCents: 700 },
        { source: 'coupon', name: 'PIZZA10', amountCents: 500 },
      ],
      couponCode: 'PIZZA10',
    });
    expect(card).toHaveTextContent('Oferta: Terça doce- R$ 7,00');
    expect(card).toHaveTextContent('Cupom PIZZA10- R$ 5,00');
    cleanup();
    const dropped = renderCard({
      ...PIX_ORDER,
      couponCode: 'PIZZA10',
      couponRefusal: 'Cupom esgotado.',
    });
    expect(within(dropped).getByRole('note')).toHaveTextContent(
      'Cupom PIZZA10 não aplicado: Cupom esgotado.',
    );
  });
});

const FULL_PIZZA: AdminOrder['items'][number] = {
  productId: 1,
  productName: 'Calabresa',
  categorySlug: 'calabresa',
  size: 'normal',
  sizeName: 'Grande',
  sizeNote: '35cm',
  quantity: 2,
  basePriceCents: 4900,
  extraFlavours: [{ productId: 9, name: 'Mussarela', priceCents: 0 }],
  extras: [{ extraId: 2, name: 'Bacon', priceCents: 500 }],
  crustId: 'traditional',
  crustName: 'Borda Tradicional',
  crustPriceCents: 1000,
  fillingId: 'catupiry',
  fillingName: 'Catupiry',
  notes: 'Sabores: Calabresa + Mussarela\nsem cebola',
  lineTotalCents: 12800,
};

describe('OrderCard: the queue at a glance (decision 042)', () => {
  it('shows the items in short on the closed card: size, flavours, crust, extras and notes', () => {
    const card = renderCard(
      {
        ...PIX_ORDER,
        items: [
          FULL_PIZZA,
          { ...PIX_ORDER.items[0]!, productName: 'Coca-Cola 2L', categorySlug: 'bebidas' },
        ],
      },
      { isOpen: false },
    );
    const items = within(card).getByRole('list', { name: 'Itens (3)' });
    expect(items).toHaveTextContent(
      '2x Calabresa (Grande) · + Sabores: Mussarela · Adicionais: Bacon · Borda: Borda Tradicional (Catupiry)',
    );
    expect(items).toHaveTextContent('Obs.: sem cebola');
  });

  it("shows how long the order has waited, 'há 12 min', and moves on by itself", () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(Date.parse(PIX_ORDER.placedAt) + 12 * 60_000 + 5_000));
    const card = renderCard(PIX_ORDER, { isOpen: false });
    expect(within(card).getByTestId('order-wait')).toHaveTextContent('há 12 min');
    act(() => void vi.advanceTimersByTime(2 * CARD_CLOCK_TICK_MS));
    expect(within(card).getByTestId('order-wait')).toHaveTextContent('há 13 min');
  });
});

describe('OrderCard: telling the customer (decision 042)', () => {
  it("sends the tracking link on the shop's public address, not the desk's own", () => {
    const opened: string[] = [];
    vi.stubGlobal('open', (url: string) => {
      opened.push(url);
      return null;
    });
    const card = renderCard(PIX_ORDER, {
      isOpen: false,
      publicAddress: { origin: 'https://forno.example.com.br', isConfigured: true },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Avisar cliente' }));
    expect(opened).toHaveLength(1);
    const text = new URL(opened[0] ?? '').searchParams.get('text') ?? '';
    expect(text).toContain(`https://forno.example.com.br/pedido/${PIX_ORDER.publicId}`);
    expect(text).not.toContain(window.location.origin);
  });

  it('offers a call with a hint, not WhatsApp, for a landline', () => {
    const card = renderCard({ ...PIX_ORDER, customerPhone: '1133334444' }, { isOpen: false });
    expect(within(card).queryByRole('button', { name: 'Avisar cliente' })).toBeNull();
    const call = within(card).getByRole('link', { name: 'Ligar para o cliente' });
    expect(call).toHaveAttribute('href', 'tel:1133334444');
    expect(call).toHaveAccessibleDescription('Telefone fixo: sem WhatsApp');
  });
});

describe('OrderCard: the reject dialog (decision 042)', () => {
  it("does not offer 'Fora da área de entrega' for a pickup", () => {
    const card = renderCard({ ...PIX_ORDER, fulfilment: 'retirada', deliveryZone: null });
    fireEvent.click(within(card).getByRole('button', { name: 'Rejeitar' }));
    const reasons = screen.getByRole('group', { name: 'Motivos frequentes' });
    expect(within(reasons).queryByRole('button', { name: 'Fora da área de entrega' })).toBeNull();
    expect(within(reasons).getByRole('button', { name: 'Produto esgotado' })).toBeVisible();
  });

  it('keeps the dialog and the typed reason when another desk approves the order, and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...PIX_ORDER, status: 'aprovado' })),
    );
    const card = renderCard(PIX_ORDER, { isOpen: false });
    fireEvent.click(within(card).getByRole('button', { name: 'Rejeitar' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Sem motoboy agora' },
    });
    // another desk approved it: the live event refreshes the order this dialog follows
    act(() =>
      lastClient?.setQueryData(orderKey(PIX_ORDER.id), { ...PIX_ORDER, status: 'aprovado' }),
    );
    const dialog = screen.getByRole('dialog', { name: `Rejeitar o pedido #${PIX_ORDER.id}?` });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este pedido foi marcado como “Aprovado” em outra tela.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue(
      'Sem motoboy agora',
    );
  });
});

describe('OrderCard: what the Pix provider said (decision 064)', () => {
  const PIX_TOLD = { payerName: null, amountFlags: [], refundStatus: null, refundError: null };

  it("shows 'Pix confirmado' with the payer's name on the closed card", () => {
    const card = renderCard(
      {
        ...PIX_ORDER,
        paymentStatus: 'pago',
        paidAt: '2026-11-20T23:05:00.000Z',
        pix: { ...PIX_TOLD, payerName: 'Maria Silva' },
      },
      { isOpen: false },
    );
    expect(within(card).getByTestId('pix-confirmation')).toHaveTextContent(
      'Pix confirmado · Maria Silva',
    );
    expect(within(card).queryByRole('button', { name: 'Marcar como pago' })).toBeNull();
  });

  it('warns of a Pix of another amount and keeps the order to receive', () => {
    const card = renderCard(
      {
        ...PIX_ORDER,
        pix: { ...PIX_TOLD, amountFlags: [{ receivedCents: 5000, chargedCents: 5600 }] },
      },
      { isOpen: false },
    );
    expect(within(card).getByRole('note', { name: '' })).toHaveTextContent(
      'Valor diferente: recebido R$ 50,00, cobrado R$ 56,00',
    );
    expect(card).toHaveTextContent('Pagamento: Pix · A receber');
    expect(card).not.toHaveTextContent('Pix confirmado');
  });

  it('shows the refund asked, and no retry while it is under way', () => {
    const card = renderCard(
      { ...PIX_ORDER, status: 'rejeitado', pix: { ...PIX_TOLD, refundStatus: 'solicitada' } },
      { role: 'owner' },
    );
    expect(card).toHaveTextContent('Devolução solicitada');
    expect(within(card).queryByRole('button', { name: 'Tentar devolver de novo' })).toBeNull();
  });

  it('a failed refund says why; a manager asks again, an attendant cannot', async () => {
    const failed: AdminOrder = {
      ...PIX_ORDER,
      status: 'rejeitado',
      pix: { ...PIX_TOLD, refundStatus: 'falhou', refundError: 'Conta do pagador encerrada' },
    };
    let card = renderCard(failed, { role: 'attendant' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Devolução falhou: Conta do pagador encerrada',
    );
    expect(within(card).queryByRole('button', { name: 'Tentar devolver de novo' })).toBeNull();

    cleanup();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ refundStatus: 'solicitada' }, { status: 202 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    card = renderCard(failed, { role: 'manager' });
    fireEvent.click(within(card).getByRole('button', { name: 'Tentar devolver de novo' }));
    const refundCall = () =>
      fetchMock.mock.calls.find(([url]) => url === '/api/admin/pix/orders/7/refund');
    await vi.waitFor(() => expect(refundCall()).toBeDefined());
    expect(refundCall()?.[1]?.method).toBe('POST');
  });
});
