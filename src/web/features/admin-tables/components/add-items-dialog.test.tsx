import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { OrderItemRequest } from '../../../../domain/order';
import type { AdminTable } from '../../../../domain/tables';
import {
  CALABRESA,
  COUNTER_MENU,
  QUATRO_QUEIJOS,
} from '../../../admin/item-entry/item-entry-test-kit';
import { trackedOrder } from '../../../test/tracked-order';
import { AddItemsDialog } from './add-items-dialog';

const TABLE: AdminTable = { id: 3, label: '5', token: 'a'.repeat(22), isActive: true };
const shop: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  flavourPricingRule: 'maior',
  isOpen: true,
  lastUpdated: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/menu')) return json(COUNTER_MENU);
    if (url.endsWith('/api/establishment')) return json(shop);
    if (url.endsWith(`/api/admin/comandas/tables/${TABLE.id}/orders`) && init?.method === 'POST') {
      const { acceptedAt: _acceptedAt, ...order } = trackedOrder({ id: 77 });
      return json({ order: { ...order, customerPhone: '' } }, 201);
    }
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddItemsDialog table={TABLE} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const sentItems = (): OrderItemRequest[] => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return (JSON.parse(String(call?.[1]?.body)) as { items: OrderItemRequest[] }).items;
};

describe("a comanda's 'Adicionar itens'", () => {
  it('adds a half-and-half with a filled crust, by the same entry as Novo pedido', async () => {
    const { user, onClose } = renderDialog();
    const search = await screen.findByRole('combobox', { name: 'Adicionar item' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('calab{Enter}');
    // Grande, then the second flavour
    await user.keyboard('{Enter}');
    await user.keyboard('quatro{Enter}{Enter}');
    expect(screen.getByRole('listbox', { name: 'Borda' })).toHaveFocus();
    // Esc goes back a step inside the entry: the dialog stays open with what was chosen
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Outro sabor/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('2');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');

    const list = screen.getByRole('list', { name: 'Itens a adicionar' });
    const line = within(list).getByRole('listitem');
    expect(line).toHaveTextContent('1× Calabresa');
    expect(line).toHaveTextContent('Quatro Queijos');
    expect(line).toHaveTextContent('Tradicional');
    expect(line).toHaveTextContent('Catupiry');
    // 'maior': the dearest flavour, R$ 56,00, plus the crust's R$ 8,00
    expect(line).toHaveTextContent('R$ 64,00');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Enviar para a mesa' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentItems()).toEqual([
      expect.objectContaining({
        productId: CALABRESA.id,
        size: 'normal',
        quantity: 1,
        extraFlavourIds: [QUATRO_QUEIJOS.id],
        crustId: 'traditional',
        fillingId: 'catupiry',
      }),
    ]);
  });

  it("adds a drink's option with its quantity, and Esc from the empty search closes", async () => {
    const { user, onClose } = renderDialog();
    const search = await screen.findByRole('combobox', { name: 'Adicionar item' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('refri{Enter}');
    expect(screen.getByRole('listbox', { name: 'Opção' })).toHaveFocus();
    await user.keyboard('2');
    await user.keyboard('3{Enter}');
    const line = within(screen.getByRole('list', { name: 'Itens a adicionar' })).getByRole(
      'listitem',
    );
    expect(line).toHaveTextContent('3× Refrigerante');
    expect(line).toHaveTextContent('2 L');
    expect(line).toHaveTextContent('R$ 42,00');
    await user.click(screen.getByRole('button', { name: 'Tirar 3× Refrigerante (2 L)' }));
    expect(screen.getByText('Nenhum item incluído ainda.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Adicionar item' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
