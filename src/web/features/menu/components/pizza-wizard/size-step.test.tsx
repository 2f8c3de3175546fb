import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Menu, MenuProduct } from '../../../../../domain/menu';
import { SAMPLE_SIZES, type Size } from '../../../../../domain/sizes';
import { FlavoursStep } from './flavours-step';
import { SizeStep } from './size-step';
import type { WizardState } from './wizard-state';

afterEach(cleanup);

/** A shop of four sizes: Família takes 4 flavours, Média is off the menu. */
const FAMILIA: Size = {
  id: 'familia',
  name: 'Família',
  slices: 12,
  note: '45cm',
  maxFlavours: 4,
  sortOrder: 2,
  isActive: true,
};
const MEDIA: Size = {
  ...FAMILIA,
  id: 'media',
  name: 'Média',
  slices: 6,
  note: '30cm',
  maxFlavours: 2,
  sortOrder: 3,
  isActive: false,
};
const SIZES: Size[] = [...SAMPLE_SIZES, FAMILIA, MEDIA];

const pizza = (id: number, name: string, sizePrices: Record<string, number>): MenuProduct => ({
  id,
  name,
  description: '',
  categorySlug: 'queijos',
  priceCents: sizePrices.normal ?? 0,
  sizePrices,
  ingredients: [],
  isAvailable: true,
});
const calabresa = pizza(1, 'Calabresa', { normal: 4900, broto: 3500, familia: 8900, media: 6000 });
// not sold as a broto, nor as a Família
const rucula = pizza(2, 'Rúcula', { normal: 5200 });
const flavours = [
  pizza(3, 'Mussarela', { normal: 4600, familia: 8500 }),
  pizza(4, 'Portuguesa', { normal: 5200, familia: 9500 }),
  pizza(5, 'Frango', { normal: 5000, familia: 9200 }),
  pizza(6, 'Atum', { normal: 5300, familia: 9900 }),
];
const menu: Menu = {
  categories: [{ id: 1, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true }],
  sizes: SIZES,
  products: [calabresa, rucula, ...flavours],
  extras: [],
  crusts: [],
};
const state = (size: string, extraFlavours: MenuProduct[] = []): WizardState => ({
  quantity: 1,
  notes: '',
  size,
  extraFlavours,
  extraIds: [],
  crustId: 'none',
  fillingId: null,
  variantId: null,
});

describe("the wizard's sizes come from the shop", () => {
  it('offers the active sizes the flavour is sold in, in order, with slices, note and price', () => {
    render(<SizeStep menu={menu} product={calabresa} state={state('normal')} update={() => {}} />);
    const sizes = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(sizes).toEqual([
      expect.stringMatching(/^Grande \(35cm\)8 fatiasR\$\s49,00$/),
      expect.stringMatching(/^Broto \(20cm\)4 fatiasR\$\s35,00$/),
      expect.stringMatching(/^Família \(45cm\)12 fatiasR\$\s89,00$/),
    ]);
  });

  it('hides the sizes a flavour skips', () => {
    render(<SizeStep menu={menu} product={rucula} state={state('normal')} update={() => {}} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Grande/ })).toBeChecked();
  });

  it('lets a Família take three more flavours, only those sold as a Família', () => {
    render(
      <FlavoursStep
        menu={menu}
        product={calabresa}
        rule="principal"
        size={FAMILIA}
        state={state('familia', flavours.slice(0, 2))}
        update={() => {}}
      />,
    );
    expect(screen.getByText(/até 3 sabores adicionais/)).toBeVisible();
    expect(screen.getByText('Sabores escolhidos (2/3)')).toBeVisible();
    const offered = screen
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent);
    expect(offered.join(' ')).toContain('Frango');
    expect(offered.join(' ')).not.toContain('Rúcula');
    expect(
      within(document.body).queryByText(
        'Você já selecionou o número máximo de sabores adicionais.',
      ),
    ).toBeNull();
  });
});
