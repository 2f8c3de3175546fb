import { CircleCheckIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProblemJob } from '../../../../domain/admin-jobs';
import { formatDateTime } from '../../../../domain/date-format';
import { useShopTimeZone } from '../../../api/get-establishment';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { orderLink } from '../../../admin/order/order-link';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { PageHeader } from '../../../admin/ui/page-header';
import { useProblemJobs, useSettleJob } from '../api/jobs-api';

/**
 * `/admin/jobs`, 'Tarefas com problema' (docs/decisions/049): background work (printing first)
 * that died or keeps failing, with its last error; 'Tentar de novo' runs it again now,
 * 'Descartar' gives it up after a confirmation. The list follows `jobs.changed` live.
 */
export function ProblemJobsPage() {
  const problems = useProblemJobs();
  const settle = useSettleJob();
  const timeZone = useShopTimeZone();
  const [discarding, setDiscarding] = useState<ProblemJob | null>(null);

  function retry(job: ProblemJob) {
    settle.mutate(
      { jobId: job.id, action: 'retry' },
      {
        onSuccess: () => toast.success(`${job.label}: tentando de novo`),
        onError: (error) =>
          toast.error('Não foi possível tentar de novo.', {
            description: serverMessage(error, 'Tente novamente em instantes.'),
          }),
      },
    );
  }

  function confirmDiscard() {
    if (!discarding) return;
    const job = discarding;
    settle.mutate(
      { jobId: job.id, action: 'discard' },
      {
        onSuccess: () => {
          setDiscarding(null);
          toast.success(`${job.label}: descartada`);
        },
        onError: (error) =>
          toast.error('Não foi possível descartar.', {
            description: serverMessage(error, 'Tente novamente em instantes.'),
          }),
      },
    );
  }

  return (
    <main>
      <PageHeader
        title="Tarefas com problema"
        description="Trabalhos feitos em segundo plano (como impressões) que falharam. Corrija a causa e tente de novo, ou descarte."
      />
      {problems.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando tarefas..." />
        </div>
      ) : problems.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">
            {serverMessage(problems.error, 'Não foi possível carregar as tarefas.')}
          </p>
          <Button variant="outline" onClick={() => void problems.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : problems.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center">
          <CircleCheckIcon aria-hidden className="size-8 text-green-700" />
          <p className="font-semibold text-stone-900">Nenhuma tarefa com problema.</p>
          <p className="text-sm text-stone-600">
            Tudo o que foi pedido em segundo plano deu certo.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Tarefas com problema">
          {problems.data.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-bold text-stone-900">{job.label}</h2>
                  {job.subject &&
                    (job.orderId !== null ? (
                      <Link
                        to={orderLink(job.orderId)}
                        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                      >
                        {job.subject}
                      </Link>
                    ) : (
                      <span className="text-sm font-semibold text-stone-700">{job.subject}</span>
                    ))}
                  {job.status === 'dead' ? (
                    <Badge variant="closed">Parou de tentar</Badge>
                  ) : (
                    <Badge variant="muted">Tentando de novo</Badge>
                  )}
                </div>
                <p className="mt-1 text-sm break-words text-red-800">
                  {job.lastError ?? 'Sem mensagem de erro.'}
                </p>
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
                  <div className="flex gap-1">
                    <dt>Tentativas:</dt>
                    <dd className="font-semibold text-stone-800">
                      {job.attempts} de {job.maxAttempts}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Próxima tentativa:</dt>
                    <dd className="font-semibold text-stone-800">
                      {job.isRunning
                        ? 'agora'
                        : job.nextRunAt
                          ? formatDateTime(job.nextRunAt, timeZone)
                          : 'nenhuma'}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Criada em:</dt>
                    <dd>{formatDateTime(job.createdAt, timeZone)}</dd>
                  </div>
                </dl>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={settle.isPending || job.isRunning}
                  onClick={() => retry(job)}
                >
                  <RotateCcwIcon aria-hidden />
                  Tentar de novo
                </Button>
                <Button
                  variant="dangerGhost"
                  size="sm"
                  disabled={settle.isPending || job.isRunning}
                  onClick={() => setDiscarding(job)}
                >
                  <Trash2Icon aria-hidden />
                  Descartar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(isOpen) => !isOpen && !settle.isPending && setDiscarding(null)}
        title={
          discarding
            ? `Descartar a tarefa "${discarding.label}${discarding.subject ? ` · ${discarding.subject}` : ''}"?`
            : ''
        }
        description="Ela não será mais tentada. Use quando o trabalho já foi feito de outro jeito ou não é mais necessário."
        confirmLabel={settle.isPending ? 'Descartando...' : 'Descartar'}
        isPending={settle.isPending}
        onConfirm={confirmDiscard}
      />
    </main>
  );
}
