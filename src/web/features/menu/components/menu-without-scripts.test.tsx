import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../../domain/establishment';
import type { Menu, MenuProduct } from '../../../../domain/menu';
import { MenuWithoutScripts } from './menu-without-scripts';
import { SAMPLE_SIZES } from '../../../../domain/sizes';

afterEach(cleanup);

function product(id: number, name: string, categorySlug: string): MenuProduct {
  return {
    id,
    name,
    description: '',
    categorySlug,
    priceCents: 4900,
    sizePrices: { normal: 4900, broto: 3500 },
    ingredients: [],
    isAvailable: id !== 3,
  };
}

const MENU: Menu = {
  categories: [
    { id: 1, slug: 'mais_pedidas', name: 'Mais Pedidas', group: 'salgada', isSalgado: true },
    { id: 2, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true },
  ],
  sizes: [...SAMPLE_SIZES],
  products: [
    product(1, 'Calabresa', 'mais_pedidas'),
    product(2, 'Mussarela', 'queijos'),
    product(3, 'Margherita', 'queijos'),
  ],
  extras: [],
  crusts: [],
};

const DEFAULT_SHOP: PublicEstablishment = {
  ...DEFAULT_ESTABLISHMENT,
  isOpen: true,
  lastUpdated: null,
};

const listed = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('paragraph')[0]?.textContent);

describe('the menu without scripts', () => {
  it("lists the 'Mais Pedidas' tab as the server ranked it, each product also in its category", () => {
    render(<MenuWithoutScripts menu={{ ...MENU, mostOrderedIds: [3, 2, 1] }} shop={undefined} />);
    expect(listed('Mais Pedidas')).toEqual(['Margherita (esgotado)', 'Mussarela', 'Calabresa']);
    expect(listed('Queijos')).toEqual(['Mussarela', 'Margherita (esgotado)']);
  });

  it('lists the hand-chosen products when the tab is chosen by hand', () => {
    render(<MenuWithoutScripts menu={MENU} shop={undefined} />);
    expect(listed('Mais Pedidas')).toEqual(['Calabresa']);
  });
});

describe('the shop’s contact without scripts', () => {
  it('dials the phone with a tap and writes the WhatsApp number as people read it', () => {
    render(<MenuWithoutScripts menu={MENU} shop={DEFAULT_SHOP} />);
    const phone = screen.getByRole('link', { name: '(11) 3456-7890' });
    expect(phone).toHaveAttribute('href', 'tel:+551134567890');
    const whatsapp = screen.getByRole('link', { name: '(11) 98765-4321' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511987654321');
  });
});
