import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

/** The router's error page (spec §8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-brand-700">Unexpected Application Error!</h1>
      <p className="text-stone-700">
        Algo deu errado ao abrir esta página. Recarregue para tentar de novo; seu carrinho continua
        salvo.
      </p>
      {detail && <pre className="max-w-full overflow-x-auto text-xs text-stone-500">{detail}</pre>}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button asChild variant="outline">
          <a href="/">Ir para o início</a>
        </Button>
      </div>
    </main>
  );
}
