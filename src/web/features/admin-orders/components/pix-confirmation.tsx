import { BadgeCheckIcon, RotateCcwIcon, TriangleAlertIcon, UndoIcon } from 'lucide-react';
import type { AdminOrder, AdminOrderPix } from '../../../../domain/admin-orders';
import {
  PIX_REFUND_STATUS_LABELS,
  pixAmountFlagText,
  pixRefundFailedNote,
} from '../../../../domain/pix-automation';
import { canUse } from '../../../../domain/staff-roles';
import { useStaffRole } from '../../../admin/api/get-session';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useRetryPixRefund } from '../api/retry-pix-refund';

/**
 * What the shop's Pix provider said of an order (decision 064), on the card and in the opened
 * order: 'Pix confirmado' with the payer's name (green), a Pix of another amount (amber, never
 * taken as paid), and the refund of a rejected order's Pix with, when it failed, 'Tentar devolver
 * de novo' for dono and gerente. Nothing for an order the provider never told of.
 */
export function PixConfirmation({ order, isOpen }: { order: AdminOrder; isOpen: boolean }) {
  if (!order.pix) return null;
  return <PixState order={order} pix={order.pix} isOpen={isOpen} />;
}

function PixState({
  order,
  pix,
  isOpen,
}: {
  order: AdminOrder;
  pix: AdminOrderPix;
  isOpen: boolean;
}) {
  const role = useStaffRole();
  const retry = useRetryPixRefund();
  const isConfirmed = order.paymentStatus === 'pago' && order.paymentMethod === 'Pix';
  const mayRetry = role !== null && canUse(role, 'pixRefunds');
  const refund = pix.refundStatus;
  return (
    <div className="flex flex-col gap-1.5 px-3 pb-1 text-sm" data-testid="pix-confirmation">
      {isConfirmed && pix.payerName !== null && (
        <p className="flex items-center gap-1.5 font-semibold text-green-800">
          <BadgeCheckIcon className="size-4 shrink-0 text-green-700" aria-hidden />
          <span>
            Pix confirmado <span className="font-normal text-stone-700">· {pix.payerName}</span>
          </span>
        </p>
      )}
      {pix.amountFlags.map((flag, index) => (
        <p
          key={index}
          role="note"
          className="flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1 font-semibold text-amber-900"
        >
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden />
          {pixAmountFlagText(flag)}
        </p>
      ))}
      {refund !== null && (
        <div className="flex flex-wrap items-center gap-2">
          <p
            role={refund === 'falhou' ? 'alert' : undefined}
            className={cn(
              'flex items-center gap-1.5 font-semibold',
              refund === 'falhou' ? 'text-red-800' : 'text-stone-800',
            )}
          >
            <UndoIcon className="size-4 shrink-0" aria-hidden />
            {refund === 'falhou' && pix.refundError
              ? pixRefundFailedNote(pix.refundError)
              : PIX_REFUND_STATUS_LABELS[refund]}
          </p>
          {refund === 'falhou' && isOpen && mayRetry && (
            <Button
              size="sm"
              variant="outline"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(order.id, {
                  onError: (error) =>
                    toast.error(error.message, { id: `pix-refund-error-${order.id}` }),
                })
              }
            >
              <RotateCcwIcon aria-hidden />
              Tentar devolver de novo
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
