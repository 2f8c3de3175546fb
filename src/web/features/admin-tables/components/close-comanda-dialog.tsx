import { MinusIcon, PlusIcon, SplitIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Comanda } from '../../../../domain/admin-comandas';
import {
  appliedServiceCharge,
  comandaTotals,
  MAX_COMANDA_PAYMENTS,
  MAX_COMANDA_PERSONS,
  paymentsSum,
  splitEvenly,
  type ServiceChargeSettings,
} from '../../../../domain/comanda';
import { formatBRL } from '../../../../domain/money';
import { tableName } from '../../../../domain/tables';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../admin/api/error-message';
import { MoneyInput, type MoneyValue } from '../../../admin/ui/money-input';
import { NativeSelect } from '../../../admin/ui/select';
import { Switch } from '../../../admin/ui/switch';
import { useCloseComanda } from '../api/tables-api';

interface PaymentRow {
  key: number;
  method: string;
  cents: MoneyValue;
}

/**
 * 'Fechar conta' (docs/decisions/057): the bill with the service charge (which the customer may
 * decline), split between persons and paid with one or more payments. It closes only when the
 * payments add up to the total exactly; the server checks it again under the comanda's lock.
 */
export function CloseComandaDialog({
  comanda,
  serviceCharge,
  paymentOptions,
  onClose,
  onClosed,
}: {
  comanda: Comanda;
  serviceCharge: ServiceChargeSettings;
  paymentOptions: readonly string[];
  onClose: () => void;
  onClosed: (closed: Comanda) => void;
}) {
  const id = useId();
  const close = useCloseComanda();
  const [withServiceCharge, setWithServiceCharge] = useState(serviceCharge.isEnabled);
  const [persons, setPersons] = useState(1);
  const firstMethod = paymentOptions[0] ?? '';
  const totals = comandaTotals(
    comanda.itemsCents,
    comanda.discountCents,
    appliedServiceCharge(serviceCharge, withServiceCharge),
  );
  const [nextKey, setNextKey] = useState(1);
  const [payments, setPayments] = useState<PaymentRow[]>(() => [
    { key: 0, method: firstMethod, cents: totals.totalCents },
  ]);
  const [error, setError] = useState<string | null>(null);
  const paidCents = paymentsSum(
    payments.map((p) => ({ amountCents: Number.isFinite(p.cents) ? (p.cents ?? 0) : 0 })),
  );
  const remaining = totals.totalCents - paidCents;
  const hasBadAmount = payments.some((p) => p.cents === null || !Number.isFinite(p.cents));

  function splitBetweenPersons(count: number) {
    const shares = splitEvenly(totals.totalCents, count);
    setPayments(
      shares.map((cents, index) => ({ key: nextKey + index, method: firstMethod, cents })),
    );
    setNextKey(nextKey + shares.length);
  }

  function changeTotalsTo(nextWithService: boolean) {
    setWithServiceCharge(nextWithService);
    // one payment of the whole bill follows the total; a split the staff typed is left alone
    if (payments.length === 1 && payments[0]) {
      const next = comandaTotals(
        comanda.itemsCents,
        comanda.discountCents,
        appliedServiceCharge(serviceCharge, nextWithService),
      );
      setPayments([{ ...payments[0], cents: next.totalCents }]);
    }
  }

  function submit() {
    setError(null);
    close.mutate(
      {
        comandaId: comanda.id,
        body: {
          persons,
          withServiceCharge,
          payments: payments.map((p) => ({ method: p.method, amountCents: p.cents ?? 0 })),
        },
      },
      {
        onSuccess: onClosed,
        onError: (failure) => setError(serverMessage(failure, 'Não foi possível fechar a conta.')),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent maxWidth="xl">
        <DialogHeader>
          <DialogTitle>Fechar conta · {tableName(comanda.tableLabel)}</DialogTitle>
          <DialogDescription>
            Confira o total, divida entre as pessoas e registre como foi pago.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5">
          <dl className="flex flex-col gap-1 rounded-xl bg-stone-50 p-3 text-sm">
            <Row label="Consumo" value={formatBRL(totals.itemsCents)} />
            {totals.discountCents > 0 && (
              <Row label="Descontos" value={`-${formatBRL(totals.discountCents)}`} />
            )}
            {serviceCharge.isEnabled && (
              <div className="flex items-center justify-between gap-3">
                <dt className="flex items-center gap-2">
                  <Switch
                    id={`${id}-service`}
                    checked={withServiceCharge}
                    onCheckedChange={changeTotalsTo}
                  />
                  <Label htmlFor={`${id}-service`}>Serviço ({serviceCharge.percent}%)</Label>
                </dt>
                <dd className="tabular-nums">{formatBRL(totals.serviceChargeCents)}</dd>
              </div>
            )}
            <Row label="Total" value={formatBRL(totals.totalCents)} isBold />
          </dl>

          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-persons`}>Pessoas</Label>
              <div className="flex items-center gap-1">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label="Menos uma pessoa"
                  disabled={persons <= 1}
                  onClick={() => setPersons(persons - 1)}
                >
                  <MinusIcon aria-hidden />
                </Button>
                <output id={`${id}-persons`} className="w-10 text-center text-lg font-bold">
                  {persons}
                </output>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label="Mais uma pessoa"
                  disabled={persons >= MAX_COMANDA_PERSONS}
                  onClick={() => setPersons(persons + 1)}
                >
                  <PlusIcon aria-hidden />
                </Button>
              </div>
            </div>
            <Button type="button" variant="outline" onClick={() => splitBetweenPersons(persons)}>
              <SplitIcon aria-hidden />
              Dividir igualmente
            </Button>
            {persons > 1 && (
              <p className="text-sm text-stone-600">
                {formatBRL(splitEvenly(totals.totalCents, persons)[0] ?? 0)} por pessoa
              </p>
            )}
          </div>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-stone-800">Pagamentos</legend>
            {payments.map((payment, index) => (
              <div key={payment.key} className="flex flex-wrap items-end gap-2">
                <div className="flex min-w-36 flex-1 flex-col gap-1.5">
                  <Label htmlFor={`${id}-method-${payment.key}`}>Forma {index + 1}</Label>
                  <NativeSelect
                    id={`${id}-method-${payment.key}`}
                    value={payment.method}
                    onChange={(event) =>
                      setPayments(
                        payments.map((p) =>
                          p.key === payment.key ? { ...p, method: event.target.value } : p,
                        ),
                      )
                    }
                  >
                    {paymentOptions.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <MoneyInput
                  id={`${id}-amount-${payment.key}`}
                  label={`Valor ${index + 1}`}
                  className="w-36"
                  cents={payment.cents}
                  onChange={(cents) =>
                    setPayments(payments.map((p) => (p.key === payment.key ? { ...p, cents } : p)))
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover pagamento ${index + 1}`}
                  disabled={payments.length === 1}
                  onClick={() => setPayments(payments.filter((p) => p.key !== payment.key))}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              className="self-start"
              disabled={payments.length >= MAX_COMANDA_PAYMENTS}
              onClick={() => {
                setPayments([
                  ...payments,
                  { key: nextKey, method: firstMethod, cents: Math.max(0, remaining) },
                ]);
                setNextKey(nextKey + 1);
              }}
            >
              <PlusIcon aria-hidden />
              Adicionar pagamento
            </Button>
          </fieldset>

          <p
            role="status"
            className={cn(
              'rounded-lg p-2 text-sm font-semibold',
              remaining === 0 ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900',
            )}
          >
            {remaining === 0
              ? 'Os pagamentos fecham a conta.'
              : remaining > 0
                ? `Faltam ${formatBRL(remaining)} para fechar a conta.`
                : `Os pagamentos passam ${formatBRL(-remaining)} do total.`}
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={close.isPending || remaining !== 0 || hasBadAmount}>
            {close.isPending ? 'Fechando...' : `Fechar conta de ${formatBRL(totals.totalCents)}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, value, isBold = false }: { label: string; value: string; isBold?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-3', isBold && 'text-base font-bold')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
