import { SearchIcon, ShoppingCartIcon, UserIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { HintTooltip } from '../../components/ui/hint-tooltip';
import { useCartCount } from '../../stores/cart-store';
import { useEstablishment } from '../../api/get-establishment';
import { StatusButton } from '../../features/establishment/components/status-button';
import { cn } from '../../lib/cn';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2.5 py-1.5 text-sm font-semibold transition-colors hover:bg-stone-100',
    isActive ? 'text-brand-700' : 'text-stone-700',
  );

/** Buscar and Perfil in the top bar: an icon beside its label, the current page marked. */
const shortcutClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold transition-colors hover:bg-stone-100 [&_svg]:size-4',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700',
  );

/**
 * docs/product/screens.md#layout-and-navigation: logo, Cardápio, Ofertas, cart with badge, status button. From
 * 768 px, where the bottom bar is hidden, the top bar also carries its Buscar and Perfil, so the
 * search, the pending orders and 'Meus pedidos' stay reachable on a desktop.
 */
export function TopBar() {
  const { data: shop } = useEstablishment();
  const count = useCartCount();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Link to="/" className="mr-1 rounded-md" aria-label="Início">
          <Logo size="xs" name={shop?.name ?? 'Forno Pizzaria'} className="max-[400px]:hidden" />
          <Logo size="sm" name="" className="min-[400px]:hidden" />
        </Link>
        <nav className="flex items-center gap-0.5" aria-label="Principal">
          <NavLink to="/menu" className={navLinkClass}>
            Cardápio
          </NavLink>
          <NavLink to="/offers" className={navLinkClass}>
            Ofertas
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <nav aria-label="Atalhos" className="hidden md:block">
            <ul className="flex items-center gap-0.5">
              <li>
                <NavLink to="/search" className={shortcutClass}>
                  <SearchIcon aria-hidden />
                  Buscar
                </NavLink>
              </li>
              <li>
                <HintTooltip content="Seus dados de entrega e seus pedidos" side="bottom">
                  {(tooltipId) => (
                    <NavLink to="/profile" className={shortcutClass} aria-describedby={tooltipId}>
                      <UserIcon aria-hidden />
                      Perfil
                    </NavLink>
                  )}
                </HintTooltip>
              </li>
            </ul>
          </nav>
          <Link
            to="/cart"
            className="relative hidden rounded-full p-2 text-stone-700 hover:bg-stone-100 md:inline-flex"
            aria-label={`Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}
          >
            <ShoppingCartIcon className="size-5" aria-hidden />
            {count > 0 && <CountBadge count={count} />}
          </Link>
          <StatusButton />
        </div>
      </div>
    </header>
  );
}

export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
