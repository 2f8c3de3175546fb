import { PlusIcon, XIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PAYMENT_OPTIONS_MAX } from '../../../../domain/establishment';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { MoneyInput } from '../../../admin/ui/money-input';
import { FlavourRuleSection } from './flavour-rule-section';
import { normalizePixKey } from '../../../../domain/pix';
import { PixProviderSection } from './pix-provider-section';
import { PixSection } from './pix-section';
import type { SectionProps } from './section-props';
import { addPaymentOption } from '../utils/working-copy';

/** 'Pagamento' (docs/product/screens.md#settings, docs/product/rules.md#pizza-wizard): the options the checkout offers, and the extra-flavour price rule. */
export function PaymentTab(props: SectionProps) {
  const { copy, update, errors } = props;
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const listError = Object.entries(errors).find(([path]) => path.startsWith('paymentOptions'))?.[1];

  function add(event: FormEvent) {
    event.preventDefault();
    const result = addPaymentOption(copy.paymentOptions, text);
    setMessage(result.error);
    if (result.error === null && result.options.length !== copy.paymentOptions.length) {
      update({ paymentOptions: result.options });
      setText('');
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="payment-title" className="flex flex-col gap-3">
        <div>
          <h2 id="payment-title" className="text-base font-bold text-stone-900">
            Formas de pagamento
          </h2>
          <p className="text-sm text-stone-600">
            O cliente escolhe uma delas ao finalizar o pedido.
          </p>
        </div>
        {copy.paymentOptions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            Nenhuma forma de pagamento: os clientes não conseguirão finalizar pedidos.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200">
            {copy.paymentOptions.map((option, index) => (
              <li key={`${option}-${index}`} className="flex items-center gap-3 py-1.5 pr-1.5 pl-4">
                <span className="min-w-0 flex-1 break-words text-stone-900">{option}</span>
                <Button
                  variant="bare"
                  size="iconSm"
                  className="text-stone-600 hover:bg-stone-100 hover:text-red-700"
                  aria-label={`Remover ${option}`}
                  title="Remover"
                  onClick={() =>
                    update({ paymentOptions: copy.paymentOptions.filter((_, i) => i !== index) })
                  }
                >
                  <XIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
        <form onSubmit={add} noValidate className="flex flex-col gap-1.5">
          <Label htmlFor="settings-new-payment">Nova forma de pagamento</Label>
          <div className="flex gap-2">
            <Input
              id="settings-new-payment"
              placeholder="Ex.: Vale-refeição"
              maxLength={60}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setMessage(null);
              }}
              aria-describedby={message ? 'settings-new-payment-error' : undefined}
            />
            <Button
              type="submit"
              variant="outline"
              size="field"
              className="shrink-0"
              disabled={copy.paymentOptions.length >= PAYMENT_OPTIONS_MAX}
            >
              <PlusIcon aria-hidden />
              Adicionar
            </Button>
          </div>
          {message && (
            <p id="settings-new-payment-error" className="text-sm font-medium text-red-700">
              {message}
            </p>
          )}
        </form>
      </section>

      <PixSection {...props} />

      <PixProviderSection
        shopPixKey={normalizePixKey(copy.pix.keyType, copy.pix.key) ?? copy.pix.key.trim()}
      />

      <OrderCeilingSection {...props} />

      <FlavourRuleSection {...props} />
    </div>
  );
}

/** 'Valor máximo por pedido': above it an order is refused, and the customer told to call. */
function OrderCeilingSection({ copy, update, errors }: SectionProps) {
  return (
    <section aria-labelledby="order-ceiling-title" className="flex flex-col gap-3">
      <div>
        <h2 id="order-ceiling-title" className="text-base font-bold text-stone-900">
          Valor máximo por pedido
        </h2>
        <p className="text-sm text-stone-600">
          Um pedido acima deste total é recusado, e o cliente é convidado a falar com a pizzaria
          pelo WhatsApp: evita pedidos enormes por engano ou de brincadeira.
        </p>
      </div>
      <MoneyInput
        id="settings-max-order-total"
        label="Valor máximo (R$)"
        className="max-w-xs"
        cents={copy.maxOrderTotalCents}
        error={errors.maxOrderTotalCents}
        // empty is 0, below the least ceiling: the settings' check says what the least one is
        emptyAs={0}
        onChange={(cents) => update({ maxOrderTotalCents: cents ?? 0 })}
      />
    </section>
  );
}
