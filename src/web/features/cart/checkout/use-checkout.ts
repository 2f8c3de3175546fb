import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cartItemCount } from '../../../../domain/cart';
import { discountTotalCents } from '../../../../domain/order-total';
import {
  orderRequestFromCart,
  type DeliveryChoice,
  type PaymentChoice,
} from '../../../../domain/checkout';
import type { Customer } from '../../../../domain/customer';
import { DELIVERY_ERROR_CODES } from '../../../../domain/order';
import {
  afterFailedSync,
  IMMEDIATE_SYNC_RETRY_MS,
  REDIRECT_AFTER_WHATSAPP_MS,
  WHATSAPP_FALLBACK_TOAST_MS,
} from '../../../../domain/order-retry';
import {
  buildOrderWhatsAppText,
  NO_CART_DISCOUNT,
  whatsAppOrderFromCart,
  type CartDiscount,
} from '../../../../domain/whatsapp';
import { formatBRL } from '../../../../domain/money';
import { establishmentQueryKey, useEstablishment } from '../../../api/get-establishment';
import { shopPublicOrigin } from '../../../../domain/establishment';
import { menuQueryKey } from '../../../api/get-menu';
import { placeOrder } from '../../../api/place-order';
import { openWhatsApp } from '../../../lib/open-whatsapp';
import { FOCUS_HEADING_ON_ARRIVAL } from '../../../lib/focus-on-arrival';
import { toast } from '../../../lib/toast';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { useCartReview } from '../../../stores/cart-review';
import { cartActions, useCart } from '../../../stores/cart-store';
import { saveProfileLocally, useStoredProfile } from '../../../stores/customer-profile';
import { queueOrder, syncPendingOrders } from '../../../stores/pending-orders';
import { rememberOrder } from '../../../stores/recent-orders';
import { scheduleQueryKey } from '../../../api/get-schedule';
import { checkoutErrorMessage } from './checkout-messages';
import { scheduledForOf, SLOT_REFUSAL_CODES, slotChoiceActions } from './slot-choice';
import { clearFormBackup } from './form-backup';
import { useOfflinePrompt } from './offline-prompt';
import { COUPON_REFUSAL_CODES, couponChoiceActions } from './coupon-choice';

/** Refusals that come from the shop's delivery settings: the page reads them again. */
const DELIVERY_REFUSALS: ReadonlySet<string> = new Set(DELIVERY_ERROR_CODES);

export type { OfflinePrompt } from './offline-prompt';

/**
 * Checkout (docs/product/states.md#product-dialog, docs/product/errors.md#checkout; docs/product/principles.md#orders): one request with an idempotency key and the spec's
 * retries; offline or after the retries fail, the order is queued on the device and WhatsApp is
 * offered, so no order is ever lost.
 */
export function useCheckout() {
  const cart = useCart();
  const { problems } = useCartReview();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: shop } = useEstablishment();
  const profile = useStoredProfile();
  const [isSubmitting, setSubmitting] = useState(false);
  const { prompt: offlinePrompt, setPrompt: setOfflinePrompt } = useOfflinePrompt();
  useLeaveWarning(isSubmitting);

  const whatsapp = shop?.whatsapp ?? '';
  const shopName = shop?.name;

  function offerWhatsApp(text: string) {
    if (!whatsapp) return;
    if (openWhatsApp(whatsapp, text)) return;
    // docs/product/errors.md#checkout: pop-up blocked → a toast with 'Continuar pelo WhatsApp' for 10 s
    toast('Envie seu pedido pelo WhatsApp', {
      description: 'O navegador bloqueou a abertura do WhatsApp.',
      duration: WHATSAPP_FALLBACK_TOAST_MS,
      action: { label: 'Continuar pelo WhatsApp', onClick: () => openWhatsApp(whatsapp, text) },
    });
  }

  async function submit(
    customer: Customer,
    payment: PaymentChoice,
    delivery: DeliveryChoice | null = null,
    consent: { marketingOptIn: boolean } = { marketingOptIn: false },
    discount: CartDiscount = NO_CART_DISCOUNT,
  ) {
    // a line the menu no longer sells would be refused: the cart page says what to remove
    if (cart.length === 0 || isSubmitting || cart.some((line) => problems[line.id])) return;
    setSubmitting(true);
    const key = crypto.randomUUID();
    const now = new Date();
    const itemCount = cartItemCount(cart);
    // 'o quanto antes' (null) or the chosen slot (docs/decisions/023)
    const scheduledFor = scheduledForOf();
    // the order as the shop will read it: its total is the one the queue and the request carry
    const offlineOrder = whatsAppOrderFromCart(
      cart,
      customer,
      payment,
      delivery,
      scheduledFor,
      discount,
    );
    const offlineText = buildOrderWhatsAppText(offlineOrder, {
      shopName,
      timeZone: shop?.timeZone,
      now,
    });
    // a pickup order has no address: the profile keeps the one it had (decision 022)
    saveProfileLocally(
      delivery?.fulfilment === 'retirada'
        ? {
            ...(profile ?? customer),
            name: customer.name,
            phone: customer.phone,
            savedAt: now.toISOString(),
            marketingOptIn: consent.marketingOptIn,
          }
        : { ...customer, savedAt: now.toISOString(), marketingOptIn: consent.marketingOptIn },
    );
    const request = (origin?: 'offline') => ({
      ...orderRequestFromCart(
        cart,
        customer,
        payment,
        origin,
        origin ? now : undefined,
        delivery ?? undefined,
      ),
      scheduledFor,
      marketingOptIn: consent.marketingOptIn,
      // the server checks the coupon again and works out the discount itself (decision 032)
      couponCode: discount.couponCode,
      discountCents: discountTotalCents(discount.lines),
      totalCents: offlineOrder.totalCents,
    });

    function queue(why?: { lastError: string | null; retryAt: string | null }) {
      couponChoiceActions.remove();
      queueOrder(key, request('offline'), offlineText, offlineOrder.totalCents, now, why);
      cartActions.clear();
      clearFormBackup();
    }

    try {
      if (!navigator.onLine) {
        queue();
        toast.error('Você está offline', {
          description:
            'Seu pedido foi salvo neste aparelho e será enviado quando a conexão voltar.',
        });
        setOfflinePrompt({ orderKey: key, whatsapp, text: offlineText });
        return;
      }

      const outcome = await placeOrder(request(), key);
      if (outcome.kind === 'placed') {
        const { order } = outcome.placed;
        cartActions.clear();
        couponChoiceActions.remove();
        // the next checkout starts from the profile saved above, not from this form (decision 020)
        clearFormBackup();
        rememberOrder({
          publicId: order.publicId,
          id: order.id,
          placedAt: order.placedAt,
          totalCents: order.totalCents,
        });
        const trackingPath = `/pedido/${order.publicId}`;
        // the total the server stored, which is what the shop charges (docs/decisions/019)
        toast.success(`Pedido #${order.id} enviado!`, {
          description: `${itemCount} ${itemCount === 1 ? 'item' : 'itens'}. Total: ${formatBRL(order.totalCents)}.`,
        });
        offerWhatsApp(
          buildOrderWhatsAppText(order, {
            shopName,
            trackingUrl: `${shopPublicOrigin(shop, window.location.origin)}${trackingPath}`,
            // sent now: a slot reads 'Hoje, 20:30'
            timeZone: shop?.timeZone,
            now: new Date(),
          }),
        );
        // every order opens its page (its Pix code too, docs/decisions/024 and 040), with the
        // focus on its heading: 'Finalizar Pedido' is gone. Back leads to the menu, not the empty cart.
        navigate(trackingPath, { replace: true, state: FOCUS_HEADING_ON_ARRIVAL });
        return;
      }
      if (outcome.kind === 'refused') {
        // the menu may have changed since it was loaded: the cart is priced and checked again
        void queryClient.invalidateQueries({ queryKey: menuQueryKey });
        // the slots too: a slot that filled up meanwhile leaves the list, the customer picks again
        void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
        if (SLOT_REFUSAL_CODES.has(outcome.error.code)) {
          slotChoiceActions.refused(outcome.error.message);
        }
        // the coupon stopped applying since it was checked (its last use went): the field says why
        if (COUPON_REFUSAL_CODES.has(outcome.error.code)) {
          couponChoiceActions.refused(outcome.error.message);
        }
        // a fee or a zone changed since the shop was read: the new one shows, to be confirmed
        if (DELIVERY_REFUSALS.has(outcome.error.code)) {
          void queryClient.invalidateQueries({ queryKey: establishmentQueryKey });
        }
        toast.error('Erro ao finalizar pedido', {
          description: checkoutErrorMessage(outcome.error),
        });
        return;
      }
      // docs/product/errors.md#checkout: the server failed after its retries: keep the order here, send it by WhatsApp
      const { error } = outcome;
      const { retryAt } = afterFailedSync(error.status, error.retryAfterMs, new Date());
      queue({ lastError: error.message, retryAt });
      toast.error(
        // asked to wait (429): the server's own words say how long
        error.status === 429
          ? error.message
          : 'Falha ao salvar o pedido. Você pode continuar pelo WhatsApp.',
        { description: 'Ele fica salvo neste aparelho e será enviado automaticamente.' },
      );
      offerWhatsApp(offlineText);
      setTimeout(() => void syncPendingOrders(), IMMEDIATE_SYNC_RETRY_MS);
      setTimeout(() => navigate('/menu'), REDIRECT_AFTER_WHATSAPP_MS);
    } finally {
      setSubmitting(false);
    }
  }

  /** The answer to the offline confirm: WhatsApp or not, the order stays queued. */
  function finishOffline(sendByWhatsApp: boolean) {
    if (sendByWhatsApp && offlinePrompt) offerWhatsApp(offlinePrompt.text);
    setOfflinePrompt(null);
    navigate('/menu');
  }

  return { submit, isSubmitting, offlinePrompt, finishOffline };
}
