import { zodResolver } from '@hookform/resolvers/zod';
import { StoreIcon, TriangleAlertIcon, TruckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { CASH_PAYMENT, parseChangeFor } from '../../../../domain/checkout';
import { CustomerSchema, OrderCustomerSchema } from '../../../../domain/customer';
import {
  FULFILMENT_LABELS,
  type DeliveryZone,
  type Fulfilment,
  type OutsideZonePolicy,
} from '../../../../domain/delivery';
import type { DeliveryQuoteResult } from '../../../../domain/delivery-quote';
import { formatBRL } from '../../../../domain/money';
import { orderTotalCents } from '../../../../domain/order-total';
import { refuseChange, refuseOrderTotal } from '../../../../domain/order-policy';
import { maskCep, maskPhone } from '../../../../domain/customer';
import { useEstablishment, useIsOpen } from '../../../api/get-establishment';
import { CustomerFields, EMPTY_CUSTOMER } from '../../../components/forms/customer-fields';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ShopClosedNotice } from '../../../components/shop/shop-closed-notice';
import { DataNotice } from '../../../components/privacy/data-notice';
import { MARKETING_OPT_IN_LABEL } from '../../../../domain/privacy';
import { cn } from '../../../lib/cn';
import {
  CustomerFormFields,
  useStoredProfile,
  type StoredProfile,
} from '../../../stores/customer-profile';
import { backUpForm, readFormBackup } from '../checkout/form-backup';
import { confirmSlotChoice, scheduledForOf, useSlotChoice } from '../checkout/slot-choice';
import { SlotPicker } from './slot-picker';
import { CheckoutBar } from './checkout-bar';
import type { DeliveryChoice, PaymentChoice } from '../../../../domain/checkout';
import type { Customer } from '../../../../domain/customer';
import { deliveryChoiceOf, type DeliveryInputs } from '../checkout/use-delivery-quote';

const CONTROLS = 'input:not([type="hidden"]):not([disabled]), select, textarea';

/** The form's first field (the delivery-or-pickup choice when the shop offers pickup). */
function firstControl(form: HTMLFormElement | null): HTMLElement | null {
  return form?.querySelector<HTMLElement>(CONTROLS) ?? null;
}

/** The first control, in the page's order, of one of these fields (a radio group's first radio). */
function firstControlNamed(
  form: HTMLFormElement | null,
  names: readonly string[],
): HTMLElement | null {
  const controls = form ? Array.from(form.querySelectorAll<HTMLElement>(CONTROLS)) : [];
  return controls.find((control) => names.includes(control.getAttribute('name') ?? '')) ?? null;
}

/** Name and phone: all a pickup order asks (docs/decisions/022). */
const PickupCustomerSchema = z.pick(CustomerSchema, { name: true, phone: true });

function checkoutFormSchema(totalCents: number) {
  return z
    .object({
      ...CustomerFormFields,
      // checked below with the customer: every error shows at once, not the payment's alone
      // no radio chosen reads null in the browser: that is the missing choice, not a bad type
      paymentMethod: z.nullable(z.string()),
      changeFor: z.string(),
      /** 'entrega' or 'retirada' ('' from an older backup: a delivery). */
      fulfilment: z.string(),
      /** The bairro picked from the list, or ''. */
      deliveryZoneId: z.string(),
      /** 'Quero receber promoções' (LGPD: unchecked unless the customer checks it). */
      marketingOptIn: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((values, ctx) => {
        // a delivery checks the whole address with the spec's messages; pickup the name and phone
        const customer = (
          values.fulfilment === 'retirada' ? PickupCustomerSchema : CustomerSchema
        ).safeParse(values);
        if (!customer.success) {
          for (const issue of customer.error.issues) {
            ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
          }
        }
        if (!values.paymentMethod) {
          ctx.addIssue({
            code: 'custom',
            path: ['paymentMethod'],
            message: 'Escolha a forma de pagamento',
          });
        }
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
          // the server's own rule (src/domain/order-policy.ts), against the total with the fee
          const refusal = refuseChange(cents, totalCents);
          if (refusal)
            ctx.addIssue({ code: 'custom', path: ['changeFor'], message: refusal.message });
        }
      }),
    );
}

/**
 * The profile fills the customer and the address; delivery or pickup starts as a delivery each
 * time (the tab's backup keeps the choice through a reload, decision 022).
 */
function defaultsFrom(profile: StoredProfile | null) {
  const choices = {
    paymentMethod: '',
    changeFor: '',
    fulfilment: 'entrega',
    deliveryZoneId: '',
    // what this customer chose last time on this device; never checked for them
    marketingOptIn: profile?.marketingOptIn ?? false,
  };
  if (!profile) return { ...EMPTY_CUSTOMER, ...choices };
  const { savedAt: _at, marketingOptIn: _optIn, ...customer } = profile;
  return {
    ...customer,
    phone: maskPhone(customer.phone),
    cep: maskCep(customer.cep),
    ...choices,
  };
}

/**
 * docs/product/screens.md#settings, docs/product/rules.md#customer-data 'Informações de Entrega': delivery or pickup, the customer, the address with the fee
 * of its bairro, and how they will pay.
 */
export function DeliveryForm({
  totalCents: subtotalCents,
  discountCents = 0,
  onSubmit: submit,
  isSubmitting,
  blockedMessage = null,
  quote = null,
  onDeliveryChange,
  focusOnOpen = false,
}: {
  /** The cart's subtotal, without the delivery fee. */
  totalCents: number;
  /** What the server's offers and coupon take off the items (docs/decisions/032). */
  discountCents?: number;
  onSubmit: (
    customer: Customer,
    payment: PaymentChoice,
    delivery: DeliveryChoice | null,
    consent: { marketingOptIn: boolean },
  ) => Promise<void>;
  isSubmitting: boolean;
  /** Why the order cannot be placed yet (lines the menu no longer sells), or null. */
  blockedMessage?: string | null;
  /** The delivery quote of what is typed (the cart page computes it for the summary too). */
  quote?: DeliveryQuoteResult | null;
  /** Tells the cart page what prices the delivery, each time it changes. */
  onDeliveryChange?: (inputs: DeliveryInputs) => void;
  /** Opened by 'Continuar para Entrega', which is gone now: the first field takes the focus. */
  focusOnOpen?: boolean;
}) {
  const profile = useStoredProfile();
  const { data: shop } = useEstablishment();
  const isOpen = useIsOpen(shop);
  const totalCents = orderTotalCents({
    subtotalCents,
    deliveryFeeCents: quote?.quote.feeCents ?? null,
    discountCents,
  });
  const schema = checkoutFormSchema(totalCents);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaultsFrom(profile),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // the first invalid field in the page's order takes the focus (below), not the first registered
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnOpen) firstControl(formRef.current)?.focus();
  }, [focusOnOpen]);
  // after a refused submit, once the errors are on screen: the first invalid field on the page
  const [invalidFields, setInvalidFields] = useState<{ names: readonly string[] } | null>(null);
  useEffect(() => {
    if (invalidFields) firstControlNamed(formRef.current, invalidFields.names)?.focus();
  }, [invalidFields]);
  // docs/product/device-and-server.md#device-storage, customerFormBackup: what was typed survives a reload of this tab until the order is
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
  const isPickupOffered = shop?.delivery.pickupEnabled ?? false;
  const typedFulfilment = form.watch('fulfilment');
  const fulfilment: Fulfilment =
    typedFulfilment === 'retirada' && isPickupOffered ? 'retirada' : 'entrega';
  // the shop stopped offering pickup (or a backup says pickup): the form is a delivery again
  useEffect(() => {
    if (shop && !isPickupOffered && typedFulfilment === 'retirada') {
      form.setValue('fulfilment', 'entrega');
    }
  }, [form, shop, isPickupOffered, typedFulfilment]);
  const district = form.watch('district');
  const cep = form.watch('cep');
  const chosenZoneId = form.watch('deliveryZoneId') || null;
  useEffect(() => {
    onDeliveryChange?.({ fulfilment, district, cep, chosenZoneId });
  }, [onDeliveryChange, fulfilment, district, cep, chosenZoneId]);
  const slotChoice = useSlotChoice();
  // closed, the order may still go for a slot of the next opening (docs/decisions/023)
  const isClosed = isOpen === false && scheduledForOf(slotChoice) === null;
  // the server refuses such an order: say it here, with what to do (src/domain/order-policy.ts)
  const tooLarge = shop ? refuseOrderTotal(totalCents, shop.maxOrderTotalCents) : null;
  const blocked = blockedMessage ?? quote?.refusal?.message ?? null;

  const onSubmit = form.handleSubmit(
    async ({
      paymentMethod: method,
      changeFor,
      fulfilment: _f,
      deliveryZoneId: _z,
      marketingOptIn,
      ...typed
    }) => {
      if (!confirmSlotChoice()) return;
      const change = method === CASH_PAYMENT ? parseChangeFor(changeFor) : null;
      const customer =
        fulfilment === 'retirada'
          ? OrderCustomerSchema.parse({ name: typed.name, phone: typed.phone })
          : CustomerSchema.parse(typed);
      await submit(
        customer,
        { paymentMethod: method ?? '', changeForCents: change },
        quote ? deliveryChoiceOf(quote) : null,
        { marketingOptIn },
      );
    },
    (errors) => setInvalidFields({ names: Object.keys(errors) }),
  );

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
        <form ref={formRef} className="mt-4 flex flex-col gap-6" noValidate onSubmit={onSubmit}>
          {isPickupOffered && (
            <FulfilmentChoice
              value={fulfilment}
              onChange={(value) => form.setValue('fulfilment', value)}
            />
          )}
          {fulfilment === 'retirada' && shop && (
            <div
              id="delivery-pickup"
              className="flex gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-800"
            >
              <StoreIcon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-stone-900">Retire seu pedido na pizzaria</p>
                <p className="mt-0.5">{shop.address}</p>
                <p className="mt-1 text-stone-600">
                  Pronto em {shop.delivery.pickupEstimate}. Sem taxa de entrega.
                </p>
              </div>
            </div>
          )}
          <CustomerFields
            idPrefix="delivery"
            cepLookup="on-complete"
            showAddress={fulfilment === 'entrega'}
          />
          {fulfilment === 'entrega' && quote && shop && shop.delivery.zones.length > 0 && (
            <DeliveryQuoteNote
              quote={quote}
              zones={shop.delivery.zones}
              outsideZone={shop.delivery.outsideZone}
              chosenZoneId={chosenZoneId ?? ''}
              onChoose={(id) => form.setValue('deliveryZoneId', id)}
            />
          )}
          <SlotPicker />
          <fieldset className="flex flex-col gap-2">
            <legend
              id="delivery-payment-legend"
              className="mb-2 text-sm font-semibold text-stone-800"
            >
              Forma de pagamento
            </legend>
            <div
              role="radiogroup"
              aria-labelledby="delivery-payment-legend"
              className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              {...(paymentError
                ? { 'aria-invalid': true, 'aria-describedby': 'delivery-payment-error' }
                : {})}
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
          <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 text-sm text-stone-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              {...form.register('marketingOptIn')}
            />
            <span>
              {MARKETING_OPT_IN_LABEL}
              <span className="block text-stone-600">
                Opcional. Você pode desmarcar quando quiser.
              </span>
            </span>
          </label>
          {blocked && (
            <p id="delivery-blocked" role="alert" className="text-sm font-medium text-red-700">
              {blocked}
            </p>
          )}
          <CheckoutBar subtotalCents={subtotalCents} discountCents={discountCents} quote={quote}>
            <Button
              type="submit"
              size="lg"
              disabled={isSubmitting || isClosed || tooLarge !== null || blocked !== null}
              {...(blocked ? { 'aria-describedby': 'delivery-blocked' } : {})}
              className="w-full"
            >
              {isSubmitting ? 'Enviando pedido...' : 'Finalizar Pedido'}
            </Button>
          </CheckoutBar>
          <DataNotice id="delivery-data-notice" className="-mt-2" />
        </form>
      </FormProvider>
    </section>
  );
}

/** 'Entrega' or 'Retirada no local', shown when the shop offers pickup. */
function FulfilmentChoice({
  value,
  onChange,
}: {
  value: Fulfilment;
  onChange: (value: Fulfilment) => void;
}) {
  const options = [
    { value: 'entrega', Icon: TruckIcon },
    { value: 'retirada', Icon: StoreIcon },
  ] as const;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">
        Como você quer receber seu pedido?
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(({ value: option, Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === option
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-stone-200 text-stone-800 hover:border-stone-300',
            )}
          >
            <input
              type="radio"
              name="delivery-fulfilment"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon className="size-5 shrink-0" aria-hidden />
            {FULFILMENT_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What the delivery costs as soon as the bairro or the CEP is known; when the address matches no
 * zone, the zones as a choice, so a typo never blocks the order.
 */
function DeliveryQuoteNote({
  quote: result,
  zones,
  outsideZone,
  chosenZoneId,
  onChoose,
}: {
  quote: DeliveryQuoteResult;
  zones: readonly DeliveryZone[];
  outsideZone: OutsideZonePolicy;
  chosenZoneId: string;
  onChoose: (zoneId: string) => void;
}) {
  const { quote } = result;
  return (
    <div className="flex flex-col gap-3">
      <div role="status" className="text-sm">
        {quote.kind === 'zona' ? (
          <div className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-950">
            <p className="font-semibold">
              Entrega em {quote.zone.name}: {formatBRL(quote.feeCents)}
            </p>
            <p className="mt-0.5">
              Previsão: {quote.estimate}
              {quote.minimumCents !== null && ` · Pedido mínimo: ${formatBRL(quote.minimumCents)}`}
            </p>
          </div>
        ) : quote.kind === 'sem_endereco' ? (
          <p className="text-stone-600">
            A taxa de entrega aparece assim que você informar o CEP ou o bairro.
          </p>
        ) : quote.kind === 'fora' && outsideZone === 'a_combinar' && chosenZoneId === '' ? (
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            Seu bairro não está na nossa lista de entrega: a taxa será combinada com a pizzaria.
          </p>
        ) : null}
      </div>
      {result.offersZoneChoice && (
        <fieldset className="rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">Escolha seu bairro</legend>
          <p className="mb-3 text-sm text-stone-600">
            Não encontramos o bairro digitado entre os que atendemos. Se ele tiver outro nome na
            lista, escolha-o aqui.
          </p>
          <div className="flex flex-col gap-1.5">
            {zones.map((zone) => (
              <ZoneOption
                key={zone.id}
                value={zone.id}
                checked={chosenZoneId === zone.id}
                onChoose={onChoose}
                label={zone.name}
                detail={formatBRL(zone.feeCents)}
              />
            ))}
            {outsideZone === 'a_combinar' && (
              <ZoneOption
                value=""
                checked={chosenZoneId === ''}
                onChoose={onChoose}
                label="Nenhum destes"
                detail="Taxa a combinar"
              />
            )}
          </div>
        </fieldset>
      )}
    </div>
  );
}

function ZoneOption({
  value,
  checked,
  onChoose,
  label,
  detail,
}: {
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  label: string;
  detail: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50' : 'border-stone-200 hover:border-stone-300',
      )}
    >
      <input
        type="radio"
        name="delivery-zone"
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="size-4 accent-brand-600"
      />
      <span className="min-w-0 flex-1 font-medium text-stone-900">{label}</span>
      <span className="text-stone-600 tabular-nums">{detail}</span>
    </label>
  );
}
