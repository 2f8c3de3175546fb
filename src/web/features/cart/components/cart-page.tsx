import { ShoppingCartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCart } from '../../../stores/cart-store';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/**
 * spec §2 'Cart': the lines with their quantity and remove actions, and the summary. The delivery
 * form ('Continuar para Entrega') arrives with checkout.
 */
export function CartPage() {
  const cart = useCart();
  return (
    <main className="mx-auto max-w-5xl px-4 pt-6 pb-10 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900">Seu Carrinho</h1>
      {cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <ul className="flex flex-col gap-3" aria-label="Itens do carrinho">
            {cart.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          {/* below the sticky top bar (h-14) */}
          <CartSummary cart={cart} className="lg:sticky lg:top-20" />
        </div>
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
