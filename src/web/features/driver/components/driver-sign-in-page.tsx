import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Spinner } from '../../../components/ui/spinner';
import { signInDriver } from '../driver-api';
import { DriverLayout } from './driver-layout';

/**
 * `/entregador/entrar#<token>`: the shop's one-time link. The token rides in the fragment (never
 * sent to the server nor kept in its logs) and is traded once for the phone's session.
 */
export function DriverSignInPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const token = window.location.hash.slice(1);
    // the link is spent: it leaves the address bar and the history
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setError('Este link de acesso está incompleto. Peça um novo à pizzaria.');
      return;
    }
    signInDriver(token).then(
      () => navigate('/entregador', { replace: true }),
      (failure: unknown) =>
        setError(
          failure instanceof ApiError && failure.status !== 0
            ? failure.message
            : 'Sem conexão. Verifique a internet e abra o link de novo.',
        ),
    );
  }, [navigate]);

  return (
    <DriverLayout>
      <section className="rounded-2xl bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-bold text-stone-900">Forno Entregas</h1>
        {error ? (
          <p role="alert" className="mt-3 text-base text-red-800">
            {error}
          </p>
        ) : (
          <p className="mt-3 flex items-center justify-center gap-2 text-stone-700">
            <Spinner label="Entrando" /> Entrando...
          </p>
        )}
      </section>
    </DriverLayout>
  );
}
