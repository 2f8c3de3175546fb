import type { DeliveryChoice } from '../../../../domain/checkout';
import type { Fulfilment } from '../../../../domain/delivery';
import { quoteDelivery, type DeliveryQuoteResult } from '../../../../domain/delivery-quote';
import type { Centavos } from '../../../../domain/money';
import { useEstablishment } from '../../../api/get-establishment';

/** What the delivery form knows that prices the delivery. */
export interface DeliveryInputs {
  fulfilment: Fulfilment;
  district: string;
  cep: string;
  chosenZoneId: string | null;
}

/**
 * The delivery quote of the cart, by the shop's zones as last read (the server prices the order
 * again with the same function and refuses a fee that differs). null until the shop has loaded and
 * the delivery form is open: the cart then says 'A confirmar' as before.
 */
export function useDeliveryQuote(
  inputs: DeliveryInputs | null,
  subtotalCents: Centavos,
): DeliveryQuoteResult | null {
  const { data: shop } = useEstablishment();
  if (!shop || !inputs) return null;
  return quoteDelivery(shop.delivery, shop.deliveryTime, { ...inputs, subtotalCents });
}

/** What the order request says of the delivery the customer saw. */
export function deliveryChoiceOf(result: DeliveryQuoteResult): DeliveryChoice {
  const { quote } = result;
  return {
    fulfilment: quote.kind === 'retirada' ? 'retirada' : 'entrega',
    // only a zone the customer picked: one the address matches is found again by the server
    deliveryZoneId: quote.kind === 'zona' && quote.matchedBy === 'escolha' ? quote.zone.id : null,
    deliveryFeeCents: quote.feeCents,
    zoneName: quote.kind === 'zona' ? quote.zone.name : null,
  };
}
