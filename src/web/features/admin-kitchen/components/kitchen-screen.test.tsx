import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  kitchenTickets,
  type KitchenBoard,
  type KitchenOrder,
} from '../../../../domain/admin-kitchen';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { KITCHEN_STATION_KEY } from '../stores/station-choice';
import { KitchenScreen, type KitchenConnection } from './kitchen-screen';
import { KitchenTicket } from './kitchen-ticket';

const PIZZA: AdminOrder['items'][number] = {
  productId: 1,
  productName: 'Calabresa',
  categorySlug: 'calabresa',
  size: 'normal',
  sizeName: 'Grande',
  sizeNote: '35cm',
  quantity: 2,
  basePriceCents: 4900,
  extraFlavours: [],
  extras: [],
  crustId: null,
  crustName: null,
  crustPriceCents: 0,
  fillingId: null,
  fillingName: null,
  notes: 'Bem assada',
  lineTotalCents: 9800,
};
const DRINK: AdminOrder['items'][number] = {
  ...PIZZA,
  productId: 40,
  productName: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  size: 'unico',
  sizeName: '',
  sizeNote: '',
  quantity: 1,
  notes: '',
};

const minutesAgo = (minutes: number, now = new Date()) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

/** An accepted order for pickup with a pizza (oven) and a drink (counter). */
function kitchenOrder(id: number, acceptedAt: string, ready: Partial<Record<number, string>> = {}) {
  const order: KitchenOrder = {
    id,
    publicId: `public-${id}`,
    status: 'em preparo',
    origin: 'online',
    channel: 'site',
    tableLabel: null,
    subtotalCents: 10_600,
    deliveryFeeCents: null,
    totalCents: 10_600,
    paymentMethod: 'Dinheiro',
    changeForCents: null,
    paymentStatus: 'a_receber',
    paidAt: null,
    pixCode: null,
    fulfilment: 'retirada',
    deliveryZone: null,
    scheduledFor: null,
    discountCents: 0,
    discountLines: [],
    couponCode: null,
    couponRefusal: null,
    customerName: 'Maria Silva',
    customerPhone: '11987654321',
    deliveryAddress: '',
    placedAt: acceptedAt,
    createdAt: acceptedAt,
    statusChangedAt: acceptedAt,
    customerId: 3,
    printedAt: null,
    printCount: 0,
    kitchenDoneAt: null,
    items: [PIZZA, DRINK],
    acceptedAt,
    lines: [
      { itemId: id * 10 + 1, stationKey: 'forno', readyAt: ready[1] ?? null, readyByName: null },
      { itemId: id * 10 + 2, stationKey: 'balcao', readyAt: ready[2] ?? null, readyByName: null },
    ],
  };
  return order;
}

let board: KitchenBoard;
let sent: { method: string; url: string; body: unknown }[] = [];

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  sent = [];
  board = {
    orders: [
      kitchenOrder(7, minutesAgo(3)),
      // eaten in at table 5
      { ...kitchenOrder(8, minutesAgo(1)), channel: 'mesa', fulfilment: 'mesa', tableLabel: '5' },
    ],
    stations: [
      { key: 'forno', name: 'Forno' },
      { key: 'balcao', name: 'Balcão' },
    ],
    amberMinutes: 10,
    redMinutes: 20,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ method, url, body });
      if (method === 'POST') {
        return json(board.orders.find((o) => url.includes(`/orders/${o.id}/`)));
      }
      return json(board);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openScreen(connection: KitchenConnection = 'open') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitchenScreen connection={connection} />
    </QueryClientProvider>,
  );
}

const bumps = () => sent.filter((r) => r.method === 'POST');

describe('the kitchen screen (docs/decisions/058)', () => {
  it("shows every station side by side, each with its orders' items in arrival order", async () => {
    openScreen();
    const oven = await screen.findByRole('region', { name: 'Forno' });
    const counter = screen.getByRole('region', { name: 'Balcão' });
    const ovenCards = within(oven).getAllByRole('listitem', { name: /^Pedido #/ });
    expect(ovenCards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Pedido #7',
      'Pedido #8',
    ]);
    expect(ovenCards[0]?.textContent).toContain('2x Calabresa');
    expect(ovenCards[0]?.textContent).toContain('Bem assada');
    expect(ovenCards[0]?.textContent).not.toContain('Coca-Cola');
    const counterCard = within(counter).getByRole('listitem', { name: 'Pedido #7' });
    expect(counterCard.textContent).toContain('1x Coca-Cola 2L');
    expect(counterCard.textContent).toContain('Retirada');
    expect(ovenCards[1]?.textContent).toContain('Mesa 5');
    expect(within(counter).getAllByRole('button', { name: /Pronto · Balcão/ })).toHaveLength(2);
  });

  it('shows one station when chosen, and the device remembers the choice', async () => {
    const first = openScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Balcão' }));
    expect(screen.getByRole('button', { name: 'Balcão' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Forno' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Pedidos · Balcão' });
    expect(within(list).getAllByRole('listitem', { name: /^Pedido #/ })).toHaveLength(2);
    expect(list.textContent).not.toContain('Calabresa');
    expect(window.localStorage.getItem(KITCHEN_STATION_KEY)).toBe('"balcao"');

    // the tablet opened again: still the counter
    first.unmount();
    openScreen();
    expect(await screen.findByRole('list', { name: 'Pedidos · Balcão' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
    expect(screen.getByRole('region', { name: 'Forno' })).toBeTruthy();
    expect(window.localStorage.getItem(KITCHEN_STATION_KEY)).toBeNull();
  });

  it('a tap marks one item ready, a tap on a ready one undoes it', async () => {
    // order 7 has a second pizza at the oven, already ready
    const order = kitchenOrder(7, minutesAgo(3));
    board.orders[0] = {
      ...order,
      items: [PIZZA, { ...PIZZA, productName: 'Portuguesa', quantity: 1, notes: '' }, DRINK],
      lines: [
        order.lines[0]!,
        { itemId: 73, stationKey: 'forno', readyAt: minutesAgo(1), readyByName: 'Ana' },
        order.lines[1]!,
      ],
    };
    openScreen();
    const oven = await screen.findByRole('region', { name: 'Forno' });
    const card = within(oven).getByRole('listitem', { name: 'Pedido #7' });
    const pizza = within(card).getByRole('button', { name: /2x Calabresa/ });
    const ready = within(card).getByRole('button', { name: /1x Portuguesa/ });
    expect(pizza.getAttribute('aria-pressed')).toBe('false');
    expect(ready.getAttribute('aria-pressed')).toBe('true');
    expect(ready.textContent).toContain('Pronto · Ana · toque para desfazer');

    await userEvent.click(pizza);
    await waitFor(() => expect(bumps()).toHaveLength(1));
    expect(bumps()[0]).toMatchObject({
      url: '/api/admin/kitchen/orders/7/bump',
      body: { itemIds: [71], ready: true },
    });
    await userEvent.click(ready);
    await waitFor(() => expect(bumps()).toHaveLength(2));
    expect(bumps()[1]).toMatchObject({
      url: '/api/admin/kitchen/orders/7/bump',
      body: { itemIds: [73], ready: false },
    });
  });

  it("'Pronto' marks every item of the order at that station", async () => {
    openScreen();
    const counter = await screen.findByRole('region', { name: 'Balcão' });
    const card = within(counter).getByRole('listitem', { name: 'Pedido #8' });
    await userEvent.click(within(card).getByRole('button', { name: /Pronto · Balcão/ }));
    await waitFor(() => expect(bumps()).toHaveLength(1));
    expect(bumps()[0]).toMatchObject({
      url: '/api/admin/kitchen/orders/8/bump',
      body: { itemIds: [82], ready: true },
    });
  });

  it('says the connection is lost and refuses taps until it is back', async () => {
    const view = openScreen('lost');
    const oven = await screen.findByRole('region', { name: 'Forno' });
    expect(screen.getByRole('alert').textContent).toContain('Sem conexão com o servidor');
    const card = within(oven).getByRole('listitem', { name: 'Pedido #7' });
    const pizza = within(card).getByRole('button', { name: /2x Calabresa/ });
    const done = within(card).getByRole('button', { name: /Pronto · Forno/ });
    expect(pizza).toHaveProperty('disabled', true);
    expect(done).toHaveProperty('disabled', true);
    await userEvent.click(pizza);
    expect(bumps()).toEqual([]);

    // back: taps work again and the banner is gone
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <KitchenScreen connection="open" />
      </QueryClientProvider>,
    );
    const again = await screen.findByRole('region', { name: 'Forno' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      within(within(again).getByRole('listitem', { name: 'Pedido #7' })).getByRole('button', {
        name: /2x Calabresa/,
      }),
    ).toHaveProperty('disabled', false);
  });
});

describe("a kitchen card's clock", () => {
  const now = new Date('2026-11-27T21:00:00.000Z');
  const limits = { amberMinutes: 10, redMinutes: 20 };

  function cardAt(minutes: number, shopLimits = limits) {
    const order = kitchenOrder(9, minutesAgo(minutes, now));
    const [ticket] = kitchenTickets([order], 'forno');
    if (!ticket) throw new Error('no ticket');
    render(
      <ul>
        <KitchenTicket
          ticket={ticket}
          stationName="Forno"
          now={now}
          limits={shopLimits}
          canTap
          onToggleItem={() => undefined}
          onBumpTicket={() => undefined}
          onStart={() => undefined}
        />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Pedido #9' });
    const head = within(card).getByTestId('ticket-head');
    cleanup();
    return { level: card.dataset.level, head: head.className, text: head.textContent };
  }

  it('is dark until the amber limit, amber from it and red from the red one', () => {
    const fresh = cardAt(4);
    expect(fresh.level).toBe('normal');
    expect(fresh.head).toContain('bg-stone-800');
    expect(fresh.text).toContain('há 4 min');
    expect(fresh.text).toContain('no tempo');

    const amber = cardAt(10);
    expect(amber.level).toBe('amber');
    expect(amber.head).toContain('bg-amber-400');
    expect(amber.text).toContain('atenção');

    const red = cardAt(25);
    expect(red.level).toBe('red');
    expect(red.head).toContain('bg-red-700');
    expect(red.text).toContain('atrasado');
  });

  it("follows the shop's limits", () => {
    expect(cardAt(6, { amberMinutes: 5, redMinutes: 8 }).level).toBe('amber');
    expect(cardAt(6, { amberMinutes: 15, redMinutes: 30 }).level).toBe('normal');
  });
});
