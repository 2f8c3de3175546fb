import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlavourPricingRule } from '../../../../../domain/establishment';
import type { Menu, MenuProduct } from '../../../../../domain/menu';
import { FlavoursStep } from './flavours-step';
import type { WizardState } from './wizard-state';
import { SAMPLE_SIZES } from '../../../../../domain/sizes';

afterEach(cleanup);

const pizza = (id: number, name: string, priceCents: number): MenuProduct => ({
  id,
  name,
  description: `${name} da casa`,
  categorySlug: 'queijos',
  priceCents,
  sizePrices: { normal: priceCents, broto: priceCents - 1500 },
  ingredients: [],
  isAvailable: true,
});
const calabresa = pizza(1, 'Calabresa', 4900);
const cincoQueijos = pizza(2, 'Cinco Queijos', 5490);
const mussarela = pizza(3, 'Mussarela', 4600);
const menu: Menu = {
  categories: [{ id: 1, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true }],
  sizes: [...SAMPLE_SIZES],
  products: [calabresa, cincoQueijos, mussarela],
  extras: [],
  crusts: [],
};
const state: WizardState = {
  quantity: 1,
  notes: '',
  size: 'normal',
  extraFlavours: [],
  extraIds: [],
  crustId: 'none',
  fillingId: null,
  variantId: null,
};

const GRANDE = SAMPLE_SIZES[0]!;

function renderStep(rule: FlavourPricingRule) {
  render(
    <FlavoursStep
      menu={menu}
      product={calabresa}
      rule={rule}
      size={GRANDE}
      state={state}
      update={() => undefined}
    />,
  );
}

/** The price side of a flavour's card. */
const cardOf = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });

describe('FlavoursStep', () => {
  it("says a flavour adds nothing under the 'principal' rule, not its own price", () => {
    renderStep('principal');
    expect(cardOf('Cinco Queijos')).toHaveAccessibleName(/Sem acréscimo/);
    expect(cardOf('Mussarela')).toHaveAccessibleName(/Sem acréscimo/);
    expect(screen.queryByText('R$ 54,90', { exact: false })).toBeNull();
  });

  it("under 'maior', shows what the dearer flavour adds and nothing for a cheaper one", () => {
    renderStep('maior');
    expect(cardOf('Cinco Queijos')).toHaveAccessibleName(/\+ R\$\s5,90/);
    expect(cardOf('Mussarela')).toHaveAccessibleName(/Sem acréscimo/);
  });

  it("under 'media', shows that a cheaper flavour lowers the price", () => {
    renderStep('media');
    expect(cardOf('Cinco Queijos')).toHaveAccessibleName(/\+ R\$\s2,95/);
    expect(cardOf('Mussarela')).toHaveAccessibleName(/− R\$\s1,50/);
  });
});
