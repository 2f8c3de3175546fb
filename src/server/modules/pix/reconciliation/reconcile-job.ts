import { z } from 'zod';
import type { Database } from '../../../../db/client';
import type { EventPublisher } from '../../../events/event-bus';
import type { JobRunner } from '../../../jobs/job-queue';
import type { SecretBox } from '../../../security/secret-box';
import { applyReceivedPix } from '../apply-received-pix';
import { readPixProvider } from '../provider-config';
import type { PixProviderFactory } from '../providers/create-provider';

/** 'Buscar no banco' (decision 065): the provider's received Pix of a period, applied. */
export const PIX_RECONCILE_JOB = 'pix.reconcile';

export const ReconcileJobPayloadSchema = z.object({
  /** The business days asked for, as the screen showed them. */
  from: z.string(),
  to: z.string(),
  /** The instants they cover (the end no later than when it was asked). */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});
export type ReconcileJobPayload = z.infer<typeof ReconcileJobPayloadSchema>;

/**
 * Registers the job that asks the provider for the Pix received in a period and applies each
 * through applyReceivedPix (source 'consulta'): those the webhooks and the polling missed confirm
 * their order, or show as 'Sem pedido'. Safe to run again: a Pix already known changes nothing.
 */
export function registerReconcileJob(
  runner: JobRunner,
  deps: {
    db: Database;
    events: EventPublisher;
    secrets: SecretBox | null;
    pixProviders: PixProviderFactory;
    now: () => Date;
  },
): void {
  runner.register(
    PIX_RECONCILE_JOB,
    async (payload, { signal }) => {
      const job = ReconcileJobPayloadSchema.parse(payload);
      const state = await readPixProvider(deps.db, deps.secrets);
      if (state.status !== 'ready') {
        throw new Error(
          state.status === 'none'
            ? 'Nenhum provedor Pix está conectado: conecte um em Configurações › Pagamento.'
            : 'As credenciais do provedor Pix não abrem: cadastre-as de novo em Configurações › Pagamento.',
        );
      }
      const provider = deps.pixProviders(state.config);
      const received = await provider.listReceived(new Date(job.start), new Date(job.end), signal);
      for (const pix of received) {
        signal.throwIfAborted();
        await applyReceivedPix(deps.db, deps.events, {
          provider: state.config.kind,
          pix,
          source: 'consulta',
          now: deps.now(),
        });
      }
    },
    {
      label: 'Conciliação Pix',
      subject: (payload) => {
        const job = ReconcileJobPayloadSchema.safeParse(payload);
        return job.success ? { text: `Pix de ${job.data.from} a ${job.data.to}` } : null;
      },
    },
  );
}
