import { Link } from 'react-router';
import type { AdminCustomer } from '../../../../domain/admin-customers';
import { formatDateTime } from '../../../../domain/date-format';
import { formatPhone } from '../../../../domain/formats';
import { formatBRL } from '../../../../domain/money';
import { describeDiscountRows } from '../../../../domain/promotions';
import { useShopTimeZone } from '../../../api/get-establishment';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { summarizeItems } from '../../../../domain/order-item';
import { orderLink } from '../../../admin/order/order-link';
import {
  ChannelBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
} from '../../../admin/order/order-status-badge';
import { describeOrderFulfilment, isPixPayment } from '../../../../domain/order-fulfilment';
import { useCustomerHistory } from '../api/get-customers';
import { CustomerPrivacySection } from './customer-privacy-section';

/** docs/product/screens.md#customers: one customer's orders, newest first. */
export function CustomerHistoryDialog({
  customer,
  onOpenChange,
}: {
  customer: AdminCustomer | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const history = useCustomerHistory(customer?.id ?? null);
  const timeZone = useShopTimeZone();
  // the record as the server has it now (an anonymisation changes it while the dialog is open)
  const shown = history.data?.customer ?? customer;
  return (
    <Dialog open={customer !== null} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="2xl">
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle>Histórico de {shown.name}</DialogTitle>
              <DialogDescription>
                {shown.anonymisedAt
                  ? 'Dados pessoais removidos'
                  : `${formatPhone(shown.phone)} · ${shown.address}`}
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="pb-5">
              {history.isPending ? (
                <div className="py-10 text-center">
                  <Spinner label="Carregando pedidos..." />
                </div>
              ) : history.isError ? (
                <div className="flex flex-col items-center gap-3 py-10 text-center">
                  <p className="text-stone-700">Erro ao carregar pedidos</p>
                  <Button variant="outline" onClick={() => void history.refetch()}>
                    Tentar novamente
                  </Button>
                </div>
              ) : (
                <>
                  <CustomerPrivacySection history={history.data} timeZone={timeZone} />
                  {history.data.orders.length === 0 ? (
                    <p className="py-10 text-center text-stone-600">Nenhum pedido encontrado</p>
                  ) : (
                    <ul className="flex flex-col gap-2" aria-label="Pedidos do cliente">
                      {history.data.orders.map((order) => (
                        <li
                          key={order.id}
                          className="rounded-xl border border-stone-200 p-3 text-sm"
                          aria-label={`Pedido #${order.id}`}
                        >
                          <div className="flex flex-wrap items-center justify-between gap-2">
                            <span className="flex flex-wrap items-center gap-2">
                              <Link
                                to={orderLink(order.id)}
                                className="font-bold text-stone-900 hover:text-brand-700 hover:underline"
                              >
                                Pedido #{order.id}
                              </Link>
                              <OrderStatusBadge
                                status={order.status}
                                fulfilment={order.fulfilment}
                              />
                              <PaymentStatusBadge
                                status={order.paymentStatus}
                                isPix={isPixPayment(order.paymentMethod)}
                              />
                              <ChannelBadge channel={order.channel} isSiteShown />
                            </span>
                            <span className="font-bold text-stone-900 tabular-nums">
                              {formatBRL(order.totalCents)}
                            </span>
                          </div>
                          <p className="mt-1 text-xs text-stone-600">
                            <time dateTime={order.placedAt}>
                              {formatDateTime(order.placedAt, timeZone)}
                            </time>
                          </p>
                          <p className="mt-1 break-words text-stone-700">
                            {summarizeItems(order.items)}
                          </p>
                          <p className="mt-1 text-xs break-words text-stone-600">
                            {describeOrderFulfilment(order, timeZone, new Date()).join(' · ')}
                          </p>
                          {order.discountCents > 0 && (
                            <p className="mt-1 text-xs break-words text-green-800">
                              {describeDiscountRows(order)
                                .map((row) => `${row.label}: ${row.value}`)
                                .join(' · ')}
                            </p>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
