import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DispatchBoard, DispatchOrder } from '../../../../domain/admin-dispatch';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, renderWithQueryClient } from '../../../test/admin-test-kit';
import { DispatchPage } from './dispatch-page';

const SP = 'America/Sao_Paulo';
const order = (id: number, over: Partial<DispatchOrder> = {}): DispatchOrder => ({
  id,
  status: 'em preparo',
  customerName: `Cliente ${id}`,
  zoneName: 'Centro',
  bairro: 'Sé',
  cep: '01010000',
  totalCents: 5900,
  itemCount: 2,
  // 20:05 in São Paulo
  acceptedAt: '2026-11-20T23:05:00.000Z',
  kitchenDoneAt: null,
  notDelivered: null,
  ...over,
});

const BOARD: DispatchBoard = {
  orders: [
    order(12, { kitchenDoneAt: '2026-11-20T23:25:00.000Z' }),
    order(13, {
      zoneName: 'Mooca',
      bairro: 'Mooca',
      cep: '03101000',
      notDelivered: { driverName: 'Lia', reason: 'Cliente não atende', at: '2026-11-20T23:20:00Z' },
    }),
    order(14),
  ],
  drivers: [
    { id: 1, name: 'Carlos Souza', vehicle: 'moto', trips: [] },
    {
      id: 2,
      name: 'Pedro',
      vehicle: 'bicicleta',
      // 20:31 in São Paulo
      trips: [{ orderId: 9, since: '2026-11-20T23:31:00.000Z' }],
    },
  ],
  suggestions: [{ orderIds: [12, 14], label: 'Sugestão: #12 + #14 (Centro)' }],
  timeZone: SP,
};

let board: DispatchBoard;
let refusal: { code: string; message: string } | null;
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  board = BOARD;
  refusal = null;
  posts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (body: unknown, status = 200) => Promise.resolve(jsonResponse(body, status));
      if (init?.method === 'POST' && url === '/api/admin/dispatch/assign') {
        const body = JSON.parse(String(init.body)) as { driverId: number; orderIds: number[] };
        posts.push({ url, body });
        if (refusal) return json({ error: refusal }, 409);
        board = {
          ...board,
          orders: board.orders.filter((o) => !body.orderIds.includes(o.id)),
          drivers: board.drivers.map((d) =>
            d.id === body.driverId
              ? {
                  ...d,
                  trips: body.orderIds.map((orderId) => ({
                    orderId,
                    since: '2026-11-20T23:40:00.000Z',
                  })),
                }
              : d,
          ),
          suggestions: [],
        };
        return json(board);
      }
      if (url === '/api/admin/dispatch') return json(board);
      return json({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path = '/admin/entregas') {
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <DispatchPage />
      <Toaster />
    </MemoryRouter>,
  );
}

const ready = () => screen.getByRole('list', { name: 'Pedidos prontos' });
const driverCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Entregadores' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name)) as HTMLElement;

describe("'Entregas'", () => {
  it('lists the ready orders with their zone, CEP, total and marks, and the drivers free or out', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Pedidos prontos' }, { timeout: 10_000 });
    const first = within(ready()).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('#12 · Cliente 12');
    expect(first).toHaveTextContent('Centro · Sé · CEP 01010-000');
    expect(first).toHaveTextContent('R$ 59,00');
    expect(first).toHaveTextContent('2 itens');
    expect(first).toHaveTextContent('Pronto na cozinha');
    expect(ready()).toHaveTextContent('Não entregue por Lia: Cliente não atende');
    expect(driverCard('Carlos Souza')).toHaveTextContent('livre');
    expect(driverCard('Pedro')).toHaveTextContent('na rua desde 20:31');
    expect(driverCard('Pedro')).toHaveTextContent('#9 desde 20:31');
  });

  it("a suggestion selects its group; 'Enviar com Carlos' sends it and the lists follow", async () => {
    const user = userEvent.setup();
    renderPage();
    const chip = await screen.findByRole(
      'button',
      { name: 'Sugestão: #12 + #14 (Centro)' },
      { timeout: 10_000 },
    );
    const send = within(driverCard('Carlos Souza')).getByRole('button', {
      name: /Enviar com Carlos/,
    });
    expect(send).toBeDisabled();
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Pedido #12' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pedido #13' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pedido #14' })).toBeChecked();
    await user.click(send);
    expect(posts).toEqual([
      { url: '/api/admin/dispatch/assign', body: { driverId: 1, orderIds: [12, 14] } },
    ]);
    await vi.waitFor(() => expect(driverCard('Carlos Souza')).toHaveTextContent('#12 desde 20:40'));
    expect(driverCard('Carlos Souza')).toHaveTextContent('na rua desde 20:40');
    expect(screen.queryByRole('checkbox', { name: 'Pedido #12' })).toBeNull();
    expect(await screen.findByText('Pedidos #12, #14 com Carlos')).toBeTruthy();
  });

  it("shows the server's refusal in pt-BR and keeps the selection", async () => {
    refusal = { code: 'ORDER_NOT_READY', message: 'O pedido #13 ainda não foi aceito.' };
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Pedido #13' }, { timeout: 10_000 }),
    );
    await user.click(within(driverCard('Pedro')).getByRole('button', { name: /Enviar com Pedro/ }));
    expect(await screen.findByText('O pedido #13 ainda não foi aceito.')).toBeTruthy();
    expect(screen.getByText('Não foi possível enviar com Pedro.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Pedido #13' })).toBeChecked();
  });

  it("opens with the order the desk card's 'Enviar com entregador' picked", async () => {
    renderPage('/admin/entregas?pedido=13');
    expect(
      await screen.findByRole('checkbox', { name: 'Pedido #13' }, { timeout: 10_000 }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pedido #12' })).not.toBeChecked();
    expect(
      within(driverCard('Carlos Souza')).getByRole('button', { name: /Enviar com Carlos \(1\)/ }),
    ).toBeEnabled();
  });
});
