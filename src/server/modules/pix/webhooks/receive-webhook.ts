import { createHash, timingSafeEqual } from 'node:crypto';
import { enqueueJob } from '../../../jobs/job-queue';
import { applyReceivedPix } from '../apply-received-pix';
import type { PixInboundDependencies } from '../polling/connected-provider';
import { connectedProvider } from '../polling/connected-provider';
import { WebhookRefused, type WebhookRequest } from '../provider';
import { findPixProviderRow } from '../repository';
import { PIX_LOOKUP_PAYMENT_JOB } from './lookup-payment-job';

export type WebhookOutcome =
  | { status: 'unknown_token' }
  | { status: 'not_ready' }
  | { status: 'refused'; reason: string }
  | { status: 'accepted'; applied: number; lookups: number };

/**
 * A provider's notification at /api/pix/webhook/<token> (decision 064): the token names the shop's
 * connection (compared in constant time); the adapter checks who sent it (signature, client
 * certificate) and reads it; each Pix it carries is applied at once (idempotent on its end-to-end
 * id), and a payment it only names (Mercado Pago) is looked up by a job.
 */
export async function receivePixWebhook(
  deps: PixInboundDependencies,
  token: string,
  request: WebhookRequest,
): Promise<WebhookOutcome> {
  const row = await findPixProviderRow(deps.db);
  if (!row || !sameToken(row.webhookToken, token)) return { status: 'unknown_token' };
  const connected = await connectedProvider(deps);
  if (!connected) return { status: 'not_ready' };
  let content;
  try {
    content = connected.provider.readWebhook(request);
  } catch (error) {
    if (error instanceof WebhookRefused) return { status: 'refused', reason: error.message };
    throw error;
  }
  if (content.kind === 'ignored') return { status: 'accepted', applied: 0, lookups: 0 };
  if (content.kind === 'payments') {
    for (const pix of content.payments) {
      await applyReceivedPix(deps.db, deps.events, {
        provider: connected.provider.kind,
        pix,
        source: 'webhook',
        now: deps.now(),
      });
    }
    return { status: 'accepted', applied: content.payments.length, lookups: 0 };
  }
  // the same notification delivered again keeps one job; a later one (the payment changed) adds one
  const delivery = createHash('sha256').update(request.rawBody).digest('base64url').slice(0, 22);
  for (const providerRef of content.providerRefs) {
    await enqueueJob(deps.db, {
      kind: PIX_LOOKUP_PAYMENT_JOB,
      key: `${providerRef}:${delivery}`,
      payload: { providerRef },
    });
  }
  return { status: 'accepted', applied: 0, lookups: content.providerRefs.length };
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
