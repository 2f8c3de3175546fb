import { ArrowLeftIcon, LogOutIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { canUse, homePathOf } from '../../../../domain/staff-roles';
import { toast } from '../../../lib/toast';
import { useStaffRole } from '../../../admin/api/get-session';
import { useLogout } from '../../../features/admin-auth/api/logout';
import { ADMIN_LOGIN } from '../../../features/admin-auth/utils/auth-redirect';
import { KitchenScreen } from '../../../features/admin-kitchen/components/kitchen-screen';
import { useAdminEvents } from '../../../features/admin-orders/hooks/use-admin-events';
import { useWakeLock } from '../../../features/admin-orders/hooks/use-wake-lock';
import { useLiveConnection } from '../../../features/admin-orders/stores/connection-store';
import { SoldOutButton } from '../../../features/admin-sold-out/components/sold-out-panel';

const EXIT_CLASS =
  'flex min-h-12 items-center gap-2 rounded-xl border-2 border-stone-500 px-4 text-lg font-bold text-white hover:bg-stone-800';

/**
 * `/admin/cozinha` (decision 058): the kitchen screen on the whole screen, with the back office's
 * one live connection and the screen kept awake. Whoever works the desk goes back to it; a cook,
 * whose home this is, signs out.
 */
export function KitchenRoute() {
  useAdminEvents();
  useWakeLock();
  const connection = useLiveConnection();
  const role = useStaffRole();
  const navigate = useNavigate();
  const logout = useLogout();
  const hasBackOffice = role !== null && canUse(role, 'dashboard');

  const exitAction = hasBackOffice ? (
    <Link to={homePathOf(role)} className={EXIT_CLASS}>
      <ArrowLeftIcon className="size-6" aria-hidden />
      Voltar ao painel
    </Link>
  ) : (
    <button
      type="button"
      className={EXIT_CLASS}
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => void navigate(ADMIN_LOGIN, { replace: true }),
          onError: (error) => toast.error('Não foi possível sair.', { description: error.message }),
        })
      }
    >
      <LogOutIcon className="size-6" aria-hidden />
      Sair
    </button>
  );

  return (
    <KitchenScreen
      connection={connection}
      exitAction={exitAction}
      // the desk's 'Acabou?' button, as large as the screen's other controls
      soldOutAction={
        <div className="[&>button]:h-12 [&>button]:rounded-xl [&>button]:px-5 [&>button]:text-lg">
          <SoldOutButton />
        </div>
      }
    />
  );
}
