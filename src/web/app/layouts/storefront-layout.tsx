import { Outlet, useLocation } from 'react-router';
import { ConfigAlert } from '../../features/health/components/config-alert';
import { useHydrated } from '../../lib/use-hydrated';
import { OrderSync } from '../order-sync';
import { ScrollRestoration } from '../scroll-restoration';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function StorefrontLayout() {
  const { pathname } = useLocation();
  const showBottomBar = !pathname.startsWith('/checkout') && !pathname.startsWith('/admin');
  const isHydrated = useHydrated();
  return (
    <div
      // Server-rendered markup is shown before its scripts run: until then its buttons and fields
      // do nothing, and say so (decision 015).
      aria-disabled={isHydrated ? undefined : true}
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
    </div>
  );
}
