import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, TicketPercentIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { CartItem } from '../../../../domain/cart';
import { normaliseCouponCode } from '../../../../domain/promotions';
import { checkCoupon, couponCheckBody, couponCheckQueryKey } from '../../../api/check-coupon';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { couponChoiceActions, useCouponChoice } from '../checkout/coupon-choice';

/** Said when the coupon cannot be checked now: it goes with the order all the same. */
export const COUPON_UNCHECKED_NOTE =
  'Sem conexão agora: o cupom vai com o pedido e a pizzaria confirma o desconto.';

/**
 * 'Cupom de desconto' with 'Aplicar' (docs/decisions/032): the server says whether the coupon
 * applies to this cart and, if not, why, in words the customer can act on.
 */
export function CouponField({
  cart,
  phone,
}: {
  cart: readonly CartItem[];
  /** The phone the profile holds, for first-order and per-phone coupons. */
  phone: string | null;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const coupon = useCouponChoice();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<string | null>(null);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const code = normaliseCouponCode(typed);
    setNote(null);
    if (code === '') {
      couponChoiceActions.refused('Digite o código do cupom.');
      return;
    }
    if (!navigator.onLine) {
      couponChoiceActions.keptUnchecked(code);
      setNote(COUPON_UNCHECKED_NOTE);
      return;
    }
    couponChoiceActions.checking(code);
    const body = couponCheckBody(cart, code, phone);
    try {
      const result = await checkCoupon(body);
      // the summary reads the same answer without asking again
      queryClient.setQueryData([...couponCheckQueryKey, body], result);
      if (result.coupon?.applies) {
        couponChoiceActions.applied(result.coupon.code);
        // a first-order or per-customer coupon: the order confirms it (decision 038)
        setNote(result.coupon.notice);
        setTyped('');
      } else {
        couponChoiceActions.refused(result.coupon?.message ?? 'Cupom não encontrado.');
      }
    } catch (error) {
      if (error instanceof ApiError && error.isTemporary) {
        couponChoiceActions.keptUnchecked(code);
        setNote(COUPON_UNCHECKED_NOTE);
        return;
      }
      couponChoiceActions.refused(
        error instanceof ApiError && error.status === 422
          ? error.message
          : 'Não foi possível verificar o cupom. Tente novamente.',
      );
    }
  }

  if (coupon.applied) {
    return (
      <div className="mt-4 flex flex-col gap-1 rounded-xl border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 font-semibold">
            <CheckCircle2Icon className="size-4 shrink-0" aria-hidden />
            Cupom {coupon.applied} aplicado
          </span>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            onClick={() => {
              setNote(null);
              couponChoiceActions.remove();
            }}
          >
            Remover
          </Button>
        </div>
        {note && <p className="text-xs text-green-900">{note}</p>}
      </div>
    );
  }

  return (
    <form className="mt-4 flex flex-col gap-1.5" onSubmit={apply} noValidate>
      <label
        htmlFor={id}
        className="flex items-center gap-1.5 text-sm font-semibold text-stone-800"
      >
        <TicketPercentIcon className="size-4 text-brand-600" aria-hidden />
        Cupom de desconto
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          className="uppercase"
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline" size="field" disabled={coupon.checking !== null}>
          {coupon.checking ? 'Verificando...' : 'Aplicar'}
        </Button>
      </div>
      {coupon.error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {coupon.error}
        </p>
      )}
    </form>
  );
}
