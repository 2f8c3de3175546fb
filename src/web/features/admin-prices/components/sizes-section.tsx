import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SizeInputSchema,
  type AdminSize,
  type SizeData,
  type SizeInput,
} from '../../../../domain/admin-sizes';
import {
  MAX_FLAVOURS_PER_SIZE,
  SIZE_NAME_MAX,
  SIZE_NOTE_MAX,
  slicesLabel,
} from '../../../../domain/sizes';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { NativeSelect } from '../../../admin/ui/select';
import { SwitchField } from '../../../admin/ui/switch';
import { SaveDialogFooter } from '../../../admin/ui/save-dialog-footer';
import { useDeleteSize, useMoveSize, useSaveSize, useSizes } from '../api/sizes-api';

const FLAVOUR_CHOICES = Array.from({ length: MAX_FLAVOURS_PER_SIZE }, (_, i) => i + 1);

function flavoursLabel(count: number): string {
  return count === 1 ? '1 sabor' : `até ${count} sabores`;
}

/**
 * 'Tamanhos' (decision 046): the shop's sizes in menu order with their slices, note and flavours
 * allowed; moved up and down, turned on and off, edited in a dialog. A size an order used is
 * never deleted, only turned off, and the list says so.
 */
export function SizesSection() {
  const query = useSizes();
  const move = useMoveSize();
  const remove = useDeleteSize();
  const [editing, setEditing] = useState<AdminSize | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSize | null>(null);
  const sizes = query.data?.sizes ?? [];

  function failed(error: unknown) {
    toast.error('Erro ao salvar', { description: serverMessage(error, 'Tente novamente.') });
  }

  return (
    <section aria-labelledby="sizes-title" className="rounded-2xl border border-stone-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-100 p-4">
        <div>
          <h2 id="sizes-title" className="font-semibold text-stone-900">
            Tamanhos
          </h2>
          <p className="text-sm text-stone-600">
            A ordem aqui é a do cardápio. O preço de cada sabor por tamanho fica em Produtos.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden />
          Novo tamanho
        </Button>
      </div>
      {query.isError && (
        <p role="alert" className="p-4 text-sm text-red-700">
          Não foi possível carregar os tamanhos. {serverMessage(query.error, '')}
        </p>
      )}
      <ul aria-label="Tamanhos" className="divide-y divide-stone-100">
        {sizes.map((size, index) => (
          <li key={size.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-40 flex-1">
              <p className="font-semibold text-stone-900">
                {size.name}
                {!size.isActive && (
                  <Badge variant="muted" className="ml-2">
                    Fora do cardápio
                  </Badge>
                )}
              </p>
              <p className="text-sm text-stone-600">
                {[slicesLabel(size.slices), size.note, flavoursLabel(size.maxFlavours)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {size.usedByOrders && (
                <p className="text-xs text-stone-500">
                  Já usado em pedidos: pode ser desativado, não excluído.
                </p>
              )}
            </div>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={`Subir ${size.name}`}
                disabled={index === 0 || move.isPending}
                onClick={() =>
                  move.mutate({ id: size.id, move: { direction: 'up' } }, { onError: failed })
                }
              >
                <ArrowUpIcon aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={`Descer ${size.name}`}
                disabled={index === sizes.length - 1 || move.isPending}
                onClick={() =>
                  move.mutate({ id: size.id, move: { direction: 'down' } }, { onError: failed })
                }
              >
                <ArrowDownIcon aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={`Editar ${size.name}`}
                onClick={() => setEditing(size)}
              >
                <PencilIcon aria-hidden />
              </Button>
              {!size.usedByOrders && (
                <Button
                  variant="dangerGhost"
                  size="iconSm"
                  aria-label={`Excluir ${size.name}`}
                  onClick={() => setDeleting(size)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing !== null && (
        <SizeDialog size={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={deleting ? `Excluir o tamanho "${deleting.name}"?` : ''}
        description="Os preços dos sabores neste tamanho também são excluídos."
        confirmLabel={remove.isPending ? 'Excluindo...' : 'Excluir'}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Tamanho excluído');
              setDeleting(null);
            },
            onError: (error) => {
              toast.error('Erro ao excluir', {
                description: serverMessage(error, 'Tente novamente.'),
              });
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}

/** 'Novo tamanho' / 'Editar tamanho: {nome}', checked by the API's own schema. */
function SizeDialog({ size, onClose }: { size: AdminSize | null; onClose: () => void }) {
  const save = useSaveSize();
  const form = useForm<SizeInput, unknown, SizeData>({
    resolver: zodResolver(SizeInputSchema),
    defaultValues: size
      ? {
          name: size.name,
          slices: size.slices,
          note: size.note,
          maxFlavours: size.maxFlavours,
          isActive: size.isActive,
        }
      : { name: '', slices: 8, note: '', maxFlavours: 2, isActive: true },
  });
  const { errors } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent maxWidth="lg">
        <DialogHeader>
          <DialogTitle className="break-words">
            {size ? `Editar tamanho: ${size.name}` : 'Novo tamanho'}
          </DialogTitle>
          <DialogDescription>
            Pedidos já feitos mantêm o nome do tamanho da época.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={form.handleSubmit((data) =>
            save.mutate(
              { id: size?.id ?? null, size: data },
              {
                onSuccess: (result) => {
                  toast.success(size ? 'Tamanho atualizado' : 'Tamanho adicionado', {
                    description: size
                      ? `${result.name} foi atualizado.`
                      : `${result.name} foi adicionado. Informe os preços dos sabores em Produtos.`,
                  });
                  onClose();
                },
                onError: (error) =>
                  toast.error('Erro ao salvar', {
                    description: serverMessage(error, 'Tente novamente.'),
                  }),
              },
            ),
          )}
        >
          <DialogBody className="flex flex-col gap-4 pb-4">
            <FormField id="size-name" label="Nome" error={errors.name?.message}>
              <Input
                id="size-name"
                autoComplete="off"
                maxLength={SIZE_NAME_MAX}
                {...errorProps('size-name', errors.name?.message)}
                {...form.register('name')}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="size-slices" label="Fatias" error={errors.slices?.message}>
                <Input
                  id="size-slices"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  {...errorProps('size-slices', errors.slices?.message)}
                  {...form.register('slices', { valueAsNumber: true })}
                />
              </FormField>
              <FormField
                id="size-flavours"
                label="Sabores por pizza"
                error={errors.maxFlavours?.message}
              >
                <NativeSelect
                  id="size-flavours"
                  {...errorProps('size-flavours', errors.maxFlavours?.message)}
                  {...form.register('maxFlavours', { valueAsNumber: true })}
                >
                  {FLAVOUR_CHOICES.map((count) => (
                    <option key={count} value={count}>
                      {flavoursLabel(count)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <FormField
              id="size-note"
              label="Diâmetro ou observação"
              error={errors.note?.message}
              hint="Ex.: 35cm"
            >
              <Input
                id="size-note"
                autoComplete="off"
                maxLength={SIZE_NOTE_MAX}
                {...errorProps('size-note', errors.note?.message)}
                {...form.register('note')}
              />
            </FormField>
            <SwitchField
              control={form.control}
              name="isActive"
              id="size-active"
              label="No cardápio"
              hint="Desligado, o tamanho some do cardápio; pedidos antigos continuam com ele."
            />
          </DialogBody>
          <SaveDialogFooter
            saveLabel="Salvar"
            isPending={save.isPending}
            onCancel={onClose}
            className="justify-end"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
