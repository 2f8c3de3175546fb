import { Outlet, useLocation } from 'react-router';
import { ConfigAlert } from '../../features/health/components/config-alert';
import { CartFollowsMenu } from '../cart-follows-menu';
import { OrderSync } from '../order-sync';
import { ScrollRestoration } from '../scroll-restoration';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function StorefrontLayout() {
  const { pathname } = useLocation();
  const showBottomBar = !pathname.startsWith('/checkout') && !pathname.startsWith('/admin');
  return (
    <div
      className={
        showBottomBar ? 'flex min-h-dvh flex-col pb-16 md:pb-0' : 'flex min-h-dvh flex-col'
      }
    >
      <TopBar />
      <ConfigAlert />
      <div className="flex-1">
        <Outlet />
      </div>
      {pathname === '/' && <SiteFooter />}
      {showBottomBar && <BottomBar />}
      <ScrollRestoration />
      <OrderSync />
      <CartFollowsMenu />
    </div>
  );
}
