import { describe, expect, it } from 'vitest';
import type { Crust, ExtraIngredient, MenuCategory, MenuProduct } from './menu';
import {
  availableExtraFlavours,
  changeWizardChoices,
  crustNeedsFilling,
  DEFAULT_QUANTITY,
  defaultSize,
  flavourNotes,
  initialWizardChoices,
  nextCategorySuggestion,
  offeredExtras,
  productKind,
  restoreWizardChoices,
  WIZARD_STEP_IDS,
  WIZARD_STEP_LABELS,
  wizardStepIndex,
  wizardSteps,
  type WizardChoices,
} from './wizard';
import { SAMPLE_SIZES, type Size } from './sizes';

const [GRANDE, BROTO] = SAMPLE_SIZES as [Size, Size];

function category(slug: string, isSalgado: boolean | null): MenuCategory {
  const group = slug === 'refrigerantes' ? 'bebida' : isSalgado === false ? 'doce' : 'salgada';
  return { id: slug.length, slug, name: slug, group, isSalgado };
}

const maisPedidas = category('mais_pedidas', true);
const queijos = category('queijos', true);
const bordas = category('bordas', null);
const doces = category('pizzas_doces', false);
const refrigerantes = category('refrigerantes', null);
const categories = [maisPedidas, queijos, bordas, doces, refrigerantes];

function product(id: number, name: string, categorySlug: string, isAvailable = true): MenuProduct {
  return {
    id,
    name,
    description: '',
    categorySlug,
    priceCents: 4900,
    sizePrices: { normal: 4900, broto: 3500 },
    ingredients: [],
    isAvailable,
  };
}

const calabresa = product(1, 'Calabresa', 'mais_pedidas');
const portuguesa = product(2, 'Portuguesa', 'mais_pedidas');
const mussarela = product(3, 'Mussarela', 'queijos');
const esgotada = product(4, 'Esgotada', 'queijos', false);
const bordaCheddar = product(5, 'Borda de Cheddar', 'bordas');
const chocolate = product(6, 'Chocolate', 'pizzas_doces');
const coca = product(7, 'Coca-Cola 2L', 'refrigerantes');
const products = [calabresa, portuguesa, mussarela, esgotada, bordaCheddar, chocolate, coca];

const ids = (list: readonly { id: number }[]) => list.map((p) => p.id);

describe('wizard steps', () => {
  it('labels the steps as the spec does', () => {
    expect(WIZARD_STEP_IDS.map((id) => WIZARD_STEP_LABELS[id])).toEqual([
      'Sabor',
      'Tamanho',
      'Mais sabores',
      'Adicionais',
      'Borda',
      'Revisão',
    ]);
  });

  it('gives savoury and sweet pizzas all 6 steps', () => {
    expect(wizardSteps(productKind(maisPedidas))).toEqual(WIZARD_STEP_IDS);
    expect(wizardSteps(productKind(doces))).toHaveLength(6);
  });

  it('gives other non-drink products 4 steps, without flavours and crust', () => {
    expect(wizardSteps(productKind(bordas))).toEqual([
      'sabor',
      'tamanho',
      'ingredientes',
      'revisao',
    ]);
  });

  it('gives drinks a single step', () => {
    expect(wizardSteps(productKind(refrigerantes))).toEqual(['sabor']);
  });

  it('opens with size normal and quantity 1', () => {
    expect(defaultSize(SAMPLE_SIZES, calabresa)).toBe('normal');
    expect(DEFAULT_QUANTITY).toBe(1);
  });
});

describe('productKind', () => {
  it('classifies by the category', () => {
    expect(productKind(maisPedidas)).toBe('pizza');
    expect(productKind(doces)).toBe('pizza');
    expect(productKind(refrigerantes)).toBe('drink');
    expect(productKind(bordas)).toBe('other');
  });

  it('keeps a drink a drink even if its category is wrongly marked savoury', () => {
    expect(productKind(category('refrigerantes', true))).toBe('drink');
  });

  it('treats an unknown category as other', () => {
    expect(productKind(undefined)).toBe('other');
    expect(productKind(null)).toBe('other');
  });
});

describe('availableExtraFlavours', () => {
  it('offers available savoury and sweet pizzas, not the main one, bordas or drinks', () => {
    const offered = availableExtraFlavours(products, categories, calabresa, [], GRANDE);
    expect(ids(offered)).toEqual([portuguesa.id, mussarela.id, chocolate.id]);
  });

  it('leaves out flavours already chosen', () => {
    const offered = availableExtraFlavours(products, categories, calabresa, [chocolate], GRANDE);
    expect(ids(offered)).toEqual([portuguesa.id, mussarela.id]);
  });

  it('offers nothing once 2 flavours are chosen for a normal pizza', () => {
    expect(
      availableExtraFlavours(products, categories, calabresa, [mussarela, chocolate], GRANDE),
    ).toEqual([]);
  });

  it('lets a broto take one extra flavour and refuses a second', () => {
    expect(ids(availableExtraFlavours(products, categories, calabresa, [], BROTO))).toEqual([
      portuguesa.id,
      mussarela.id,
      chocolate.id,
    ]);
    expect(availableExtraFlavours(products, categories, calabresa, [mussarela], BROTO)).toEqual([]);
  });

  it('offers savoury flavours on a sweet pizza too', () => {
    const offered = availableExtraFlavours(products, categories, chocolate, [], GRANDE);
    expect(ids(offered)).toEqual([calabresa.id, portuguesa.id, mussarela.id]);
  });
});

function extra(id: number, name: string, type: ExtraIngredient['type']): ExtraIngredient {
  return { id, name, priceCents: 500, type, displayGroup: type === 'doce' ? 'Doces' : 'Carnes' };
}

describe('offeredExtras', () => {
  const bacon = extra(1, 'Bacon', 'salgado');
  const catupiry = extra(2, 'Catupiry', 'salgado');
  const morango = extra(3, 'Morango', 'doce');
  const extras = [bacon, morango, catupiry];

  it('offers savoury extras on a savoury pizza', () => {
    expect(offeredExtras(extras, maisPedidas)).toEqual([bacon, catupiry]);
  });

  it('offers sweet extras on a sweet pizza', () => {
    expect(offeredExtras(extras, doces)).toEqual([morango]);
  });

  it('offers none for drinks and other products', () => {
    expect(offeredExtras(extras, refrigerantes)).toEqual([]);
    expect(offeredExtras(extras, bordas)).toEqual([]);
    expect(offeredExtras(extras, undefined)).toEqual([]);
  });
});

describe('crustNeedsFilling', () => {
  const none: Crust = {
    id: 'none',
    name: 'Sem borda',
    description: '',
    priceCents: 0,
    fillings: [],
  };
  const traditional: Crust = {
    id: 'traditional',
    name: 'Borda tradicional',
    description: '',
    priceCents: 1000,
    fillings: [
      { id: 'cheddar', name: 'Cheddar', priceCents: 0 },
      { id: 'catupiry', name: 'Catupiry', priceCents: 0 },
    ],
  };
  const plain: Crust = { ...traditional, id: 'plain', fillings: [] };

  it('requires a filling for a crust with filling options', () => {
    expect(crustNeedsFilling(traditional, null)).toBe(true);
    expect(crustNeedsFilling(traditional, { id: 'cheddar' })).toBe(false);
  });

  it('rejects a filling that belongs to another crust (kept after changing crust)', () => {
    expect(crustNeedsFilling(traditional, { id: 'chocolate_morango' })).toBe(true);
  });

  it("needs no filling for no crust, crust 'none' or a crust without options", () => {
    expect(crustNeedsFilling(null, null)).toBe(false);
    expect(crustNeedsFilling(none, null)).toBe(false);
    expect(crustNeedsFilling({ ...none, fillings: traditional.fillings }, null)).toBe(false);
    expect(crustNeedsFilling(plain, null)).toBe(false);
  });
});

describe('flavourNotes', () => {
  it("starts the notes with 'Sabores: A + B' when flavours are chosen", () => {
    expect(flavourNotes('Calabresa', ['Mussarela'], '')).toBe('Sabores: Calabresa + Mussarela');
    expect(flavourNotes('Calabresa', ['Mussarela', 'Chocolate'], '')).toBe(
      'Sabores: Calabresa + Mussarela + Chocolate',
    );
  });

  it("puts the customer's trimmed notes on the next line", () => {
    expect(flavourNotes('Calabresa', ['Mussarela'], '  sem cebola \n')).toBe(
      'Sabores: Calabresa + Mussarela\nsem cebola',
    );
  });

  it('keeps only the trimmed notes without extra flavours', () => {
    expect(flavourNotes('Calabresa', [], '  bem assada ')).toBe('bem assada');
    expect(flavourNotes('Calabresa', [], '   ')).toBe('');
  });
});

describe('nextCategorySuggestion', () => {
  it('suggests sweet pizzas after a savoury pizza', () => {
    expect(nextCategorySuggestion(maisPedidas)).toBe('pizzas_doces');
  });

  it('suggests drinks after a sweet pizza', () => {
    expect(nextCategorySuggestion(doces)).toBe('refrigerantes');
  });

  it('suggests nothing after a drink or another product', () => {
    expect(nextCategorySuggestion(refrigerantes)).toBeNull();
    expect(nextCategorySuggestion(bordas)).toBeNull();
    expect(nextCategorySuggestion(undefined)).toBeNull();
  });
});

describe('the choices as they change', () => {
  const start = initialWizardChoices<MenuProduct>('normal');

  it('open with size normal, quantity 1, no crust, no extras and no flavours (docs/product/states.md#pizza-wizard)', () => {
    expect(start).toEqual({
      quantity: 1,
      notes: '',
      size: 'normal',
      extraFlavours: [],
      extraIds: [],
      crustId: 'none',
      fillingId: null,
      variantId: null,
    });
  });

  it('trims the extra flavours to the new size: broto keeps the first one chosen', () => {
    const two = changeWizardChoices(
      start,
      { extraFlavours: [portuguesa, mussarela] },
      SAMPLE_SIZES,
    );
    expect(ids(two.extraFlavours)).toEqual([portuguesa.id, mussarela.id]);
    const broto = changeWizardChoices(two, { size: 'broto' }, SAMPLE_SIZES);
    expect(ids(broto.extraFlavours)).toEqual([portuguesa.id]);
    // back to normal does not bring the dropped one back
    expect(ids(changeWizardChoices(broto, { size: 'normal' }, SAMPLE_SIZES).extraFlavours)).toEqual(
      [portuguesa.id],
    );
  });

  it('never holds more flavours than the size allows, however they are added', () => {
    const broto = changeWizardChoices(start, { size: 'broto' }, SAMPLE_SIZES);
    expect(
      ids(
        changeWizardChoices(broto, { extraFlavours: [portuguesa, mussarela] }, SAMPLE_SIZES)
          .extraFlavours,
      ),
    ).toEqual([portuguesa.id]);
  });

  it('resets the filling when another crust is chosen, and keeps it for the same crust', () => {
    const chosen = changeWizardChoices(
      start,
      { crustId: 'volcanic', fillingId: 'cheddar' },
      SAMPLE_SIZES,
    );
    expect(
      changeWizardChoices(chosen, { crustId: 'traditional' }, SAMPLE_SIZES).fillingId,
    ).toBeNull();
    expect(changeWizardChoices(chosen, { crustId: 'volcanic' }, SAMPLE_SIZES).fillingId).toBe(
      'cheddar',
    );
    expect(changeWizardChoices(chosen, { notes: 'sem cebola' }, SAMPLE_SIZES).fillingId).toBe(
      'cheddar',
    );
  });

  it('keeps the other choices untouched by a change', () => {
    const chosen = changeWizardChoices(
      start,
      {
        notes: 'bem assada',
        extraIds: [3, 4],
        quantity: 2,
      },
      SAMPLE_SIZES,
    );
    expect(changeWizardChoices(chosen, { size: 'broto' }, SAMPLE_SIZES)).toMatchObject({
      notes: 'bem assada',
      extraIds: [3, 4],
      quantity: 2,
      size: 'broto',
    });
  });

  it('keeps the quantity a whole number of at least 1', () => {
    expect(changeWizardChoices(start, { quantity: 0 }, SAMPLE_SIZES).quantity).toBe(1);
    expect(changeWizardChoices(start, { quantity: -3 }, SAMPLE_SIZES).quantity).toBe(1);
    expect(changeWizardChoices(start, { quantity: 2.7 }, SAMPLE_SIZES).quantity).toBe(2);
    expect(changeWizardChoices(start, { quantity: Number.NaN }, SAMPLE_SIZES).quantity).toBe(1);
  });
});

describe('wizardStepIndex', () => {
  const pizza = wizardSteps('pizza');
  it('keeps a step within the product', () => {
    expect(wizardStepIndex(3, pizza)).toBe(3);
    expect(wizardStepIndex(9, pizza)).toBe(5);
    expect(wizardStepIndex(3, wizardSteps('drink'))).toBe(0);
    expect(wizardStepIndex(-1, pizza)).toBe(0);
    expect(wizardStepIndex(1.5, pizza)).toBe(0);
  });
});

describe('restoreWizardChoices', () => {
  const bacon = extra(1, 'Bacon', 'salgado');
  const morango = extra(3, 'Morango', 'doce');
  const traditional: Crust = {
    id: 'traditional',
    name: 'Borda tradicional',
    description: '',
    priceCents: 1000,
    fillings: [{ id: 'cheddar', name: 'Cheddar', priceCents: 0 }],
  };
  const menu = {
    products,
    categories,
    sizes: [...SAMPLE_SIZES],
    extras: [bacon, morango],
    crusts: [traditional],
  };
  const kept: WizardChoices<number> = {
    quantity: 2,
    notes: 'sem cebola',
    size: 'normal',
    extraFlavours: [mussarela.id, chocolate.id],
    extraIds: [bacon.id],
    crustId: 'traditional',
    fillingId: 'cheddar',
    variantId: null,
  };

  it('gives back the choices as they were, with the menu products as flavours', () => {
    expect(restoreWizardChoices(kept, menu, calabresa)).toEqual({
      ...kept,
      extraFlavours: [mussarela, chocolate],
    });
  });

  it('drops what the menu no longer offers', () => {
    const restored = restoreWizardChoices(
      {
        ...kept,
        // gone, unavailable, the main flavour itself, a drink
        extraFlavours: [999, esgotada.id, calabresa.id, coca.id, mussarela.id],
        extraIds: [bacon.id, morango.id, 999],
        crustId: 'stuffed',
        fillingId: 'cheddar',
      },
      menu,
      calabresa,
    );
    expect(ids(restored.extraFlavours)).toEqual([mussarela.id]);
    expect(restored.extraIds).toEqual([bacon.id]);
    expect(restored.crustId).toBe('none');
    expect(restored.fillingId).toBeNull();
  });

  it("keeps a drink's variant while it is on sale, else starts on the first on sale", () => {
    const refrigerante = {
      ...coca,
      variants: [
        { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: false },
        { id: 2, name: '600 ml', priceCents: 850, isActive: true },
        { id: 3, name: '2 L', priceCents: 1400, isActive: true },
      ],
    };
    const keep = (variantId: number | null) =>
      restoreWizardChoices({ ...kept, variantId }, menu, refrigerante).variantId;
    expect(keep(3)).toBe(3);
    expect(keep(1)).toBe(2);
    expect(keep(99)).toBe(2);
    expect(keep(null)).toBe(2);
    expect(restoreWizardChoices({ ...kept, variantId: 3 }, menu, coca).variantId).toBeNull();
  });

  it('drops a filling that is not of the kept crust, and flavours beyond the size', () => {
    const restored = restoreWizardChoices(
      { ...kept, size: 'broto', fillingId: 'chocolate_morango' },
      menu,
      calabresa,
    );
    expect(ids(restored.extraFlavours)).toEqual([mussarela.id]);
    expect(restored.crustId).toBe('traditional');
    expect(restored.fillingId).toBeNull();
  });
});
