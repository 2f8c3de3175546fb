import { CircleXIcon } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ADMIN_LOGIN } from '../utils/auth-redirect';
import { useSession } from '../../../admin/api/get-session';

/** docs/product/screens.md#admin-layout, docs/product/rules.md#who-may-do-what: every admin screen needs a session; without one the user goes to /admin/login. */
export function RequireSession() {
  const location = useLocation();
  const session = useSession();

  if (session.data) return <Outlet />;
  if (session.data === null) {
    return (
      <Navigate
        to={ADMIN_LOGIN}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (session.isError) {
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <Alert tone="error">
          <CircleXIcon aria-hidden />
          <div>
            <AlertTitle>Não foi possível verificar sua sessão.</AlertTitle>
            <AlertDescription>{session.error.message}</AlertDescription>
          </div>
        </Alert>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => void session.refetch()}
          disabled={session.isFetching}
        >
          Tentar novamente
        </Button>
      </main>
    );
  }
  return (
    <main className="flex justify-center px-4 py-24">
      <Spinner label="Carregando..." />
    </main>
  );
}
