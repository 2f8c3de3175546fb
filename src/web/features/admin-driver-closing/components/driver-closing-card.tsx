import { CheckCircle2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  handOverLine,
  hasOpenTrips,
  type DriverClosingCard as Card,
} from '../../../../domain/admin-driver-closing';
import { formatTime } from '../../../../domain/date-format';
import { DELIVERY_STATUS_LABELS } from '../../../../domain/delivery-drivers';
import { formatBRL } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';

/**
 * One driver's night (docs/decisions/070): the sums of the trips not settled yet, what is still
 * out, the trips, and 'Marcar como acertado'. Printed, each card takes a page of its own.
 */
export function DriverClosingCard({
  card,
  timeZone,
  onSettle,
  isSettling = false,
}: {
  card: Card;
  timeZone: string;
  onSettle: () => void;
  isSettling?: boolean;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const night = card.open;
  const isOpen = hasOpenTrips(card);
  const time = (iso: string | null) => (iso ? formatTime(iso, timeZone) : '—');
  const lastSettlement = card.settlements.at(-1);
  return (
    <section
      aria-labelledby={`driver-${card.driverId}`}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm break-inside-avoid sm:p-5 print:break-after-page print:border-0 print:shadow-none"
    >
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 id={`driver-${card.driverId}`} className="text-lg font-bold text-stone-900">
          {card.driverName}
        </h2>
        {card.outCount > 0 && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {card.outCount === 1
              ? '1 entrega ainda na rua'
              : `${card.outCount} entregas ainda na rua`}
          </span>
        )}
      </header>

      {card.settlements.map((settlement) => (
        <p
          key={settlement.id}
          className="mb-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800"
        >
          <CheckCircle2Icon className="size-4" aria-hidden />
          Acertado por {settlement.settledByName} às {formatTime(settlement.settledAt, timeZone)}:{' '}
          {handOverLine(settlement.totals.handOverCents)}
        </p>
      ))}

      {isOpen ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Figure label="Entregas" value={String(night.deliveries)} />
          <Figure label="Não entregues" value={String(night.notDelivered)} />
          <Figure label="Taxas a pagar" value={formatBRL(night.feesOwedCents)} />
          {night.collected.map((line) => (
            <Figure
              key={line.paymentMethod}
              label={`${line.paymentMethod} (${line.orders})`}
              value={formatBRL(line.amountCents)}
            />
          ))}
          <Figure label="Troco dado" value={formatBRL(night.changeGivenCents)} />
          <Figure label="Dinheiro recebido" value={formatBRL(night.cashCollectedCents)} />
        </dl>
      ) : (
        lastSettlement === undefined && (
          <p className="text-sm text-stone-600">Nenhuma entrega encerrada ainda.</p>
        )
      )}
      {isOpen && (
        <p
          className={cn(
            'mt-3 rounded-lg px-3 py-2 text-base font-bold',
            night.handOverCents >= 0 ? 'bg-stone-100 text-stone-900' : 'bg-sky-50 text-sky-900',
          )}
        >
          {handOverLine(night.handOverCents)}
        </p>
      )}

      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[24rem] text-left text-sm">
          <thead className="text-xs text-stone-500 uppercase">
            <tr>
              <th className="py-1 pr-2 font-semibold">Pedido</th>
              <th className="py-1 pr-2 font-semibold">Saída → fim</th>
              <th className="py-1 pr-2 font-semibold">Situação</th>
              <th className="py-1 pr-2 font-semibold">Pagamento</th>
              <th className="py-1 pr-2 text-right font-semibold">Recebido</th>
              <th className="py-1 text-right font-semibold">Taxa</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {card.trips.map((trip) => (
              <tr
                key={trip.deliveryId}
                className={cn(trip.settlementId !== null && 'text-stone-500')}
              >
                <td className="py-1.5 pr-2">
                  <span className="font-semibold">#{trip.orderId}</span> {trip.customerName}
                  {trip.deliveryZone && (
                    <span className="block text-xs text-stone-500">{trip.deliveryZone}</span>
                  )}
                </td>
                <td className="py-1.5 pr-2 whitespace-nowrap tabular-nums">
                  {time(trip.assignedAt)} → {time(trip.endedAt)}
                </td>
                <td className="py-1.5 pr-2">
                  {trip.status === 'em_rota' ? 'Ainda na rua' : DELIVERY_STATUS_LABELS[trip.status]}
                  {trip.settlementId !== null && <span className="block text-xs">Acertada</span>}
                </td>
                <td className="py-1.5 pr-2">
                  {trip.paymentMethod}
                  {trip.paymentStatus === 'pago' && trip.collectedCents === 0 && (
                    <span className="block text-xs text-stone-500">já pago</span>
                  )}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {formatBRL(trip.collectedCents)}
                  {trip.changeCents ? (
                    <span className="block text-xs text-stone-500">
                      troco {formatBRL(trip.changeCents)}
                    </span>
                  ) : null}
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatBRL(trip.feeCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {isOpen && (
        <div className="mt-4 flex justify-end print:hidden">
          <Button onClick={() => setConfirming(true)} disabled={isSettling}>
            Marcar como acertado
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={`Acertar ${card.driverName}?`}
        description={`${handOverLine(night.handOverCents)}. Os pedidos recebidos na porta ficam como pagos.`}
        confirmLabel="Marcar como acertado"
        tone="default"
        isPending={isSettling}
        onConfirm={() => {
          setConfirming(false);
          onSettle();
        }}
      />
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 border-b border-stone-100 py-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}
