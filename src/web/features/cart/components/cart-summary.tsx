import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cartItemCount, cartSubtotal, cartTotal, type CartItem } from '../../../../domain/cart';
import { MoneySummaryRows } from '../../../components/order/summary-rows';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The cart's 'Resumo': subtotal, the delivery fee still to be confirmed, and the total. */
export function CartSummary({
  cart,
  className,
  action,
}: {
  cart: readonly CartItem[];
  className?: string;
  /** The next step of checkout ('Continuar para Entrega'), when there is one. */
  action?: ReactNode;
}) {
  const count = cartItemCount(cart);
  return (
    <section
      aria-labelledby="cart-summary-title"
      className={cn('rounded-2xl border border-stone-200 bg-white p-5 shadow-sm', className)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="cart-summary-title" className="text-lg font-bold text-stone-900">
          Resumo
        </h2>
        <span className="text-sm text-stone-600">
          {count} {count === 1 ? 'item' : 'itens'}
        </span>
      </div>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        {/* spec §2: the delivery fee is not charged here; it is confirmed with the order */}
        <MoneySummaryRows
          subtotalCents={cartSubtotal(cart)}
          deliveryFeeCents={null}
          totalCents={cartTotal(cart)}
        />
      </dl>
      <p className="mt-2 text-xs text-stone-500">
        A taxa de entrega é combinada na confirmação do pedido e não entra no total.
      </p>
      {action}
      <Button asChild variant="outline" size="lg" className="mt-3 w-full">
        <Link to="/menu">Continuar comprando</Link>
      </Button>
    </section>
  );
}
