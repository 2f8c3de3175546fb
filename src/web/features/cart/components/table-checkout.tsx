import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartItemCount, cartItemRequest, type CartItem } from '../../../../domain/cart';
import { formatBRL } from '../../../../domain/money';
import { PlacedOrderSchema } from '../../../../domain/order';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { cartActions } from '../../../stores/cart-store';
import { rememberOrder } from '../../../stores/recent-orders';
import { tableBindingActions, type TableBinding } from '../../../stores/table-binding';

/**
 * The cart's last step at a table (docs/decisions/057): no address, no fee, no payment now; a
 * name so the waiter knows whose pizza it is. The order goes to the table's comanda; the same key
 * on a second tap (or a retry) never makes a second order.
 */
export function TableCheckout({
  table,
  cart,
  totalCents,
  isBlocked,
}: {
  table: TableBinding;
  cart: readonly CartItem[];
  totalCents: number;
  /** A line the menu no longer sells: the cart says which to remove. */
  isBlocked: boolean;
}) {
  const navigate = useNavigate();
  const nameId = useId();
  const [name, setName] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    if (isSending || isBlocked || cart.length === 0) return;
    setSending(true);
    setError(null);
    try {
      const { order } = await apiRequest(
        `/tables/${encodeURIComponent(table.token)}/orders`,
        PlacedOrderSchema,
        {
          method: 'POST',
          headers: { 'idempotency-key': key },
          body: { customerName: name, items: cart.map(cartItemRequest), totalCents },
        },
      );
      const count = cartItemCount(cart);
      cartActions.clear();
      setKey(crypto.randomUUID());
      rememberOrder({
        publicId: order.publicId,
        id: order.id,
        placedAt: order.placedAt,
        totalCents: order.totalCents,
      });
      toast.success(`Pedido #${order.id} enviado para a ${table.name}!`, {
        description: `${count} ${count === 1 ? 'item' : 'itens'}: ${formatBRL(order.totalCents)} na conta da mesa.`,
      });
      void navigate(`/pedido/${order.publicId}`, { replace: true });
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      if (apiError?.code === 'TABLE_NOT_FOUND') {
        // the cart turns back to delivery at once: the reason stays on screen as a toast
        toast.error(apiError.message);
        tableBindingActions.leave();
        return;
      }
      // a refusal (4xx) says why; no answer keeps the same key, so sending again is safe
      setError(
        apiError && apiError.status >= 400 && apiError.status < 500
          ? apiError.message
          : 'Não foi possível enviar o pedido. Verifique sua conexão e tente novamente.',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={nameId} className="text-sm font-semibold text-stone-800">
          Seu nome <span className="font-normal text-stone-500">(opcional)</span>
        </label>
        <Input
          id={nameId}
          value={name}
          maxLength={60}
          autoComplete="given-name"
          placeholder="Para o garçom saber de quem é"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={isSending || isBlocked}
        onClick={() => void send()}
      >
        {isSending ? 'Enviando...' : `Enviar pedido para a ${table.name}`}
      </Button>
    </div>
  );
}
