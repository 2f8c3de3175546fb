import { HouseIcon, SearchIcon, ShoppingCartIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { HintTooltip } from '../../components/ui/hint-tooltip';
import { useCartCount } from '../../stores/cart-store';
import { useBottomDock } from '../../lib/bottom-docks';
import { cn } from '../../lib/cn';
import { CountBadge } from './top-bar';

/** Mobile only (below 768 px, docs/product/screens.md#layout-and-navigation); the layout hides it under /checkout and /admin. */
export function BottomBar() {
  const count = useCartCount();
  // toasts stay above it (lib/bottom-docks.ts)
  const dock = useBottomDock<HTMLElement>();
  return (
    <nav
      ref={dock}
      aria-label="Navegação inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        <Item to="/" end icon={<HouseIcon aria-hidden />} label="Início" />
        <Item to="/search" icon={<SearchIcon aria-hidden />} label="Buscar" />
        <Item
          to="/cart"
          icon={
            <span className="relative">
              <ShoppingCartIcon aria-hidden />
              {count > 0 && <CountBadge count={count} />}
            </span>
          }
          label="Carrinho"
          srLabel={`Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}
        />
        <li>
          {/* the last item: the text lines up with the screen's right edge */}
          <HintTooltip content="Seus dados de entrega e seus pedidos" align="end">
            {(tooltipId) => (
              <NavLink to="/profile" className={itemClass} aria-describedby={tooltipId}>
                <UserIcon aria-hidden />
                <span>Perfil</span>
              </NavLink>
            )}
          </HintTooltip>
        </li>
      </ul>
    </nav>
  );
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold [&_svg]:size-6',
    isActive ? 'text-brand-700' : 'text-stone-600',
  );

function Item({
  to,
  end,
  icon,
  label,
  srLabel,
}: {
  to: string;
  end?: boolean;
  icon: ReactNode;
  label: string;
  srLabel?: string;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className={itemClass} aria-label={srLabel}>
        {icon}
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
