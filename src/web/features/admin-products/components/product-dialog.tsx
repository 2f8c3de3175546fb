import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  type AdminCategory,
  type AdminProduct,
  type ProductData,
} from '../../../../domain/admin-catalogue';
import { isSuspiciousPriceChange, priceChangeQuestion } from '../../../../domain/money';
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
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { MoneyField } from '../../../admin/ui/money-input';
import { NativeSelect } from '../../../admin/ui/select';
import { SwitchField } from '../../../admin/ui/switch';
import type { Size } from '../../../../domain/sizes';
import {
  isSoldBySizeIn,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from '../utils/product-form';
import { useSaveProduct } from '../api/save-product';
import { VariantsEditor } from './variants-editor';

/** docs/product/screens.md#products: the category select shows '(Salgado)' or '(Doce)' after the name, nothing when null. */
function categoryOptionLabel(category: AdminCategory): string {
  if (category.isSalgado === null) return category.name;
  return `${category.name} (${category.isSalgado ? 'Salgado' : 'Doce'})`;
}

/**
 * 'Adicionar Novo Produto' or 'Editar Produto: {nome}' (docs/product/screens.md#products, docs/product/states.md#product-dialog, docs/product/rules.md#customer-data). Validated with the API's
 * own ProductInputSchema; on success the list refreshes and the dialog closes.
 */
export function ProductDialog({
  open,
  product,
  categories,
  sizes,
  onOpenChange,
}: {
  open: boolean;
  /** null: a new product. */
  product: AdminProduct | null;
  categories: readonly AdminCategory[];
  /** The shop's sizes in menu order, inactive ones too (decision 046). */
  sizes: readonly Size[];
  onOpenChange: (open: boolean) => void;
}) {
  const isEdit = product !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="xl">
        <DialogHeader>
          <DialogTitle className="break-words">
            {isEdit ? `Editar Produto: ${product.name}` : 'Adicionar Novo Produto'}
          </DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'Altere os dados e salve para atualizar o cardápio.'
              : 'Preencha os dados do produto para incluí-lo no cardápio.'}
          </DialogDescription>
        </DialogHeader>
        {/* mounted on every opening (the content leaves the page when closed): a fresh form */}
        <ProductForm
          product={product}
          categories={categories}
          sizes={sizes}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({
  product,
  categories,
  sizes,
  onDone,
}: {
  product: AdminProduct | null;
  categories: readonly AdminCategory[];
  sizes: readonly Size[];
  onDone: () => void;
}) {
  const save = useSaveProduct();
  const schema = useMemo(() => productFormSchema(categories, sizes), [categories, sizes]);
  const form = useForm<ProductFormValues, unknown, ProductData>({
    resolver: zodResolver(schema),
    defaultValues: productFormValues(product, sizes),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const isEdit = product !== null;
  const soldBySize = isSoldBySizeIn(
    categories,
    useWatch({ control: form.control, name: 'categoryId' }),
  );

  const variantCount = useWatch({ control: form.control, name: 'variants' }).length;

  // a price moved more than 5× (a lost comma?) waits here for 'Confirmar' (docs/decisions/043)
  const [unconfirmed, setUnconfirmed] = useState<ProductData | null>(null);
  const priceQuestions = (data: ProductData): string[] =>
    product === null
      ? []
      : [
          ...(data.priceCents === undefined || Object.keys(data.sizePrices).length > 0
            ? []
            : [[product.priceCents, data.priceCents, 'Preço'] as const]),
          ...sizes.flatMap((size) => {
            const saved = product.sizePrices[size.id];
            const next = data.sizePrices[size.id];
            // a size it was not sold in has no price to compare with
            return saved === undefined || next === undefined
              ? []
              : [[saved, next, `Preço ${size.name}`] as const];
          }),
          // each saved variant too, named (decision 052)
          ...(data.variants ?? []).flatMap((variant) => {
            const saved = product.variants?.find((v) => v.id === variant.id);
            return saved ? [[saved.priceCents, variant.priceCents, variant.name] as const] : [];
          }),
        ]
          .filter(([saved, next]) => isSuspiciousPriceChange(saved, next))
          .map(([saved, next, label]) => `${label}: ${priceChangeQuestion(saved, next)}`);

  const onSubmit = form.handleSubmit((data) => {
    if (priceQuestions(data).length > 0) {
      setUnconfirmed(data);
      return;
    }
    submit(data);
  });

  function submit(data: ProductData) {
    save.mutate(
      { id: product?.id ?? null, product: data },
      {
        onSuccess: (saved) => {
          // docs/product/errors.md#back-office
          if (isEdit) {
            toast.success('Produto atualizado', {
              description: `${saved.name} foi atualizado com sucesso`,
            });
          } else {
            toast.success('Produto adicionado', {
              description: `${saved.name} foi adicionado com sucesso`,
            });
          }
          onDone();
        },
        onError: (error) => {
          // a category deleted meanwhile: the server's 'Categoria é obrigatória' goes under the field
          if (error instanceof ApiError && error.code === 'UNKNOWN_CATEGORY') {
            form.setError('categoryId', { message: error.message }, { shouldFocus: true });
          }
          toast.error('Erro', {
            description: serverMessage(error, 'Ocorreu um erro ao salvar o produto'),
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4 pb-4">
        <FormField id="product-name" label="Nome" error={errors.name?.message}>
          <Input
            id="product-name"
            autoComplete="off"
            maxLength={PRODUCT_NAME_MAX}
            {...errorProps('product-name', errors.name?.message)}
            {...form.register('name')}
          />
        </FormField>
        <FormField id="product-category" label="Categoria" error={errors.categoryId?.message}>
          <NativeSelect
            id="product-category"
            {...errorProps('product-category', errors.categoryId?.message)}
            {...form.register('categoryId')}
          >
            <option value="">Selecione uma categoria</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {categoryOptionLabel(category)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {soldBySize ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-stone-800">Preço por tamanho</legend>
            <p className="text-xs text-stone-600">
              Deixe em branco o tamanho em que o sabor não é vendido.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {sizes.map((size) => (
                <MoneyField
                  key={size.id}
                  control={form.control}
                  name={`sizePrices.${size.id}`}
                  id={`product-price-${size.id}`}
                  label={size.isActive ? size.name : `${size.name} (fora do cardápio)`}
                  error={errors.sizePrices?.[size.id]?.message}
                />
              ))}
            </div>
          </fieldset>
        ) : (
          <>
            {variantCount === 0 && (
              <MoneyField
                control={form.control}
                name="priceCents"
                id="product-price"
                label="Preço"
                error={errors.priceCents?.message}
              />
            )}
            <VariantsEditor control={form.control} errors={errors.variants} />
          </>
        )}
        <FormField
          id="product-ingredients"
          label="Ingredientes"
          error={errors.ingredients?.message}
          hint="Separados por vírgula. Ex.: Mussarela, Tomate, Manjericão"
        >
          <Input
            id="product-ingredients"
            autoComplete="off"
            {...errorProps('product-ingredients', errors.ingredients?.message)}
            {...form.register('ingredients')}
          />
        </FormField>
        <FormField id="product-description" label="Descrição" error={errors.description?.message}>
          <Textarea
            id="product-description"
            rows={3}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            {...errorProps('product-description', errors.description?.message)}
            {...form.register('description')}
          />
        </FormField>
        <SwitchField
          control={form.control}
          name="isAvailable"
          id="product-available"
          label="Disponível"
          hint="Desligado, o produto aparece como Esgotado no cardápio e não pode ser pedido."
        />
      </DialogBody>
      <DialogFooter className="justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {isEdit ? 'Atualizar' : 'Adicionar'}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={unconfirmed !== null}
        onOpenChange={(open) => {
          if (!open) setUnconfirmed(null);
        }}
        title="Confirmar o novo preço?"
        description={
          unconfirmed && (
            <span className="flex flex-col gap-1">
              {priceQuestions(unconfirmed).map((question) => (
                <span key={question}>{question}</span>
              ))}
            </span>
          )
        }
        confirmLabel="Confirmar preço"
        tone="default"
        onConfirm={() => {
          const data = unconfirmed;
          setUnconfirmed(null);
          if (data) submit(data);
        }}
      />
    </form>
  );
}
