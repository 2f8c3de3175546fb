/**
 * Coupons and automatic offers (issue 16 item 3; docs/decisions/032): what they are, whether one
 * applies to an order and why not, how much it takes off, and how every view of an order words
 * the discount. Pure: the server reads the coupon, its usage counts and the clock, and asks here.
 *
 * How they combine: at most one automatic offer per order, the one that saves the customer most;
 * a coupon then applies to what is left of the items after that offer. Discounts never touch the
 * delivery fee and never take the items below R$ 0,00.
 */
import { z } from 'zod/mini';
import { formatBRL, type Centavos } from './money';
import {
  bestOffer,
  OFFER_KINDS,
  percentOf,
  refuseValidity,
  type DiscountableLine,
  type Validity,
} from './offer-savings';
import { WEEKDAYS, type Weekday } from './opening-hours';

// How an offer saves and when a promotion holds live in offer-savings.ts, which the menu's first
// load reads without zod (decision 041); everything that imported them from here still does.
export {
  isPromotionCurrentOrUpcoming,
  localDateIn,
  OFFER_KINDS,
  offerSavings,
  type DiscountableLine,
  type OfferKind,
} from './offer-savings';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const COUPON_CODE_MAX = 30;
const PROMOTION_NAME_MAX = 80;
const PROMOTION_DESCRIPTION_MAX = 300;
/** Codes are letters, digits, '-' and '_': easy to read aloud and to type on a phone. */
const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** R$ 10.000,00: no coupon or combo price is larger. */
const MAX_PROMOTION_CENTS = 1_000_000;

/** A local calendar date in the shop's time zone, 'YYYY-MM-DD'. */
const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The same code, however it was typed: ' pizza10 ' is 'PIZZA10'. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const localDate = () =>
  z.nullable(z.string().check(z.regex(LOCAL_DATE_PATTERN, 'Data inválida (use AAAA-MM-DD)')));

const weekdays = () =>
  z._default(
    z.array(z.enum(WEEKDAYS)).check(z.maxLength(WEEKDAYS.length, 'Dias da semana inválidos')),
    [],
  );

/** When a promotion holds: dates (inclusive, shop's zone) and weekdays (none listed: every day). */
const ValidityFields = {
  validFrom: z._default(localDate(), null),
  validUntil: z._default(localDate(), null),
  weekdays: weekdays(),
  isActive: z._default(z.boolean(), true),
};

function checkValidity(
  value: { validFrom: string | null; validUntil: string | null },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  if (value.validFrom && value.validUntil && value.validUntil < value.validFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['validUntil'],
      message: 'A data final deve ser igual ou depois da data inicial.',
      input: value.validUntil,
    });
  }
}

/** A usage limit: far above any real one, within the database's integer. */
const MAX_USAGE_LIMIT = 1_000_000;

const optionalCount = () =>
  z._default(
    z.nullable(
      z
        .int('Informe um número inteiro')
        .check(
          z.minimum(1, 'Use um número a partir de 1'),
          z.maximum(MAX_USAGE_LIMIT, 'Número grande demais'),
        ),
    ),
    null,
  );

const CouponShape = {
  code: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(3, 'O código deve ter pelo menos 3 caracteres'),
      z.maxLength(COUPON_CODE_MAX, `O código pode ter no máximo ${COUPON_CODE_MAX} caracteres`),
      z.regex(COUPON_CODE_PATTERN, 'Use só letras, números, hífen ou sublinhado no código'),
    ),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(PROMOTION_DESCRIPTION_MAX, 'Descrição muito longa')),
    '',
  ),
  kind: z.enum(DISCOUNT_KINDS, 'Escolha percentual ou valor fixo'),
  /** percent: 1–100; fixed: centavos. */
  value: z
    .int('Informe o valor do desconto')
    .check(
      z.positive('Informe o valor do desconto'),
      z.maximum(MAX_PROMOTION_CENTS, 'Valor de desconto alto demais'),
    ),
  minOrderCents: z._default(
    z.nullable(
      z
        .int()
        .check(
          z.positive('Informe um valor maior que zero'),
          z.maximum(MAX_PROMOTION_CENTS, 'Valor alto demais'),
        ),
    ),
    null,
  ),
  firstOrderOnly: z._default(z.boolean(), false),
  usageLimit: optionalCount(),
  perPhoneLimit: optionalCount(),
  /** Listed on /offers for everyone to see; otherwise known only to whom the shop tells. */
  isPublic: z._default(z.boolean(), false),
  ...ValidityFields,
};

/** A coupon as the admin form sends it and the server stores it. */
export const CouponInputSchema = z.strictObject(CouponShape).check(
  z.superRefine((coupon, ctx) => {
    checkValidity(coupon, ctx);
    if (coupon.kind === 'percent' && coupon.value > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'O percentual deve ser de 1 a 100',
        input: coupon.value,
      });
    }
    if (coupon.kind === 'fixed' && coupon.value > MAX_PROMOTION_CENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Valor de desconto alto demais',
        input: coupon.value,
      });
    }
  }),
);
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponFields = z.output<typeof CouponInputSchema>;
export type Coupon = CouponFields & { id: number };
/** A stored coupon, as the admin API answers it. */
export const CouponSchema = z.object({ id: z.int(), ...CouponShape });
export const CouponListSchema = z.object({ coupons: z.array(CouponSchema) });

const OfferShape = {
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Dê um nome à oferta'),
      z.maxLength(PROMOTION_NAME_MAX, 'Nome muito longo'),
    ),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(PROMOTION_DESCRIPTION_MAX, 'Descrição muito longa')),
    '',
  ),
  kind: z.enum(OFFER_KINDS, 'Escolha o tipo da oferta'),
  /** category_percent: the discounted categories; combo: the first item's categories. */
  categorySlugs: z
    .array(z.string().check(z.minLength(1), z.maxLength(60)))
    .check(z.minLength(1, 'Escolha pelo menos uma categoria'), z.maxLength(40)),
  /** category_percent only: 1–100. */
  percent: z._default(
    z.nullable(
      z
        .int('O percentual deve ser de 1 a 100')
        .check(
          z.minimum(1, 'O percentual deve ser de 1 a 100'),
          z.maximum(100, 'O percentual deve ser de 1 a 100'),
        ),
    ),
    null,
  ),
  /** combo only: the second item's categories (the drink). */
  pairedCategorySlugs: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(40)),
    [],
  ),
  /** combo only: what the pair costs, extras and crust charged on top. */
  comboPriceCents: z._default(
    z.nullable(
      z
        .int('Informe o preço do combo')
        .check(
          z.minimum(1, 'Informe o preço do combo'),
          z.maximum(MAX_PROMOTION_CENTS, 'Preço alto demais'),
        ),
    ),
    null,
  ),
  ...ValidityFields,
};

/** An automatic offer as the admin form sends it and the server stores it. */
export const OfferInputSchema = z.strictObject(OfferShape).check(
  z.superRefine((offer, ctx) => {
    checkValidity(offer, ctx);
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, input: offer });
    if (offer.kind === 'category_percent') {
      if (offer.percent === null || offer.percent < 1 || offer.percent > 100) {
        issue('percent', 'O percentual deve ser de 1 a 100');
      }
    } else {
      if (offer.pairedCategorySlugs.length === 0) {
        issue('pairedCategorySlugs', 'Escolha a categoria do segundo item do combo');
      }
      if (
        offer.comboPriceCents === null ||
        offer.comboPriceCents < 1 ||
        offer.comboPriceCents > MAX_PROMOTION_CENTS
      ) {
        issue('comboPriceCents', 'Informe o preço do combo');
      }
    }
  }),
);
export type OfferInput = z.input<typeof OfferInputSchema>;
export type OfferFields = z.output<typeof OfferInputSchema>;
export type Offer = OfferFields & { id: number };
/** A stored offer, as the admin API answers it. */
export const OfferSchema = z.object({ id: z.int(), ...OfferShape });
export const OfferListSchema = z.object({ offers: z.array(OfferSchema) });

/** What a coupon takes off `amountCents` (the items after any offer), never more than that. */
function couponSavings(coupon: Pick<CouponFields, 'kind' | 'value'>, amountCents: number): number {
  const savings = coupon.kind === 'percent' ? percentOf(amountCents, coupon.value) : coupon.value;
  return Math.max(0, Math.min(savings, amountCents));
}

// ---------------------------------------------------------------------------------------------
// Why a coupon does not apply

export const COUPON_ERROR_CODES = [
  'COUPON_NOT_FOUND',
  'COUPON_INACTIVE',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_WRONG_WEEKDAY',
  'COUPON_BELOW_MINIMUM',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_EXHAUSTED',
  'COUPON_ALREADY_USED',
] as const;
type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

export interface CouponRefusal {
  code: CouponErrorCode;
  message: string;
}

/** How many times the coupon was used, and by this phone (rejected orders give theirs back). */
export interface CouponUsage {
  /** Orders that used the coupon. */
  total: number;
  /** Orders of this phone that used it; null when the phone is not known yet. */
  byPhone: number | null;
  /** Orders of this phone, any coupon or none; null when the phone is not known yet. */
  ordersOfPhone: number | null;
}

const COUPON_NOT_FOUND_MESSAGE = 'Cupom não encontrado. Confira o código.';

/** 'terça e quinta', 'segunda, quarta e sexta': the weekdays in week order, by their short names. */
function weekdayList(days: readonly Weekday[]): string {
  const names = WEEKDAYS.filter((day) => days.includes(day));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** 'às terças', 'aos sábados': a weekday as in 'vale só às terças'. */
function onWeekdays(days: readonly Weekday[]): string {
  const parts = WEEKDAYS.filter((day) => days.includes(day)).map((day) =>
    day === 'sábado' || day === 'domingo' ? `aos ${day}s` : `às ${day}s`,
  );
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}

function formatLocalDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Whether `coupon` applies to an order of `subtotalCents` (the items, before any discount) placed
 * at `at`, in the order the customer can do something about it: the coupon itself, the cart, then
 * who is ordering and how often it was used. Null: it applies.
 */
export function refuseCoupon(
  coupon: Coupon | null,
  subtotalCents: Centavos,
  usage: CouponUsage,
  at: Date,
  timeZone: string,
): CouponRefusal | null {
  if (coupon === null) return { code: 'COUPON_NOT_FOUND', message: COUPON_NOT_FOUND_MESSAGE };
  switch (refuseValidity(coupon, at, timeZone)) {
    case 'INACTIVE':
      return { code: 'COUPON_INACTIVE', message: 'Este cupom não está mais disponível.' };
    case 'NOT_STARTED':
      return {
        code: 'COUPON_NOT_STARTED',
        message: `Este cupom vale a partir de ${formatLocalDate(coupon.validFrom ?? '')}.`,
      };
    case 'EXPIRED':
      return { code: 'COUPON_EXPIRED', message: 'Cupom expirado.' };
    case 'WRONG_WEEKDAY':
      return {
        code: 'COUPON_WRONG_WEEKDAY',
        message: `Este cupom vale só ${onWeekdays(coupon.weekdays)}.`,
      };
    case null:
      break;
  }
  if (coupon.minOrderCents !== null && subtotalCents < coupon.minOrderCents) {
    return {
      code: 'COUPON_BELOW_MINIMUM',
      message: `Pedido mínimo de ${formatBRL(coupon.minOrderCents)} para este cupom.`,
    };
  }
  if (coupon.firstOrderOnly && usage.ordersOfPhone !== null && usage.ordersOfPhone > 0) {
    return { code: 'COUPON_FIRST_ORDER_ONLY', message: 'Cupom válido só no primeiro pedido.' };
  }
  if (coupon.usageLimit !== null && usage.total >= coupon.usageLimit) {
    return { code: 'COUPON_EXHAUSTED', message: 'Cupom esgotado.' };
  }
  if (coupon.perPhoneLimit !== null && usage.byPhone !== null) {
    if (usage.byPhone >= coupon.perPhoneLimit) {
      return { code: 'COUPON_ALREADY_USED', message: 'Você já usou este cupom.' };
    }
  }
  return null;
}

/**
 * What a coupon check says of a rule that depends on who orders (first order only, uses per
 * phone): the check answers the same for every phone, so that it never tells whether a phone has
 * ordered (docs/decisions/038); the order applies the rule when it is placed. Null: no such rule.
 */
export function couponPhoneRuleNotice(coupon: Coupon): string | null {
  if (coupon.firstOrderOnly) {
    return 'Cupom válido só no primeiro pedido: confirmamos ao finalizar o pedido.';
  }
  if (coupon.perPhoneLimit === 1) {
    return 'Cupom de uso único por cliente: confirmamos ao finalizar o pedido.';
  }
  if (coupon.perPhoneLimit !== null) {
    return `Cupom de até ${coupon.perPhoneLimit} usos por cliente: confirmamos ao finalizar o pedido.`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// An order's discount

const DISCOUNT_SOURCES = ['offer', 'coupon'] as const;

/** One line of an order's discount, as stored with it (a snapshot: names as they were). */
export const DiscountLineSchema = z.object({
  source: z.enum(DISCOUNT_SOURCES),
  /** The offer's name, or the coupon's code. */
  name: z.string(),
  amountCents: z.int(),
});
export type DiscountLine = z.infer<typeof DiscountLineSchema>;

export interface OrderDiscount {
  lines: DiscountLine[];
  /** What the lines take off together, never more than the items' subtotal. */
  totalCents: number;
  /** The coupon's code when one applied. */
  couponCode: string | null;
}

/**
 * The discount of an order: the best automatic offer, then the coupon (already checked with
 * `refuseCoupon`) on what is left of the items. The delivery fee is never discounted.
 */
export function discountOrder(
  lines: readonly DiscountableLine[],
  offers: readonly Offer[],
  coupon: Coupon | null,
  at: Date,
  timeZone: string,
): OrderDiscount {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const result: DiscountLine[] = [];
  const offer = bestOffer(offers, lines, at, timeZone);
  let remaining = subtotalCents;
  if (offer) {
    const amountCents = Math.min(offer.amountCents, remaining);
    result.push({ source: 'offer', name: offer.offer.name, amountCents });
    remaining -= amountCents;
  }
  if (coupon) {
    const amountCents = couponSavings(coupon, remaining);
    if (amountCents > 0) result.push({ source: 'coupon', name: coupon.code, amountCents });
    remaining -= amountCents;
  }
  return {
    lines: result,
    totalCents: subtotalCents - remaining,
    couponCode: coupon ? coupon.code : null,
  };
}

// ---------------------------------------------------------------------------------------------
// How every view words it

/** 'Cupom PIZZA10' or 'Oferta: Terça doce': the label of one discount line on every view. */
export function discountLineLabel(line: Pick<DiscountLine, 'source' | 'name'>): string {
  return line.source === 'coupon' ? `Cupom ${line.name}` : `Oferta: ${line.name}`;
}

/** '- R$ 5,00': a discount's amount, with the sign a customer expects. */
export function discountAmountText(amountCents: number): string {
  return `- ${formatBRL(amountCents)}`;
}

/** A coupon the shop could not honour when a queued order arrived, as the desk and ticket say it. */
function couponNotAppliedText(code: string, reason: string): string {
  return `Cupom ${code} não aplicado: ${reason}`;
}

/** A coupon on an order made offline, which the shop checks when it arrives. */
export function pendingCouponText(code: string): string {
  return `Cupom ${code}: desconto a confirmar`;
}

/** What the discount rows of an order need: an `Order` fits. */
export interface DiscountFacts {
  discountLines: readonly DiscountLine[];
  couponCode?: string | null;
  couponRefusal?: string | null;
}

/** The rows to show between the subtotal and the fee: label and '- R$ x,xx'. */
export function describeDiscountRows(order: DiscountFacts): { label: string; value: string }[] {
  return order.discountLines
    .filter((line) => line.amountCents > 0)
    .map((line) => ({
      label: discountLineLabel(line),
      value: discountAmountText(line.amountCents),
    }));
}

/** The note an order carries when its coupon was dropped on arrival; null otherwise. */
export function describeCouponRefusal(order: DiscountFacts): string | null {
  if (!order.couponRefusal || !order.couponCode) return null;
  return couponNotAppliedText(order.couponCode, order.couponRefusal);
}

// ---------------------------------------------------------------------------------------------
// How /offers words a promotion

/** 'Toda terça', 'Segunda, quarta e sexta', 'Todos os dias'. */
export function describeWeekdays(days: readonly Weekday[]): string {
  if (days.length === 0 || days.length === WEEKDAYS.length) return 'Todos os dias';
  if (days.length === 1) {
    const [day] = days as [Weekday];
    return day === 'sábado' || day === 'domingo' ? `Todo ${day}` : `Toda ${day}`;
  }
  const text = weekdayList(days);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Até 31/12/2026', 'De 01/12/2026 a 31/12/2026', or null when it has no end or start. */
export function describeDates(
  promotion: Pick<Validity, 'validFrom' | 'validUntil'>,
): string | null {
  const { validFrom, validUntil } = promotion;
  if (validFrom && validUntil) {
    return `De ${formatLocalDate(validFrom)} a ${formatLocalDate(validUntil)}`;
  }
  if (validUntil) return `Até ${formatLocalDate(validUntil)}`;
  if (validFrom) return `A partir de ${formatLocalDate(validFrom)}`;
  return null;
}

/** '20% de desconto', 'R$ 10,00 de desconto'. */
export function describeCouponValue(coupon: Pick<CouponFields, 'kind' | 'value'>): string {
  return coupon.kind === 'percent'
    ? `${coupon.value}% de desconto`
    : `${formatBRL(coupon.value)} de desconto`;
}

/** The conditions of a coupon a customer should know before trying it. */
export function describeCouponConditions(coupon: CouponFields): string[] {
  const conditions: string[] = [];
  if (coupon.minOrderCents !== null) {
    conditions.push(`Pedido mínimo de ${formatBRL(coupon.minOrderCents)}`);
  }
  if (coupon.firstOrderOnly) conditions.push('Só no primeiro pedido');
  if (coupon.perPhoneLimit === 1) conditions.push('Uma vez por cliente');
  else if (coupon.perPhoneLimit !== null) {
    conditions.push(`Até ${coupon.perPhoneLimit} vezes por cliente`);
  }
  return conditions;
}

/** What an offer gives, read from its rule: '20% nas Pizzas Doces', 'Combo por R$ 60,00'. */
export function describeOfferRule(
  offer: OfferFields,
  categoryName: (slug: string) => string,
): string {
  const names = (slugs: readonly string[]) => {
    const list = slugs.map(categoryName);
    if (list.length <= 1) return list.join('');
    return `${list.slice(0, -1).join(', ')} ou ${list[list.length - 1]}`;
  };
  if (offer.kind === 'category_percent') {
    return `${offer.percent ?? 0}% de desconto em ${names(offer.categorySlugs)}`;
  }
  return `${names(offer.categorySlugs)} + ${names(offer.pairedCategorySlugs)} por ${formatBRL(offer.comboPriceCents ?? 0)}`;
}

/** A public promotion as `/api/promotions` lists it for /offers. */
const PublicPromotionSchema = z.object({
  kind: z.enum(['offer', 'coupon']),
  title: z.string(),
  /** What it gives, in a line. */
  rule: z.string(),
  description: z.string(),
  /** When it holds: weekdays and dates. */
  when: z.array(z.string()),
  /** A coupon's code, to type at checkout; null for an automatic offer. */
  code: z.nullable(z.string()),
  conditions: z.array(z.string()),
});
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;

export const PublicPromotionsSchema = z.object({ promotions: z.array(PublicPromotionSchema) });
