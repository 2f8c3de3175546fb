import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { CASH_PAYMENT, parseChangeFor } from '../../../../domain/checkout';
import { CustomerSchema } from '../../../../domain/customer';
import { formatBRL } from '../../../../domain/money';
import { refuseChange, refuseOrderTotal } from '../../../../domain/order-policy';
import { maskCep, maskPhone } from '../../../../domain/customer';
import { useEstablishment, useIsOpen } from '../../../api/get-establishment';
import { CustomerFields, EMPTY_CUSTOMER } from '../../../components/forms/customer-fields';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ShopClosedNotice } from '../../../components/shop/shop-closed-notice';
import { cn } from '../../../lib/cn';
import { useStoredProfile, type StoredProfile } from '../../../stores/customer-profile';
import { backUpForm, readFormBackup } from '../checkout/form-backup';
import { confirmSlotChoice, scheduledForOf, useSlotChoice } from '../checkout/slot-choice';
import { SlotPicker } from './slot-picker';
import type { PaymentChoice } from '../../../../domain/checkout';
import type { Customer } from '../../../../domain/customer';

function checkoutFormSchema(totalCents: number) {
  return z
    .extend(CustomerSchema, {
      paymentMethod: z.string().check(z.minLength(1, 'Escolha a forma de pagamento')),
      changeFor: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.paymentMethod !== CASH_PAYMENT) return;
        const cents = parseChangeFor(values.changeFor);
        if (cents === null) return;
        if (Number.isNaN(cents)) {
          ctx.addIssue({
            code: 'custom',
            path: ['changeFor'],
            message: 'Valor inválido. Ex.: 100,00',
          });
        } else {
          // the server's own rule (src/domain/order-policy.ts)
          const refusal = refuseChange(cents, totalCents);
          if (refusal)
            ctx.addIssue({ code: 'custom', path: ['changeFor'], message: refusal.message });
        }
      }),
    );
}

function defaultsFrom(profile: StoredProfile | null) {
  if (!profile) return { ...EMPTY_CUSTOMER, paymentMethod: '', changeFor: '' };
  const { savedAt: _at, ...customer } = profile;
  return {
    ...customer,
    phone: maskPhone(customer.phone),
    cep: maskCep(customer.cep),
    paymentMethod: '',
    changeFor: '',
  };
}

/** spec §2/§5 'Informações de Entrega': the customer, the address, and how they will pay. */
export function DeliveryForm({
  totalCents,
  onSubmit: submit,
  isSubmitting,
  blockedMessage = null,
}: {
  totalCents: number;
  onSubmit: (customer: Customer, payment: PaymentChoice) => Promise<void>;
  isSubmitting: boolean;
  /** Why the order cannot be placed yet (lines the menu no longer sells), or null. */
  blockedMessage?: string | null;
}) {
  const profile = useStoredProfile();
  const { data: shop } = useEstablishment();
  const isOpen = useIsOpen(shop);
  const schema = checkoutFormSchema(totalCents);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaultsFrom(profile),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // spec §7 customerFormBackup: what was typed survives a reload of this tab until the order is
  // placed; read after mount (never in a render the server could have made)
  useEffect(() => {
    const backup = readFormBackup();
    if (backup) form.reset(backup);
    const subscription = form.watch((values) => backUpForm(values));
    return () => subscription.unsubscribe();
  }, [form]);
  const paymentMethod = form.watch('paymentMethod');
  const paymentError = form.formState.errors.paymentMethod?.message;
  const changeError = form.formState.errors.changeFor?.message;
  const slotChoice = useSlotChoice();
  // closed, the order may still go for a slot of the next opening (docs/decisions/023)
  const isClosed = isOpen === false && scheduledForOf(slotChoice) === null;
  // the server refuses such an order: say it here, with what to do (src/domain/order-policy.ts)
  const tooLarge = shop ? refuseOrderTotal(totalCents, shop.maxOrderTotalCents) : null;

  const onSubmit = form.handleSubmit(async ({ paymentMethod: method, changeFor, ...customer }) => {
    if (!confirmSlotChoice()) return;
    const change = method === CASH_PAYMENT ? parseChangeFor(changeFor) : null;
    await submit(customer, { paymentMethod: method, changeForCents: change });
  });

  return (
    <section
      aria-labelledby="delivery-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="delivery-title" className="text-lg font-bold text-stone-900">
        Informações de Entrega
      </h2>
      {/* the menu and the cart said it first; here it stands by the button it disables */}
      <ShopClosedNotice className="mt-4" />
      {tooLarge && (
        <Alert tone="warning" className="mt-4">
          <TriangleAlertIcon aria-hidden />
          <div>
            <AlertTitle>Pedido acima do limite</AlertTitle>
            <AlertDescription>{tooLarge.message}</AlertDescription>
          </div>
        </Alert>
      )}
      <FormProvider {...form}>
        <form className="mt-4 flex flex-col gap-6" noValidate onSubmit={onSubmit}>
          <CustomerFields idPrefix="delivery" cepLookup="on-complete" />
          <SlotPicker />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-stone-800">
              Forma de pagamento
            </legend>
            <div
              className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              {...(paymentError ? { 'aria-describedby': 'delivery-payment-error' } : {})}
            >
              {(shop?.paymentOptions ?? []).map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                    paymentMethod === option
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-stone-200 text-stone-800 hover:border-stone-300',
                  )}
                >
                  <input
                    type="radio"
                    value={option}
                    className="size-4 accent-brand-600"
                    {...form.register('paymentMethod', {
                      onChange: () => form.clearErrors(['paymentMethod', 'changeFor']),
                    })}
                  />
                  {option}
                </label>
              ))}
            </div>
            {paymentError && (
              <p id="delivery-payment-error" className="text-sm font-medium text-red-700">
                {paymentError}
              </p>
            )}
          </fieldset>
          {paymentMethod === CASH_PAYMENT && (
            <FormField
              id="delivery-change"
              label="Troco para"
              error={changeError}
              hint={`Deixe em branco se não precisar de troco. Total: ${formatBRL(totalCents)}`}
            >
              <Input
                id="delivery-change"
                inputMode="decimal"
                placeholder="Ex.: 100,00"
                className="max-w-48"
                {...errorProps('delivery-change', changeError)}
                {...form.register('changeFor', { onChange: () => form.clearErrors('changeFor') })}
              />
            </FormField>
          )}
          {blockedMessage && (
            <p id="delivery-blocked" role="alert" className="text-sm font-medium text-red-700">
              {blockedMessage}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={isSubmitting || isClosed || tooLarge !== null || blockedMessage !== null}
            {...(blockedMessage ? { 'aria-describedby': 'delivery-blocked' } : {})}
            className="w-full"
          >
            {isSubmitting ? 'Enviando pedido...' : 'Finalizar Pedido'}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
