import { z } from 'zod/mini';
import { DEFAULT_DELIVERY_SETTINGS, DeliverySettingsSchema } from './delivery';
import { normalizeWhatsapp } from './formats';
import {
  CLOSED_DAY,
  DAY_HOURS_PATTERN,
  DEFAULT_DAY_HOURS,
  DEFAULT_TIME_ZONE,
  WEEKDAYS,
  type Schedules,
} from './opening-hours';
import { DEFAULT_PIX_SETTINGS, PixSettingsSchema, StoredPixSettingsSchema } from './pix';
import { DEFAULT_SCHEDULING_SETTINGS, SchedulingSettingsSchema } from './scheduling';

/** How extra flavours change a pizza's base price (docs/product/principles.md#prices). */
export const FLAVOUR_PRICING_RULES = ['principal', 'maior', 'media'] as const;
export type FlavourPricingRule = (typeof FLAVOUR_PRICING_RULES)[number];

const DEFAULT_PAYMENT_OPTIONS = [
  'Pix',
  'Dinheiro',
  'Cartão de Crédito',
  'Cartão de Débito',
  'Voucher',
];
const DEFAULT_DELIVERY_TIME = '30 a 60 minutos';
export const ORDER_GREETING = 'Olá! Gostaria de fazer um pedido.';

export const ESTABLISHMENT_NAME_MAX = 120;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
export const PAYMENT_OPTIONS_MAX = 20;
const WHATSAPP_INVALID =
  'WhatsApp inválido. Informe o DDD e o número, por exemplo (11) 98765-4321.';
/**
 * The largest order total a shop accepts (src/domain/order-policy.ts): R$ 2.000,00 unless the
 * owner sets another; the bounds of what may be set.
 */
const DEFAULT_MAX_ORDER_TOTAL_CENTS = 200_000;
const MIN_MAX_ORDER_TOTAL_CENTS = 5_000;
const MAX_MAX_ORDER_TOTAL_CENTS = 10_000_000;

const DayHoursSchema = z.string().check(
  z.trim(),
  z.refine((v) => v === CLOSED_DAY || DAY_HOURS_PATTERN.test(v), {
    message: 'Horário inválido. Use o formato 24 horas (HH:MM).',
  }),
);

const SchedulesSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayHoursSchema
  >,
);

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Everything the owner edits in 'Configurações da Pizzaria' (docs/product/screens.md#settings, docs/product/data.md#establishment-data). */
/**
 * The 'Mais Pedidas' tab (decision 035): 'manual' lists the products staff put in that category;
 * 'automatic' lists the products sold most in the last 30 days, then the hand-chosen ones.
 */
const MOST_ORDERED_MODES = ['manual', 'automatic'] as const;
export type MostOrderedMode = (typeof MOST_ORDERED_MODES)[number];

export const MOST_ORDERED_MODE_LABELS: Readonly<Record<MostOrderedMode, string>> = {
  automatic: 'Automática (mais vendidas dos últimos 30 dias)',
  manual: 'Escolhida à mão',
};

export const EstablishmentSettingsSchema = z.strictObject({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Nome é obrigatório'), z.maxLength(ESTABLISHMENT_NAME_MAX)),
  phone: text(SHORT_TEXT_MAX),
  /** Stored as 55 + DDD + number, however it was typed (formats.ts normalizeWhatsapp). */
  whatsapp: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Informe o WhatsApp da pizzaria')),
    z.transform((typed: string, context) => {
      const normalized = normalizeWhatsapp(typed);
      if (normalized) return normalized;
      context.issues.push({ code: 'custom', message: WHATSAPP_INVALID, input: typed });
      return z.NEVER;
    }),
  ),
  address: text(SHORT_TEXT_MAX),
  schedules: SchedulesSchema,
  deliveryTime: text(SHORT_TEXT_MAX),
  paymentOptions: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'A forma de pagamento não pode ficar em branco'),
          z.maxLength(60, 'Use no máximo 60 caracteres'),
        ),
    )
    .check(
      // with none, every order would be refused
      z.minLength(1, 'Escolha ao menos uma forma de pagamento'),
      z.maxLength(PAYMENT_OPTIONS_MAX, `No máximo ${PAYMENT_OPTIONS_MAX} formas de pagamento`),
    ),
  additionalInfo: text(LONG_TEXT_MAX),
  socialMedia: z.strictObject({ instagram: text(60), facebook: text(120) }),
  isActive: z.boolean(),
  flavourPricingRule: z.enum(FLAVOUR_PRICING_RULES),
  timeZone: z
    .string()
    .check(z.trim(), z.refine(isValidTimeZone, { message: 'Fuso horário inválido' })),
  /** The largest order total accepted; above it the customer is asked to talk to the shop. */
  maxOrderTotalCents: z._default(
    z
      .int()
      .check(
        z.minimum(MIN_MAX_ORDER_TOTAL_CENTS, 'O limite por pedido deve ser de pelo menos R$ 50,00'),
        z.maximum(
          MAX_MAX_ORDER_TOTAL_CENTS,
          'O limite por pedido pode ser no máximo R$ 100.000,00',
        ),
      ),
    DEFAULT_MAX_ORDER_TOTAL_CENTS,
  ),
  /** Delivery zones, the fee outside them, pickup. */
  delivery: z._default(DeliverySettingsSchema, DEFAULT_DELIVERY_SETTINGS),
  /** Orders for a later time slot. */
  scheduling: z._default(SchedulingSettingsSchema, DEFAULT_SCHEDULING_SETTINGS),
  /** The Pix receiver of the BR Code shown with an order paid by Pix. */
  pix: z._default(PixSettingsSchema, DEFAULT_PIX_SETTINGS),
  /** New orders for as soon as possible arrive accepted ('aprovado'): decision 034. */
  autoAccept: z._default(z.boolean(), false),
  /** What the menu's 'Mais Pedidas' tab lists: chosen by hand, or the top sellers (decision 035). */
  mostOrdered: z._default(z.enum(MOST_ORDERED_MODES), 'manual'),
});
export type EstablishmentSettings = z.output<typeof EstablishmentSettingsSchema>;

/**
 * The settings as stored and read back: lenient where an older version stored what the form now
 * refuses (an empty or national-format WhatsApp, no payment option), so that reading them never
 * breaks the storefront; the next save asks the owner to correct them.
 */
export const StoredEstablishmentSettingsSchema = z.extend(EstablishmentSettingsSchema, {
  whatsapp: z.string(),
  paymentOptions: z.array(z.string()),
  pix: z._default(StoredPixSettingsSchema, DEFAULT_PIX_SETTINGS),
});

/**
 * The shop's public address, as the server knows it (docs/decisions/042): PUBLIC_URL when it is
 * set (`isConfigured`), else the address the request came to, which a customer elsewhere may not
 * reach (`http://localhost:3000` on the counter's computer).
 */
const PublicAddressSchema = z.object({
  origin: z.string(),
  isConfigured: z.boolean(),
});
export type PublicAddress = z.infer<typeof PublicAddressSchema>;

/** What `GET /api/establishment` answers: the settings plus what the server computes. */
export const PublicEstablishmentSchema = z.extend(StoredEstablishmentSettingsSchema, {
  isOpen: z.boolean(),
  lastUpdated: z.nullable(z.string()),
  publicAddress: z.optional(PublicAddressSchema),
});
export type PublicEstablishment = z.infer<typeof PublicEstablishmentSchema>;

/**
 * The origin of links sent to customers (tracking page in WhatsApp texts): the server's public
 * address; `fallback` (the page's own origin) only when the shop's data came without it.
 */
export function shopPublicOrigin(
  shop: { publicAddress?: PublicAddress } | undefined,
  fallback: string,
): string {
  return (shop?.publicAddress?.origin ?? fallback).replace(/\/+$/, '');
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function everyDay(hours: string): Schedules {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Schedules;
}

/** A new shop's settings (docs/product/data.md#establishment-data, docs/product/limits.md#defaults), until the owner edits them. */
export const DEFAULT_ESTABLISHMENT: EstablishmentSettings = {
  name: 'Forno Pizzaria',
  phone: '(11) 3456-7890',
  whatsapp: '5511987654321',
  address: 'Rua das Palmeiras, 120 - Centro, São Paulo/SP',
  schedules: everyDay(DEFAULT_DAY_HOURS),
  deliveryTime: DEFAULT_DELIVERY_TIME,
  paymentOptions: DEFAULT_PAYMENT_OPTIONS,
  additionalInfo: '',
  socialMedia: { instagram: 'fornopizzaria', facebook: 'fornopizzaria' },
  isActive: true,
  flavourPricingRule: 'principal',
  timeZone: DEFAULT_TIME_ZONE,
  maxOrderTotalCents: DEFAULT_MAX_ORDER_TOTAL_CENTS,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  scheduling: DEFAULT_SCHEDULING_SETTINGS,
  pix: DEFAULT_PIX_SETTINGS,
  autoAccept: false,
  mostOrdered: 'manual',
};
