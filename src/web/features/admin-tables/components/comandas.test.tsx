import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comanda, Comandas } from '../../../../domain/admin-comandas';
import type { AdminTable } from '../../../../domain/tables';
import { CloseComandaDialog } from './close-comanda-dialog';
import { ComandaBoard, ComandaCard, timeOpenLabel } from './comandas-page';
import { qrSheetPages } from './qr-sheet-page';

const TABLES: AdminTable[] = [
  { id: 1, label: '5', token: 'a'.repeat(22), isActive: true },
  { id: 2, label: '7', token: 'b'.repeat(22), isActive: true },
];

/** Table 5: two pizzas and a drink, R$ 100,00, open since 20:00; the shop charges 10%. */
const COMANDA: Comanda = {
  id: 9,
  tableId: 1,
  tableLabel: '5',
  openedAt: '2026-11-27T23:00:00.000Z',
  closedAt: null,
  closedByName: null,
  lines: [
    {
      orderItemId: 31,
      orderId: 101,
      heading: '2x Calabresa (Grande)',
      details: ['Borda: Catupiry'],
      lineTotalCents: 9_000,
      customerName: 'Ana',
      placedAt: '2026-11-27T23:00:00.000Z',
    },
    {
      orderItemId: 32,
      orderId: 102,
      heading: '1x Coca-Cola 2L',
      details: [],
      lineTotalCents: 1_000,
      customerName: 'Bruno',
      placedAt: '2026-11-27T23:10:00.000Z',
    },
  ],
  itemsCents: 10_000,
  discountCents: 0,
  serviceChargePercent: 10,
  serviceChargeCents: 1_000,
  totalCents: 11_000,
  persons: null,
  payments: [],
  moves: [],
};

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/api/admin/comandas/9/close' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { payments: Comanda['payments'] };
    return Response.json({
      ...COMANDA,
      closedAt: '2026-11-28T00:00:00.000Z',
      closedByName: 'dono',
      persons: 3,
      payments: body.payments,
    });
  }
  return new Response(null, { status: 404 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('an open comanda on the desk', () => {
  it('shows its table, items, who ordered, the bill with the service charge and the time open', () => {
    render(
      wrap(
        <ComandaCard
          comanda={COMANDA}
          now={new Date('2026-11-27T23:35:00.000Z')}
          tables={TABLES}
          onAdd={() => undefined}
          onClose={() => undefined}
        />,
      ),
    );
    const card = screen.getByRole('article', { name: 'Mesa 5' });
    expect(within(card).getByText('aberta há 35 min')).toBeInTheDocument();
    const items = within(card).getByRole('list', { name: 'Itens da Mesa 5' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('2x Calabresa (Grande)Borda: Catupiry#101 · AnaR$\u00a090,00'),
      expect.stringContaining('1x Coca-Cola 2L#102 · BrunoR$\u00a010,00'),
    ]);
    // each line may move to the other tables only
    const move = within(items).getByRole('combobox', {
      name: 'Mover 1x Coca-Cola 2L para outra mesa',
    });
    expect(
      within(move)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mover para...', 'Mesa 7']);
    expect(card).toHaveTextContent('ConsumoR$ 100,00');
    expect(card).toHaveTextContent('Serviço (10%)R$ 10,00');
    expect(card).toHaveTextContent('TotalR$ 110,00');
  });

  it('reads its time open in minutes, then hours', () => {
    const at = new Date('2026-11-27T23:00:00.000Z');
    expect(timeOpenLabel(at.toISOString(), new Date(at.getTime() + 5 * 60_000))).toBe('há 5 min');
    expect(timeOpenLabel(at.toISOString(), new Date(at.getTime() + 65 * 60_000))).toBe('há 1 h 05');
  });

  it('says how a comanda opens when there is none', () => {
    const data: Comandas = {
      open: [],
      closed: [],
      serviceCharge: { isEnabled: true, percent: 10 },
      paymentOptions: ['Dinheiro'],
    };
    render(
      wrap(
        <ComandaBoard
          data={data}
          tables={TABLES}
          onAdd={() => undefined}
          onClose={() => undefined}
        />,
      ),
    );
    expect(
      screen.getByText(
        'Nenhuma comanda aberta. O primeiro pedido de uma mesa abre a comanda dela.',
      ),
    ).toBeInTheDocument();
  });
});

describe("closing a table's bill", () => {
  const renderDialog = (onClosed = vi.fn()) => {
    render(
      wrap(
        <CloseComandaDialog
          comanda={COMANDA}
          serviceCharge={{ isEnabled: true, percent: 10 }}
          paymentOptions={['Dinheiro', 'Pix', 'Cartão de Crédito']}
          onClose={() => undefined}
          onClosed={onClosed}
        />,
      ),
    );
    return onClosed;
  };

  it('splits the total between persons in centavos that add up, and sends those payments', async () => {
    const onClosed = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Fechar conta · Mesa 5' });
    expect(within(dialog).getByText('Os pagamentos fecham a conta.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mais uma pessoa' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mais uma pessoa' }));
    expect(dialog).toHaveTextContent('R$ 36,67 por pessoa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dividir igualmente' }));
    expect(
      [1, 2, 3].map((n) => (within(dialog).getByLabelText(`Valor ${n}`) as HTMLInputElement).value),
    ).toEqual(['36,67', '36,67', '36,66']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Forma 2'), 'Pix');
    expect(within(dialog).getByText('Os pagamentos fecham a conta.')).toBeInTheDocument();

    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Fechar conta de R\$\s110,00$/ }),
    );
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/close')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      persons: 3,
      withServiceCharge: true,
      payments: [
        { method: 'Dinheiro', amountCents: 3_667 },
        { method: 'Pix', amountCents: 3_667 },
        { method: 'Dinheiro', amountCents: 3_666 },
      ],
    });
  });

  it('without the service charge the bill is the items; payments that do not add up cannot close it', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Fechar conta · Mesa 5' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Serviço (10%)' }));
    expect(
      within(dialog).getByRole('button', { name: /^Fechar conta de R\$\s100,00$/ }),
    ).toBeEnabled();
    const amount = within(dialog).getByLabelText('Valor 1');
    await userEvent.clear(amount);
    await userEvent.type(amount, '80');
    expect(
      within(dialog).getByText(/^Faltam R\$\s20,00 para fechar a conta\.$/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: /^Fechar conta de R\$\s100,00$/ }),
    ).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pagamento' }));
    expect((within(dialog).getByLabelText('Valor 2') as HTMLInputElement).value).toBe('20,00');
    expect(within(dialog).getByText('Os pagamentos fecham a conta.')).toBeInTheDocument();
  });
});

describe('the sheet of QR codes', () => {
  it('prints the active tables six to an A4 page', () => {
    const tables: AdminTable[] = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      label: String(i + 1),
      token: String(i).repeat(22),
      isActive: i !== 3,
    }));
    const pages = qrSheetPages(tables);
    expect(pages.map((page) => page.map((table) => table.label))).toEqual([
      ['1', '2', '3', '5', '6', '7'],
      ['8'],
    ]);
  });
});
