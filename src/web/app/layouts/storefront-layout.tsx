import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfigAlert } from '../../features/health/components/config-alert';
import { useHydrated } from '../../lib/use-hydrated';
import { onDemand } from '../../lib/on-demand';
import { afterLoad } from '../after-load';
import { CartFollowsMenu } from '../cart-follows-menu';
import { ScrollRestoration } from '../scroll-restoration';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function StorefrontLayout() {
  const { pathname } = useLocation();
  const showBottomBar = !pathname.startsWith('/checkout') && !pathname.startsWith('/admin');
  return (
    <UntilHydrated
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
      <CartFollowsMenu />
    </UntilHydrated>
  );
}

/**
 * Server-rendered markup is shown before its scripts run: until then its buttons and fields do
 * nothing, and say so (decision 015). Only this element changes once hydrated: its children are
 * the layout's, which does not render again for it.
 */
function UntilHydrated({ className, children }: { className: string; children: ReactNode }) {
  const isHydrated = useHydrated();
  return (
    <div aria-disabled={isHydrated ? undefined : true} className={className}>
      {children}
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
