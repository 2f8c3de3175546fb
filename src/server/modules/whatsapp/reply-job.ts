import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { JobRunner } from '../../jobs/job-queue';
import type { SecretBox } from '../../security/secret-box';
import {
  CloudApiError,
  isPermanentCloudError,
  REENGAGEMENT_CODE,
  sendCloudMessage,
} from './cloud-api';
import { readWhatsAppConnection } from './connection';

/**
 * The answer to PARAR / VOLTAR (decision 073): a free-form text, inside the window the customer
 * just opened. Not recorded on any order; a permanent refusal is given up, not retried.
 */
export const WHATSAPP_REPLY_JOB = 'whatsapp.reply';

const PayloadSchema = z.object({ to: z.string().regex(/^\d{8,15}$/), text: z.string().min(1) });

export function registerWhatsAppReplyJob(
  jobs: JobRunner,
  deps: { db: Database; secrets: SecretBox | null; apiUrl: string },
): void {
  jobs.register(
    WHATSAPP_REPLY_JOB,
    async (payload, context) => {
      const { to, text } = PayloadSchema.parse(payload);
      const connection = await readWhatsAppConnection(deps.db, deps.secrets);
      if (connection.status !== 'ready') return;
      const config = {
        baseUrl: deps.apiUrl,
        phoneNumberId: connection.phoneNumberId,
        accessToken: connection.credentials.accessToken,
      };
      try {
        await sendCloudMessage(config, { kind: 'texto', to, text }, context.signal);
      } catch (error) {
        // refused for good, or the window closed meanwhile (a template is not worth it here)
        if (
          error instanceof CloudApiError &&
          (isPermanentCloudError(error) || error.code === REENGAGEMENT_CODE)
        ) {
          return;
        }
        throw error;
      }
    },
    {
      label: 'Resposta automática do WhatsApp',
      subject: (payload) => {
        const parsed = PayloadSchema.safeParse(payload);
        return parsed.success ? { text: `WhatsApp …${parsed.data.to.slice(-4)}` } : null;
      },
    },
  );
}
