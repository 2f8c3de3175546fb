import { z } from 'zod';

/**
 * The kitchen's stations and clocks (decision 058): the owner names the stations ('Forno',
 * 'Balcão'), gives each the categories it makes, and picks the one every other category goes to;
 * sets when a card's clock turns amber and red; and says what the kitchen finishing an order does.
 */

/** A station's key: made from its name when created, never changed ('forno', 'balcao-2'). */
const STATION_KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const STATION_NAME_MAX = 30;
export const MAX_STATIONS = 8;
const MAX_LIMIT_MINUTES = 240;

/**
 * What happens when every station has marked all of an order's items ready (the order is then
 * shown ready on the desk in any case):
 * 'pronto' moves it on to 'saiu para entrega', read 'Pronto' for an order eaten in and 'Pronto
 * para retirada' for a pickup; 'pronto-exceto-entregas' does so except for a delivery, which
 * waits for the desk to send it with the courier; 'avisar' leaves every status to the desk.
 */
export const KITCHEN_DONE_ACTIONS = ['pronto-exceto-entregas', 'pronto', 'avisar'] as const;
export type KitchenDoneAction = (typeof KITCHEN_DONE_ACTIONS)[number];
export const KITCHEN_DONE_ACTION_LABELS: Readonly<Record<KitchenDoneAction, string>> = {
  'pronto-exceto-entregas':
    'Marcar como pronto, menos as entregas (o balcão marca “Saiu para entrega” quando o entregador sai)',
  pronto: 'Marcar todo pedido como pronto (as entregas vão para “Saiu para entrega”)',
  avisar: 'Só avisar o balcão (o pedido fica “Em preparo” até alguém mudar)',
};

/** Whether the kitchen finishing this order moves it on by itself. */
export function movesOnWhenDone(whenDone: KitchenDoneAction, fulfilment: string): boolean {
  if (whenDone === 'avisar') return false;
  return whenDone === 'pronto' || fulfilment !== 'entrega';
}

const StationSchema = z.object({
  key: z.string().regex(STATION_KEY_PATTERN, 'Estação inválida.'),
  name: z
    .string()
    .trim()
    .min(1, 'Dê um nome à estação.')
    .max(STATION_NAME_MAX, `O nome da estação pode ter até ${STATION_NAME_MAX} letras.`),
  /** The categories this station makes; any other goes to the default station. */
  categoryIds: z.array(z.number().int().positive()).max(200),
});

const minutes = (what: string) =>
  z
    .number({ error: `Informe os minutos ${what}.` })
    .int(`Use minutos inteiros ${what}.`)
    .min(1, `Use pelo menos 1 minuto ${what}.`)
    .max(MAX_LIMIT_MINUTES, `Use no máximo ${MAX_LIMIT_MINUTES} minutos ${what}.`);

export const KitchenSettingsSchema = z
  .object({
    stations: z
      .array(StationSchema)
      .min(1, 'A cozinha precisa de pelo menos uma estação.')
      .max(MAX_STATIONS, `A cozinha pode ter até ${MAX_STATIONS} estações.`),
    /** Where the items of a category no station names go. */
    defaultStationKey: z.string(),
    /** A card's clock, counted from the order's acceptance, turns amber at this many minutes… */
    amberMinutes: minutes('para o amarelo'),
    /** …and red at this many. */
    redMinutes: minutes('para o vermelho'),
    whenDone: z.enum(KITCHEN_DONE_ACTIONS),
    /** The first item marked ready (or started) moves an 'aprovado' order to 'em preparo'. */
    startOnFirstBump: z.boolean(),
  })
  .strict()
  .superRefine((settings, ctx) => {
    const keys = new Set<string>();
    const names = new Set<string>();
    const categories = new Set<number>();
    settings.stations.forEach((station, index) => {
      if (keys.has(station.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['stations', index, 'key'],
          message: 'Estação repetida.',
        });
      }
      keys.add(station.key);
      const name = station.name.trim().toLocaleLowerCase('pt-BR');
      if (names.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['stations', index, 'name'],
          message: `Já existe uma estação chamada “${station.name.trim()}”.`,
        });
      }
      names.add(name);
      for (const id of station.categoryIds) {
        if (categories.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['stations', index, 'categoryIds'],
            message: 'Cada categoria vai para uma estação só.',
          });
        }
        categories.add(id);
      }
    });
    if (!keys.has(settings.defaultStationKey)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultStationKey'],
        message: 'Escolha a estação que recebe as outras categorias.',
      });
    }
    if (settings.redMinutes <= settings.amberMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['redMinutes'],
        message: 'O vermelho vem depois do amarelo: use mais minutos.',
      });
    }
  });
export type KitchenSettings = z.infer<typeof KitchenSettingsSchema>;

/**
 * A shop that never set its kitchen: one station, 10 and 20 minutes, and a done order is 'Pronto'
 * unless it waits for the courier.
 */
export const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = {
  stations: [{ key: 'cozinha', name: 'Cozinha', categoryIds: [] }],
  defaultStationKey: 'cozinha',
  amberMinutes: 10,
  redMinutes: 20,
  whenDone: 'pronto-exceto-entregas',
  startOnFirstBump: true,
};

/** The stored settings, or the defaults when what is stored no longer reads (never a broken screen). */
export function readKitchenSettings(stored: unknown): KitchenSettings {
  const parsed = KitchenSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_KITCHEN_SETTINGS;
}

/** The station that makes a category's items: the one naming it, else the default one. */
export function stationKeyOf(settings: KitchenSettings, categoryId: number | null): string {
  if (categoryId !== null) {
    const station = settings.stations.find((s) => s.categoryIds.includes(categoryId));
    if (station) return station.key;
  }
  return settings.defaultStationKey;
}

/**
 * A new station's key, made from its name: lower case, plain letters and digits joined by '-',
 * with a number after it while the key is taken ('forno', 'forno-2').
 */
export function stationKeyFromName(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || 'estacao';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n += 1) {
    const key = `${base}-${n}`;
    if (!taken.includes(key)) return key;
  }
}

/** The colour of a card's clock: normal, amber from `amberMinutes`, red from `redMinutes`. */
export type KitchenTimerLevel = 'normal' | 'amber' | 'red';

export function kitchenTimerLevel(
  since: string,
  now: Date,
  limits: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>,
): KitchenTimerLevel {
  const elapsedMs = now.getTime() - new Date(since).getTime();
  if (elapsedMs >= limits.redMinutes * 60_000) return 'red';
  if (elapsedMs >= limits.amberMinutes * 60_000) return 'amber';
  return 'normal';
}

/** `GET /api/admin/kitchen/settings`: the settings and the categories a station may take. */
export const KitchenSettingsPageSchema = z.object({
  settings: KitchenSettingsSchema,
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type KitchenSettingsPage = z.infer<typeof KitchenSettingsPageSchema>;
