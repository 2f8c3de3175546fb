import { TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Where the delivery form goes while its code arrives (decision 045): the same card with its
 * heading, holding the form's height so the page does not jump when it appears. If the code
 * cannot be fetched (the connection dropped), it says so and tries again on request.
 */
export function DeliveryFormLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <section
      aria-labelledby="delivery-loading-title"
      className="min-h-[36rem] rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="delivery-loading-title" className="text-lg font-bold text-stone-900">
        Informações de Entrega
      </h2>
      {failed ? (
        <Alert tone="error" className="mt-4">
          <TriangleAlertIcon aria-hidden />
          <div>
            <AlertTitle>Não foi possível abrir o formulário de entrega</AlertTitle>
            <AlertDescription>
              Verifique sua conexão e tente novamente. Seu carrinho continua salvo.
            </AlertDescription>
            <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
              Tentar novamente
            </Button>
          </div>
        </Alert>
      ) : (
        <Spinner className="mt-6" label="Carregando formulário de entrega..." />
      )}
    </section>
  );
}
