import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useNotFoundStatus } from '../page-status';

export function NotFoundPage() {
  const location = useLocation();
  useNotFoundStatus();
  useEffect(() => {
    // docs/product/screens.md#routes: the not-found page logs the path
    console.error('404: rota inexistente acessada:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="text-xl font-bold">Página não encontrada</h1>
      <p className="text-stone-600">O endereço que você acessou não existe ou foi removido.</p>
      <Button asChild size="lg">
        <Link to="/">Voltar para o início</Link>
      </Button>
    </main>
  );
}
