import { useEffect } from 'react';
import { catalogueFromMenu, describePriceChange } from '../../domain/cart';
import { useEstablishment } from '../api/get-establishment';
import { useMenu } from '../api/get-menu';
import { toast } from '../lib/toast';
import { reviewCartAgainstMenu, type CartReviewNews } from '../stores/cart-review';
import { useCart } from '../stores/cart-store';

/** More price changes than this are told in one toast; the cart page lists each of them. */
const MAX_CHANGE_TOASTS = 3;
/** A price change is read, not glanced at: twice the usual toast. */
const CHANGE_TOAST_MS = 6_000;

function announce({ changes, newlyBlocked }: CartReviewNews) {
  if (changes.length > MAX_CHANGE_TOASTS) {
    toast(`Os preços de ${changes.length} itens do seu carrinho mudaram.`, {
      description: 'Confira os novos valores no carrinho.',
      duration: CHANGE_TOAST_MS,
    });
  } else {
    for (const change of changes) {
      toast(describePriceChange(change), { duration: CHANGE_TOAST_MS });
    }
  }
  if (newlyBlocked.length > MAX_CHANGE_TOASTS) {
    toast.error(`${newlyBlocked.length} itens do seu carrinho estão indisponíveis.`, {
      description: 'Remova-os do carrinho para finalizar o pedido.',
      duration: CHANGE_TOAST_MS,
    });
  } else {
    for (const line of newlyBlocked) {
      toast.error(`Um item do seu carrinho não pode ser pedido agora: ${line.productName}`, {
        description: line.problems.join(' '),
        duration: CHANGE_TOAST_MS,
      });
    }
  }
}

/**
 * Keeps the cart priced as the server will charge it (docs/decisions/019): whenever the menu or
 * the shop's flavour rule arrives (at start, on every refetch) or the cart changes, the cart is
 * priced again and the customer is told what changed. Only with something in the cart does it
 * ask for the menu. Renders nothing.
 */
export function CartFollowsMenu() {
  const hasLines = useCart().length > 0;
  return hasLines ? <FollowMenu /> : null;
}

function FollowMenu() {
  const cart = useCart();
  const { data: menu } = useMenu();
  const rule = useEstablishment().data?.flavourPricingRule;
  useEffect(() => {
    // the rule is needed too: pricing by a default rule would announce changes that are not real
    if (!menu || !rule) return;
    announce(reviewCartAgainstMenu(catalogueFromMenu(menu), rule));
  }, [menu, rule, cart]);
  return null;
}
