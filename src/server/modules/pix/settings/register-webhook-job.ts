import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database, Executor } from '../../../../db/client';
import { pixWebhookPath } from '../../../../domain/admin-pix-provider';
import { enqueueJob, type JobRunner } from '../../../jobs/job-queue';
import type { SecretBox } from '../../../security/secret-box';
import { readPixProvider } from '../provider-config';
import { PixProviderError } from '../provider';
import type { PixProviderFactory } from '../providers/create-provider';
import { markWebhookRegistered } from './repository';

/** Tells the provider the shop's webhook address (decision 060), after each save. */
const PIX_REGISTER_WEBHOOK_JOB = 'pix.register-webhook';

/** The origin only: the address's token is read from the row when the job runs. */
const RegisterWebhookPayloadSchema = z.object({ origin: z.string().url() });

/** A bank refusing for minutes is retried for about a day before it shows as a problem. */
const REGISTER_MAX_ATTEMPTS = 30;

export async function enqueueWebhookRegistration(
  tx: Executor,
  origin: string,
  at: Date,
): Promise<void> {
  await enqueueJob(tx, {
    kind: PIX_REGISTER_WEBHOOK_JOB,
    // every save registers again: the address or the credentials may have changed
    key: `${at.toISOString()}:${randomUUID()}`,
    payload: { origin } satisfies z.infer<typeof RegisterWebhookPayloadSchema>,
    maxAttempts: REGISTER_MAX_ATTEMPTS,
  });
}

export interface RegisterWebhookDependencies {
  db: Database;
  secrets: SecretBox | null;
  pixProviders: PixProviderFactory;
  now: () => Date;
}

/**
 * Runs `provider.registerWebhook(<origin>/api/pix/webhook/<token>)` for the connection saved
 * now (a connection changed or removed since the save registers what is there, or nothing),
 * then notes when: 'Webhook registrado às …'. A refusal throws its pt-BR message, without secret,
 * and the queue tries again.
 */
export function registerPixWebhookJob(jobs: JobRunner, deps: RegisterWebhookDependencies): void {
  jobs.register(
    PIX_REGISTER_WEBHOOK_JOB,
    async (payload, { signal }) => {
      const { origin } = RegisterWebhookPayloadSchema.parse(payload);
      const state = await readPixProvider(deps.db, deps.secrets);
      if (state.status !== 'ready') return;
      try {
        const provider = deps.pixProviders(state.config);
        await provider.registerWebhook(`${origin}${pixWebhookPath(state.webhookToken)}`, signal);
      } catch (error) {
        if (error instanceof PixProviderError) throw new Error(error.message);
        throw new Error('O provedor Pix não aceitou o endereço do webhook.');
      }
      await markWebhookRegistered(deps.db, deps.now());
    },
    {
      label: 'Registro do webhook Pix',
      subject: () => ({ text: 'Pix automático' }),
      backoff: { baseMs: 5_000, maxMs: 60 * 60_000 },
    },
  );
}
