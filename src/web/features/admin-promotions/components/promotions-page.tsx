import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  describeCouponConditions,
  describeCouponValue,
  describeDates,
  describeOfferRule,
  describeWeekdays,
  type Coupon,
  type Offer,
} from '../../../../domain/promotions';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { PageHeader } from '../../../admin/ui/page-header';
import {
  useCoupons,
  useDeletePromotion,
  useMenuCategories,
  useOffers,
} from '../api/promotions-api';
import { CouponDialog } from './coupon-dialog';
import { OfferDialog } from './offer-dialog';

type Editing =
  { kind: 'coupon'; coupon: Coupon | null } | { kind: 'offer'; offer: Offer | null } | null;

type Removing =
  | { kind: 'coupons'; id: number; name: string }
  | { kind: 'offers'; id: number; name: string }
  | null;

/** 'Promoções' (docs/decisions/032): the shop's coupons and automatic offers. */
export function PromotionsPage() {
  const coupons = useCoupons();
  const offers = useOffers();
  const categories = useMenuCategories().data?.categories;
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  // the rule names the menu's categories: until they are read, it waits rather than show slugs
  const offerRule = (offer: Offer) =>
    categories
      ? describeOfferRule(offer, (slug) => categories.find((c) => c.slug === slug)?.name ?? slug)
      : 'Carregando categorias...';

  return (
    <main>
      <PageHeader
        title="Promoções"
        description="Cupons que o cliente digita no carrinho e ofertas que entram sozinhas. Os descontos valem sobre os itens, nunca sobre a taxa de entrega."
      />
      <section aria-labelledby="offers-title" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="offers-title" className="text-lg font-bold text-stone-900">
            Ofertas automáticas
          </h2>
          <Button onClick={() => setEditing({ kind: 'offer', offer: null })}>
            <PlusIcon aria-hidden /> Nova oferta
          </Button>
        </div>
        {offers.isPending ? (
          <p className="text-sm text-stone-600">Carregando ofertas...</p>
        ) : offers.data?.offers.length ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {offers.data.offers.map((offer) => (
              <PromotionRow
                key={offer.id}
                title={offer.name}
                rule={offerRule(offer)}
                when={[describeWeekdays(offer.weekdays), describeDates(offer)]}
                isActive={offer.isActive}
                onEdit={() => setEditing({ kind: 'offer', offer })}
                onRemove={() => setRemoving({ kind: 'offers', id: offer.id, name: offer.name })}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">Nenhuma oferta cadastrada.</p>
        )}
      </section>
      <section aria-labelledby="coupons-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="coupons-title" className="text-lg font-bold text-stone-900">
            Cupons
          </h2>
          <Button onClick={() => setEditing({ kind: 'coupon', coupon: null })}>
            <PlusIcon aria-hidden /> Novo cupom
          </Button>
        </div>
        {coupons.isPending ? (
          <p className="text-sm text-stone-600">Carregando cupons...</p>
        ) : coupons.data?.coupons.length ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {coupons.data.coupons.map((coupon) => (
              <PromotionRow
                key={coupon.id}
                title={coupon.code}
                rule={[describeCouponValue(coupon), ...describeCouponConditions(coupon)].join(
                  ' · ',
                )}
                when={[
                  describeWeekdays(coupon.weekdays),
                  describeDates(coupon),
                  coupon.usageLimit === null ? null : `Limite de ${coupon.usageLimit} usos`,
                  coupon.isPublic ? 'Público em Ofertas' : null,
                ]}
                isActive={coupon.isActive}
                // 'o cupom': its state agrees with it
                stateLabels={['Ativo', 'Desligado']}
                onEdit={() => setEditing({ kind: 'coupon', coupon })}
                onRemove={() => setRemoving({ kind: 'coupons', id: coupon.id, name: coupon.code })}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">Nenhum cupom cadastrado.</p>
        )}
      </section>
      <CouponDialog
        open={editing?.kind === 'coupon'}
        coupon={editing?.kind === 'coupon' ? editing.coupon : null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <OfferDialog
        open={editing?.kind === 'offer'}
        offer={editing?.kind === 'offer' ? editing.offer : null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={
          removing?.kind === 'coupons'
            ? `Excluir o cupom ${removing.name}?`
            : `Excluir a oferta ${removing?.name ?? ''}?`
        }
        description="Os pedidos já feitos continuam com o desconto que receberam."
        confirmLabel="Excluir"
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { kind: removing.kind, id: removing.id },
            {
              onSuccess: () => toast.success('Promoção excluída.'),
              onError: () => toast.error('Não foi possível excluir. Tente novamente.'),
            },
          );
          setRemoving(null);
        }}
      />
    </main>
  );
}

function PromotionRow({
  title,
  rule,
  when,
  isActive,
  stateLabels = ['Ativa', 'Desligada'],
  onEdit,
  onRemove,
}: {
  title: string;
  rule: string;
  when: readonly (string | null)[];
  isActive: boolean;
  /** On and off, in the gender of what the row is ('a oferta', 'o cupom'). */
  stateLabels?: readonly [string, string];
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-bold break-words text-stone-900">{title}</h3>
        <span
          className={
            isActive
              ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
              : 'rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700'
          }
        >
          {isActive ? stateLabels[0] : stateLabels[1]}
        </span>
      </div>
      <p className="text-sm font-semibold text-brand-700">{rule}</p>
      <p className="text-xs text-stone-600">{when.filter(Boolean).join(' · ')}</p>
      <div className="mt-1 flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${title}`}>
          <PencilIcon aria-hidden /> Editar
        </Button>
        <Button variant="dangerGhost" size="sm" onClick={onRemove} aria-label={`Excluir ${title}`}>
          <Trash2Icon aria-hidden /> Excluir
        </Button>
      </div>
    </li>
  );
}
