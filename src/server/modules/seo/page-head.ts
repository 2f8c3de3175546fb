import { CATEGORY_GROUP_LABELS, CATEGORY_GROUPS } from '../../../domain/catalogue';
import type { Menu } from '../../../domain/menu';
import { CANONICAL_PATHS, pageRouteOf, type PageRoute } from './page-route';
import { jsonLdScriptContent, restaurantJsonLd, type ShopForHead } from './restaurant-json-ld';

/** The picture a shared link shows (src/web/public), and its size. */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Forno Pizzaria, pizza artesanal: peça online, entrega na sua casa',
} as const;

export interface PageHeadInput {
  /** The path the browser asked for, without the query. */
  path: string;
  /** The shop's public address, no trailing slash (public-origin.ts). */
  origin: string;
  shop: ShopForHead;
  /** The menu as on sale now; `/menu` describes it and carries it as JSON-LD. */
  menu?: Menu;
}

/** Everything a page says about itself in its head, before it is written as HTML. */
export interface PageHeadData {
  title: string;
  description: string;
  /** Absent on pages that must not be indexed (a tracking page, a missing page, the back office). */
  canonical?: string;
  noindex: boolean;
  /** Open Graph `og:*` properties, in order; Twitter's card reads the same. */
  openGraph?: ReadonlyArray<readonly [property: string, content: string]>;
  twitter?: ReadonlyArray<readonly [name: string, content: string]>;
  /** schema.org JSON-LD, already escaped for a script element. */
  jsonLd?: string;
}

interface PageText {
  /** Alone, without the shop's name. */
  title: string;
  description: string;
}

/** The head of a storefront page: title, description, canonical, Open Graph and Twitter, JSON-LD. */
export function describePageHead(input: PageHeadInput): PageHeadData {
  const route = pageRouteOf(input.path);
  const shopName = input.shop.name;
  const text = pageText(route, shopName, input.menu);
  const title =
    route.kind === 'home' ? `${shopName} | ${text.title}` : `${text.title} | ${shopName}`;
  if (route.kind === 'admin' || route.kind === 'driver') {
    return { title, description: text.description, noindex: true };
  }
  const canonicalPath = CANONICAL_PATHS[route.kind];
  const canonical = canonicalPath ? `${input.origin}${canonicalPath}` : undefined;
  const noindex = route.kind === 'order' || route.kind === 'table' || route.kind === 'not-found';
  const image = `${input.origin}${OG_IMAGE.path}`;
  const pageUrl =
    canonical ?? (route.kind === 'order' ? `${input.origin}${input.path}` : undefined);
  const openGraph: Array<readonly [string, string]> = [
    ['og:type', 'website'],
    ['og:site_name', shopName],
    ['og:locale', 'pt_BR'],
    ['og:title', title],
    ['og:description', text.description],
    ...(pageUrl ? [['og:url', pageUrl] as const] : []),
    ['og:image', image],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(OG_IMAGE.width)],
    ['og:image:height', String(OG_IMAGE.height)],
    ['og:image:alt', OG_IMAGE.alt],
  ];
  const twitter: Array<readonly [string, string]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', text.description],
    ['twitter:image', image],
    ['twitter:image:alt', OG_IMAGE.alt],
  ];
  const jsonLd =
    route.kind === 'menu' && input.menu
      ? jsonLdScriptContent(
          restaurantJsonLd({
            shop: input.shop,
            menu: input.menu,
            origin: input.origin,
            imageUrl: image,
          }),
        )
      : undefined;
  return { title, description: text.description, canonical, noindex, openGraph, twitter, jsonLd };
}

function pageText(route: PageRoute, shop: string, menu: Menu | undefined): PageText {
  switch (route.kind) {
    case 'home':
      return {
        title: 'Peça sua pizza online',
        description: `${shop}: peça sua pizza online. Cardápio completo, sabores, bordas recheadas e entrega na sua casa.`,
      };
    case 'menu':
      return { title: 'Cardápio', description: menuDescription(shop, menu) };
    case 'offers':
      return {
        title: 'Ofertas',
        description: `Ofertas e promoções da ${shop}. Veja o cardápio e peça sua pizza online.`,
      };
    case 'search':
      return {
        title: 'Buscar Produtos',
        description: `Encontre pizzas e bebidas no cardápio da ${shop} pelo nome ou pela descrição.`,
      };
    case 'profile':
      return {
        title: 'Meu Perfil',
        description: `Guarde seus dados de entrega neste aparelho e peça mais rápido na ${shop}.`,
      };
    case 'cart':
      return {
        title: 'Seu Carrinho',
        description: `Revise os itens do seu pedido e informe a entrega. ${shop}, pizza na sua casa.`,
      };
    case 'privacy':
      return {
        title: 'Política de privacidade',
        description: `Quais dados a ${shop} guarda dos seus pedidos, para quê, e como pedir uma cópia ou a exclusão.`,
      };
    case 'order':
      return {
        title: 'Acompanhe seu pedido',
        description: `Acompanhe o andamento do seu pedido na ${shop}.`,
      };
    case 'table':
      return {
        title: 'Pedido na mesa',
        description: `Peça na mesa pelo cardápio da ${shop}: o pedido vai direto para a sua conta.`,
      };
    case 'not-found':
      return {
        title: 'Página não encontrada',
        description: `Esta página não existe. Veja o cardápio da ${shop} e peça sua pizza online.`,
      };
    case 'admin':
      return { title: 'Painel ADMIN', description: `Painel de gestão da ${shop}.` };
    case 'driver':
      return { title: 'Entregas', description: `As entregas da ${shop}.` };
  }
}

/** The groups the menu has on sale now, named as its selector names them. */
function menuDescription(shop: string, menu: Menu | undefined): string {
  const groups = menu
    ? CATEGORY_GROUPS.filter((group) =>
        menu.products.some(
          (product) =>
            product.isAvailable &&
            menu.categories.some((c) => c.slug === product.categorySlug && c.group === group),
        ),
      ).map((group) => CATEGORY_GROUP_LABELS[group].toLowerCase())
    : [];
  const list = groups.length ? joinPt(groups) : 'pizzas salgadas e doces, bordas e bebidas';
  return `Cardápio da ${shop} com preços: ${list}. Escolha sabores, ingredientes e borda e peça online.`;
}

/** ['a', 'b', 'c'] → 'a, b e c' */
function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1) ?? ''}`;
}

/** `&`, `<`, `>`, `"` and `'` as entities: safe in text and in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The head as HTML, one element a line, every value escaped. */
function renderPageHead(head: PageHeadData, indent = '    '): string {
  const attr = escapeHtml;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${attr(head.canonical)}" />`] : []),
    ...(head.openGraph ?? []).map(
      ([property, content]) => `<meta property="${attr(property)}" content="${attr(content)}" />`,
    ),
    ...(head.twitter ?? []).map(
      ([name, content]) => `<meta name="${attr(name)}" content="${attr(content)}" />`,
    ),
    ...(head.jsonLd ? [`<script type="application/ld+json">${head.jsonLd}</script>`] : []),
  ];
  return lines.join(`\n${indent}`);
}

/** The head of a storefront page as HTML, for the `<!--app-head-->` placeholder of index.html. */
export function pageHead(input: PageHeadInput): string {
  return renderPageHead(describePageHead(input));
}
