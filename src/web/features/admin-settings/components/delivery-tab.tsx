import { PlusIcon, Trash2Icon, XIcon } from 'lucide-react';
import { maskCep } from '../../../../domain/customer';
import {
  ESTIMATE_MAX,
  MAX_CEP_RANGES_PER_ZONE,
  MAX_DELIVERY_ZONES,
  ZONE_NAME_MAX,
  type DeliverySettings,
  type DeliveryZone,
  type OutsideZonePolicy,
} from '../../../../domain/delivery';
import { onlyDigits } from '../../../../domain/formats';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { MoneyInput } from '../../../admin/ui/money-input';
import { Switch } from '../../../admin/ui/switch';
import type { SectionProps } from './section-props';

const OUTSIDE_ZONE_OPTIONS: readonly { value: OutsideZonePolicy; label: string; hint: string }[] = [
  {
    value: 'a_combinar',
    label: 'Aceitar com taxa a combinar',
    hint: 'O pedido chega com a taxa "a combinar": a pizzaria combina o valor com o cliente.',
  },
  {
    value: 'recusar',
    label: 'Recusar a entrega',
    hint: 'O cliente não consegue finalizar a entrega; se a retirada estiver ativa, ela é oferecida.',
  },
];

/**
 * 'Entrega' (docs/decisions/022): the bairros the shop delivers to with fee, estimate, minimum and
 * CEP ranges; what happens outside them; pickup at the counter. Edits the working copy like the
 * other tabs; the settings' schema checks it and its messages show on the fields.
 */
export function DeliveryTab({ copy, update, errors }: SectionProps) {
  const delivery = copy.delivery;
  const setDelivery = (patch: Partial<DeliverySettings>) =>
    update({ delivery: { ...delivery, ...patch } });
  const setZone = (index: number, patch: Partial<DeliveryZone>) =>
    setDelivery({ zones: delivery.zones.map((z, i) => (i === index ? { ...z, ...patch } : z)) });

  function addZone() {
    setDelivery({
      zones: [
        ...delivery.zones,
        {
          id: `z-${crypto.randomUUID()}`,
          name: '',
          feeCents: 0,
          estimate: copy.deliveryTime,
          minimumCents: null,
          cepRanges: [],
        },
      ],
    });
    // the new bairro's name is where the owner types next
    requestAnimationFrame(() =>
      document.getElementById(`settings-zone-${delivery.zones.length}-name`)?.focus(),
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="zones-title" className="flex flex-col gap-3">
        <div>
          <h2 id="zones-title" className="text-base font-bold text-stone-900">
            Bairros atendidos
          </h2>
          <p className="text-sm text-stone-600">
            Cada bairro tem sua taxa, a previsão de entrega e, se quiser, um pedido mínimo. O bairro
            digitado pelo cliente é reconhecido mesmo com acentos, maiúsculas ou abreviações (Jd.,
            Vl., Pq.); uma faixa de CEP vale mais que o bairro digitado.
          </p>
        </div>
        {delivery.zones.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-3 text-sm text-stone-700">
            Nenhum bairro cadastrado: a taxa de entrega fica "A confirmar" em todos os pedidos.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {delivery.zones.map((zone, index) => (
              <ZoneCard
                key={zone.id}
                zone={zone}
                index={index}
                errors={errors}
                onChange={(patch) => setZone(index, patch)}
                onRemove={() =>
                  setDelivery({ zones: delivery.zones.filter((_, i) => i !== index) })
                }
              />
            ))}
          </ol>
        )}
        <Button
          variant="outline"
          className="self-start"
          onClick={addZone}
          disabled={delivery.zones.length >= MAX_DELIVERY_ZONES}
        >
          <PlusIcon aria-hidden />
          Adicionar bairro
        </Button>
      </section>

      <section aria-labelledby="outside-title" className="flex flex-col gap-3">
        <div>
          <h2 id="outside-title" className="text-base font-bold text-stone-900">
            Endereço fora dos bairros
          </h2>
          <p className="text-sm text-stone-600">
            Quando o endereço não está em nenhum bairro da lista (e o cliente não escolhe um deles).
          </p>
        </div>
        <div
          role="radiogroup"
          aria-labelledby="outside-title"
          className="grid gap-2 md:grid-cols-2"
          {...(errors['delivery.outsideZone']
            ? { 'aria-describedby': 'settings-outside-zone-error' }
            : {})}
        >
          {OUTSIDE_ZONE_OPTIONS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border-2 p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                delivery.outsideZone === option.value
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-stone-200 hover:border-stone-300',
              )}
            >
              <input
                type="radio"
                name="settings-outside-zone"
                value={option.value}
                checked={delivery.outsideZone === option.value}
                onChange={() => setDelivery({ outsideZone: option.value })}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block font-semibold text-stone-900">{option.label}</span>
                <span className="text-stone-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors['delivery.outsideZone'] && (
          <p id="settings-outside-zone-error" className="text-sm font-medium text-red-700">
            {errors['delivery.outsideZone']}
          </p>
        )}
      </section>

      <section aria-labelledby="pickup-title" className="flex flex-col gap-3">
        <h2 id="pickup-title" className="text-base font-bold text-stone-900">
          Retirada no local
        </h2>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 p-4">
          <div>
            <Label htmlFor="settings-pickup">Aceitar retirada no local</Label>
            <p className="text-sm text-stone-600">
              O cliente escolhe entre Entrega e Retirada no local; a retirada não tem taxa e só pede
              nome e telefone.
            </p>
          </div>
          <Switch
            id="settings-pickup"
            checked={delivery.pickupEnabled}
            onCheckedChange={(pickupEnabled) => setDelivery({ pickupEnabled })}
          />
        </div>
        {delivery.pickupEnabled && (
          <FormField
            id="settings-pickup-estimate"
            label="Previsão para retirada"
            error={errors['delivery.pickupEstimate']}
            className="max-w-sm"
          >
            <Input
              id="settings-pickup-estimate"
              maxLength={ESTIMATE_MAX}
              placeholder="Ex.: 20 a 30 minutos"
              value={delivery.pickupEstimate}
              onChange={(event) => setDelivery({ pickupEstimate: event.target.value })}
              {...errorProps('settings-pickup-estimate', errors['delivery.pickupEstimate'])}
            />
          </FormField>
        )}
      </section>
    </div>
  );
}

function ZoneCard({
  zone,
  index,
  errors,
  onChange,
  onRemove,
}: {
  zone: DeliveryZone;
  index: number;
  errors: SectionProps['errors'];
  onChange: (patch: Partial<DeliveryZone>) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `settings-zone-${index}-${field}`;
  const err = (field: string) => errors[`delivery.zones.${index}.${field}`];
  const title = zone.name.trim() || `Bairro ${index + 1}`;
  return (
    <li aria-label={title} className="rounded-xl border border-stone-200 p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1.4fr)_auto] lg:items-start">
        <FormField id={id('name')} label="Bairro" error={err('name')}>
          <Input
            id={id('name')}
            maxLength={ZONE_NAME_MAX}
            placeholder="Ex.: Jardim Paulista"
            value={zone.name}
            onChange={(event) => onChange({ name: event.target.value })}
            {...errorProps(id('name'), err('name'))}
          />
        </FormField>
        <MoneyInput
          id={id('fee')}
          label="Taxa (R$)"
          cents={zone.feeCents}
          error={err('feeCents')}
          // empty: no fee
          emptyAs={0}
          onChange={(cents) => onChange({ feeCents: cents ?? 0 })}
        />
        <FormField id={id('estimate')} label="Previsão" error={err('estimate')}>
          <Input
            id={id('estimate')}
            maxLength={ESTIMATE_MAX}
            placeholder="Ex.: 40 a 50 minutos"
            value={zone.estimate}
            onChange={(event) => onChange({ estimate: event.target.value })}
            {...errorProps(id('estimate'), err('estimate'))}
          />
        </FormField>
        <MoneyInput
          id={id('minimum')}
          label="Pedido mínimo (R$)"
          cents={zone.minimumCents}
          error={err('minimumCents')}
          placeholder="Opcional"
          // empty: no minimum
          onChange={(cents) => onChange({ minimumCents: cents })}
        />
        <Button
          variant="bare"
          size="iconSm"
          className="justify-self-end text-stone-600 hover:bg-stone-100 hover:text-red-700 lg:mt-7"
          aria-label={`Remover ${title}`}
          title="Remover bairro"
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <CepRanges zone={zone} index={index} errors={errors} onChange={onChange} />
    </li>
  );
}

/** The zone's CEP ranges: 'de' and 'até', masked 99999-999, kept as digits. */
function CepRanges({
  zone,
  index,
  errors,
  onChange,
}: {
  zone: DeliveryZone;
  index: number;
  errors: SectionProps['errors'];
  onChange: (patch: Partial<DeliveryZone>) => void;
}) {
  const setRange = (r: number, part: 'from' | 'to', value: string) =>
    onChange({
      cepRanges: zone.cepRanges.map((range, i) =>
        i === r ? { ...range, [part]: onlyDigits(value).slice(0, 8) } : range,
      ),
    });
  return (
    <div className="mt-3 flex flex-col gap-2">
      {zone.cepRanges.map((range, r) => {
        const base = `settings-zone-${index}-cep-${r}`;
        const fromError = errors[`delivery.zones.${index}.cepRanges.${r}.from`];
        const toError = errors[`delivery.zones.${index}.cepRanges.${r}.to`];
        const error = fromError ?? toError;
        return (
          <div key={r} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1">
                <Label htmlFor={`${base}-from`}>CEP de</Label>
                <Input
                  id={`${base}-from`}
                  inputMode="numeric"
                  placeholder="01400-000"
                  className="w-32"
                  value={maskCep(range.from)}
                  onChange={(event) => setRange(r, 'from', event.target.value)}
                  {...errorProps(`${base}`, fromError)}
                />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`${base}-to`}>até</Label>
                <Input
                  id={`${base}-to`}
                  inputMode="numeric"
                  placeholder="01499-999"
                  className="w-32"
                  value={maskCep(range.to)}
                  onChange={(event) => setRange(r, 'to', event.target.value)}
                  {...errorProps(`${base}`, toError)}
                />
              </div>
              <Button
                variant="bare"
                size="iconSm"
                className="mb-1 text-stone-600 hover:bg-stone-100 hover:text-red-700"
                aria-label={`Remover faixa de CEP ${r + 1} de ${zone.name.trim() || 'este bairro'}`}
                title="Remover faixa"
                onClick={() => onChange({ cepRanges: zone.cepRanges.filter((_, i) => i !== r) })}
              >
                <XIcon aria-hidden />
              </Button>
            </div>
            {error && (
              <p id={`${base}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={zone.cepRanges.length >= MAX_CEP_RANGES_PER_ZONE}
        onClick={() => onChange({ cepRanges: [...zone.cepRanges, { from: '', to: '' }] })}
      >
        <PlusIcon aria-hidden />
        Faixa de CEP
      </Button>
    </div>
  );
}
