import { ShoppingCartIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cartSubtotal, cartTotal } from '../../../../domain/cart';
import { useDeliveryQuote, type DeliveryInputs } from '../checkout/use-delivery-quote';
import { ShopClosedNotice } from '../../../components/shop/shop-closed-notice';
import { Button } from '../../../components/ui/button';
import { dismissCartPriceChanges, useCartReview } from '../../../stores/cart-review';
import { useCart } from '../../../stores/cart-store';
import { useCartDiscount } from '../../../api/check-coupon';
import { useStoredProfile } from '../../../stores/customer-profile';
import { couponChoiceActions, useCouponChoice } from '../checkout/coupon-choice';
import { CartLine } from './cart-line';
import { CheckoutBar } from './checkout-bar';
import { cn } from '../../../lib/cn';
import { CouponField } from './coupon-field';
import { CartSummary } from './cart-summary';
import { readFormBackup } from '../checkout/form-backup';
import { useCheckout } from '../checkout/use-checkout';
import { useOfflinePass } from '../../../stores/offline-pass';
import { onDemand } from '../../../lib/on-demand';
import { afterLoadWhenIdle } from '../../../lib/after-load';
import { DeliveryFormLoading } from './delivery-form-loading';
import { PriceChangesNotice } from './price-changes-notice';
import { ReorderNotice } from './reorder-notice';
import { readReorderNotice } from '../../../stores/reorder-notice';
import { unavailableLinesMessage } from '../checkout/checkout-messages';
import { useTableBinding } from '../../../stores/table-binding';
import { TableCheckout } from './table-checkout';

/**
 * The delivery form (react-hook-form, its rules, the customer's fields) and the offline sheet are
 * not needed to show the cart: fetched once the cart has loaded and the page is idle, or on
 * 'Continuar para Entrega' if the customer is quicker (decision 045).
 */
const checkoutCode = onDemand(() =>
  Promise.all([import('./delivery-form'), import('./offline-order-dialog')]).then(
    ([form, dialog]) => ({
      DeliveryForm: form.DeliveryForm,
      OfflineOrderDialog: dialog.OfflineOrderDialog,
    }),
  ),
);

/**
 * docs/product/screens.md#cart: the lines with their quantity and remove actions, the summary, and the delivery
 * form that 'Continuar para Entrega' reveals.
 */
export function CartPage() {
  const cart = useCart();
  // bound to a table by its QR code: the order goes to the table, no delivery (decision 057)
  const table = useTableBinding();
  // 'Pedir de novo' on the profile brought the customer here (docs/decisions/033)
  const reorder = readReorderNotice(useLocation().state);
  const review = useCartReview();
  const checkout = useCheckout();
  // the proof of time an order queued offline from here carries (decision 038)
  useOfflinePass();
  const blockedLines = cart.filter((item) => review.problems[item.id]);
  const changes = review.changes.filter((change) => cart.some((i) => i.id === change.lineId));
  const [showDelivery, setShowDelivery] = useState(false);
  const [checkoutParts, setCheckoutParts] = useState(checkoutCode.current);
  const [checkoutLoadFailed, setCheckoutLoadFailed] = useState(false);
  const [checkoutAttempt, setCheckoutAttempt] = useState(0);
  const [focusForm, setFocusForm] = useState(false);
  // what the delivery form has typed that prices the delivery: the summary shows the same fee
  const [deliveryInputs, setDeliveryInputs] = useState<DeliveryInputs | null>(null);
  const quote = useDeliveryQuote(showDelivery ? deliveryInputs : null, cartTotal(cart));
  const deliveryRef = useRef<HTMLDivElement>(null);
  const coupon = useCouponChoice();
  const phone = useStoredProfile()?.phone ?? null;
  const discountQuery = useCartDiscount(cart, coupon.applied, phone);
  const discount = discountQuery.isError ? null : (discountQuery.data ?? null);
  // the cart changed and the applied coupon no longer applies (below its minimum, say): say why
  const refusedCoupon =
    discount?.coupon && !discount.coupon.applies && discount.coupon.code === coupon.applied
      ? discount.coupon.message
      : null;
  useEffect(() => {
    if (refusedCoupon) couponChoiceActions.refused(refusedCoupon);
  }, [refusedCoupon]);
  const discountCents = discount?.discountCents ?? 0;
  // reloaded mid-checkout: the delivery form comes back with what was typed (decision 020)
  useEffect(() => {
    if (readFormBackup()) setShowDelivery(true);
  }, []);
  // with something in the cart, the form's code comes once the page is idle; at once when asked
  const hasItems = cart.length > 0;
  useEffect(() => {
    if (checkoutParts || (!hasItems && !showDelivery)) return;
    let isCurrent = true;
    const load = () =>
      checkoutCode.get().then(
        (parts) => {
          if (isCurrent) setCheckoutParts(parts);
        },
        (error: unknown) => {
          console.error('Falha ao carregar o formulário de entrega:', error);
          if (isCurrent && showDelivery) setCheckoutLoadFailed(true);
        },
      );
    if (showDelivery) void load();
    else afterLoadWhenIdle(() => void load());
    return () => {
      isCurrent = false;
    };
  }, [checkoutParts, hasItems, showDelivery, checkoutAttempt]);
  useEffect(() => {
    if (showDelivery) deliveryRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [showDelivery]);
  return (
    // on a phone the checkout's bar covers the page's end: room to scroll past it
    <main
      className={cn(
        'mx-auto max-w-5xl px-4 pt-6 pb-10 sm:px-6',
        cart.length > 0 && 'pb-40 lg:pb-10',
      )}
    >
      <h1 className="text-2xl font-bold text-stone-900">Seu Carrinho</h1>
      {/* the delivery form says it again beside its button */}
      {!showDelivery && <ShopClosedNotice className="mt-4" />}
      {cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <div className="flex flex-col gap-5">
            {reorder && <ReorderNotice notice={reorder} />}
            <PriceChangesNotice changes={changes} onDismiss={dismissCartPriceChanges} />
            <ul className="flex flex-col gap-3" aria-label="Itens do carrinho">
              {cart.map((item) => (
                <CartLine key={item.id} item={item} problems={review.problems[item.id]} />
              ))}
            </ul>
            {showDelivery && !table && (
              <div ref={deliveryRef} className="scroll-mt-20">
                {checkoutParts ? (
                  <checkoutParts.DeliveryForm
                    totalCents={cartTotal(cart)}
                    discountCents={discountCents}
                    onSubmit={(customer, payment, delivery, consent) =>
                      checkout.submit(customer, payment, delivery, consent, {
                        lines: discount?.discountLines ?? [],
                        couponCode: coupon.applied,
                      })
                    }
                    isSubmitting={checkout.isSubmitting}
                    focusOnOpen={focusForm}
                    quote={quote}
                    onDeliveryChange={setDeliveryInputs}
                    blockedMessage={
                      blockedLines.length > 0 ? unavailableLinesMessage(blockedLines.length) : null
                    }
                  />
                ) : (
                  <DeliveryFormLoading
                    failed={checkoutLoadFailed}
                    onRetry={() => {
                      setCheckoutLoadFailed(false);
                      setCheckoutAttempt((n) => n + 1);
                    }}
                  />
                )}
              </div>
            )}
          </div>
          {/* below the sticky top bar (h-14) */}
          <CartSummary
            cart={cart}
            delivery={table ? null : quote}
            discount={discount}
            tableName={table?.name}
            coupon={table ? undefined : <CouponField cart={cart} phone={phone} />}
            className="lg:sticky lg:top-20"
            action={
              table ? (
                <TableCheckout
                  table={table}
                  cart={cart}
                  totalCents={cartSubtotal(cart) - discountCents}
                  isBlocked={blockedLines.length > 0}
                />
              ) : (
                !showDelivery && (
                  <CheckoutBar
                    subtotalCents={cartSubtotal(cart)}
                    discountCents={discountCents}
                    quote={quote}
                  >
                    <Button
                      size="lg"
                      className="w-full lg:mt-5"
                      onClick={() => {
                        setShowDelivery(true);
                        // the button goes: the focus moves to the form's first field
                        setFocusForm(true);
                      }}
                    >
                      Continuar para Entrega
                    </Button>
                  </CheckoutBar>
                )
              )
            }
          />
        </div>
      )}
      {/* outside the form: the cart is already empty while the customer answers */}
      {checkoutParts && (
        <checkoutParts.OfflineOrderDialog
          prompt={checkout.offlinePrompt}
          onAnswer={checkout.finishOffline}
        />
      )}
    </main>
  );
}

function EmptyCart() {
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="rounded-full bg-brand-50 p-4 text-brand-600">
        <ShoppingCartIcon className="size-10" aria-hidden />
      </span>
      <p className="text-lg font-bold text-stone-900">Seu carrinho está vazio</p>
      <p className="max-w-sm text-sm text-stone-600">
        Escolha suas pizzas e bebidas no cardápio e elas aparecem aqui.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/menu">Ver Cardápio</Link>
      </Button>
    </div>
  );
}
