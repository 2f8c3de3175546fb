import { useState } from 'react';
import {
  NOT_DELIVERED_REASON_MAX,
  NOT_DELIVERED_REASONS,
} from '../../../../domain/delivery-drivers';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';

const OTHER = 'Outro motivo';

/** 'Não encontrei o cliente': one of the usual reasons, or one typed. */
export function NotDeliveredSheet({
  orderId,
  open,
  onOpenChange,
  onConfirm,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  const [choice, setChoice] = useState<string>(NOT_DELIVERED_REASONS[0]);
  const [other, setOther] = useState('');
  const reason = choice === OTHER ? other.trim() : choice;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-4 p-5">
        <DialogTitle className="pr-8 text-lg font-bold">Não encontrei o cliente</DialogTitle>
        <DialogDescription className="text-sm text-stone-600">
          Pedido #{orderId}: diga o que aconteceu. A pizzaria decide se envia de novo.
        </DialogDescription>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Motivo</legend>
          {[...NOT_DELIVERED_REASONS, OTHER].map((option) => (
            <label
              key={option}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-stone-200 px-4 text-base has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="not-delivered-reason"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
                className="size-5 accent-brand-600"
              />
              {option}
            </label>
          ))}
        </fieldset>
        {choice === OTHER && (
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
            O que aconteceu?
            <textarea
              value={other}
              maxLength={NOT_DELIVERED_REASON_MAX}
              rows={3}
              onChange={(event) => setOther(event.target.value)}
              className="rounded-lg border border-stone-300 p-2 text-base font-normal"
            />
          </label>
        )}
        <Button
          type="button"
          variant="danger"
          size="lg"
          disabled={reason.length === 0}
          onClick={() => onConfirm(reason)}
        >
          Confirmar: não entregue
        </Button>
      </DialogContent>
    </Dialog>
  );
}
