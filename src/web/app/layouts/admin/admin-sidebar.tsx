import {
  BanknoteIcon,
  BikeIcon,
  ChartColumnIcon,
  ChefHatIcon,
  ClipboardListIcon,
  HandCoinsIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  PizzaIcon,
  SettingsIcon,
  TagsIcon,
  TicketPercentIcon,
  TriangleAlertIcon,
  TruckIcon,
  UtensilsCrossedIcon,
  QrCodeIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { ADMIN_LOGIN } from '../../../features/admin-auth/utils/auth-redirect';
import { useSession } from '../../../admin/api/get-session';
import { canOpenPage, STAFF_ROLE_LABELS, type AdminPage } from '../../../../domain/staff-roles';
import { useLogout } from '../../../features/admin-auth/api/logout';
import { ProblemJobsBadge } from '../../../features/admin-jobs/components/problem-jobs-badge';

/** docs/product/screens.md#admin-layout: the sidebar's entries; each role sees those it may open (decision 039). */
const NAV_ITEMS: readonly { page: AdminPage; to: string; label: string; icon: LucideIcon }[] = [
  { page: 'dashboard', to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { page: 'orders', to: '/admin/orders', label: 'Pedidos', icon: ClipboardListIcon },
  { page: 'kitchen', to: '/admin/cozinha', label: 'Cozinha', icon: ChefHatIcon },
  { page: 'dispatch', to: '/admin/entregas', label: 'Entregas', icon: TruckIcon },
  { page: 'comandas', to: '/admin/comandas', label: 'Comandas', icon: UtensilsCrossedIcon },
  { page: 'customers', to: '/admin/customers', label: 'Clientes', icon: UsersIcon },
  { page: 'products', to: '/admin/products', label: 'Produtos', icon: PizzaIcon },
  { page: 'prices', to: '/admin/prices', label: 'Preços', icon: TagsIcon },
  { page: 'promotions', to: '/admin/promotions', label: 'Promoções', icon: TicketPercentIcon },
  { page: 'reports', to: '/admin/reports', label: 'Relatórios', icon: ChartColumnIcon },
  { page: 'pixReconciliation', to: '/admin/pix', label: 'Conciliação Pix', icon: LandmarkIcon },
  { page: 'jobs', to: '/admin/jobs', label: 'Tarefas', icon: TriangleAlertIcon },
  { page: 'cash', to: '/admin/cash', label: 'Caixa', icon: BanknoteIcon },
  { page: 'tables', to: '/admin/tables', label: 'Mesas', icon: QrCodeIcon },
  { page: 'drivers', to: '/admin/entregadores', label: 'Entregadores', icon: BikeIcon },
  {
    page: 'driverClosing',
    to: '/admin/entregadores/acerto',
    label: 'Acerto entregadores',
    icon: HandCoinsIcon,
  },
  { page: 'settings', to: '/admin/settings', label: 'Configurações', icon: SettingsIcon },
];

/** An entry with another entry under its address lights up on its own page only. */
function hasEntryBelow(to: string): boolean {
  return NAV_ITEMS.some((item) => item.to.startsWith(`${to}/`));
}

const itemClass =
  'relative flex h-10 w-full items-center gap-3 rounded-lg text-sm font-semibold transition-colors [&_svg]:size-5 [&_svg]:shrink-0';
/** Collapsed, the icon alone sits in the middle. */
const itemPadding = (isCollapsed: boolean) => (isCollapsed ? 'justify-center px-0' : 'px-2.5');

/**
 * What the sidebar holds: the title 'Painel ADMIN', the entries and 'Sair'. Icons only when
 * collapsed (each with a tooltip); inside the phone's sheet the title names the dialog.
 */
export function SidebarContent({
  isCollapsed = false,
  isSheet = false,
  onNavigate,
}: {
  isCollapsed?: boolean;
  isSheet?: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { data: user } = useSession();
  const Title = isSheet ? DialogPrimitive.Title : 'p';

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => void navigate(ADMIN_LOGIN, { replace: true }),
      onError: (error) => toast.error('Não foi possível sair.', { description: error.message }),
    });
  }

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center gap-2 border-b border-stone-200',
          isCollapsed ? 'justify-center px-0' : 'px-3',
        )}
      >
        <Logo size="xs" name="" />
        <Title
          className={cn('font-extrabold tracking-tight text-stone-900', isCollapsed && 'sr-only')}
        >
          Painel ADMIN
        </Title>
      </div>

      <nav aria-label="Menu do painel" className="flex-1 overflow-y-auto p-2">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.filter((item) => user && canOpenPage(user.role, item.page)).map(
            ({ page, to, label, icon: Icon }) => (
              <li key={to}>
                <WithTooltip label={label} isEnabled={isCollapsed}>
                  <NavLink
                    to={to}
                    end={hasEntryBelow(to)}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        itemClass,
                        itemPadding(isCollapsed),
                        isActive
                          ? 'bg-brand-50 text-brand-700'
                          : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                      )
                    }
                  >
                    <Icon aria-hidden />
                    <span className={cn('min-w-0 flex-1 truncate', isCollapsed && 'sr-only')}>
                      {label}
                    </span>
                    {page === 'jobs' && <ProblemJobsBadge isCollapsed={isCollapsed} />}
                  </NavLink>
                </WithTooltip>
              </li>
            ),
          )}
        </ul>
      </nav>

      <div className="shrink-0 border-t border-stone-200 p-2">
        {user && !isCollapsed && (
          <p className="truncate px-2.5 pb-2 text-xs text-stone-600" title={user.email}>
            {user.email}
            <span className="block font-semibold text-stone-700">
              {STAFF_ROLE_LABELS[user.role]}
            </span>
          </p>
        )}
        <WithTooltip label="Sair" isEnabled={isCollapsed}>
          <button
            type="button"
            onClick={signOut}
            disabled={logout.isPending}
            className={cn(
              itemClass,
              'text-stone-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-50',
              itemPadding(isCollapsed),
            )}
          >
            <LogOutIcon aria-hidden />
            <span className={cn(isCollapsed && 'sr-only')}>Sair</span>
          </button>
        </WithTooltip>
      </div>
    </div>
  );
}

function WithTooltip({
  label,
  isEnabled,
  children,
}: {
  label: string;
  isEnabled: boolean;
  children: ReactNode;
}) {
  if (!isEnabled) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
