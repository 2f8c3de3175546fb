import { CATEGORY_GROUP_LABELS, CATEGORY_GROUPS, DRINKS_CATEGORY } from '../../../domain/catalogue';
import { sizeLabel, type Size } from '../../../domain/sizes';
import { activeVariants } from '../../../domain/variants';
import type { EstablishmentSettings } from '../../../domain/establishment';
import { normalizeWhatsapp } from '../../../domain/formats';
import type { Menu, MenuProduct } from '../../../domain/menu';
import type { Centavos } from '../../../domain/money';
import { parseDayHours, WEEKDAYS, type Weekday } from '../../../domain/opening-hours';

/** What the head of a page needs to know of the shop (a `PublicEstablishment` fits). */
export type ShopForHead = Pick<
  EstablishmentSettings,
  | 'name'
  | 'phone'
  | 'whatsapp'
  | 'address'
  | 'schedules'
  | 'isActive'
  | 'socialMedia'
  | 'paymentOptions'
>;

type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonLd;

const SCHEMA_DAYS: Readonly<Record<Weekday, string>> = {
  domingo: 'Sunday',
  segunda: 'Monday',
  terça: 'Tuesday',
  quarta: 'Wednesday',
  quinta: 'Thursday',
  sexta: 'Friday',
  sábado: 'Saturday',
};

/** The 27 federative units, as the end of an address names them ('São Paulo/SP'). */
const UFS = new Set(
  'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '),
);

/**
 * The shop as schema.org `Restaurant`, with its menu as `Menu` → `MenuSection` → `MenuItem` →
 * `Offer` (prices in BRL) and its opening hours. Only products on sale are listed; a pizza has one
 * offer per size, named as the wizard names the size. docs/decisions/018-found-and-shared.md
 */
export function restaurantJsonLd(input: {
  shop: ShopForHead;
  menu: Menu;
  origin: string;
  imageUrl: string;
}): JsonLd {
  const { shop, menu, origin } = input;
  const onSale = menu.products.filter((product) => product.isAvailable);
  const telephone = internationalPhone(shop.phone) ?? internationalPhone(shop.whatsapp);
  const hours = shop.isActive ? openingHoursSpecification(shop.schedules) : [];
  const sameAs = [
    shop.socialMedia.instagram && `https://instagram.com/${shop.socialMedia.instagram}`,
    shop.socialMedia.facebook && `https://facebook.com/${shop.socialMedia.facebook}`,
  ].filter((link): link is string => Boolean(link));
  const priceRange = priceRangeOf(onSale, menu.sizes);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: shop.name,
    url: `${origin}/`,
    image: input.imageUrl,
    ...(shop.address ? { address: postalAddress(shop.address) } : {}),
    ...(telephone ? { telephone } : {}),
    servesCuisine: 'Pizza',
    ...(priceRange ? { priceRange } : {}),
    currenciesAccepted: 'BRL',
    ...(shop.paymentOptions.length ? { paymentAccepted: shop.paymentOptions.join(', ') } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    menu: `${origin}/menu`,
    hasMenu: {
      '@type': 'Menu',
      name: 'Cardápio',
      url: `${origin}/menu`,
      inLanguage: 'pt-BR',
      hasMenuSection: menuSections(menu, onSale),
    },
  };
}

/** One section per group of the menu (Pizzas Salgadas, Pizzas Doces, Bebidas), its tabs inside. */
function menuSections(menu: Menu, onSale: readonly MenuProduct[]): JsonLd[] {
  return CATEGORY_GROUPS.flatMap((group): JsonLd[] => {
    const categories = menu.categories
      .filter((category) => category.group === group)
      .map((category) => ({
        name: category.name,
        items: onSale
          .filter((product) => product.categorySlug === category.slug)
          .map((product) => menuItem(product, menu.sizes)),
      }))
      .filter((category) => category.items.length > 0);
    if (categories.length === 0) return [];
    const section: JsonLd = { '@type': 'MenuSection', name: CATEGORY_GROUP_LABELS[group] };
    const [only] = categories;
    if (categories.length === 1 && only) return [{ ...section, hasMenuItem: only.items }];
    return [
      {
        ...section,
        hasMenuSection: categories.map((category) => ({
          '@type': 'MenuSection',
          name: category.name,
          hasMenuItem: category.items,
        })),
      },
    ];
  });
}

function menuItem(product: MenuProduct, sizes: readonly Size[]): JsonLd {
  const description = product.description.trim() || product.ingredients.join(', ');
  return {
    '@type': 'MenuItem',
    name: product.name,
    ...(description ? { description } : {}),
    offers: offersOf(product, sizes),
  };
}

/** The product's prices on sale: one per size of the shop it is sold in, in menu order (decision 046). */
function pricesOf(product: MenuProduct, sizes: readonly Size[]): { cents: Centavos; size: Size }[] {
  if (product.categorySlug === DRINKS_CATEGORY) return [];
  return sizes.flatMap((size) => {
    const cents = product.sizePrices[size.id];
    return cents === undefined ? [] : [{ cents, size }];
  });
}

/** A drink, or a product whose sizes all cost the same, has one price; a pizza one per size. */
function offersOf(product: MenuProduct, sizes: readonly Size[]): JsonLd | JsonLd[] {
  // a product with variants: one offer per variant on sale (decision 052)
  const variants = activeVariants(product);
  if (variants.length > 0) return variants.map((v) => offer(v.priceCents, v.name));
  const prices = pricesOf(product, sizes);
  const [first] = prices;
  if (!first || prices.every((price) => price.cents === first.cents)) {
    return offer(first?.cents ?? product.priceCents);
  }
  return prices.map((price) => offer(price.cents, sizeLabel(price.size)));
}

function offer(cents: Centavos, name?: string): JsonLd {
  return {
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: decimalPrice(cents),
    priceCurrency: 'BRL',
  };
}

/** 4990 → '49.90': a dot, two decimals, no rounding through floating point. */
export function decimalPrice(cents: Centavos): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/** 'R$ 16–59': the cheapest and dearest prices on sale, in whole reais. */
function priceRangeOf(products: readonly MenuProduct[], sizes: readonly Size[]): string | null {
  const prices = products.flatMap((product) => {
    const bySize = pricesOf(product, sizes).map((price) => price.cents);
    return bySize.length > 0 ? bySize : [product.priceCents];
  });
  if (prices.length === 0) return null;
  const low = Math.floor(Math.min(...prices) / 100);
  const high = Math.ceil(Math.max(...prices) / 100);
  return low === high ? `R$ ${low}` : `R$ ${low}–${high}`;
}

/**
 * The week's hours, days with the same hours together. Hours that cross midnight ('18:00 às
 * 02:00') keep their closing time: schema.org reads a `closes` earlier than `opens` as the next
 * day. A day 'Fechado' (or with no length) is left out, which schema.org reads as closed.
 */
export function openingHoursSpecification(schedules: Partial<Record<Weekday, string>>): JsonLd[] {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  // Monday first, as a week is read in Brazil
  for (const day of [...WEEKDAYS.slice(1), WEEKDAYS[0]]) {
    const hours = parseDayHours(schedules[day]);
    if (!hours || hours.start === hours.end) continue;
    const opens = clock(hours.start);
    const closes = clock(hours.end);
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    group.days.push(SCHEMA_DAYS[day]);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

function clock(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** '(11) 3456-7890' → '+55 11 3456-7890'; null when it is not a Brazilian phone. */
export function internationalPhone(phone: string): string | null {
  const digits = normalizeWhatsapp(phone);
  if (!digits) return null;
  const ddd = digits.slice(2, 4);
  const number = digits.slice(4);
  const split = number.length - 4;
  return `+55 ${ddd} ${number.slice(0, split)}-${number.slice(split)}`;
}

/**
 * The shop's address, typed as one line ('Rua das Palmeiras, 120 - Centro, São Paulo/SP'), as a
 * `PostalAddress`: a CEP anywhere becomes `postalCode`, a closing 'City/UF' or 'City - UF' the
 * locality and region; the rest is the street address. Country: Brazil.
 */
export function postalAddress(address: string): JsonLd {
  let rest = address.trim();
  const cep = /(?:\bCEP\s*:?\s*)?\b(\d{5})-?(\d{3})\b/i.exec(rest);
  let postalCode: string | undefined;
  if (cep) {
    postalCode = `${cep[1]}-${cep[2]}`;
    rest = `${rest.slice(0, cep.index)}${rest.slice(cep.index + cep[0].length)}`
      .replace(/\s*[,–-]\s*(?=[,–-]|$)/g, '') // a separator the CEP left dangling
      .replace(/^\s*[,–-]\s*/, '')
      .trim();
  }
  const place = /^(.+),\s*([^,]+?)\s*(?:\/|-|–)\s*([A-Za-z]{2})$/.exec(rest);
  const uf = place?.[3]?.toUpperCase();
  const parts: JsonLd =
    place?.[1] && place[2] && uf && UFS.has(uf)
      ? { streetAddress: place[1].trim(), addressLocality: place[2].trim(), addressRegion: uf }
      : { streetAddress: rest };
  return {
    '@type': 'PostalAddress',
    ...parts,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'BR',
  };
}

/**
 * JSON for the inside of `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so
 * no text of the shop (a product named '</script>…') can close the element or open a comment; the
 * JSON reads the same.
 */
export function jsonLdScriptContent(value: JsonValue): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
