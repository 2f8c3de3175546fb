import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tableBindingActions, useTableBinding } from '../../../stores/table-binding';
import { CALABRESA, cartLine, freshPageForEachTest, renderWithShop } from './checkout-test-kit';
import { CartSummary } from './cart-summary';
import { TableCheckout } from './table-checkout';

const TOKEN = 'T'.repeat(22);

function BoundCart() {
  const table = useTableBinding();
  const cart = [cartLine(CALABRESA, 1)];
  if (!table) return <p>Sem mesa</p>;
  return (
    <CartSummary
      cart={cart}
      tableName={table.name}
      action={<TableCheckout table={table} cart={cart} totalCents={4900} isBlocked={false} />}
    />
  );
}

describe('the cart of a phone bound to a table', () => {
  freshPageForEachTest();

  it('charges no delivery fee, asks only a name, and sends the order to the table', async () => {
    tableBindingActions.bind({ token: TOKEN, label: '7', name: 'Mesa 7' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        {
          error: {
            code: 'TABLE_NOT_FOUND',
            message:
              'Esta mesa não está mais disponível. Chame um atendente para fazer seu pedido.',
          },
        },
        { status: 404 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithShop(<BoundCart />);

    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(summary).toHaveTextContent('Mesa 7Sem taxa');
    expect(summary).toHaveTextContent('TotalR$ 49,00');
    expect(summary).toHaveTextContent(
      'Sem taxa de entrega: o pedido vai para a conta da mesa, paga ao final.',
    );
    await userEvent.type(screen.getByLabelText(/Seu nome/), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido para a Mesa 7' }));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/tables/${TOKEN}/orders`);
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/\S{16,}/);
    expect(JSON.parse(String(init?.body))).toEqual({
      customerName: 'Ana',
      items: [expect.objectContaining({ productId: CALABRESA.id, size: 'normal', quantity: 1 })],
      totalCents: 4900,
    });
    // a table switched off meanwhile: the phone says so and orders for delivery again
    expect(await screen.findByText('Sem mesa')).toBeInTheDocument();
    expect(window.localStorage.getItem('table')).toBeNull();
  });

  it('forgets a binding made on another evening', async () => {
    window.localStorage.setItem(
      'table',
      JSON.stringify({
        token: TOKEN,
        label: '7',
        name: 'Mesa 7',
        boundAt: new Date(Date.now() - 7 * 3_600_000).toISOString(),
      }),
    );
    vi.resetModules();
    const { useTableBinding: freshBinding } = await import('../../../stores/table-binding');
    function Probe() {
      return <p>{freshBinding()?.name ?? 'Sem mesa'}</p>;
    }
    renderWithShop(<Probe />);
    expect(screen.getByText('Sem mesa')).toBeInTheDocument();
  });
});
