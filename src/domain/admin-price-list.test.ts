import { describe, expect, it } from 'vitest';
import {
  changedRows,
  describePriceChange,
  isPreviewCurrent,
  newPriceOf,
  previewPriceChange,
  PriceChangeSchema,
  priceKey,
  roundPrice,
  rowsWithoutPrice,
  type PriceChangeInput,
  type PriceListItem,
} from './admin-price-list';

const change = (input: Partial<PriceChangeInput>) =>
  PriceChangeSchema.parse({
    target: 'pizzas',
    direction: 'up',
    mode: 'percent',
    percent: 8,
    rounding: 'none',
    ...input,
  });

describe('a bulk price change, computed by hand', () => {
  it('+8 %: R$ 40,00 → 43,20; R$ 49,90 → 53,89 (53,892 rounded to the cent)', () => {
    expect(newPriceOf(4000, change({}))).toBe(4320);
    expect(newPriceOf(4990, change({}))).toBe(5389);
  });

  it('+8 % rounded to ,90 endings goes up to the next ,90: 43,20 → 43,90; 53,89 → 53,90; 37,80 → 37,90', () => {
    const up = change({ rounding: 'ending_90' });
    expect(newPriceOf(4000, up)).toBe(4390);
    expect(newPriceOf(4990, up)).toBe(5390);
    expect(newPriceOf(3500, up)).toBe(3790);
    // 45,90 × 1,08 = 49,572 → 49,57 → 49,90
    expect(newPriceOf(4590, up)).toBe(4990);
  });

  it('a price already ending in ,90 after the change stays: 5 % of R$ 18,00 → 18,90', () => {
    expect(newPriceOf(1800, change({ percent: 5, rounding: 'ending_90' }))).toBe(1890);
  });

  it('rounds to R$ 0,50 and to whole reais, upward for a rise: 43,20 → 43,50 and 44,00', () => {
    expect(newPriceOf(4000, change({ rounding: 'half' }))).toBe(4350);
    expect(newPriceOf(4000, change({ rounding: 'whole' }))).toBe(4400);
    // already on the step: unchanged by rounding (R$ 50,00 + 8 % = 54,00)
    expect(newPriceOf(5000, change({ rounding: 'whole' }))).toBe(5400);
  });

  it('a cut rounds down, so it never raises a price: −10 % of 45,90 = 41,31 → 40,90; of 45,50 = 40,95 → 40,90', () => {
    const cut = change({ direction: 'down', percent: 10, rounding: 'ending_90' });
    expect(newPriceOf(4590, cut)).toBe(4090);
    expect(newPriceOf(4550, cut)).toBe(4090);
    expect(newPriceOf(4550, change({ direction: 'down', percent: 10, rounding: 'half' }))).toBe(
      4050,
    );
  });

  it('a decimal percent is exact: +7,5 % of R$ 10,00 = 10,75; half a centavo rounds up', () => {
    expect(newPriceOf(1000, change({ percent: 7.5 }))).toBe(1075);
    // 1,00 × 1,005 = 1,005 → 1,01
    expect(newPriceOf(100, change({ percent: 0.5 }))).toBe(101);
  });

  it('a fixed amount: +R$ 2,00 on 49,90 = 51,90; −R$ 3,00 on 7,00 = 4,00 (whole: 4,00)', () => {
    expect(newPriceOf(4990, change({ mode: 'amount', amountCents: 200, percent: null }))).toBe(
      5190,
    );
    expect(
      newPriceOf(
        700,
        change({ mode: 'amount', direction: 'down', amountCents: 300, rounding: 'whole' }),
      ),
    ).toBe(400);
  });

  it('never ≤ 0: a cut to zero or below has no new price; a rounding down to zero keeps the unrounded price', () => {
    const amountCut = change({ mode: 'amount', direction: 'down', amountCents: 500 });
    expect(newPriceOf(500, amountCut)).toBeNull();
    expect(newPriceOf(400, amountCut)).toBeNull();
    // R$ 1,00 − 50 % = 0,50 → down to a ,90 ending would be −0,10: keeps 0,50
    expect(newPriceOf(100, change({ direction: 'down', percent: 50, rounding: 'ending_90' }))).toBe(
      50,
    );
  });

  it('roundPrice on its own, both ways', () => {
    expect(roundPrice(4320, 'ending_90', 'up')).toBe(4390);
    expect(roundPrice(4320, 'ending_90', 'down')).toBe(4290);
    expect(roundPrice(4390, 'ending_90', 'down')).toBe(4390);
    expect(roundPrice(4301, 'half', 'up')).toBe(4350);
    expect(roundPrice(4349, 'half', 'down')).toBe(4300);
    expect(roundPrice(4301, 'whole', 'down')).toBe(4300);
    expect(roundPrice(4301, 'none', 'down')).toBe(4301);
  });
});

describe('the preview', () => {
  const items: PriceListItem[] = [
    {
      kind: 'produto',
      itemId: '1',
      name: 'Calabresa',
      size: 'normal',
      sizeLabel: 'Grande',
      priceCents: 4900,
    },
    {
      kind: 'produto',
      itemId: '1',
      name: 'Calabresa',
      size: 'broto',
      sizeLabel: 'Broto',
      priceCents: 3290,
    },
    {
      kind: 'recheio',
      itemId: 'traditional/cheddar',
      name: 'Cheddar',
      size: null,
      sizeLabel: '',
      priceCents: 0,
    },
  ];

  it('lists each price of the set with its new one, leaving free items out', () => {
    const rows = previewPriceChange(items, change({ rounding: 'ending_90' }));
    // 49,00 × 1,08 = 52,92 → 52,90 is below: up to 53,90; 32,90 × 1,08 = 35,532 → 35,53 → 35,90
    expect(rows.map((row) => [row.sizeLabel, row.priceCents, row.newPriceCents])).toEqual([
      ['Grande', 4900, 5390],
      ['Broto', 3290, 3590],
    ]);
    expect(changedRows(rows)).toHaveLength(2);
    expect(rowsWithoutPrice(rows)).toEqual([]);
  });

  it('even a tiny change moves to the next ending in its direction, and a one-centavo cut is written', () => {
    const rows = previewPriceChange(
      [{ ...items[0]!, priceCents: 4990 }],
      change({ direction: 'down', percent: 0.1, rounding: 'ending_90' }),
    );
    // 49,90 − 0,1 % = 49,85 → down to 48,90: it does change
    expect(rows[0]?.newPriceCents).toBe(4890);
    const same = previewPriceChange(
      [{ ...items[0]!, priceCents: 4990 }],
      change({ percent: 0.1, rounding: 'ending_90' }),
    );
    // 49,90 + 0,1 % = 49,95 → up to 50,90
    expect(same[0]?.newPriceCents).toBe(5090);
    const none = previewPriceChange(
      [{ ...items[0]!, priceCents: 4990 }],
      change({
        mode: 'amount',
        amountCents: 1,
        direction: 'down',
        percent: null,
        rounding: 'none',
      }),
    );
    expect(changedRows(none)).toHaveLength(1);
  });

  it('is stale when a price or the set changed since it was seen', () => {
    const rows = previewPriceChange(items, change({}));
    const seen = rows.map((row) => ({ key: priceKey(row), priceCents: row.priceCents }));
    expect(isPreviewCurrent(seen, rows)).toBe(true);
    expect(isPreviewCurrent(seen, [{ ...rows[0]!, priceCents: 5000 }, rows[1]!])).toBe(false);
    expect(isPreviewCurrent(seen.slice(1), rows)).toBe(false);
    expect(priceKey(items[1]!)).toBe('produto:1:broto');
  });

  it('describes the change for the log', () => {
    expect(describePriceChange(change({ rounding: 'ending_90' }))).toBe('+8 % (terminar em ,90)');
    expect(
      describePriceChange(
        change({ mode: 'amount', direction: 'down', amountCents: 200, percent: null }),
      ),
    ).toBe('−R$\u00a02,00');
  });
});

describe('PriceChangeSchema', () => {
  const refusal = (input: Partial<PriceChangeInput>) => {
    const result = PriceChangeSchema.safeParse({
      target: 'pizzas',
      direction: 'up',
      mode: 'percent',
      percent: 8,
      rounding: 'none',
      ...input,
    });
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('refuses a missing percent, amount or category, a cut of 100 % and a negative value, in pt-BR', () => {
    expect(refusal({ percent: null })).toEqual(['Informe a porcentagem. Ex.: 8']);
    expect(refusal({ mode: 'amount' })).toEqual(['Informe o valor. Ex.: 2,00']);
    expect(refusal({ target: 'category' })).toEqual(['Escolha a categoria']);
    expect(refusal({ direction: 'down', percent: 100 })).toEqual([
      'Uma redução deve ser menor que 100 %',
    ]);
    expect(refusal({ percent: -8 })).toEqual(['Informe a porcentagem. Ex.: 8']);
    expect(refusal({})).toBeNull();
  });
});
