import { createBrowserRouter, Navigate } from 'react-router';
import { MenuPage } from '../features/menu/components/menu-page';
import { OffersPage } from './routes/offers-page';
import { CartPage } from '../features/cart/components/cart-page';
import { OrderTrackingPage } from '../features/orders/components/order-tracking-page';
import { SearchPage } from '../features/search/components/search-page';
import { ProfilePage } from './routes/profile-page';
import { StorefrontLayout } from './layouts/storefront-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * Every route of spec §2. The customer's screens are in the main bundle, so they open offline even
 * before the service worker has cached anything. The back office is loaded only under /admin, in
 * its own chunk, so the storefront's first load never carries admin code.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: StorefrontLayout,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, Component: HomePage },
      { path: 'menu', Component: MenuPage },
      { path: 'offers', Component: OffersPage },
      // spec §2: /checkout is linked by the navigation with no contents of its own; checkout
      // happens in the cart, so the link lands there.
      { path: 'checkout', element: <Navigate to="/cart" replace /> },
      { path: 'cart', Component: CartPage },
      { path: 'search', Component: SearchPage },
      { path: 'profile', Component: ProfilePage },
      { path: 'pedido/:publicId', Component: OrderTrackingPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    path: '/admin/*',
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('./routes/admin/admin-root')).AdminRoot }),
  },
]);
