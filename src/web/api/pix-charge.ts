import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TrackedOrderSchema, type TrackedOrder } from '../../domain/order';
import { ApiError, apiRequest } from '../lib/api-client';
import { trackedOrderQueryKey } from './get-tracked-order';

/**
 * The tracking page's Pix actions (decision 063): 'Gerar novo código' once the code expired, and
 * paying another way on delivery or pickup. Each answers the order as it is now, which replaces
 * the page's copy at once.
 */
export function usePixChargeActions(publicId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (order: TrackedOrder) =>
    queryClient.setQueryData(trackedOrderQueryKey(publicId), order);
  const base = `/orders/${encodeURIComponent(publicId)}/pix`;
  const renew = useMutation({
    mutationFn: () => apiRequest(`${base}/renew`, TrackedOrderSchema, { method: 'POST' }),
    onSuccess,
  });
  const switchTo = useMutation({
    mutationFn: (paymentMethod: string) =>
      apiRequest(`${base}/switch`, TrackedOrderSchema, {
        method: 'POST',
        body: { paymentMethod },
      }),
    onSuccess,
  });
  return { renew, switchTo };
}

/** What the customer reads when a Pix action was refused (docs/decisions/063). */
const PIX_ACTION_MESSAGES: Readonly<Record<string, string>> = {
  PIX_CHARGE_STILL_OPEN:
    'O código atual ainda vale por alguns instantes. Tente de novo em seguida.',
  PIX_ALREADY_PAID: 'Este pedido já está pago.',
  PIX_ORDER_CLOSED: 'Este pedido não aceita mais mudanças no pagamento.',
  PIX_NOT_AVAILABLE: 'A pizzaria não está gerando códigos Pix agora. Escolha pagar na entrega.',
  PIX_METHOD_NOT_OFFERED: 'Escolha uma das formas de pagamento aceitas pela pizzaria.',
  RATE_LIMITED: 'Muitas tentativas seguidas. Aguarde um minuto e tente de novo.',
  NETWORK_ERROR: 'Sem conexão com a pizzaria. Confira sua internet e tente de novo.',
};

export function pixActionErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return PIX_ACTION_MESSAGES[code] ?? 'Não foi possível concluir agora. Tente de novo.';
}
