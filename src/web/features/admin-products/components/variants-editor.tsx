import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
} from 'react-hook-form';
import type { ProductData } from '../../../../domain/admin-catalogue';
import { VARIANT_NAME_MAX, VARIANTS_MAX } from '../../../../domain/variants';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { MoneyField } from '../../../admin/ui/money-input';
import { Switch } from '../../../admin/ui/switch';
import type { ProductFormValues } from '../utils/product-form';

/**
 * The variants of a product sold without sizes (decision 052): 'Lata 350 ml', '600 ml', '2 L',
 * each a name, a price and whether it is on sale, in the order the storefront shows them. Saved
 * with the product; one removed here is deleted then, and orders keep its name.
 */
export function VariantsEditor({
  control,
  errors,
}: {
  control: Control<ProductFormValues, unknown, ProductData>;
  errors: FieldErrors<ProductFormValues>['variants'];
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variants' });
  // the names as typed, for the buttons' names
  const values = useWatch({ control, name: 'variants' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">Opções</legend>
      <p className="text-xs text-stone-600">
        {fields.length === 0
          ? 'Vendido em mais de uma versão (lata, 600 ml, 2 L)? Adicione uma opção para cada, com seu preço.'
          : "O cliente escolhe uma das opções; o cardápio mostra 'a partir de' o menor preço."}
      </p>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Opções do produto">
          {fields.map((field, index) => {
            const id = `product-variant-${index}`;
            const label = values[index]?.name.trim() || `Opção ${index + 1}`;
            const error = errors?.[index];
            return (
              <li
                key={field.id}
                className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3"
              >
                <div className="grid gap-2 sm:grid-cols-[1fr_9rem]">
                  <FormField id={`${id}-name`} label="Nome da opção" error={error?.name?.message}>
                    <Controller
                      control={control}
                      name={`variants.${index}.name`}
                      render={({ field: input }) => (
                        <Input
                          id={`${id}-name`}
                          autoComplete="off"
                          maxLength={VARIANT_NAME_MAX}
                          placeholder="Ex.: Lata 350 ml"
                          {...errorProps(`${id}-name`, error?.name?.message)}
                          {...input}
                        />
                      )}
                    />
                  </FormField>
                  <MoneyField
                    control={control}
                    name={`variants.${index}.priceCents`}
                    id={`${id}-price`}
                    label="Preço"
                    error={error?.priceCents?.message}
                  />
                </div>
                <div className="flex items-center justify-between gap-2">
                  <Controller
                    control={control}
                    name={`variants.${index}.isActive`}
                    render={({ field: active }) => (
                      <label className="flex items-center gap-2 text-sm text-stone-700">
                        <Switch
                          checked={active.value}
                          onCheckedChange={active.onChange}
                          aria-label={`${label} à venda`}
                        />
                        {active.value ? 'À venda' : 'Pausada'}
                      </label>
                    )}
                  />
                  <div className="flex items-center gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="iconSm"
                      aria-label={`Subir ${label}`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUpIcon aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="iconSm"
                      aria-label={`Descer ${label}`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownIcon aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="dangerGhost"
                      size="iconSm"
                      aria-label={`Excluir ${label}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {errors?.root?.message && (
        <p className="text-sm font-medium text-red-700">{errors.root.message}</p>
      )}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={fields.length >= VARIANTS_MAX}
        onClick={() => append({ name: '', priceCents: null, isActive: true })}
      >
        <PlusIcon aria-hidden />
        Adicionar opção
      </Button>
    </fieldset>
  );
}
