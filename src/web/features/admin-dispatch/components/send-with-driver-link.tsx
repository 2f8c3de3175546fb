import { BikeIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { DISPATCHABLE_STATUSES } from '../../../../domain/delivery-drivers';
import type { OrderStatus } from '../../../../domain/order-status';
import { canOpenPage } from '../../../../domain/staff-roles';
import { useStaffRole } from '../../../admin/api/get-session';
import { Button } from '../../../components/ui/button';

/** `/admin/entregas` with this order already picked. */
function dispatchLink(orderId: number): string {
  return `/admin/entregas?pedido=${orderId}`;
}

/**
 * The desk card's 'Enviar com entregador' (decision 068): on a delivery order waiting for a
 * driver, it opens 'Entregas' with the order picked.
 */
export function SendWithDriverLink({ order }: { order: AdminOrder }) {
  const role = useStaffRole();
  const isWaiting =
    order.fulfilment === 'entrega' &&
    ((DISPATCHABLE_STATUSES as readonly OrderStatus[]).includes(order.status) ||
      (order.status === 'saiu para entrega' && order.delivery?.status !== 'em_rota'));
  if (!isWaiting || role === null || !canOpenPage(role, 'dispatch')) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={dispatchLink(order.id)}>
        <BikeIcon aria-hidden />
        <span className="sr-only sm:not-sr-only">Enviar com entregador</span>
      </Link>
    </Button>
  );
}
