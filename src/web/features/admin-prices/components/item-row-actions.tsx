import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../admin/ui/switch';

/** A row's controls: 'Acabou' switch (the pause), up, down, edit and delete, each named for its item. */
export function ItemRowActions({
  name,
  isAvailable,
  isFirst,
  isLast,
  isBusy,
  onPause,
  onMove,
  onEdit,
  onDelete,
}: {
  name: string;
  isAvailable: boolean;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onPause: (isAvailable: boolean) => void;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <label className="mr-1 flex items-center gap-2 text-xs text-stone-600">
        <Switch
          checked={isAvailable}
          onCheckedChange={onPause}
          disabled={isBusy}
          aria-label={`${name} à venda`}
        />
        <span className="hidden w-14 sm:inline">{isAvailable ? 'À venda' : 'Pausado'}</span>
      </label>
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={`Subir ${name}`}
        disabled={isFirst || isBusy}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={`Descer ${name}`}
        disabled={isLast || isBusy}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
      <Button variant="ghost" size="iconSm" aria-label={`Editar ${name}`} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </Button>
      <Button variant="dangerGhost" size="iconSm" aria-label={`Excluir ${name}`} onClick={onDelete}>
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}

/** The list with one item moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const other = index + step;
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}
