import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { MenuPage } from '../features/menu/components/menu-page';
import { lazyPage, type LazyPageComponent } from './lazy-page';
import { StorefrontLayout } from './layouts/storefront-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorBoundary } from './routes/route-error-page';

// Only the home page and the menu, where customers land, are in the first load; the other
// screens are fetched in the background once the first page is ready (decision 013).
const CartPage = lazyPage(() =>
  import('../features/cart/components/cart-page').then((m) => m.CartPage),
);
const OffersPage = lazyPage(() => import('./routes/offers-page').then((m) => m.OffersPage));
const SearchPage = lazyPage(() => import('./routes/search-route').then((m) => m.SearchRoute));
const ProfilePage = lazyPage(() => import('./routes/profile-page').then((m) => m.ProfilePage));
const PrivacyPage = lazyPage(() => import('./routes/privacy-page').then((m) => m.PrivacyPage));
const OrderTrackingPage = lazyPage(() =>
  import('../features/orders/components/order-tracking-page').then((m) => m.OrderTrackingPage),
);
const TablePage = lazyPage(() =>
  import('../features/table/components/table-page').then((m) => m.TablePage),
);
// The back office: its own chunk, never loaded by the storefront.
const AdminRoot = lazyPage(() => import('./routes/admin/admin-root').then((m) => m.AdminRoot), {
  prefetch: false,
  unavailableMessage: 'Verifique sua conexão e tente novamente.',
});

// The driver's page (decision 069): its own chunk and layout, never part of the storefront's load.
const DriverPage = lazyPage(
  () => import('../features/driver/components/driver-page').then((m) => m.DriverPage),
  { prefetch: false, unavailableMessage: 'Verifique sua conexão e tente novamente.' },
);
const DriverSignInPage = lazyPage(
  () => import('../features/driver/components/driver-sign-in-page').then((m) => m.DriverSignInPage),
  { prefetch: false, unavailableMessage: 'Verifique sua conexão e tente novamente.' },
);

/** The screens loaded on demand, by the route that opens each. */
const SCREENS: Array<[route: string, screen: LazyPageComponent]> = [
  ['/cart', CartPage],
  ['/offers', OffersPage],
  ['/search', SearchPage],
  ['/profile', ProfilePage],
  ['/privacidade', PrivacyPage],
  ['/pedido/:publicId', OrderTrackingPage],
  ['/mesa/:token', TablePage],
];

/**
 * Fetches the code of the screen at `pathname`, if it is loaded on demand: a page the server
 * rendered is hydrated once its screen can render at once, as it did on the server (the page's
 * modulepreload links have usually brought it already).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const found = SCREENS.find(([route]) => matchPath(route, pathname));
  await found?.[1].preload();
}

/** Every route of docs/product/screens.md#routes. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoot />} />
        <Route path="/entregador" element={<DriverPage />} />
        {/* DRIVER_SIGN_IN_PATH; its module stays out of the first load */}
        <Route path="/entregador/entrar" element={<DriverSignInPage />} />
        <Route path="/" element={<StorefrontLayout />}>
          <Route index element={<HomePage />} />
          <Route path="menu" element={<MenuPage />} />
          <Route path="offers" element={<OffersPage />} />
          {/* docs/product/screens.md#routes: /checkout is linked by the navigation with no contents of its own; checkout
              happens in the cart, so the link lands there. */}
          <Route path="checkout" element={<Navigate to="/cart" replace />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="privacidade" element={<PrivacyPage />} />
          <Route path="pedido/:publicId" element={<OrderTrackingPage />} />
          <Route path="mesa/:token" element={<TablePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
