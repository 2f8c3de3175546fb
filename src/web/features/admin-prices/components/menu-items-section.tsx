import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '../../../../domain/money';
import {
  sizePricesSummary,
  type AdminCrust,
  type AdminExtra,
  type AdminFilling,
} from '../../../../domain/admin-menu-items';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import {
  useDeleteItem,
  useMenuItems,
  usePauseItem,
  useReorder,
  type ItemPath,
} from '../api/menu-items-api';
import { useSizes } from '../api/sizes-api';
import { CrustDialog, ExtraDialog, FillingDialog } from './item-dialogs';
import { ItemRowActions, moved } from './item-row-actions';

/** Which dialog is open; `item` null: a new one. */
type Editing =
  | { kind: 'extra'; item: AdminExtra | null }
  | { kind: 'crust'; item: AdminCrust | null }
  | { kind: 'filling'; crust: AdminCrust; item: AdminFilling | null }
  | null;

interface Deleting {
  path: ItemPath;
  name: string;
}

function onFailure(title: string) {
  return (error: unknown) =>
    toast.error(title, { description: serverMessage(error, 'Tente novamente.') });
}

const rowClass = 'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2';

/**
 * 'Adicionais' and 'Bordas e recheios' (docs/decisions/047): every item with its price, its pause
 * ('Acabou'), its place in the menu, edit and delete.
 */
export function MenuItemsSection({ show }: { show: 'extras' | 'crusts' }) {
  const query = useMenuItems();
  // to name the sizes an item has a price of its own in (decision 051)
  const sizes = useSizes().data?.sizes ?? [];
  const remove = useDeleteItem();
  const pause = usePauseItem();
  const reorder = useReorder();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const isBusy = pause.isPending || reorder.isPending;

  function togglePause(path: ItemPath, name: string, isAvailable: boolean) {
    pause.mutate(
      { item: path, isAvailable },
      {
        onSuccess: () =>
          toast.success(isAvailable ? `${name} voltou ao cardápio` : `${name} pausado`),
        onError: onFailure('Erro ao pausar'),
      },
    );
  }

  function move(list: string, ids: readonly (string | number)[], index: number, step: -1 | 1) {
    reorder.mutate(
      { list, ids: moved(ids, index, step) },
      { onError: onFailure('Erro ao ordenar') },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const { path, name } = deleting;
    remove.mutate(path, {
      onSuccess: () => {
        toast.success(`${name} excluído`, {
          description:
            'Saiu do cardápio. Pedidos já feitos continuam com o nome e o preço da época.',
        });
        setDeleting(null);
      },
      onError: (error) => {
        onFailure('Erro ao excluir')(error);
        setDeleting(null);
      },
    });
  }

  const body = query.isPending ? (
    <div className="py-12 text-center">
      <Spinner label="Carregando..." />
    </div>
  ) : query.isError ? (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="text-stone-700">Erro ao carregar</p>
      <Button variant="outline" onClick={() => void query.refetch()}>
        Tentar novamente
      </Button>
    </div>
  ) : show === 'extras' ? (
    <ul className="divide-y divide-stone-100">
      {query.data.extras.map((extra, index, list) => (
        <li key={extra.id} className={rowClass}>
          <div className={cn('min-w-0', !extra.isAvailable && 'opacity-60')}>
            <p className="font-semibold text-stone-900">{extra.name}</p>
            <p className="text-xs text-stone-600">
              {extra.displayGroup} · {extra.type === 'doce' ? 'Doce' : 'Salgado'} ·{' '}
              <span className="font-semibold text-stone-800 tabular-nums">
                {formatBRL(extra.priceCents)}
              </span>
              <SizePrices sizePrices={extra.sizePrices} sizes={sizes} />
            </p>
          </div>
          <ItemRowActions
            name={extra.name}
            isAvailable={extra.isAvailable}
            isFirst={index === 0}
            isLast={index === list.length - 1}
            isBusy={isBusy}
            onPause={(on) => togglePause({ kind: 'extra', id: extra.id }, extra.name, on)}
            onMove={(step) =>
              move(
                'extras',
                list.map((e) => e.id),
                index,
                step,
              )
            }
            onEdit={() => setEditing({ kind: 'extra', item: extra })}
            onDelete={() =>
              setDeleting({ path: { kind: 'extra', id: extra.id }, name: extra.name })
            }
          />
        </li>
      ))}
    </ul>
  ) : (
    <ul className="divide-y divide-stone-200">
      {query.data.crusts.map((crust, index, list) => (
        <li key={crust.id} className="pb-2">
          <div className={rowClass}>
            <div className={cn('min-w-0', !crust.isAvailable && 'opacity-60')}>
              <p className="font-semibold text-stone-900">
                {crust.name}{' '}
                <span className="font-semibold text-stone-800 tabular-nums">
                  {formatBRL(crust.priceCents)}
                </span>
              </p>
              {Object.keys(crust.sizePrices).length > 0 && (
                <p className="text-xs text-stone-600 tabular-nums">
                  {sizePricesSummary(crust.sizePrices, sizes)}
                </p>
              )}
              {crust.description && <p className="text-xs text-stone-600">{crust.description}</p>}
            </div>
            <ItemRowActions
              name={crust.name}
              isAvailable={crust.isAvailable}
              isFirst={index === 0}
              isLast={index === list.length - 1}
              isBusy={isBusy}
              onPause={(on) => togglePause({ kind: 'crust', id: crust.id }, crust.name, on)}
              onMove={(step) =>
                move(
                  'crusts',
                  list.map((c) => c.id),
                  index,
                  step,
                )
              }
              onEdit={() => setEditing({ kind: 'crust', item: crust })}
              onDelete={() =>
                setDeleting({ path: { kind: 'crust', id: crust.id }, name: crust.name })
              }
            />
          </div>
          <ul
            aria-label={`Recheios da ${crust.name}`}
            className="ml-4 border-l-2 border-stone-100 sm:ml-8"
          >
            {crust.fillings.map((filling, fIndex, fillings) => (
              <li key={filling.id} className={rowClass}>
                <p
                  className={cn(
                    'min-w-0 text-sm text-stone-800',
                    !filling.isAvailable && 'opacity-60',
                  )}
                >
                  {filling.name}{' '}
                  <span className="text-xs text-stone-600 tabular-nums">
                    {filling.priceCents > 0
                      ? `+ ${formatBRL(filling.priceCents)}`
                      : 'sem custo a mais'}
                  </span>
                </p>
                <ItemRowActions
                  name={filling.name}
                  isAvailable={filling.isAvailable}
                  isFirst={fIndex === 0}
                  isLast={fIndex === fillings.length - 1}
                  isBusy={isBusy}
                  onPause={(on) =>
                    togglePause(
                      { kind: 'filling', crustId: crust.id, id: filling.id },
                      filling.name,
                      on,
                    )
                  }
                  onMove={(step) =>
                    move(
                      `crusts/${crust.id}/fillings`,
                      fillings.map((f) => f.id),
                      fIndex,
                      step,
                    )
                  }
                  onEdit={() => setEditing({ kind: 'filling', crust, item: filling })}
                  onDelete={() =>
                    setDeleting({
                      path: { kind: 'filling', crustId: crust.id, id: filling.id },
                      name: filling.name,
                    })
                  }
                />
              </li>
            ))}
            <li className="px-4 pt-1">
              <Button
                variant="link"
                size="sm"
                className="px-0"
                onClick={() => setEditing({ kind: 'filling', crust, item: null })}
              >
                <PlusIcon aria-hidden />
                Novo recheio
              </Button>
            </li>
          </ul>
        </li>
      ))}
    </ul>
  );

  const isExtras = show === 'extras';
  return (
    <section
      aria-labelledby={`${show}-title`}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <div>
          <h2 id={`${show}-title`} className="text-lg font-bold text-stone-900">
            {isExtras ? 'Adicionais' : 'Bordas e recheios'}
          </h2>
          <p className="text-sm text-stone-600">
            {isExtras
              ? 'Ingredientes extras que o cliente escolhe no montador de pizza.'
              : 'O preço do recheio soma ao da borda.'}
          </p>
        </div>
        <Button
          onClick={() =>
            setEditing(isExtras ? { kind: 'extra', item: null } : { kind: 'crust', item: null })
          }
          disabled={!query.data}
        >
          <PlusIcon aria-hidden />
          {isExtras ? 'Novo adicional' : 'Nova borda'}
        </Button>
      </div>
      {body}

      {editing?.kind === 'extra' && (
        <ExtraDialog extra={editing.item} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'crust' && (
        <CrustDialog crust={editing.item} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'filling' && (
        <FillingDialog
          crust={editing.crust}
          filling={editing.item}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={deleting ? `Excluir "${deleting.name}"?` : ''}
        description="Sai do cardápio. Pedidos já feitos continuam com o nome e o preço da época."
        confirmLabel={remove.isPending ? 'Excluindo...' : 'Excluir'}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

/** ' · Broto R$ 3,00': the sizes where an item has a price of its own (decision 051). */
function SizePrices({
  sizePrices,
  sizes,
}: {
  sizePrices: Readonly<Record<string, number>>;
  sizes: readonly { id: string; name: string }[];
}) {
  const summary = sizePricesSummary(sizePrices, sizes);
  if (!summary) return null;
  return <span className="tabular-nums"> · {summary}</span>;
}
