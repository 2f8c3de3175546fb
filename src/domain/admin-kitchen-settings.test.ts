import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KITCHEN_SETTINGS,
  KitchenSettingsSchema,
  kitchenTimerLevel,
  movesOnWhenDone,
  readKitchenSettings,
  stationKeyFromName,
  stationKeyOf,
  type KitchenSettings,
} from './admin-kitchen-settings';

const STATIONS: KitchenSettings = {
  ...DEFAULT_KITCHEN_SETTINGS,
  stations: [
    { key: 'forno', name: 'Forno', categoryIds: [1, 2] },
    { key: 'balcao', name: 'Balcão', categoryIds: [9] },
  ],
  defaultStationKey: 'forno',
};

describe('the kitchen clock (docs/decisions/058)', () => {
  const accepted = '2026-11-27T20:00:00.000Z';
  const at = (minutes: number, seconds = 0) =>
    new Date(Date.parse(accepted) + minutes * 60_000 + seconds * 1000);
  const limits = { amberMinutes: 10, redMinutes: 20 };

  it('is normal before the amber limit, amber from it, red from the red one', () => {
    expect(kitchenTimerLevel(accepted, at(0), limits)).toBe('normal');
    expect(kitchenTimerLevel(accepted, at(9, 59), limits)).toBe('normal');
    expect(kitchenTimerLevel(accepted, at(10), limits)).toBe('amber');
    expect(kitchenTimerLevel(accepted, at(19, 59), limits)).toBe('amber');
    expect(kitchenTimerLevel(accepted, at(20), limits)).toBe('red');
    expect(kitchenTimerLevel(accepted, at(95), limits)).toBe('red');
  });

  it("follows the shop's own limits", () => {
    expect(kitchenTimerLevel(accepted, at(6), { amberMinutes: 5, redMinutes: 8 })).toBe('amber');
    expect(kitchenTimerLevel(accepted, at(8), { amberMinutes: 5, redMinutes: 8 })).toBe('red');
  });
});

describe('stations', () => {
  it('sends a category to the station that names it, any other to the default one', () => {
    expect(stationKeyOf(STATIONS, 9)).toBe('balcao');
    expect(stationKeyOf(STATIONS, 2)).toBe('forno');
    expect(stationKeyOf(STATIONS, 5)).toBe('forno');
    // a line whose category is gone
    expect(stationKeyOf({ ...STATIONS, defaultStationKey: 'balcao' }, null)).toBe('balcao');
  });

  it('makes keys from names, numbered while taken', () => {
    expect(stationKeyFromName('Balcão', [])).toBe('balcao');
    expect(stationKeyFromName('Balcão', ['balcao'])).toBe('balcao-2');
    expect(stationKeyFromName('  !! ', [])).toBe('estacao');
  });

  it('refuses repeated names, a category in two stations, a missing default, red before amber', () => {
    const issues = (settings: KitchenSettings) =>
      KitchenSettingsSchema.safeParse(settings).error?.issues.map((i) => i.message) ?? [];
    expect(issues(STATIONS)).toEqual([]);
    expect(
      issues({
        ...STATIONS,
        stations: [...STATIONS.stations, { key: 'forno-2', name: 'forno', categoryIds: [9] }],
      }),
    ).toEqual([
      'Já existe uma estação chamada “forno”.',
      'Cada categoria vai para uma estação só.',
    ]);
    expect(issues({ ...STATIONS, defaultStationKey: 'chapa' })).toEqual([
      'Escolha a estação que recebe as outras categorias.',
    ]);
    expect(issues({ ...STATIONS, amberMinutes: 20, redMinutes: 20 })).toEqual([
      'O vermelho vem depois do amarelo: use mais minutos.',
    ]);
    expect(issues({ ...STATIONS, stations: [] })).toContain(
      'A cozinha precisa de pelo menos uma estação.',
    );
  });

  it('moves a finished order on as the shop says: everything, all but deliveries, or nothing', () => {
    expect(movesOnWhenDone('pronto', 'entrega')).toBe(true);
    expect(movesOnWhenDone('pronto-exceto-entregas', 'entrega')).toBe(false);
    for (const fulfilment of ['retirada', 'balcao', 'mesa']) {
      expect(movesOnWhenDone('pronto-exceto-entregas', fulfilment)).toBe(true);
      expect(movesOnWhenDone('avisar', fulfilment)).toBe(false);
    }
  });

  it('reads what no longer parses as the defaults, never a broken screen', () => {
    expect(readKitchenSettings(STATIONS)).toEqual(STATIONS);
    expect(readKitchenSettings({ stations: 'x' })).toEqual(DEFAULT_KITCHEN_SETTINGS);
    expect(readKitchenSettings(null)).toEqual(DEFAULT_KITCHEN_SETTINGS);
  });
});
