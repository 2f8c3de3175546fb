import { useId, useState, type FormEvent } from 'react';
import type { Weekday } from '../../../../domain/opening-hours';
import {
  COUPON_CODE_MAX,
  CouponInputSchema,
  type Coupon,
  type DiscountKind,
} from '../../../../domain/promotions';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { NativeSelect } from '../../../admin/ui/select';
import { useSaveCoupon } from '../api/promotions-api';
import {
  centsFromText,
  countFromText,
  DateFields,
  fieldErrorsOf,
  textFromCents,
  WeekdayPicker,
  type FieldErrors,
} from './form-parts';

interface CouponDraft {
  code: string;
  description: string;
  kind: DiscountKind;
  value: string;
  minOrder: string;
  firstOrderOnly: boolean;
  usageLimit: string;
  perPhoneLimit: string;
  isPublic: boolean;
  isActive: boolean;
  validFrom: string;
  validUntil: string;
  weekdays: Weekday[];
}

function draftOf(coupon: Coupon | null): CouponDraft {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    value:
      coupon === null
        ? ''
        : coupon.kind === 'percent'
          ? String(coupon.value)
          : textFromCents(coupon.value),
    minOrder: textFromCents(coupon?.minOrderCents ?? null),
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    usageLimit: coupon?.usageLimit === null || !coupon ? '' : String(coupon.usageLimit),
    perPhoneLimit: coupon?.perPhoneLimit === null || !coupon ? '' : String(coupon.perPhoneLimit),
    isPublic: coupon?.isPublic ?? false,
    isActive: coupon?.isActive ?? true,
    validFrom: coupon?.validFrom ?? '',
    validUntil: coupon?.validUntil ?? '',
    weekdays: coupon?.weekdays ?? [],
  };
}

const NUMBER_INVALID = 'Use só números (ex.: 60,00)';

/** 'Novo cupom' / 'Editar cupom PIZZA10': checked with the API's own CouponInputSchema. */
export function CouponDialog({
  open,
  coupon,
  onOpenChange,
}: {
  open: boolean;
  coupon: Coupon | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="xl">
        <DialogHeader>
          <DialogTitle>{coupon ? `Editar cupom ${coupon.code}` : 'Novo cupom'}</DialogTitle>
          <DialogDescription>
            O cliente digita o código no carrinho, em 'Cupom de desconto'. O desconto vale sobre os
            itens, nunca sobre a taxa de entrega.
          </DialogDescription>
        </DialogHeader>
        {open && <CouponForm coupon={coupon} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(coupon));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveCoupon();
  const change = (next: Partial<CouponDraft>) => setDraft((current) => ({ ...current, ...next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const value =
      draft.kind === 'percent' ? countFromText(draft.value) : centsFromText(draft.value);
    const minOrderCents = centsFromText(draft.minOrder);
    const usageLimit = countFromText(draft.usageLimit);
    const perPhoneLimit = countFromText(draft.perPhoneLimit);
    const typed: FieldErrors = {};
    if (Number.isNaN(value)) typed.value = NUMBER_INVALID;
    if (Number.isNaN(minOrderCents)) typed.minOrderCents = NUMBER_INVALID;
    if (Number.isNaN(usageLimit)) typed.usageLimit = 'Use um número inteiro';
    if (Number.isNaN(perPhoneLimit)) typed.perPhoneLimit = 'Use um número inteiro';
    const parsed = CouponInputSchema.safeParse({
      code: draft.code,
      description: draft.description,
      kind: draft.kind,
      value: value ?? 0,
      minOrderCents,
      firstOrderOnly: draft.firstOrderOnly,
      usageLimit,
      perPhoneLimit,
      isPublic: draft.isPublic,
      isActive: draft.isActive,
      validFrom: draft.validFrom || null,
      validUntil: draft.validUntil || null,
      weekdays: draft.weekdays,
    });
    const found = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...typed };
    setErrors(found);
    if (!parsed.success || Object.keys(typed).length > 0) return;
    save.mutate(
      { id: coupon?.id ?? null, coupon: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(coupon ? 'Cupom atualizado!' : `Cupom ${saved.code} criado!`);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setErrors({ code: error.message });
            return;
          }
          toast.error('Não foi possível salvar o cupom.', {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={field('code')} label="Código" error={errors.code}>
            <Input
              id={field('code')}
              value={draft.code}
              maxLength={COUPON_CODE_MAX}
              className="uppercase"
              autoCapitalize="characters"
              onChange={(event) => change({ code: event.target.value })}
              {...errorProps(field('code'), errors.code)}
            />
          </FormField>
          <FormField id={field('kind')} label="Tipo de desconto" error={errors.kind}>
            <NativeSelect
              id={field('kind')}
              value={draft.kind}
              onChange={(event) => change({ kind: event.target.value as DiscountKind })}
            >
              <option value="percent">Percentual (%)</option>
              <option value="fixed">Valor fixo (R$)</option>
            </NativeSelect>
          </FormField>
          <FormField
            id={field('value')}
            label={draft.kind === 'percent' ? 'Desconto (%)' : 'Desconto (R$)'}
            error={errors.value}
          >
            <Input
              id={field('value')}
              inputMode={draft.kind === 'percent' ? 'numeric' : 'decimal'}
              value={draft.value}
              onChange={(event) => change({ value: event.target.value })}
              {...errorProps(field('value'), errors.value)}
            />
          </FormField>
          <FormField
            id={field('min')}
            label="Pedido mínimo (R$)"
            error={errors.minOrderCents}
            hint="Em branco: sem mínimo."
          >
            <Input
              id={field('min')}
              inputMode="decimal"
              value={draft.minOrder}
              onChange={(event) => change({ minOrder: event.target.value })}
              {...errorProps(field('min'), errors.minOrderCents)}
            />
          </FormField>
          <FormField
            id={field('limit')}
            label="Limite de usos"
            error={errors.usageLimit}
            hint="Em branco: sem limite."
          >
            <Input
              id={field('limit')}
              inputMode="numeric"
              value={draft.usageLimit}
              onChange={(event) => change({ usageLimit: event.target.value })}
              {...errorProps(field('limit'), errors.usageLimit)}
            />
          </FormField>
          <FormField
            id={field('per-phone')}
            label="Usos por cliente (telefone)"
            error={errors.perPhoneLimit}
            hint="Em branco: sem limite."
          >
            <Input
              id={field('per-phone')}
              inputMode="numeric"
              value={draft.perPhoneLimit}
              onChange={(event) => change({ perPhoneLimit: event.target.value })}
              {...errorProps(field('per-phone'), errors.perPhoneLimit)}
            />
          </FormField>
        </div>
        <FormField
          id={field('description')}
          label="Descrição (aparece em Ofertas, se público)"
          error={errors.description}
        >
          <Textarea
            id={field('description')}
            rows={2}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </FormField>
        <DateFields
          idPrefix={field('dates')}
          validFrom={draft.validFrom}
          validUntil={draft.validUntil}
          errors={errors}
          onChange={change}
        />
        <WeekdayPicker value={draft.weekdays} onChange={(weekdays) => change({ weekdays })} />
        <div className="flex flex-col gap-2 text-sm text-stone-800">
          <Check
            label="Só no primeiro pedido do cliente"
            checked={draft.firstOrderOnly}
            onChange={(firstOrderOnly) => change({ firstOrderOnly })}
          />
          <Check
            label="Público: mostrar na página Ofertas"
            checked={draft.isPublic}
            onChange={(isPublic) => change({ isPublic })}
          />
          <Check
            label="Ativo"
            checked={draft.isActive}
            onChange={(isActive) => change({ isActive })}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar cupom'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
