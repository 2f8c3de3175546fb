import { CheckCircle2Icon, ClockIcon, LoaderCircleIcon, TimerOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../../domain/money';
import type { TrackedOrder } from '../../../../domain/order';
import { isPixPayment } from '../../../../domain/pix';
import { otherPaymentOptions, type TrackedPixCharge } from '../../../../domain/pix-automation';
import { useEstablishment } from '../../../api/get-establishment';
import { pixActionErrorMessage, usePixChargeActions } from '../../../api/pix-charge';
import { Button } from '../../../components/ui/button';
import { PixPaymentCard } from './pix-code-card';

/** The order states in which a Pix can still be paid or its payment changed. */
const OPEN_STATUSES: readonly string[] = ['pendente', 'aprovado', 'em preparo'];

/** 'Expira em 14:32' (or 1:05:00 past an hour): what is left of the code, never below zero. */
export function countdownText(leftMs: number): string {
  const total = Math.max(0, Math.ceil(leftMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** Milliseconds left until `expiresAt`, ticking every second while there are any. */
function useTimeLeft(expiresAt: string, isRunning: boolean): number {
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning, end]);
  return end - now;
}

type View = 'confirmado' | 'gerando' | 'ativa' | 'expirada' | 'falhou' | 'nenhum';

function viewOf(order: TrackedOrder, charge: TrackedPixCharge, leftMs: number): View {
  if (order.paymentStatus === 'pago')
    return isPixPayment(order.paymentMethod) ? 'confirmado' : 'nenhum';
  if (!isPixPayment(order.paymentMethod) || !OPEN_STATUSES.includes(order.status)) return 'nenhum';
  if (charge.status === 'criando') return 'gerando';
  if (charge.status === 'ativa') return leftMs > 0 && charge.copiaECola ? 'ativa' : 'expirada';
  if (charge.status === 'falhou') return 'falhou';
  if (charge.status === 'paga') return 'confirmado';
  return 'expirada';
}

/** What the live region says when the state changes (a screen reader hears it once). */
const ANNOUNCEMENTS: Readonly<Record<View, string>> = {
  confirmado: 'Pagamento confirmado.',
  gerando: 'Gerando código Pix.',
  ativa: 'Código Pix pronto para pagar.',
  expirada: 'Código Pix expirado.',
  falhou: 'Não foi possível gerar o código Pix.',
  nenhum: '',
};

/**
 * The tracking page's Pix block for a charge of the shop's provider (decision 063): 'Gerando
 * código Pix…' while the provider answers, then the code with a live countdown, 'Pagamento
 * confirmado' as soon as the order is paid (the page follows the order's stream), and, once the
 * code expired, a new code or paying another way on delivery or pickup.
 */
export function PixChargePayment({
  order,
  charge,
}: {
  order: TrackedOrder;
  charge: TrackedPixCharge;
}) {
  const leftMs = useTimeLeft(charge.expiresAt, charge.status === 'ativa');
  const view = viewOf(order, charge, leftMs);
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {ANNOUNCEMENTS[view]}
      </p>
      {view === 'confirmado' && <PixConfirmed order={order} />}
      {view === 'gerando' && <PixGenerating totalCents={order.totalCents} />}
      {view === 'ativa' && charge.copiaECola && (
        <PixPaymentCard
          code={charge.copiaECola}
          totalCents={order.totalCents}
          publicId={order.publicId}
          intro="Abra o aplicativo do seu banco, escolha pagar com Pix e leia o QR Code ou use o código copia e cola. O pagamento é confirmado aqui sozinho, em segundos."
        >
          <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-stone-800">
            <ClockIcon className="size-4 text-brand-600" aria-hidden />
            Expira em{' '}
            <span className="tabular-nums" suppressHydrationWarning>
              {countdownText(leftMs)}
            </span>
          </p>
        </PixPaymentCard>
      )}
      {(view === 'expirada' || view === 'falhou') && (
        <PixNotPayable order={order} hasFailed={view === 'falhou'} />
      )}
    </>
  );
}

function PixConfirmed({ order }: { order: TrackedOrder }) {
  return (
    <section
      aria-labelledby="pix-confirmed-title"
      className="rounded-2xl border border-green-200 bg-green-50 p-5 shadow-sm"
    >
      <h2
        id="pix-confirmed-title"
        className="flex items-center gap-2 text-lg font-bold text-green-900"
      >
        <CheckCircle2Icon className="size-5 text-green-700" aria-hidden />
        Pagamento confirmado
      </h2>
      <p className="mt-1 text-sm text-green-900">
        Recebemos seu Pix de <strong className="tabular-nums">{formatBRL(order.totalCents)}</strong>
        . Não é preciso enviar comprovante.
      </p>
    </section>
  );
}

function PixGenerating({ totalCents }: { totalCents: number }) {
  return (
    <section
      aria-labelledby="pix-generating-title"
      aria-busy="true"
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h2
        id="pix-generating-title"
        className="flex items-center gap-2 text-lg font-bold text-stone-900"
      >
        <LoaderCircleIcon className="size-5 animate-spin text-brand-600" aria-hidden />
        Gerando código Pix…
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Seu código de {formatBRL(totalCents)} aparece aqui em instantes. Não feche esta página.
      </p>
    </section>
  );
}

/**
 * An expired code (or one the provider could not make): a new one, or paying on delivery or
 * pickup with one of the shop's other options. A failed charge at a shop with a key shows the
 * static code too.
 */
function PixNotPayable({ order, hasFailed }: { order: TrackedOrder; hasFailed: boolean }) {
  const { renew, switchTo } = usePixChargeActions(order.publicId);
  const establishment = useEstablishment();
  const options = otherPaymentOptions(establishment.data?.paymentOptions ?? [], isPixPayment);
  const [isChoosing, setIsChoosing] = useState(false);
  const isBusy = renew.isPending || switchTo.isPending;
  const error = renew.error ?? switchTo.error;
  const onHandOver = order.fulfilment === 'entrega' ? 'na entrega' : 'na retirada';
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="pix-expired-title"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm"
      >
        <h2
          id="pix-expired-title"
          className="flex items-center gap-2 text-lg font-bold text-amber-950"
        >
          <TimerOffIcon className="size-5 text-amber-700" aria-hidden />
          {hasFailed ? 'Não foi possível gerar o código Pix' : 'Código expirado'}
        </h2>
        <p className="mt-1 text-sm text-amber-950">
          {hasFailed
            ? order.pixCode
              ? 'Pague com o código da pizzaria abaixo, tente gerar um novo código ou pague de outro jeito.'
              : 'Tente gerar um novo código ou pague de outro jeito.'
            : 'O prazo para pagar este código acabou e ele não pode mais ser pago. Gere um novo código ou pague de outro jeito.'}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={isBusy}
            onClick={() => renew.mutate()}
          >
            {renew.isPending ? 'Gerando…' : 'Gerar novo código'}
          </Button>
          {options.length > 0 && (
            <Button
              size="lg"
              variant="outline"
              className="w-full sm:w-auto"
              disabled={isBusy}
              aria-expanded={isChoosing}
              aria-controls="pix-switch-options"
              onClick={() => setIsChoosing((open) => !open)}
            >
              {order.fulfilment === 'entrega' ? 'Pagar na entrega' : 'Pagar na retirada'}
            </Button>
          )}
        </div>
        {isChoosing && options.length > 0 && (
          <fieldset id="pix-switch-options" className="mt-4">
            <legend className="text-sm font-semibold text-stone-800">
              Como você vai pagar {onHandOver}?
            </legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {options.map((option) => (
                <Button
                  key={option}
                  variant="outline"
                  className="w-full justify-start"
                  disabled={isBusy}
                  onClick={() => switchTo.mutate(option)}
                >
                  {option}
                </Button>
              ))}
            </div>
          </fieldset>
        )}
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {pixActionErrorMessage(error)}
          </p>
        )}
      </section>
      {hasFailed && order.pixCode && (
        <PixPaymentCard
          code={order.pixCode}
          totalCents={order.totalCents}
          publicId={order.publicId}
          intro="Código da chave Pix da pizzaria: pague pelo aplicativo do banco. A pizzaria confere o pagamento e confirma o pedido."
        />
      )}
    </div>
  );
}
