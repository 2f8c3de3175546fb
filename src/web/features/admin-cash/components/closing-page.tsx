import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { describeDifference, type CashShift } from '../../../../domain/admin-cash-shift';
import { formatDateTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeader } from '../../../admin/ui/page-header';
import { useCashShift } from '../api/cash-shifts-api';
import { businessDayLabel, Difference } from './cash-page';

/**
 * `/admin/cash/:id` (docs/decisions/048): one till's closing, read-only: per payment method the
 * expected, the counted and the difference, the totals, who opened and who closed it. The
 * printing button comes from the printing feature (`printAction`).
 */
export function ClosingPage({ printAction }: { printAction: (shift: CashShift) => ReactNode }) {
  const id = Number(useParams().id);
  const shift = useCashShift(id);
  return (
    <main>
      {shift.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando fechamento..." />
        </div>
      ) : shift.isError ? (
        <div className="flex flex-col items-center gap-2 sm:p-3 py-16 text-center">
          <p className="text-stone-700">Não foi possível carregar este caixa.</p>
          <Button variant="outline" asChild>
            <Link to="/admin/cash">Voltar ao caixa</Link>
          </Button>
        </div>
      ) : (
        <Closing shift={shift.data} printAction={printAction} />
      )}
    </main>
  );
}

function Closing({
  shift,
  printAction,
}: {
  shift: CashShift;
  printAction: (shift: CashShift) => ReactNode;
}) {
  const timeZone = useShopTimeZone();
  return (
    <>
      <PageHeader
        title="Fechamento de caixa"
        description={`Dia ${businessDayLabel(shift.businessDate)}`}
        actions={
          <div className="flex flex-wrap items-start gap-2 print:hidden">
            <Button variant="ghost" asChild>
              <Link to="/admin/cash">
                <ArrowLeftIcon aria-hidden />
                Caixa
              </Link>
            </Button>
            {printAction(shift)}
          </div>
        }
      />
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">Aberto</dt>
          <dd className="font-semibold text-stone-900">
            {formatDateTime(shift.openedAt, timeZone)} por {shift.openedBy.name}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Fechado</dt>
          <dd className="font-semibold text-stone-900">
            {shift.closedAt
              ? `${formatDateTime(shift.closedAt, timeZone)} por ${shift.closedBy?.name ?? '–'}`
              : 'Ainda aberto'}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Troco inicial</dt>
          <dd className="font-semibold text-stone-900">{formatBRL(shift.startingCashCents)}</dd>
        </div>
      </dl>

      <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-sm" aria-label="Fechamento por forma de pagamento">
          <thead className="bg-stone-50 text-left text-stone-600">
            <tr>
              <th scope="col" className="p-2 sm:p-3 font-semibold">
                Forma de pagamento
              </th>
              <th scope="col" className="hidden p-2 sm:p-3 text-right font-semibold sm:table-cell">
                Pedidos
              </th>
              <th scope="col" className="p-2 sm:p-3 text-right font-semibold">
                Esperado
              </th>
              <th scope="col" className="p-2 sm:p-3 text-right font-semibold">
                Contado
              </th>
              <th scope="col" className="p-2 sm:p-3 text-right font-semibold">
                Diferença
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {shift.lines.map((line) => (
              <tr key={line.paymentMethod}>
                <th scope="row" className="p-2 sm:p-3 text-left font-semibold text-stone-900">
                  {line.paymentMethod}
                </th>
                <td className="hidden p-2 sm:p-3 text-right tabular-nums sm:table-cell">
                  {line.orders}
                </td>
                <td className="p-2 sm:p-3 text-right tabular-nums">
                  {formatBRL(line.expectedCents)}
                </td>
                <td className="p-2 sm:p-3 text-right tabular-nums">
                  {line.countedCents === null ? '–' : formatBRL(line.countedCents)}
                </td>
                <td className="p-2 sm:p-3 text-right">
                  <Difference cents={line.differenceCents} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-300">
            <tr>
              <th scope="row" className="p-2 sm:p-3 text-left font-bold text-stone-900">
                Total
              </th>
              <td className="hidden p-2 sm:p-3 sm:table-cell" />
              <td className="p-2 sm:p-3 text-right font-bold tabular-nums">
                {formatBRL(shift.totals.expectedCents)}
              </td>
              <td className="p-2 sm:p-3 text-right font-bold tabular-nums">
                {shift.totals.countedCents === null ? '–' : formatBRL(shift.totals.countedCents)}
              </td>
              <td className="p-2 sm:p-3 text-right">
                <Difference cents={shift.totals.differenceCents} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {shift.totals.differenceCents !== null && (
        <p className="mt-3 text-base font-bold text-stone-900" data-testid="closing-verdict">
          {describeDifference(shift.totals.differenceCents)}
        </p>
      )}
      <p className="mt-2 text-sm text-stone-600">
        O esperado em Dinheiro soma o troco inicial às vendas em dinheiro (o troco dado ao cliente
        já saiu da gaveta). Pedidos rejeitados não entram.
        {shift.withoutOpenShift.orders > 0 &&
          ` Sem caixa aberto: ${shift.withoutOpenShift.orders} ${
            shift.withoutOpenShift.orders === 1 ? 'pedido feito' : 'pedidos feitos'
          } antes da abertura (${formatBRL(shift.withoutOpenShift.totalCents)}), já somados acima.`}
      </p>
    </>
  );
}
