import { useId, useState, type FormEvent } from 'react';
import type { Weekday } from '../../../../domain/opening-hours';
import { OfferInputSchema, type Offer, type OfferKind } from '../../../../domain/promotions';
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
import { useMenuCategories, useSaveOffer } from '../api/promotions-api';
import { Check } from './coupon-dialog';
import {
  centsFromText,
  countFromText,
  DateFields,
  fieldErrorsOf,
  textFromCents,
  WeekdayPicker,
  type FieldErrors,
} from './form-parts';

interface OfferDraft {
  name: string;
  description: string;
  kind: OfferKind;
  categorySlugs: string[];
  percent: string;
  pairedCategorySlugs: string[];
  comboPrice: string;
  isActive: boolean;
  validFrom: string;
  validUntil: string;
  weekdays: Weekday[];
}

function draftOf(offer: Offer | null): OfferDraft {
  return {
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    kind: offer?.kind ?? 'category_percent',
    categorySlugs: offer?.categorySlugs ?? [],
    percent: offer?.percent === null || !offer ? '' : String(offer.percent),
    pairedCategorySlugs: offer?.pairedCategorySlugs ?? [],
    comboPrice: textFromCents(offer?.comboPriceCents ?? null),
    isActive: offer?.isActive ?? true,
    validFrom: offer?.validFrom ?? '',
    validUntil: offer?.validUntil ?? '',
    weekdays: offer?.weekdays ?? [],
  };
}

/**
 * 'Nova oferta' / 'Editar oferta': a percent off some categories ('terça: 20% nas pizzas doces')
 * or a combo ('pizza + refrigerante por R$ 60,00'). Applied without a code; listed on /offers.
 */
export function OfferDialog({
  open,
  offer,
  onOpenChange,
}: {
  open: boolean;
  offer: Offer | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="xl">
        <DialogHeader>
          <DialogTitle>
            {offer ? `Editar oferta: ${offer.name}` : 'Nova oferta automática'}
          </DialogTitle>
          <DialogDescription>
            Entra sozinha no carrinho quando vale. Se mais de uma valer, o cliente ganha a de maior
            desconto.
          </DialogDescription>
        </DialogHeader>
        {open && <OfferForm offer={offer} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function OfferForm({ offer, onDone }: { offer: Offer | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(offer));
  const [errors, setErrors] = useState<FieldErrors>({});
  const categories = useMenuCategories().data?.categories ?? [];
  const save = useSaveOffer();
  const change = (next: Partial<OfferDraft>) => setDraft((current) => ({ ...current, ...next }));
  const isCombo = draft.kind === 'combo';

  function submit(event: FormEvent) {
    event.preventDefault();
    const percent = isCombo ? null : countFromText(draft.percent);
    const comboPriceCents = isCombo ? centsFromText(draft.comboPrice) : null;
    const parsed = OfferInputSchema.safeParse({
      name: draft.name,
      description: draft.description,
      kind: draft.kind,
      categorySlugs: draft.categorySlugs,
      percent: Number.isNaN(percent) ? null : percent,
      pairedCategorySlugs: isCombo ? draft.pairedCategorySlugs : [],
      comboPriceCents: Number.isNaN(comboPriceCents) ? null : comboPriceCents,
      isActive: draft.isActive,
      validFrom: draft.validFrom || null,
      validUntil: draft.validUntil || null,
      weekdays: draft.weekdays,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: offer?.id ?? null, offer: parsed.data },
      {
        onSuccess: () => {
          toast.success(offer ? 'Oferta atualizada!' : 'Oferta criada!');
          onDone();
        },
        onError: (error) =>
          toast.error('Não foi possível salvar a oferta.', {
            description: error instanceof ApiError ? error.message : undefined,
          }),
      },
    );
  }

  const field = (name: string) => `${id}-${name}`;
  const categoryChoice = (
    name: 'categorySlugs' | 'pairedCategorySlugs',
    legend: string,
    error: string | undefined,
  ) => (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? field(`${name}-error`) : undefined}
    >
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {categories.map((category) => {
          const chosen = draft[name];
          const isChecked = chosen.includes(category.slug);
          return (
            <label
              key={category.slug}
              className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-stone-300 px-2.5 py-1.5 text-sm text-stone-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                className="accent-brand-600"
                checked={isChecked}
                onChange={() =>
                  change({
                    [name]: isChecked
                      ? chosen.filter((slug) => slug !== category.slug)
                      : [...chosen, category.slug],
                  })
                }
              />
              {category.name}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={field(`${name}-error`)} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={field('name')} label="Nome da oferta" error={errors.name}>
            <Input
              id={field('name')}
              value={draft.name}
              placeholder="Terça doce"
              onChange={(event) => change({ name: event.target.value })}
              {...errorProps(field('name'), errors.name)}
            />
          </FormField>
          <FormField id={field('kind')} label="Tipo" error={errors.kind}>
            <NativeSelect
              id={field('kind')}
              value={draft.kind}
              onChange={(event) => change({ kind: event.target.value as OfferKind })}
            >
              <option value="category_percent">Desconto (%) em categorias</option>
              <option value="combo">Combo com preço fechado</option>
            </NativeSelect>
          </FormField>
        </div>
        {categoryChoice(
          'categorySlugs',
          isCombo ? 'Primeiro item do combo (ex.: pizzas)' : 'Categorias com desconto',
          errors.categorySlugs,
        )}
        {isCombo ? (
          <>
            {categoryChoice(
              'pairedCategorySlugs',
              'Segundo item do combo (ex.: bebidas)',
              errors.pairedCategorySlugs,
            )}
            <FormField
              id={field('combo-price')}
              label="Preço do combo (R$)"
              error={errors.comboPriceCents}
              hint="Adicionais e bordas são cobrados à parte."
            >
              <Input
                id={field('combo-price')}
                inputMode="decimal"
                value={draft.comboPrice}
                onChange={(event) => change({ comboPrice: event.target.value })}
                {...errorProps(field('combo-price'), errors.comboPriceCents)}
              />
            </FormField>
          </>
        ) : (
          <FormField id={field('percent')} label="Desconto (%)" error={errors.percent}>
            <Input
              id={field('percent')}
              inputMode="numeric"
              value={draft.percent}
              onChange={(event) => change({ percent: event.target.value })}
              {...errorProps(field('percent'), errors.percent)}
            />
          </FormField>
        )}
        <FormField id={field('description')} label="Descrição (aparece em Ofertas)">
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
        <div className="text-sm text-stone-800">
          <Check
            label="Ativa"
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
          {save.isPending ? 'Salvando...' : 'Salvar oferta'}
        </Button>
      </DialogFooter>
    </form>
  );
}
