import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminProduct } from '../../../../domain/admin-catalogue';
import { SAMPLE_SIZES } from '../../../../domain/sizes';
import { renderWithQueryClient, stubResizeObserver } from '../../../test/admin-test-kit';
import { ProductDialog } from './product-dialog';

const DRINKS: AdminCategory = {
  id: 5,
  slug: 'refrigerantes',
  name: 'Refrigerantes',
  group: 'bebida',
  isSalgado: null,
};
const REFRIGERANTE: AdminProduct = {
  id: 40,
  name: 'Refrigerante',
  description: 'Coca-Cola, Guaraná ou Fanta',
  categoryId: 5,
  categoryName: 'Refrigerantes',
  isSalgado: null,
  priceCents: 600,
  sizePrices: {},
  ingredients: [],
  isAvailable: true,
  variants: [
    { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: true },
    { id: 2, name: '600 ml', priceCents: 850, isActive: true },
    { id: 3, name: '2 L', priceCents: 1400, isActive: true },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const sent: Record<string, unknown>[] = [];

beforeEach(() => {
  sent.length = 0;
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return Promise.resolve(
        new Response(JSON.stringify({ ...REFRIGERANTE, ...body }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(product: AdminProduct | null) {
  renderWithQueryClient(
    <ProductDialog
      open
      product={product}
      categories={[DRINKS]}
      sizes={[...SAMPLE_SIZES]}
      onOpenChange={vi.fn()}
    />,
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Opções do produto' })).getAllByRole('listitem');

describe("the product dialog's variants", () => {
  it('renames, re-prices, reorders, pauses, deletes and adds variants, and sends them in order', async () => {
    renderDialog(REFRIGERANTE);
    // with variants, no one price to type
    expect(screen.queryByLabelText('Preço', { selector: '#product-price' })).toBeNull();
    expect(rows()).toHaveLength(3);

    const [lata, seiscentos] = rows();
    if (!lata || !seiscentos) throw new Error('no rows');
    const name = within(seiscentos).getByLabelText('Nome da opção');
    await userEvent.clear(name);
    await userEvent.type(name, 'Garrafa 600 ml');
    const price = within(seiscentos).getByLabelText('Preço');
    await userEvent.clear(price);
    await userEvent.type(price, '9,00');
    await userEvent.click(screen.getByRole('button', { name: 'Subir Garrafa 600 ml' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Lata 350 ml à venda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir 2 L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    const added = rows().at(-1);
    if (!added) throw new Error('no new row');
    await userEvent.type(within(added).getByLabelText('Nome da opção'), '1,5 L');
    await userEvent.type(within(added).getByLabelText('Preço'), '12,00');

    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variants).toEqual([
      { id: 2, name: 'Garrafa 600 ml', priceCents: 900, isActive: true },
      { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: false },
      { name: '1,5 L', priceCents: 1200, isActive: true },
    ]);
    expect(sent[0]).not.toHaveProperty('priceCents');
  });

  it('refuses a variant without a name or price, and two of one name, under their fields', async () => {
    renderDialog(REFRIGERANTE);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Nome da opção é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Preço deve ser maior que zero')).toBeInTheDocument();
    const added = rows().at(-1);
    if (!added) throw new Error('no new row');
    await userEvent.type(within(added).getByLabelText('Nome da opção'), '2 l');
    await userEvent.type(within(added).getByLabelText('Preço'), '15,00');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Já existe uma opção com esse nome')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('gives a new drink variants instead of one price', async () => {
    renderDialog(null);
    await userEvent.type(screen.getByLabelText('Nome'), 'Suco');
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), '5');
    await userEvent.type(screen.getByLabelText('Descrição'), 'Laranja ou uva');
    expect(screen.getByLabelText('Preço', { selector: '#product-price' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    expect(screen.queryByLabelText('Preço', { selector: '#product-price' })).toBeNull();
    const [row] = rows();
    if (!row) throw new Error('no row');
    await userEvent.type(within(row).getByLabelText('Nome da opção'), '300 ml');
    await userEvent.type(within(row).getByLabelText('Preço'), '7,50');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variants).toEqual([{ name: '300 ml', priceCents: 750, isActive: true }]);
  });
});
