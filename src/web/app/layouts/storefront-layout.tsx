import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfigAlert } from '../../features/health/components/config-alert';
import { useScrollPaddingAboveDocks } from '../../lib/bottom-docks';
import { useHydrated } from '../../lib/use-hydrated';
import { onDemand } from '../../lib/on-demand';
import { afterLoad } from '../../lib/after-load';
import { MenuFollowsChanges } from '../menu-follows-changes';
import { ScrollRestoration } from '../scroll-restoration';
import { useCart } from '../../stores/cart-store';
import { TableBanner } from '../../components/table/table-banner';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function StorefrontLayout() {
  const { pathname } = useLocation();
  const showBottomBar = !pathname.startsWith('/checkout') && !pathname.startsWith('/admin');
  useScrollPaddingAboveDocks();
  return (
    <UntilHydrated
      className={
        showBottomBar ? 'flex min-h-dvh flex-col pb-16 md:pb-0' : 'flex min-h-dvh flex-col'
      }
    >
      <SkipLink />
      <HydratedApart>
        <TopBar />
      </HydratedApart>
      <ConfigAlert />
      <TableBanner />
      <div id={CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <HydratedApart>
          <Outlet />
        </HydratedApart>
      </div>
      {pathname === '/' && (
        <HydratedApart>
          <SiteFooter />
        </HydratedApart>
      )}
      {showBottomBar && (
        <HydratedApart>
          <BottomBar />
        </HydratedApart>
      )}
      <ScrollRestoration />
      <OrderSyncAfterLoad />
      <CartFollowsMenuAfterLoad />
      <MenuFollowsChanges />
    </UntilHydrated>
  );
}

const CONTENT_ID = 'conteudo';

/**
 * The first Tab stop of every storefront page: past the header straight to the page. Without
 * scripts it is a plain link to the content; with them the focus moves there without touching
 * the address.
 */
function SkipLink() {
  return (
    <a
      href={`#${CONTENT_ID}`}
      onClick={(event) => {
        const content = document.getElementById(CONTENT_ID);
        if (!content) return;
        event.preventDefault();
        content.focus();
      }}
      className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
    >
      Pular para o conteúdo
    </a>
  );
}

/**
 * A part of the page React hydrates in a task of its own (decision 045): each Suspense boundary
 * around server-rendered markup is hydrated separately, the browser free to paint and answer
 * taps between them, instead of one long task for the whole page. Nothing inside suspends, so
 * the fallback is never shown; a tap on a part not hydrated yet hydrates it first, then acts.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
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

type ComponentOnDemand = ReturnType<typeof onDemand<ComponentType>>;

/**
 * A component kept out of the first load (decision 013): its code is fetched once the page has
 * loaded, and only while `wanted`; then it renders. A failed fetch is tried again when the
 * connection comes back.
 */
function useComponentAfterLoad(code: ComponentOnDemand, wanted = true): ComponentType | null {
  const [Component, setComponent] = useState(code.current);
  useEffect(() => {
    if (Component || !wanted) return;
    let active = true;
    const load = () =>
      code.get().then(
        (component) => {
          if (active) setComponent(() => component);
        },
        () => {
          if (active) window.addEventListener('online', load, { once: true });
        },
      );
    const cancelLoad = afterLoad(load);
    return () => {
      active = false;
      cancelLoad();
      window.removeEventListener('online', load);
    };
  }, [Component, code, wanted]);
  return Component;
}

/**
 * The offline queue's sync (order-sync.tsx) with the code of placing an order: not needed to show
 * the page, so fetched once it has loaded (the checkout brings the same code when an order is
 * queued).
 */
const orderSyncCode = onDemand(() => import('../order-sync').then((module) => module.OrderSync));

function OrderSyncAfterLoad() {
  const OrderSync = useComponentAfterLoad(orderSyncCode);
  return OrderSync ? <OrderSync /> : null;
}

/**
 * Pricing the cart again from the menu (cart-follows-menu.tsx, decision 019), with the cart's
 * pricing rules: it has work only when the cart has lines, and none before the page is shown, so
 * it is fetched once the page has loaded and the cart has a line.
 */
const cartFollowsMenuCode = onDemand(() =>
  import('../cart-follows-menu').then((module) => module.CartFollowsMenu),
);

function CartFollowsMenuAfterLoad() {
  const hasLines = useCart().length > 0;
  const CartFollowsMenu = useComponentAfterLoad(cartFollowsMenuCode, hasLines);
  return CartFollowsMenu ? <CartFollowsMenu /> : null;
}
