import { CalendarDaysIcon, TagIcon, TicketPercentIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicPromotion } from '../../../domain/promotions';
import { usePromotions } from '../../api/get-promotions';
import { Button } from '../../components/ui/button';

/**
 * docs/product/screens.md#offers, with the shop's promotions (docs/decisions/032): the active automatic offers
 * and public coupons; 'no offers' only when there are none. Links to /menu and / always.
 */
export function OffersPage() {
  const { data, isError } = usePromotions();
  const promotions = data?.promotions;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="rounded-full bg-crust-100 p-4 text-crust-500">
          <TagIcon className="size-10" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold">Ofertas</h1>
        {promotions && promotions.length > 0 && (
          <p className="text-stone-700">
            Os descontos das ofertas entram sozinhos no carrinho; os cupons você digita no carrinho,
            em 'Cupom de desconto'.
          </p>
        )}
      </header>
      {promotions === undefined ? (
        <p role="status" className="text-center text-stone-700">
          {isError
            ? 'Não foi possível carregar as ofertas agora. Tente de novo em instantes.'
            : 'Carregando ofertas...'}
        </p>
      ) : promotions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 text-center">
          <p className="text-stone-700">Nenhuma oferta disponível no momento.</p>
          <p className="text-sm text-stone-600">
            Fique de olho: novas promoções aparecem aqui. Enquanto isso, confira nosso cardápio
            completo.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Ofertas disponíveis">
          {promotions.map((promotion) => (
            <PromotionCard
              key={`${promotion.kind}-${promotion.code ?? promotion.title}`}
              promotion={promotion}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="lg">
          <Link to="/menu">Ver Cardápio</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Voltar para o início</Link>
        </Button>
      </div>
    </main>
  );
}

function PromotionCard({ promotion }: { promotion: PublicPromotion }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold text-stone-900">{promotion.title}</h2>
        <Tag>{promotion.code === null ? 'Automática' : 'Cupom'}</Tag>
      </div>
      <p className="text-base font-semibold text-brand-700">{promotion.rule}</p>
      {promotion.description && <p className="text-sm text-stone-700">{promotion.description}</p>}
      <p className="flex items-center gap-1.5 text-sm text-stone-600">
        <CalendarDaysIcon className="size-4 shrink-0" aria-hidden />
        {promotion.when.join(' · ')}
      </p>
      {promotion.conditions.length > 0 && (
        <ul className="list-inside list-disc text-sm text-stone-600">
          {promotion.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      )}
      {promotion.code !== null && (
        <p className="mt-1 flex items-center gap-2 text-sm text-stone-700">
          <TicketPercentIcon className="size-4 shrink-0 text-brand-600" aria-hidden />
          Use o cupom
          <code className="rounded-md border border-dashed border-brand-400 bg-brand-50 px-2 py-0.5 font-mono text-base font-bold tracking-wide text-brand-800">
            {promotion.code}
          </code>
        </p>
      )}
    </li>
  );
}

function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="shrink-0 rounded-full bg-crust-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
      {children}
    </span>
  );
}
