import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EXTRA_GROUPS } from '../../../../domain/catalogue';
import {
  CRUST_DESCRIPTION_MAX,
  CrustInputSchema,
  ExtraInputSchema,
  FillingInputSchema,
  MENU_ITEM_NAME_MAX,
  sizesToPrice,
  type AdminCrust,
  type AdminExtra,
  type AdminFilling,
} from '../../../../domain/admin-menu-items';
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
import { serverMessage } from '../../../admin/api/error-message';
import { MoneyField } from '../../../admin/ui/money-input';
import { NativeSelect } from '../../../admin/ui/select';
import { SaveDialogFooter } from '../../../admin/ui/save-dialog-footer';
import type { AdminSize } from '../../../../domain/admin-sizes';
import { useSaveCrust, useSaveExtra, useSaveFilling } from '../api/menu-items-api';
import { useSizes } from '../api/sizes-api';

/** One dialog shape for the three kinds: title, fields, 'Cancelar' and 'Salvar'. */
function ItemDialog<T extends FieldValues, Out extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  isPending,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  form: UseFormReturn<T, unknown, Out>;
  onSubmit: (data: Out) => void;
  isPending: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="lg">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <DialogBody className="flex flex-col gap-4 pb-4">{children}</DialogBody>
          <SaveDialogFooter
            saveLabel="Salvar"
            isPending={isPending}
            onCancel={() => onOpenChange(false)}
            className="justify-end"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function saved(what: string, isNew: boolean, name: string) {
  toast.success(isNew ? `${what} adicionado` : `${what} atualizado`, {
    description: `${name} já aparece no cardápio com o novo preço.`,
  });
}

function failed(error: unknown) {
  toast.error('Erro ao salvar', { description: serverMessage(error, 'Tente novamente.') });
}

/**
 * The shop's sizes for a dialog with prices per size (decision 051); the dialog opens once they
 * are read (an error: none, and the item keeps its one price).
 */
/** The form's errors of `sizePrices`, one per size id. */
type SizePriceErrors =
  Partial<Record<string, { message?: string | undefined } | undefined>> | undefined;

function useSizesToPrice(): readonly AdminSize[] | null {
  const sizes = useSizes();
  if (sizes.isPending) return null;
  return sizes.data?.sizes ?? [];
}

/** The form's value per size: the item's price there, or empty (null) for its one price. */
function sizePriceValues(
  sizes: readonly AdminSize[],
  sizePrices: Readonly<Record<string, number>>,
): Record<string, number | null> {
  return Object.fromEntries(sizes.map((size) => [size.id, sizePrices[size.id] ?? null]));
}

/** 'Preço por tamanho': one money field per size; blank charges the item's one price. */
function SizePriceFields<T extends FieldValues, Out extends FieldValues>({
  form,
  sizes,
  idPrefix,
  errors,
}: {
  form: UseFormReturn<T, unknown, Out>;
  sizes: readonly AdminSize[];
  idPrefix: string;
  errors: SizePriceErrors;
}) {
  if (sizes.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">Preço por tamanho</legend>
      <p className="text-xs text-stone-600">
        Em branco: cobra o preço padrão. Ex.: um adicional mais barato na broto.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {sizes.map((size) => (
          <MoneyField
            key={size.id}
            control={form.control}
            name={`sizePrices.${size.id}` as FieldPath<T>}
            id={`${idPrefix}-price-${size.id}`}
            label={size.isActive ? size.name : `${size.name} (fora do cardápio)`}
            placeholder="Preço padrão"
            error={errors?.[size.id]?.message}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** 'Novo adicional' / 'Editar adicional: {nome}'. Mounted per opening: a fresh form each time. */
export function ExtraDialog(props: {
  /** null: a new extra. */
  extra: AdminExtra | null;
  onClose: () => void;
}) {
  const sizes = useSizesToPrice();
  return (
    sizes && <ExtraForm {...props} sizes={sizesToPrice(sizes, props.extra?.sizePrices ?? {})} />
  );
}

function ExtraForm({
  extra,
  onClose,
  sizes,
}: {
  extra: AdminExtra | null;
  onClose: () => void;
  sizes: readonly AdminSize[];
}) {
  const save = useSaveExtra();
  const form = useForm<
    z.input<typeof ExtraInputSchema>,
    unknown,
    z.output<typeof ExtraInputSchema>
  >({
    resolver: zodResolver(ExtraInputSchema),
    defaultValues: extra
      ? {
          name: extra.name,
          priceCents: extra.priceCents,
          sizePrices: sizePriceValues(sizes, extra.sizePrices),
          type: extra.type,
          displayGroup: extra.displayGroup,
        }
      : // a money field starts empty (null) until typed
        {
          name: '',
          priceCents: null as unknown as number,
          sizePrices: sizePriceValues(sizes, {}),
          type: 'salgado',
          displayGroup: 'Queijos',
        },
  });
  const { errors } = form.formState;
  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={extra ? `Editar adicional: ${extra.name}` : 'Novo adicional'}
      description="O preço vale para os próximos pedidos; pedidos já feitos mantêm o preço da época."
      form={form}
      isPending={save.isPending}
      onSubmit={(data) =>
        save.mutate(
          { id: extra?.id ?? null, extra: data },
          {
            onSuccess: (result) => {
              saved('Adicional', extra === null, result.name);
              onClose();
            },
            onError: (error) => {
              // a name its type already has: said under the field too
              if (error instanceof ApiError && error.code === 'CONFLICT') {
                form.setError('name', { message: error.message }, { shouldFocus: true });
              }
              failed(error);
            },
          },
        )
      }
    >
      <FormField id="extra-name" label="Nome" error={errors.name?.message}>
        <Input
          id="extra-name"
          autoComplete="off"
          maxLength={MENU_ITEM_NAME_MAX}
          {...errorProps('extra-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <MoneyField
        control={form.control}
        name="priceCents"
        id="extra-price"
        label={sizes.length > 0 ? 'Preço padrão' : 'Preço'}
        error={errors.priceCents?.message}
      />
      <SizePriceFields
        form={form}
        sizes={sizes}
        idPrefix="extra"
        errors={errors.sizePrices as SizePriceErrors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="extra-type" label="Tipo" error={errors.type?.message}>
          <NativeSelect id="extra-type" {...form.register('type')}>
            <option value="salgado">Salgado</option>
            <option value="doce">Doce</option>
          </NativeSelect>
        </FormField>
        <FormField id="extra-group" label="Grupo" error={errors.displayGroup?.message}>
          <NativeSelect id="extra-group" {...form.register('displayGroup')}>
            {EXTRA_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </ItemDialog>
  );
}

/** 'Nova borda' / 'Editar borda: {nome}'. */
export function CrustDialog(props: { crust: AdminCrust | null; onClose: () => void }) {
  const sizes = useSizesToPrice();
  return (
    sizes && <CrustForm {...props} sizes={sizesToPrice(sizes, props.crust?.sizePrices ?? {})} />
  );
}

function CrustForm({
  crust,
  onClose,
  sizes,
}: {
  crust: AdminCrust | null;
  onClose: () => void;
  sizes: readonly AdminSize[];
}) {
  const save = useSaveCrust();
  const form = useForm<
    z.input<typeof CrustInputSchema>,
    unknown,
    z.output<typeof CrustInputSchema>
  >({
    resolver: zodResolver(CrustInputSchema),
    defaultValues: crust
      ? {
          name: crust.name,
          description: crust.description,
          priceCents: crust.priceCents,
          sizePrices: sizePriceValues(sizes, crust.sizePrices),
        }
      : {
          name: '',
          description: '',
          priceCents: null as unknown as number,
          sizePrices: sizePriceValues(sizes, {}),
        },
  });
  const { errors } = form.formState;
  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={crust ? `Editar borda: ${crust.name}` : 'Nova borda'}
      description="Depois de criar a borda, adicione os recheios que ela oferece."
      form={form}
      isPending={save.isPending}
      onSubmit={(data) =>
        save.mutate(
          { id: crust?.id ?? null, crust: data },
          {
            onSuccess: (result) => {
              toast.success(crust ? 'Borda atualizada' : 'Borda adicionada', {
                description: `${result.name} já aparece no cardápio.`,
              });
              onClose();
            },
            onError: failed,
          },
        )
      }
    >
      <FormField id="crust-name" label="Nome" error={errors.name?.message}>
        <Input
          id="crust-name"
          autoComplete="off"
          maxLength={MENU_ITEM_NAME_MAX}
          {...errorProps('crust-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <MoneyField
        control={form.control}
        name="priceCents"
        id="crust-price"
        label={sizes.length > 0 ? 'Preço padrão' : 'Preço'}
        error={errors.priceCents?.message}
      />
      <SizePriceFields
        form={form}
        sizes={sizes}
        idPrefix="crust"
        errors={errors.sizePrices as SizePriceErrors}
      />
      <FormField id="crust-description" label="Descrição" error={errors.description?.message}>
        <Textarea
          id="crust-description"
          rows={2}
          maxLength={CRUST_DESCRIPTION_MAX}
          {...errorProps('crust-description', errors.description?.message)}
          {...form.register('description')}
        />
      </FormField>
    </ItemDialog>
  );
}

/** 'Novo recheio da {borda}' / 'Editar recheio: {nome}'. */
export function FillingDialog({
  crust,
  filling,
  onClose,
}: {
  crust: AdminCrust;
  filling: AdminFilling | null;
  onClose: () => void;
}) {
  const save = useSaveFilling();
  const form = useForm<
    z.input<typeof FillingInputSchema>,
    unknown,
    z.output<typeof FillingInputSchema>
  >({
    resolver: zodResolver(FillingInputSchema),
    defaultValues: filling
      ? { name: filling.name, priceCents: filling.priceCents }
      : { name: '', priceCents: 0 },
  });
  const { errors } = form.formState;
  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={filling ? `Editar recheio: ${filling.name}` : `Novo recheio da ${crust.name}`}
      description="O preço do recheio soma ao da borda. Use 0,00 se não cobra à parte."
      form={form}
      isPending={save.isPending}
      onSubmit={(data) =>
        save.mutate(
          { crustId: crust.id, id: filling?.id ?? null, filling: data },
          {
            onSuccess: (result) => {
              saved('Recheio', filling === null, result.name);
              onClose();
            },
            onError: failed,
          },
        )
      }
    >
      <FormField id="filling-name" label="Nome" error={errors.name?.message}>
        <Input
          id="filling-name"
          autoComplete="off"
          maxLength={MENU_ITEM_NAME_MAX}
          {...errorProps('filling-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <MoneyField
        control={form.control}
        name="priceCents"
        id="filling-price"
        label="Preço a mais"
        error={errors.priceCents?.message}
        emptyAs={0}
      />
    </ItemDialog>
  );
}
