import { TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useHealth } from '../../../api/get-health';

/**
 * docs/product/screens.md#layout-and-navigation: shown on every page when the backend cannot be used. Here that means our API or its
 * database does not answer while the device itself is online.
 */
export function ConfigAlert() {
  const health = useHealth();
  const isOnline = useOnlineStatus();
  const isBroken = health.isError || health.data?.status === 'error';
  if (!isOnline || !isBroken) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-3">
      <Alert tone="warning">
        <TriangleAlertIcon aria-hidden />
        <div>
          <AlertTitle>Atenção: Configuração Incompleta</AlertTitle>
          <AlertDescription>
            A conexão com o serviço de backend não está configurada ou não está respondendo. Tente
            novamente em instantes.
          </AlertDescription>
        </div>
      </Alert>
    </div>
  );
}
