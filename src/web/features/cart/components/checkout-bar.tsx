import type { ReactNode } from 'react';
import type { DeliveryQuoteResult } from '../../../../domain/delivery-quote';
import { formatBRL, type Centavos } from '../../../../domain/money';
import { orderTotalCents } from '../../../../domain/order-total';
import { discountAmountText } from '../../../../domain/promotions';
import { useBottomDock } from '../../../lib/bottom-docks';

/** What the fee part of the bar says: its amount, or why there is none yet. */
function feePart(quote: DeliveryQuoteResult | null): string {
  const kind = quote?.quote.kind;
  if (kind === 'retirada') return 'Retirada sem taxa';
  if (kind === 'fora') return 'Entrega a combinar';
  const fee = quote?.quote.feeCents ?? null;
  return fee === null ? 'Entrega a confirmar' : `Entrega ${formatBRL(fee)}`;
}

/**
 * The checkout's next step ('Continuar para Entrega', 'Finalizar Pedido') with the order's total
 * beside it (decision 040). On a phone it stays at the bottom of the screen, above the bottom
 * bar, with what the total is made of on one line, always in sight: the summary itself is further
 * down the page. From 1024 px the summary stands beside the page and the bar is just the button.
 */
export function CheckoutBar({
  subtotalCents,
  discountCents,
  quote,
  children,
}: {
  subtotalCents: Centavos;
  discountCents: Centavos;
  quote: DeliveryQuoteResult | null;
  children: ReactNode;
}) {
  // toasts and the focus's scrolling keep clear of it (lib/bottom-docks.ts)
  const dock = useBottomDock<HTMLDivElement>();
  const totalCents = orderTotalCents({
    subtotalCents,
    deliveryFeeCents: quote?.quote.feeCents ?? null,
    discountCents,
  });
  const parts = [
    `Itens ${formatBRL(subtotalCents)}`,
    ...(discountCents > 0 ? [`Descontos ${discountAmountText(discountCents)}`] : []),
    feePart(quote),
  ];
  return (
    <div
      ref={dock}
      data-testid="checkout-bar"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-stone-200 bg-white px-4 pt-2.5 pb-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:bottom-0 md:pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      <div role="group" aria-label="Total do pedido" className="mb-2 lg:hidden">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-semibold text-stone-700">Total</span>
          <strong className="text-lg font-extrabold text-stone-900 tabular-nums">
            {formatBRL(totalCents)}
          </strong>
        </div>
        <p className="text-xs text-stone-600">{parts.join(' · ')}</p>
      </div>
      {children}
    </div>
  );
}
