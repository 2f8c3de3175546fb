import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Crust, ExtraIngredient } from '../../../../../domain/menu';
import { CrustStep } from './crust-step';
import { ExtrasStep } from './extras-step';
import type { WizardState } from './wizard-state';

afterEach(cleanup);

/** Cheddar costs R$ 3,00 on a Broto and R$ 5,00 on any other size; Bacon R$ 6,00 on all. */
const EXTRAS: ExtraIngredient[] = [
  {
    id: 1,
    name: 'Cheddar',
    priceCents: 500,
    sizePrices: { broto: 300 },
    type: 'salgado',
    displayGroup: 'Queijos',
  },
  { id: 2, name: 'Bacon', priceCents: 600, type: 'salgado', displayGroup: 'Queijos' },
];
const CRUSTS: Crust[] = [
  { id: 'none', name: 'Sem borda', description: '', priceCents: 0, fillings: [] },
  {
    id: 'traditional',
    name: 'Borda Tradicional',
    description: '',
    priceCents: 1000,
    sizePrices: { broto: 600 },
    fillings: [],
  },
];

const state = (size: string): WizardState => ({
  quantity: 1,
  notes: '',
  size,
  extraFlavours: [],
  extraIds: [],
  crustId: 'none',
  fillingId: null,
  variantId: null,
});

const priceOf = (role: 'checkbox' | 'radio', name: string) =>
  screen.getByRole(role, { name: new RegExp(name) }).closest('label')?.textContent;

describe("the wizard's extras and crusts in the chosen size (decision 051)", () => {
  it("shows each extra's price in the size, and follows a change of size", () => {
    const { rerender } = render(
      <ExtrasStep extras={EXTRAS} state={state('broto')} update={() => {}} />,
    );
    expect(priceOf('checkbox', 'Cheddar')).toContain('+ R$\u00a03,00');
    expect(priceOf('checkbox', 'Bacon')).toContain('+ R$\u00a06,00');
    rerender(<ExtrasStep extras={EXTRAS} state={state('normal')} update={() => {}} />);
    expect(priceOf('checkbox', 'Cheddar')).toContain('+ R$\u00a05,00');
    expect(priceOf('checkbox', 'Bacon')).toContain('+ R$\u00a06,00');
  });

  it("shows each crust's price in the size", () => {
    const { rerender } = render(
      <CrustStep crusts={CRUSTS} state={state('broto')} update={() => {}} />,
    );
    expect(priceOf('radio', 'Borda Tradicional')).toContain('+ R$\u00a06,00');
    expect(priceOf('radio', 'Sem borda')).toContain('Grátis');
    rerender(<CrustStep crusts={CRUSTS} state={state('normal')} update={() => {}} />);
    expect(priceOf('radio', 'Borda Tradicional')).toContain('+ R$\u00a010,00');
  });
});
