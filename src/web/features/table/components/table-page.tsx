import { UtensilsCrossedIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { tableBindingActions } from '../../../stores/table-binding';
import { usePublicTable } from '../api/get-table';

/**
 * `/mesa/:token`, what a table's QR code opens (docs/decisions/057): the phone is bound to the
 * table and lands on the menu, where a banner says 'Mesa 5'. An unknown or switched-off table
 * says so and leaves the phone as it was.
 */
export function TablePage() {
  const { token = '' } = useParams();
  const table = usePublicTable(token);
  const found = table.data;
  useEffect(() => {
    if (found) tableBindingActions.bind(found);
  }, [found]);
  if (found) return <Navigate to="/menu" replace />;
  if (table.isError) {
    const message =
      table.error instanceof ApiError && table.error.status === 404
        ? table.error.message || 'Esta mesa não está mais disponível.'
        : 'Não foi possível abrir a mesa. Verifique sua conexão e tente novamente.';
    return (
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-12 text-center">
        <span className="rounded-full bg-brand-50 p-4 text-brand-600">
          <UtensilsCrossedIcon className="size-10" aria-hidden />
        </span>
        <h1 className="text-xl font-bold text-stone-900">Mesa não encontrada</h1>
        <p role="alert" className="text-stone-700">
          {message}
        </p>
        <div className="flex gap-3">
          <Button variant="outline" onClick={() => void table.refetch()}>
            Tentar novamente
          </Button>
          <Button asChild>
            <Link to="/menu">Ver Cardápio</Link>
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className="flex justify-center py-16">
      <Spinner label="Abrindo o cardápio da mesa..." />
    </main>
  );
}
