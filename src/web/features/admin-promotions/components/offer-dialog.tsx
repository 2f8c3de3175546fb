import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Offer } from '../../../../domain/promotions';
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
import { useMenuCategories, useSaveOffer } from '../api/promotions-api';
import {
  OfferFormSchema,
  offerFormValues,
  type OfferFormOutput,
  type OfferFormValues,
} from '../utils/offer-form';
import { Check } from './coupon-dialog';
import { DateFields, messagesOf, WeekdayPicker } from './form-parts';

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
  const categories = useMenuCategories().data?.categories ?? [];
  const save = useSaveOffer();
  const form = useForm<OfferFormValues, unknown, OfferFormOutput>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues: offerFormValues(offer),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = messagesOf(form.formState.errors);
  const isCombo = form.watch('kind') === 'combo';
  const dates = form.watch(['validFrom', 'validUntil']);
  // the pickers are controlled: once submitted, a change checks the form again
  const setOptions = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const onSubmit = form.handleSubmit((data) => {
    save.mutate(
      { id: offer?.id ?? null, offer: data },
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
  });

  const field = (name: string) => `${id}-${name}`;
  const categoryChoice = (
    name: 'categorySlugs' | 'pairedCategorySlugs',
    legend: string,
    error: string | undefined,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: choice }) => (
        <fieldset
          className="flex flex-col gap-1.5"
          aria-describedby={error ? field(`${name}-error`) : undefined}
        >
          <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
          <div className="flex flex-wrap gap-1.5">
            {categories.map((category) => {
              const isChecked = choice.value.includes(category.slug);
              return (
                <label
                  key={category.slug}
                  className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-stone-300 px-2.5 py-1.5 text-sm text-stone-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    className="accent-brand-600"
                    checked={isChecked}
                    onBlur={choice.onBlur}
                    onChange={() =>
                      choice.onChange(
                        isChecked
                          ? choice.value.filter((slug) => slug !== category.slug)
                          : [...choice.value, category.slug],
                      )
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
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={field('name')} label="Nome da oferta" error={errors.name}>
            <Input
              id={field('name')}
              placeholder="Terça doce"
              {...errorProps(field('name'), errors.name)}
              {...form.register('name')}
            />
          </FormField>
          <FormField id={field('kind')} label="Tipo" error={errors.kind}>
            <NativeSelect id={field('kind')} {...form.register('kind')}>
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
            <MoneyField
              control={form.control}
              name="comboPriceCents"
              id={field('combo-price')}
              label="Preço do combo (R$)"
              hint="Adicionais e bordas são cobrados à parte."
              error={errors.comboPriceCents}
            />
          </>
        ) : (
          <FormField id={field('percent')} label="Desconto (%)" error={errors.percent}>
            <Input
              id={field('percent')}
              inputMode="numeric"
              {...errorProps(field('percent'), errors.percent)}
              {...form.register('percent')}
            />
          </FormField>
        )}
        <FormField id={field('description')} label="Descrição (aparece em Ofertas)">
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
        <div className="text-sm text-stone-800">
          <Check label="Ativa" {...form.register('isActive')} />
        </div>
      </DialogBody>
      <SaveDialogFooter saveLabel="Salvar oferta" isPending={save.isPending} onCancel={onDone} />
    </form>
  );
}
