/**
 * The storefront's pages as the server tells them apart (docs/product/screens.md#routes): each has its own head. The back
 * office is one more kind, so that a page served from the same HTML shell is never indexed.
 */
type FixedPageKind = 'home' | 'menu' | 'offers' | 'search' | 'profile' | 'cart' | 'privacy';

export type PageRoute =
  | { kind: FixedPageKind }
  | { kind: 'order'; publicId: string }
  /** A table's QR code (docs/decisions/057): binds the phone to the table, then shows the menu. */
  | { kind: 'table' }
  | { kind: 'not-found' }
  | { kind: 'admin' }
  /** The driver's page (docs/decisions/069): rendered by the browser, as the back office is. */
  | { kind: 'driver' };

export type PageKind = PageRoute['kind'];

/** The page's own address: a path that leads to the same page (`/checkout`, `/menu/`) names it. */
export const CANONICAL_PATHS: Readonly<Partial<Record<PageKind, string>>> = {
  home: '/',
  menu: '/menu',
  offers: '/offers',
  search: '/search',
  profile: '/profile',
  cart: '/cart',
  privacy: '/privacidade',
};

const FIXED: Readonly<Record<string, FixedPageKind>> = {
  '/': 'home',
  '/menu': 'menu',
  '/offers': 'offers',
  '/search': 'search',
  '/profile': 'profile',
  '/cart': 'cart',
  '/privacidade': 'privacy',
  // docs/product/screens.md#routes: linked by the navigation; the app sends it on to the cart
  '/checkout': 'cart',
  // the app shell by its file name, as the service worker fetches it (it then serves every page)
  '/index.html': 'home',
};

/** The page a browser navigated to, from its path (no query; one trailing slash allowed). */
export function pageRouteOf(path: string): PageRoute {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const fixed = FIXED[trimmed];
  if (fixed) return { kind: fixed };
  if (trimmed === '/admin' || trimmed.startsWith('/admin/')) return { kind: 'admin' };
  if (trimmed === '/entregador' || trimmed.startsWith('/entregador/')) return { kind: 'driver' };
  const order = /^\/pedido\/([^/]+)$/.exec(trimmed);
  if (order?.[1]) return { kind: 'order', publicId: order[1] };
  if (/^\/mesa\/[^/]+$/.test(trimmed)) return { kind: 'table' };
  return { kind: 'not-found' };
}
