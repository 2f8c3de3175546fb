import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cartItemCount, cartSubtotal, type CartItem } from '../../../../domain/cart';
import { orderTotalCents } from '../../../../domain/order-total';
import type { DeliveryQuoteResult } from '../../../../domain/delivery-quote';
import type { CouponCheckResult } from '../../../../domain/coupon-check';
import { deliveryFeeHint } from '../../../../domain/delivery-quote';
import { describeDiscountRows } from '../../../../domain/promotions';
import { useEstablishment } from '../../../api/get-establishment';
import { MoneySummaryRows } from '../../../components/order/summary-rows';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * The cart's 'Resumo': subtotal, the delivery fee (its zone's once the bairro or CEP is known,
 * 'A confirmar' before, 'A combinar' outside every zone), the offers and coupon the server
 * applies, the coupon field, and the total with the fee.
 */
export function CartSummary({
  cart,
  delivery = null,
  className,
  action,
  discount = null,
  coupon,
  tableName,
}: {
  cart: readonly CartItem[];
  /** The server's word on the cart's offers and coupon; null until it answers (or offline). */
  discount?: CouponCheckResult | null;
  /** The coupon field. */
  coupon?: ReactNode;
  /** The quote of the delivery form, once it is open. */
  delivery?: DeliveryQuoteResult | null;
  className?: string;
  /** The next step of checkout ('Continuar para Entrega'), when there is one. */
  action?: ReactNode;
  /** 'Mesa 5' when the phone orders for a table (docs/decisions/057): no fee, paid at the table. */
  tableName?: string;
}) {
  const { data: shop } = useEstablishment();
  const count = cartItemCount(cart);
  const discountCents = discount?.discountCents ?? 0;
  const quote = delivery?.quote;
  const note = tableName
    ? 'Sem taxa de entrega: o pedido vai para a conta da mesa, paga ao final.'
    : quote?.kind === 'retirada'
      ? `Retirada no local: pronto em ${quote.estimate}.`
      : quote?.kind === 'zona'
        ? `Entrega em ${quote.zone.name}: ${quote.estimate}.`
        : quote?.kind === 'fora'
          ? 'Seu endereço fica fora dos bairros da lista: a taxa de entrega é combinada com a pizzaria e não entra no total.'
          : (deliveryFeeHint(shop?.delivery.zones ?? []) ??
            'A taxa de entrega é combinada na confirmação do pedido e não entra no total.');
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
        {/* docs/product/screens.md#cart: until the bairro is known the fee reads 'A confirmar' and is not charged */}
        <MoneySummaryRows
          subtotalCents={cartSubtotal(cart)}
          discountRows={describeDiscountRows({ discountLines: discount?.discountLines ?? [] })}
          deliveryFeeCents={quote?.feeCents ?? null}
          totalCents={orderTotalCents({
            subtotalCents: cartSubtotal(cart),
            deliveryFeeCents: quote?.feeCents ?? null,
            discountCents,
          })}
          {...(tableName
            ? { feeLabel: tableName, feeText: 'Sem taxa' }
            : quote?.kind === 'retirada'
              ? { feeLabel: 'Retirada no local', feeText: 'Sem taxa' }
              : quote?.kind === 'fora'
                ? { feeText: 'A combinar' }
                : {})}
        />
      </dl>
      <p className="mt-2 text-xs text-stone-500">{note}</p>
      {coupon}
      {action}
      <Button asChild variant="outline" size="lg" className="mt-3 w-full">
        <Link to="/menu">Continuar comprando</Link>
      </Button>
    </section>
  );
}
