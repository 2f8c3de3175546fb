import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../domain/cart';
import type { Menu, MenuProduct } from '../../domain/menu';
import { menuQueryKey } from '../api/get-menu';
import { CartFollowsMenu } from './cart-follows-menu';
import { CartPage } from '../features/cart/components/cart-page';
import {
  CALABRESA,
  cartLine,
  freshPageForEachTest,
  renderWithShop,
} from '../features/cart/components/checkout-test-kit';
import { SAMPLE_SIZES } from '../../domain/sizes';

const calabresa = CALABRESA;
const portuguesa: MenuProduct = {
  ...calabresa,
  id: 2,
  name: 'Portuguesa',
  priceCents: 5200,
  sizePrices: { normal: 5200, broto: 3900 },
};

function menu(products: MenuProduct[]): Menu {
  return {
    categories: [
      { id: 1, slug: 'mais_pedidas', name: 'Mais pedidas', group: 'salgada', isSalgado: true },
    ],
    sizes: [...SAMPLE_SIZES],
    products,
    extras: [],
    crusts: [],
  };
}

function renderCart(current: Menu) {
  renderWithShop(
    <>
      <CartPage />
      <CartFollowsMenu />
    </>,
    { path: '/cart', seed: (client) => client.setQueryData(menuQueryKey, current) },
  );
}

freshPageForEachTest();
beforeEach(() => {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([cartLine(calabresa, 1), cartLine(portuguesa, 2)]),
  );
});

describe('CartPage against a changed menu', () => {
  it('shows the new price with its message, marks the line that left the menu, and blocks the order', async () => {
    // Calabresa went up to R$ 59,00; Portuguesa left the menu
    renderCart(
      menu([
        { ...calabresa, priceCents: 5900, sizePrices: { ...calabresa.sizePrices, normal: 5900 } },
      ]),
    );

    const notice = await screen.findByRole('status', { name: 'Um preço mudou' });
    expect(notice).toHaveTextContent(/O preço de Calabresa mudou para R\$\s59,00\./);
    const [first, second] = Array.from(
      screen.getByRole('list', { name: 'Itens do carrinho' }).children,
    );
    expect(first).toHaveTextContent(/R\$\s59,00 cada/);
    expect(second).toHaveAccessibleDescription(/Portuguesa não está mais no cardápio\./);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar para Entrega' }));
    // the delivery form's code is fetched on demand
    const finish = await screen.findByRole(
      'button',
      { name: 'Finalizar Pedido' },
      { timeout: 10_000 },
    );
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(
      'Um item do carrinho não está disponível. Remova-o para finalizar o pedido.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remover Portuguesa' }));
    expect(screen.getByRole('button', { name: 'Finalizar Pedido' })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([
      { product: { name: 'Calabresa', priceCents: 5900 }, unitPriceCents: 5900 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('status', { name: 'Um preço mudou' })).not.toBeInTheDocument();
  });
});
