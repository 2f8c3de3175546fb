import { Outlet, useLocation } from 'react-router';
import { ConfigAlert } from '../../features/health/components/config-alert';
import { useHydrated } from '../../lib/use-hydrated';
import { useEffect, useState } from 'react';
import { onDemand } from '../../lib/on-demand';
import { afterLoad } from '../after-load';
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
      <OrderSyncAfterLoad />
    </div>
  );
}

/**
 * The offline queue's sync (order-sync.tsx) with the code of placing an order: not needed to show
 * the page, so fetched once it has loaded (the checkout brings the same code when an order is
 * queued). A failed fetch is tried again when the connection comes back.
 */
const orderSyncCode = onDemand(() => import('../order-sync').then((module) => module.OrderSync));

function OrderSyncAfterLoad() {
  const [OrderSync, setOrderSync] = useState(orderSyncCode.current);
  useEffect(() => {
    if (OrderSync) return;
    let active = true;
    const load = () =>
      orderSyncCode.get().then(
        (component) => {
          if (active) setOrderSync(() => component);
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    afterLoad(load);
    return () => {
      active = false;
      window.removeEventListener('online', load);
    };
  }, [OrderSync]);
  return OrderSync ? <OrderSync /> : null;
}
