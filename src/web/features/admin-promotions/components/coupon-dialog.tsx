import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { COUPON_CODE_MAX, type Coupon } from '../../../../domain/promotions';
import { errorProps, FormField } from '../../../components/forms/form-field';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { MoneyField } from '../../../admin/ui/money-input';
import { NativeSelect } from '../../../admin/ui/select';
import { SaveDialogFooter } from '../../../admin/ui/save-dialog-footer';
import { useSaveCoupon } from '../api/promotions-api';
import {
  CouponFormSchema,
  couponFormValues,
  type CouponFormOutput,
  type CouponFormValues,
} from '../utils/coupon-form';
import { DateFields, messagesOf, WeekdayPicker } from './form-parts';

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
  const save = useSaveCoupon();
  const form = useForm<CouponFormValues, unknown, CouponFormOutput>({
    resolver: zodResolver(CouponFormSchema),
    defaultValues: couponFormValues(coupon),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = messagesOf(form.formState.errors);
  const kind = form.watch('kind');
  const dates = form.watch(['validFrom', 'validUntil']);
  // the date and weekday pickers are controlled: once submitted, a change checks the form again
  const setOptions = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const onSubmit = form.handleSubmit((data) => {
    save.mutate(
      { id: coupon?.id ?? null, coupon: data },
      {
        onSuccess: (saved) => {
          toast.success(coupon ? 'Cupom atualizado!' : `Cupom ${saved.code} criado!`);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setError('code', { message: error.message }, { shouldFocus: true });
            return;
          }
          toast.error('Não foi possível salvar o cupom.', {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  });

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={field('code')} label="Código" error={errors.code}>
            <Input
              id={field('code')}
              maxLength={COUPON_CODE_MAX}
              className="uppercase"
              autoCapitalize="characters"
              {...errorProps(field('code'), errors.code)}
              {...form.register('code')}
            />
          </FormField>
          <FormField id={field('kind')} label="Tipo de desconto" error={errors.kind}>
            <NativeSelect id={field('kind')} {...form.register('kind')}>
              <option value="percent">Percentual (%)</option>
              <option value="fixed">Valor fixo (R$)</option>
            </NativeSelect>
          </FormField>
          {kind === 'percent' ? (
            <FormField id={field('value')} label="Desconto (%)" error={errors.value}>
              <Input
                id={field('value')}
                inputMode="numeric"
                {...errorProps(field('value'), errors.value)}
                {...form.register('percent')}
              />
            </FormField>
          ) : (
            <MoneyField
              control={form.control}
              name="amountCents"
              id={field('value')}
              label="Desconto (R$)"
              error={errors.value}
            />
          )}
          <MoneyField
            control={form.control}
            name="minOrderCents"
            id={field('min')}
            label="Pedido mínimo (R$)"
            hint="Em branco: sem mínimo."
            error={errors.minOrderCents}
          />
          <FormField
            id={field('limit')}
            label="Limite de usos"
            error={errors.usageLimit}
            hint="Em branco: sem limite."
          >
            <Input
              id={field('limit')}
              inputMode="numeric"
              {...errorProps(field('limit'), errors.usageLimit)}
              {...form.register('usageLimit')}
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
              {...errorProps(field('per-phone'), errors.perPhoneLimit)}
              {...form.register('perPhoneLimit')}
            />
          </FormField>
        </div>
        <FormField
          id={field('description')}
          label="Descrição (aparece em Ofertas, se público)"
          error={errors.description}
        >
          <Textarea id={field('description')} rows={2} {...form.register('description')} />
        </FormField>
        <DateFields
          idPrefix={field('dates')}
          validFrom={dates[0]}
          validUntil={dates[1]}
          errors={errors}
          onChange={(change) => {
            if (change.validFrom !== undefined) {
              form.setValue('validFrom', change.validFrom, setOptions);
            }
            if (change.validUntil !== undefined) {
              form.setValue('validUntil', change.validUntil, setOptions);
            }
          }}
        />
        <WeekdayPicker
          value={form.watch('weekdays')}
          onChange={(weekdays) => form.setValue('weekdays', weekdays, setOptions)}
        />
        <div className="flex flex-col gap-2 text-sm text-stone-800">
          <Check label="Só no primeiro pedido do cliente" {...form.register('firstOrderOnly')} />
          <Check label="Público: mostrar na página Ofertas" {...form.register('isPublic')} />
          <Check label="Ativo" {...form.register('isActive')} />
        </div>
      </DialogBody>
      <SaveDialogFooter saveLabel="Salvar cupom" isPending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** A checkbox with its label, registered with the form like any other field. */
export function Check({ label, ...props }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input type="checkbox" className="size-4 accent-brand-600" {...props} />
      {label}
    </label>
  );
}
