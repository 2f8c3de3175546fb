import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangleIcon, LockIcon, LockOpenIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  CloseCashShiftSchema,
  closingLines,
  closingTotals,
  describeDifference,
  OpenCashShiftSchema,
  type CashShift,
  type CloseCashShift,
  type OpenCashShift,
} from '../../../../domain/admin-cash-shift';
import { formatDate, formatDateTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { useShopTimeZone } from '../../../api/get-establishment';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { MoneyField, type MoneyValue } from '../../../admin/ui/money-input';
import { PageHeader } from '../../../admin/ui/page-header';
import { useCashShifts, useCloseCashShift, useOpenCashShift } from '../api/cash-shifts-api';

/** '27/11/2026', the business day a till belongs to. */
export function businessDayLabel(isoDate: string): string {
  return formatDate(`${isoDate}T12:00:00Z`, 'UTC');
}

/** A difference in money, with its sign and tone: short in red, over in amber, even in green. */
export function Difference({ cents }: { cents: number | null }) {
  if (cents === null) return <span className="text-stone-500">–</span>;
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        cents < 0 && 'text-red-700',
        cents > 0 && 'text-amber-700',
        cents === 0 && 'text-green-700',
      )}
    >
      {cents > 0 ? '+' : ''}
      {formatBRL(cents)}
    </span>
  );
}

/** `/admin/cash` (docs/decisions/048): open the till, close it with the count, the closed ones. */
export function CashPage() {
  const shifts = useCashShifts();
  return (
    <main>
      <PageHeader
        title="Caixa"
        description="Abra o caixa com o troco inicial e feche com o valor contado em cada forma de pagamento."
      />
      {shifts.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando caixa..." />
        </div>
      ) : shifts.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">Não foi possível carregar o caixa.</p>
          <Button variant="outline" onClick={() => void shifts.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {shifts.data.current ? (
            <CloseShiftForm key={shifts.data.current.id} shift={shifts.data.current} />
          ) : (
            <OpenShiftForm />
          )}
          <ClosedShifts shifts={shifts.data.closed} />
        </div>
      )}
    </main>
  );
}

type OpenValues = { startingCashCents: MoneyValue };
type CountValues = { counted: { paymentMethod: string; countedCents: MoneyValue }[] };

/**
 * The forms hold what the money fields give (centavos, null while empty, NaN while not an amount)
 * and are checked by the API's own schemas, which refuse null and NaN with their pt-BR messages:
 * the resolvers are typed for that wider input.
 */
const openResolver = zodResolver(OpenCashShiftSchema) as unknown as Resolver<
  OpenValues,
  unknown,
  OpenCashShift
>;
const closeResolver = zodResolver(CloseCashShiftSchema) as unknown as Resolver<
  CountValues,
  unknown,
  CloseCashShift
>;

function OpenShiftForm() {
  const id = useId();
  const open = useOpenCashShift();
  const form = useForm<OpenValues, unknown, OpenCashShift>({
    resolver: openResolver,
    defaultValues: { startingCashCents: null },
  });
  const onSubmit = form.handleSubmit((data) => {
    open.mutate(data, {
      onSuccess: () => toast.success('Caixa aberto.'),
      onError: (error) => toast.error(serverMessage(error, 'Não foi possível abrir o caixa.')),
    });
  });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <LockIcon aria-hidden className="size-5 text-stone-500" />
        Nenhum caixa aberto
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Conte o dinheiro que fica na gaveta para o troco e abra o caixa. Pedidos feitos antes da
        abertura, no mesmo dia, entram neste caixa como “sem caixa aberto”.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-wrap items-start gap-3">
        <MoneyField
          control={form.control}
          name="startingCashCents"
          id={`${id}-starting`}
          label="Troco inicial (dinheiro na gaveta)"
          error={form.formState.errors.startingCashCents?.message}
          className="w-full sm:w-64"
        />
        <Button type="submit" className="sm:mt-6" disabled={open.isPending}>
          <LockOpenIcon aria-hidden />
          Abrir caixa
        </Button>
      </form>
    </section>
  );
}

function CloseShiftForm({ shift }: { shift: CashShift }) {
  const id = useId();
  const timeZone = useShopTimeZone();
  const navigate = useNavigate();
  const close = useCloseCashShift();
  const form = useForm<CountValues, unknown, CloseCashShift>({
    resolver: closeResolver,
    defaultValues: {
      counted: shift.lines.map((line) => ({
        paymentMethod: line.paymentMethod,
        countedCents: null,
      })),
    },
  });
  const counted = useWatch({ control: form.control, name: 'counted' });
  // the difference of what is typed so far, worked out by the domain's own rule
  const countedByMethod = Object.fromEntries(
    counted
      .filter((line) => typeof line.countedCents === 'number' && !Number.isNaN(line.countedCents))
      .map((line) => [line.paymentMethod, line.countedCents ?? 0]),
  );
  const sales = shift.lines.map((line) => ({
    paymentMethod: line.paymentMethod,
    orders: line.orders,
    totalCents: line.expectedCents,
  }));
  const preview = closingLines({
    methods: [],
    startingCashCents: 0,
    sales,
    counted: countedByMethod,
  }).map((line) =>
    line.paymentMethod in countedByMethod ? line : { ...line, differenceCents: null },
  );
  const isAllCounted = counted.every(
    (line) => typeof line.countedCents === 'number' && !Number.isNaN(line.countedCents),
  );
  const previewTotals = closingTotals(preview);
  const errors = form.formState.errors.counted;

  const onSubmit = form.handleSubmit((data) => {
    close.mutate(
      { id: shift.id, body: data },
      {
        onSuccess: (closed) => {
          toast.success('Caixa fechado.');
          void navigate(`/admin/cash/${closed.id}`);
        },
        onError: (error) => toast.error(serverMessage(error, 'Não foi possível fechar o caixa.')),
      },
    );
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <LockOpenIcon aria-hidden className="size-5 text-green-700" />
        Caixa aberto · dia {businessDayLabel(shift.businessDate)}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Aberto em {formatDateTime(shift.openedAt, timeZone)} por {shift.openedBy.name}, com troco
        inicial de {formatBRL(shift.startingCashCents)}.
      </p>
      {shift.isPastBusinessDay && (
        <Alert tone="warning" className="mt-3">
          <AlertTriangleIcon aria-hidden />
          <div>
            <AlertTitle>Caixa aberto depois do fim do dia</AlertTitle>
            <AlertDescription>
              Este caixa é do dia {businessDayLabel(shift.businessDate)}, que já terminou. Conte e
              feche o caixa antes de abrir o de hoje.
            </AlertDescription>
          </div>
        </Alert>
      )}
      {shift.withoutOpenShift.orders > 0 && (
        <p className="mt-2 text-sm text-stone-700">
          Sem caixa aberto: {shift.withoutOpenShift.orders}{' '}
          {shift.withoutOpenShift.orders === 1 ? 'pedido feito' : 'pedidos feitos'} antes da
          abertura ({formatBRL(shift.withoutOpenShift.totalCents)}), já somados ao esperado.
        </p>
      )}

      <form noValidate onSubmit={onSubmit} className="mt-4">
        <h3 className="text-base font-semibold text-stone-900">Fechar caixa</h3>
        <p className="text-sm text-stone-600">
          Informe o valor contado em cada forma de pagamento: na gaveta para dinheiro, no extrato
          para Pix e na maquininha para cartões.
        </p>
        <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200">
          {shift.lines.map((line, index) => (
            <li
              key={line.paymentMethod}
              className="grid grid-cols-2 items-start gap-x-3 gap-y-1 p-3 sm:grid-cols-[1fr_9rem_14rem_9rem] sm:items-center"
            >
              <div className="col-span-2 sm:col-span-1">
                <p className="font-semibold text-stone-900">{line.paymentMethod}</p>
                <p className="text-xs text-stone-600">
                  {line.orders} {line.orders === 1 ? 'pedido' : 'pedidos'}
                </p>
              </div>
              <p className="text-sm text-stone-700 sm:text-right">
                Esperado
                <br />
                <span className="font-semibold tabular-nums text-stone-900">
                  {formatBRL(line.expectedCents)}
                </span>
              </p>
              <MoneyField
                control={form.control}
                name={`counted.${index}.countedCents`}
                id={`${id}-counted-${index}`}
                label={`Contado em ${line.paymentMethod}`}
                error={errors?.[index]?.countedCents?.message}
                className="row-span-2 sm:row-span-1"
              />
              <p className="text-sm text-stone-700 sm:text-right">
                Diferença
                <br />
                <Difference
                  cents={
                    preview.find((typed) => typed.paymentMethod === line.paymentMethod)
                      ?.differenceCents ?? null
                  }
                />
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-700" aria-live="polite">
            Total esperado{' '}
            <strong className="tabular-nums">{formatBRL(previewTotals.expectedCents)}</strong>
            {isAllCounted && previewTotals.differenceCents !== null && (
              <>
                {' · '}
                <strong>{describeDifference(previewTotals.differenceCents)}</strong>
              </>
            )}
          </p>
          <Button type="submit" disabled={close.isPending}>
            <LockIcon aria-hidden />
            Fechar caixa
          </Button>
        </div>
      </form>
    </section>
  );
}

function ClosedShifts({ shifts }: { shifts: readonly CashShift[] }) {
  const timeZone = useShopTimeZone();
  return (
    <section aria-labelledby="closed-shifts-title">
      <h2 id="closed-shifts-title" className="mb-2 text-lg font-bold text-stone-900">
        Caixas fechados
      </h2>
      {shifts.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhum caixa fechado ainda.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {shifts.map((shift) => (
            <li key={shift.id}>
              <Link
                to={`/admin/cash/${shift.id}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 hover:bg-stone-50"
              >
                <span>
                  <span className="font-semibold text-stone-900">
                    Dia {businessDayLabel(shift.businessDate)}
                  </span>
                  <span className="block text-xs text-stone-600">
                    Fechado em {shift.closedAt ? formatDateTime(shift.closedAt, timeZone) : '–'} por{' '}
                    {shift.closedBy?.name ?? '–'}
                  </span>
                </span>
                <span className="text-sm">
                  <Difference cents={shift.totals.differenceCents} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
