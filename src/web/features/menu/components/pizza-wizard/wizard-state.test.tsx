import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuProduct } from '../../../../../domain/menu';
import { changeWizardChoices, initialWizardChoices } from '../../../../../domain/wizard';
import { z } from 'zod/mini';
import {
  readWizardDraft,
  useWizardHistory,
  WIZARD_DRAFT_KEY,
  wizardDraftOf,
  wizardEntryOf,
} from './wizard-state';
import { WizardDraftSchema, WizardEntrySchema } from './wizard-state-schema';
import { SAMPLE_SIZES } from '../../../../../domain/sizes';

const CALABRESA_ID = 1;
const frango: MenuProduct = {
  id: 8,
  name: 'Frango com Catupiry',
  description: '',
  categorySlug: 'frango',
  priceCents: 5200,
  sizePrices: { normal: 5200, broto: 3800 },
  ingredients: [],
  isAvailable: true,
};

function setup(initialEntries: InitialEntry[] = ['/menu?categoria=calabresa']) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
      {children}
    </MemoryRouter>
  );
  const firstRender: { current: unknown }[] = [];
  const hook = renderHook(
    () => {
      const value = {
        wizard: useWizardHistory(),
        navigate: useNavigate(),
        location: useLocation(),
      };
      if (firstRender.length === 0) firstRender.push({ current: value.wizard.current });
      return value;
    },
    { wrapper },
  );
  return { ...hook, firstRender };
}

/** The choices of a customer who picked a broto with one more flavour and a note. */
const chosen = changeWizardChoices(
  initialWizardChoices<MenuProduct>('normal'),
  { size: 'broto', extraFlavours: [frango], notes: 'bem assada' },
  SAMPLE_SIZES,
);

describe('the wizard in the history', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('opens on a new entry of the same address; each step forward is another entry', () => {
    const { result } = setup();
    expect(result.current.wizard.current).toBeNull();
    act(() => result.current.wizard.open(CALABRESA_ID));
    const opened = result.current.wizard.current;
    expect(opened?.entry).toMatchObject({ productId: CALABRESA_ID, step: 0 });
    expect(result.current.location.pathname + result.current.location.search).toBe(
      '/menu?categoria=calabresa',
    );
    // no size yet: the dialog starts on the product's first size once it reads the menu
    expect(opened?.kept).toEqual({ ...initialWizardChoices(''), extraFlavours: [] });

    act(() => result.current.wizard.current?.forward());
    act(() => result.current.wizard.current?.forward());
    expect(result.current.wizard.current?.entry.step).toBe(2);
    expect(result.current.wizard.current?.entry.id).toBe(opened?.entry.id);
  });

  it('goes back one step with its choices, then closes; forward brings it back as it was', () => {
    const { result } = setup();
    act(() => result.current.wizard.open(CALABRESA_ID));
    act(() => result.current.wizard.current?.forward());
    act(() => result.current.wizard.current?.keep(chosen));
    act(() => result.current.wizard.current?.forward());

    // the back gesture
    act(() => void result.current.navigate(-1));
    expect(result.current.wizard.current?.entry.step).toBe(1);
    expect(result.current.wizard.current?.kept).toMatchObject({
      size: 'broto',
      extraFlavours: [frango.id],
      notes: 'bem assada',
    });
    act(() => result.current.wizard.current?.back());
    expect(result.current.wizard.current?.entry.step).toBe(0);
    act(() => result.current.wizard.current?.back());
    expect(result.current.wizard.current).toBeNull();
    expect(result.current.location.state).toBeNull();

    act(() => void result.current.navigate(1));
    act(() => void result.current.navigate(1));
    expect(result.current.wizard.current?.entry.step).toBe(1);
    expect(result.current.wizard.current?.kept.size).toBe('broto');
  });

  it('closes to the menu entry it was opened from, whatever the step', () => {
    const { result } = setup();
    const menuKey = result.current.location.key;
    act(() => result.current.wizard.open(CALABRESA_ID));
    act(() => result.current.wizard.current?.forward());
    act(() => result.current.wizard.current?.forward());
    act(() => result.current.wizard.current?.close());
    expect(result.current.wizard.current).toBeNull();
    expect(result.current.location.key).toBe(menuKey);
    // nothing of the wizard is left behind the menu entry: back leaves the menu's history
    expect(result.current.location.state).toBeNull();
  });

  it('after adding to the cart, forward does not reopen it and the next one starts afresh', () => {
    const { result } = setup();
    act(() => result.current.wizard.open(CALABRESA_ID));
    act(() => result.current.wizard.current?.keep(chosen));
    act(() => result.current.wizard.current?.forward());
    act(() => result.current.wizard.current?.finish());
    expect(result.current.wizard.current).toBeNull();
    expect(readWizardDraft()).toBeNull();

    act(() => void result.current.navigate(1));
    expect(result.current.location.state).not.toBeNull();
    expect(result.current.wizard.current).toBeNull();

    // 'Adicionar' from there reuses that dead entry instead of stacking on it
    act(() => result.current.wizard.open(frango.id));
    expect(result.current.wizard.current?.entry).toMatchObject({ productId: frango.id, step: 0 });
    expect(result.current.wizard.current?.kept.notes).toBe('');
    act(() => result.current.wizard.current?.back());
    expect(result.current.wizard.current).toBeNull();
    expect(result.current.location.state).toBeNull();
  });

  it('reopens after a reload on the same step with the same choices, but not in the first render', () => {
    // what the tab kept: the history entry's state, and the draft in session storage
    const id = 'c0ffee00-0000-4000-8000-000000000000';
    window.sessionStorage.setItem(
      WIZARD_DRAFT_KEY,
      JSON.stringify({
        id,
        productId: CALABRESA_ID,
        choices: { ...chosen, extraFlavours: [frango.id] },
      }),
    );
    const { result, firstRender } = setup([
      '/menu',
      { pathname: '/menu', state: { wizard: { id, productId: CALABRESA_ID, step: 0 } } },
      { pathname: '/menu', state: { wizard: { id, productId: CALABRESA_ID, step: 1 } } },
      { pathname: '/menu', state: { wizard: { id, productId: CALABRESA_ID, step: 2 } } },
    ]);
    // a server-rendered page has no wizard: neither has the page's first render here
    expect(firstRender[0]?.current).toBeNull();
    expect(result.current.wizard.current?.entry.step).toBe(2);
    expect(result.current.wizard.current?.kept).toEqual({ ...chosen, extraFlavours: [frango.id] });
    act(() => result.current.wizard.current?.back());
    expect(result.current.wizard.current?.entry.step).toBe(1);
  });

  it('does not open an entry whose draft is of another wizard, or unreadable', () => {
    window.sessionStorage.setItem(WIZARD_DRAFT_KEY, '{"id": 3');
    const state = { wizard: { id: 'x-1', productId: CALABRESA_ID, step: 1 } };
    const { result } = setup([{ pathname: '/menu', state }]);
    expect(result.current.wizard.current).toBeNull();
    expect(window.sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  });
});

describe('the hand-written reads agree with the schemas', () => {
  const entry = { id: 'w1', productId: 4, step: 2 };
  const entries: unknown[] = [
    entry,
    { ...entry, step: 0, extra: true },
    { ...entry, id: '' },
    { ...entry, id: 3 },
    { ...entry, productId: 1.5 },
    { ...entry, productId: '4' },
    { ...entry, step: -1 },
    { ...entry, step: undefined },
    { id: 'w1', productId: 4 },
    null,
    [],
    'w1',
  ];
  it.each(entries.map((value, index) => [index, value]))('wizard entry, case %i', (_i, value) => {
    const parsed = z.safeParse(WizardEntrySchema, value);
    expect(wizardEntryOf({ wizard: value })).toEqual(parsed.success ? parsed.data : null);
  });

  const choices = {
    quantity: 2,
    notes: 'sem cebola',
    size: 'broto',
    extraFlavours: [3, 5],
    extraIds: [],
    crustId: 'none',
    fillingId: null,
  };
  const draft = { id: 'w1', productId: 4, choices };
  const drafts: unknown[] = [
    draft,
    { ...draft, more: 1, choices: { ...choices, fillingId: 'cheddar', other: 'x' } },
    { ...draft, choices: { ...choices, quantity: 1.5 } },
    { ...draft, choices: { ...choices, quantity: Number.POSITIVE_INFINITY } },
    { ...draft, choices: { ...choices, quantity: Number.NaN } },
    { ...draft, choices: { ...choices, quantity: '2' } },
    { ...draft, choices: { ...choices, notes: undefined } },
    { ...draft, choices: { ...choices, size: 'grande' } },
    { ...draft, choices: { ...choices, extraFlavours: [3, 'x'] } },
    { ...draft, choices: { ...choices, extraIds: [1.5] } },
    { ...draft, choices: { ...choices, extraIds: null } },
    { ...draft, choices: { ...choices, crustId: null } },
    { ...draft, choices: { ...choices, fillingId: 7 } },
    { ...draft, choices: { ...choices, fillingId: undefined } },
    { ...draft, choices: { ...choices, variantId: 2 } },
    { ...draft, choices: { ...choices, variantId: null } },
    { ...draft, choices: { ...choices, variantId: 1.5 } },
    { ...draft, choices: { ...choices, variantId: '2' } },
    { ...draft, choices: [] },
    { ...draft, id: '' },
    { ...draft, id: 1 },
    { ...draft, productId: -3 },
    { ...draft, productId: 2.5 },
    { id: 'w1', productId: 4 },
    null,
    [],
  ];
  it.each(drafts.map((value, index) => [index, value]))('wizard draft, case %i', (_i, value) => {
    const parsed = z.safeParse(WizardDraftSchema, value);
    expect(wizardDraftOf(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
