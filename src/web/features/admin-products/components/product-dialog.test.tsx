import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminProduct } from '../../../../domain/admin-catalogue';
import { SAMPLE_SIZES, type Size } from '../../../../domain/sizes';
import { renderWithQueryClient, stubResizeObserver } from '../../../test/admin-test-kit';
import { ProductDialog } from './product-dialog';

const CATEGORY: AdminCategory = {
  id: 2,
  slug: 'tradicionais',
  name: 'Tradicionais',
  group: 'salgada',
  isSalgado: true,
};
const DRINKS: AdminCategory = {
  id: 5,
  slug: 'refrigerantes',
  name: 'Refrigerantes',
  group: 'bebida',
  isSalgado: null,
};
/** The sample shop's sizes, then a 'Família' the owner added and a 'Gigante' put away. */
const SIZES: Size[] = [
  ...SAMPLE_SIZES,
  {
    id: 'familia',
    name: 'Família',
    slices: 12,
    note: '45cm',
    maxFlavours: 4,
    sortOrder: 2,
    isActive: true,
  },
  {
    id: 'gigante',
    name: 'Gigante',
    slices: 16,
    note: '',
    maxFlavours: 4,
    sortOrder: 3,
    isActive: false,
  },
];
const CALABRESA: AdminProduct = {
  id: 9,
  name: 'Calabresa',
  description: 'Calabresa e cebola',
  categoryId: 2,
  categoryName: 'Tradicionais',
  isSalgado: true,
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
  ingredients: ['Calabresa', 'Cebola'],
  isAvailable: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** The bodies the dialog sent, as the server got them. */
const sent: { method: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  sent.length = 0;
  // jsdom has no layout: the availability switch measures itself
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ method: init?.method ?? 'GET', body });
      return Promise.resolve(
        new Response(JSON.stringify({ ...CALABRESA, ...body }), {
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

function renderDialog(product: AdminProduct | null, sizes: Size[] = [...SAMPLE_SIZES]) {
  const onOpenChange = vi.fn();
  renderWithQueryClient(
    <ProductDialog
      open
      product={product}
      categories={[CATEGORY, DRINKS]}
      sizes={sizes}
      onOpenChange={onOpenChange}
    />,
  );
  return { onOpenChange };
}

async function typePrice(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the product dialog', () => {
  it("saves '62,90' as R$ 62,90 and '1.234,50' as R$ 1.234,50", async () => {
    renderDialog(null);
    await userEvent.type(screen.getByLabelText('Nome'), 'Portuguesa');
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), '2');
    await userEvent.type(screen.getByLabelText('Descrição'), 'Presunto, ovo e cebola');
    await typePrice('Grande', '62,90');
    await typePrice('Broto', 'R$ 1.234,50');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ sizePrices: { normal: 6290, broto: 123450 } });
  });

  it('shows the price as typed while editing and written out when the field is left', async () => {
    renderDialog(CALABRESA);
    const price = screen.getByLabelText('Grande');
    expect(price).toHaveValue('49,00');
    // one word for a paused product, as the menu and the 'Acabou?' panel say it
    expect(screen.getByText(/o produto aparece como Esgotado no cardápio/)).toBeVisible();
    await typePrice('Grande', '52,9');
    expect(price).toHaveValue('52,9');
    await userEvent.tab();
    expect(price).toHaveValue('52,90');
  });

  it('says why a price is not an amount and saves nothing', async () => {
    renderDialog(CALABRESA);
    await typePrice('Grande', '6,2,9');
    await userEvent.tab();
    expect(screen.getByText('Valor inválido. Use o formato 62,90 ou 1.234,50.')).toBeVisible();
    expect(screen.getByLabelText('Grande')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    // the submit ran: the field keeps its own message, and the form its focus on the field
    await waitFor(() => expect(screen.getByLabelText('Grande')).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it('asks before saving a price that moves more than 5×, and saves once confirmed', async () => {
    renderDialog(CALABRESA);
    await typePrice('Grande', '490');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'O preço muda de R$ 49,00 para R$ 490,00. Confirmar?',
    );
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar preço' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ sizePrices: { normal: 49000, broto: 3500 } });
  });

  it('saves a price within 5× of the saved one without asking', async () => {
    renderDialog(CALABRESA);
    await typePrice('Grande', '52,90');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ sizePrices: { normal: 5290, broto: 3500 } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has one price per size of the shop; an empty one is a size the flavour is not sold in', async () => {
    renderDialog(CALABRESA, SIZES);
    expect(screen.getByLabelText('Grande')).toHaveValue('49,00');
    expect(screen.getByLabelText('Broto')).toHaveValue('35,00');
    expect(screen.getByLabelText('Família')).toHaveValue('');
    // a size put away keeps its field, so a price in it is not lost on save
    expect(screen.getByLabelText('Gigante (fora do cardápio)')).toHaveValue('');
    await typePrice('Família', '89,90');
    await userEvent.clear(screen.getByLabelText('Broto'));
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.sizePrices).toEqual({ normal: 4900, familia: 8990 });
    expect(sent[0]?.body).not.toHaveProperty('priceCents');
  });

  it('asks about a price per size that moves more than 5×, naming the size', async () => {
    renderDialog({ ...CALABRESA, sizePrices: { normal: 4900, broto: 3500, familia: 8990 } }, SIZES);
    await typePrice('Família', '8,99');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Preço Família: O preço muda de R$ 89,90 para R$ 8,99. Confirmar?',
    );
    expect(sent).toHaveLength(0);
  });

  it('gives a drink one price instead of one per size', async () => {
    renderDialog(null, SIZES);
    await userEvent.type(screen.getByLabelText('Nome'), 'Guaraná 2L');
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), '5');
    await userEvent.type(screen.getByLabelText('Descrição'), 'Garrafa');
    expect(screen.queryByLabelText('Grande')).toBeNull();
    await typePrice('Preço', '14,00');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ priceCents: 1400, sizePrices: {} });
  });
});
