import { bairroKey } from './bairro';
import type { DeliverySettings, DeliveryZone, Fulfilment } from './delivery';
import { onlyDigits } from './formats';
import { formatBRL, type Centavos } from './money';
import { orderTotalCents } from './order-total';

/**
 * What an order costs to deliver, or to pick up, by the shop's zones (docs/decisions/022). One
 * home: the checkout shows this quote, the server charges it and refuses what it refuses.
 */

type DeliveryRefusalCode =
  'PICKUP_UNAVAILABLE' | 'OUTSIDE_DELIVERY_AREA' | 'UNKNOWN_DELIVERY_ZONE' | 'BELOW_MINIMUM_ORDER';

interface DeliveryRefusal {
  code: DeliveryRefusalCode;
  message: string;
}

/** How the zone was found: the CEP's range, the typed bairro, or the customer's choice in the list. */
export type ZoneMatch = 'cep' | 'bairro' | 'escolha';

type DeliveryQuote =
  /** Pickup at the counter: no fee, the pickup estimate. */
  | { kind: 'retirada'; feeCents: 0; estimate: string }
  /** Eaten at the counter or at a table (decision 055): no fee, the pickup estimate. */
  | { kind: 'no_local'; feeCents: 0; estimate: string }
  /** Delivery to a zone of the shop's, with its fee, estimate and minimum. */
  | {
      kind: 'zona';
      zone: DeliveryZone;
      matchedBy: ZoneMatch;
      feeCents: Centavos;
      estimate: string;
      minimumCents: Centavos | null;
      /** How much the subtotal lacks to reach the minimum; 0 when it is reached. */
      missingCents: Centavos;
    }
  /** Outside every zone (or the shop has none): the fee is 'a combinar', unless the shop refuses. */
  | { kind: 'fora'; feeCents: null; estimate: string }
  /** Delivery with no bairro yet and no CEP of a zone's: nothing to say about the fee. */
  | { kind: 'sem_endereco'; feeCents: null; estimate: string };

export interface QuoteRequest {
  fulfilment: Fulfilment;
  district: string;
  cep: string;
  /** The zone the customer picked from the list (when the typed bairro matched none), or null. */
  chosenZoneId: string | null;
  subtotalCents: Centavos;
}

export interface DeliveryQuoteResult {
  quote: DeliveryQuote;
  /** subtotal + fee (a fee 'a combinar' adds nothing until the shop says it). */
  totalCents: Centavos;
  /** Why this order cannot be placed as it is, or null. */
  refusal: DeliveryRefusal | null;
  /**
   * A delivery whose address matches no zone while the shop has zones: the checkout lists them so
   * a typo never blocks the order (the choice travels as `deliveryZoneId`).
   */
  offersZoneChoice: boolean;
}

/** The zone whose CEP ranges hold this CEP (8 digits, masked or not), or null. */
export function zoneForCep(zones: readonly DeliveryZone[], cep: string): DeliveryZone | null {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) return null;
  return (
    zones.find((zone) => zone.cepRanges.some((r) => r.from <= digits && digits <= r.to)) ?? null
  );
}

/** The zone of this bairro however it was typed (case, accents, spaces, 'Jd.', 'Vl.'), or null. */
export function zoneForBairro(
  zones: readonly DeliveryZone[],
  district: string,
): DeliveryZone | null {
  const key = bairroKey(district);
  if (key === '') return null;
  return zones.find((zone) => bairroKey(zone.name) === key) ?? null;
}

/**
 * The zone of an address: a CEP inside a zone's range wins over the typed bairro (a CEP names the
 * street; bairro names are typed loosely and shared by towns), then the bairro, then the zone the
 * customer chose from the list.
 */
export function findDeliveryZone(
  zones: readonly DeliveryZone[],
  address: { district: string; cep: string },
  chosenZoneId: string | null,
): { zone: DeliveryZone; matchedBy: ZoneMatch } | { zone: null; isUnknownChoice: boolean } {
  const byCep = zoneForCep(zones, address.cep);
  if (byCep) return { zone: byCep, matchedBy: 'cep' };
  const byBairro = zoneForBairro(zones, address.district);
  if (byBairro) return { zone: byBairro, matchedBy: 'bairro' };
  if (chosenZoneId !== null) {
    const chosen = zones.find((zone) => zone.id === chosenZoneId);
    if (chosen) return { zone: chosen, matchedBy: 'escolha' };
    return { zone: null, isUnknownChoice: true };
  }
  return { zone: null, isUnknownChoice: false };
}

/** The fee, estimate, minimum and total of an order, and why it cannot be placed (if it cannot). */
export function quoteDelivery(
  settings: DeliverySettings,
  defaultEstimate: string,
  request: QuoteRequest,
): DeliveryQuoteResult {
  const { subtotalCents } = request;
  if (request.fulfilment === 'balcao' || request.fulfilment === 'mesa') {
    return {
      quote: { kind: 'no_local', feeCents: 0, estimate: settings.pickupEstimate },
      totalCents: subtotalCents,
      refusal: null,
      offersZoneChoice: false,
    };
  }
  if (request.fulfilment === 'retirada') {
    return {
      quote: { kind: 'retirada', feeCents: 0, estimate: settings.pickupEstimate },
      totalCents: subtotalCents,
      refusal: settings.pickupEnabled
        ? null
        : {
            code: 'PICKUP_UNAVAILABLE',
            message: 'A pizzaria não está fazendo retirada no local no momento. Escolha a entrega.',
          },
      offersZoneChoice: false,
    };
  }

  // a whole CEP outside every range says nothing yet: its lookup is about to fill the bairro
  const hasAddress = bairroKey(request.district) !== '';
  const found = findDeliveryZone(settings.zones, request, request.chosenZoneId);
  if (found.zone) {
    const { zone, matchedBy } = found;
    const missingCents =
      zone.minimumCents === null ? 0 : Math.max(0, zone.minimumCents - subtotalCents);
    return {
      quote: {
        kind: 'zona',
        zone,
        matchedBy,
        feeCents: zone.feeCents,
        estimate: zone.estimate || defaultEstimate,
        minimumCents: zone.minimumCents,
        missingCents,
      },
      totalCents: orderTotalCents({
        subtotalCents,
        deliveryFeeCents: zone.feeCents,
        discountCents: 0,
      }),
      refusal:
        missingCents > 0 && zone.minimumCents !== null
          ? {
              code: 'BELOW_MINIMUM_ORDER',
              message: belowMinimumMessage(zone.name, zone.minimumCents, missingCents),
            }
          : null,
      // a bairro chosen from the list stays changeable there
      offersZoneChoice: matchedBy === 'escolha',
    };
  }

  const offersZoneChoice = settings.zones.length > 0 && hasAddress;
  if (found.isUnknownChoice) {
    return {
      quote: { kind: 'fora', feeCents: null, estimate: defaultEstimate },
      totalCents: subtotalCents,
      refusal: {
        code: 'UNKNOWN_DELIVERY_ZONE',
        message: 'O bairro escolhido não é mais atendido. Escolha outro bairro da lista.',
      },
      offersZoneChoice,
    };
  }
  if (!hasAddress) {
    return {
      quote: { kind: 'sem_endereco', feeCents: null, estimate: defaultEstimate },
      totalCents: subtotalCents,
      refusal: null,
      offersZoneChoice: false,
    };
  }
  return {
    quote: { kind: 'fora', feeCents: null, estimate: defaultEstimate },
    totalCents: subtotalCents,
    refusal:
      settings.outsideZone === 'recusar'
        ? {
            code: 'OUTSIDE_DELIVERY_AREA',
            message: outsideAreaMessage(settings.zones.length > 0, settings.pickupEnabled),
          }
        : null,
    offersZoneChoice,
  };
}

/** 'Pedido mínimo para Jardim Paulista: R$ 40,00. Faltam R$ 12,50.' */
function belowMinimumMessage(
  zoneName: string,
  minimumCents: Centavos,
  missingCents: Centavos,
): string {
  return `Pedido mínimo para ${zoneName}: ${formatBRL(minimumCents)}. Faltam ${formatBRL(missingCents)}.`;
}

function outsideAreaMessage(hasZones: boolean, pickupEnabled: boolean): string {
  const where = hasZones
    ? 'Não entregamos neste endereço. Se o seu bairro está na lista, escolha-o'
    : 'A pizzaria não está fazendo entregas no momento';
  const pickup = pickupEnabled ? (hasZones ? '; ou retire no local' : ': retire no local') : '';
  return `${where}${pickup}.`;
}

/**
 * A fee the customer saw that is not the server's (changed meanwhile, or tampered with): the
 * customer confirms the new one. `undefined`: the client sent none (an order made before fees).
 */
export function refuseChangedFee(
  seenFeeCents: Centavos | null | undefined,
  result: DeliveryQuoteResult,
): { code: 'DELIVERY_FEE_CHANGED'; message: string } | null {
  if (seenFeeCents === undefined) return null;
  const { quote } = result;
  if (seenFeeCents === quote.feeCents) return null;
  const message =
    quote.feeCents === null
      ? 'A taxa de entrega deste endereço agora é a combinar com a pizzaria. Confira o total e finalize o pedido novamente.'
      : quote.kind === 'zona'
        ? `A taxa de entrega para ${quote.zone.name} agora é ${formatBRL(quote.feeCents)}. Confira o novo total (${formatBRL(result.totalCents)}) e finalize o pedido novamente.`
        : `A taxa agora é ${formatBRL(quote.feeCents)}. Confira o novo total (${formatBRL(result.totalCents)}) e finalize o pedido novamente.`;
  return { code: 'DELIVERY_FEE_CHANGED', message };
}

/**
 * What the cart says of the fee before the address is known, in a shop with fees per bairro:
 * 'Taxa de entrega: a partir de R$ 5,00, calculada no endereço' (decision 040). Null without
 * zones: the fee is then agreed with the shop.
 */
export function deliveryFeeHint(zones: readonly Pick<DeliveryZone, 'feeCents'>[]): string | null {
  if (zones.length === 0) return null;
  const lowest = Math.min(...zones.map((zone) => zone.feeCents));
  const highest = Math.max(...zones.map((zone) => zone.feeCents));
  if (lowest === highest) {
    return lowest === 0
      ? 'Entrega grátis nos bairros que atendemos.'
      : `Taxa de entrega: ${formatBRL(lowest)}.`;
  }
  return lowest === 0
    ? 'Taxa de entrega: grátis em alguns bairros, calculada no endereço.'
    : `Taxa de entrega: a partir de ${formatBRL(lowest)}, calculada no endereço.`;
}
