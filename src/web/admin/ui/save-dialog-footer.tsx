import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';

/**
 * The footer of an admin form in a dialog: 'Cancelar', and the form's submit button, which says
 * 'Salvando...' and cannot be pressed again while the save runs.
 */
export function SaveDialogFooter({
  saveLabel,
  isPending,
  onCancel,
  className,
}: {
  saveLabel: string;
  isPending: boolean;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Salvando...' : saveLabel}
      </Button>
    </DialogFooter>
  );
}
