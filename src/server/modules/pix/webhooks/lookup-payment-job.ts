import { hasChargeEndedAtProvider } from '../../../../domain/pix-automation';
import type { JobRunner } from '../../../jobs/job-queue';
import { applyReceivedPix } from '../apply-received-pix';
import { enqueueChargeEndedAtProvider } from '../charges/charge-jobs';
import {
  connectedProvider,
  PROVIDER_NOT_READY_MESSAGE,
  type PixInboundDependencies,
} from '../polling/connected-provider';
import { findChargeByProviderRef } from '../repository';

/**
 * A notification that only names a payment (Mercado Pago's `data.id`): its state is read from the
 * provider's API and any Pix in it applied like a webhook's (decision 064).
 */
export const PIX_LOOKUP_PAYMENT_JOB = 'pix.lookup-payment';

function lookupPaymentJob(deps: PixInboundDependencies) {
  return async (raw: unknown, { signal }: { signal: AbortSignal }): Promise<void> => {
    const { providerRef } = raw as { providerRef: string };
    const connected = await connectedProvider(deps);
    if (!connected) throw new Error(PROVIDER_NOT_READY_MESSAGE);
    // a payment none of our charges made is still read: reconciliation lists it as 'Sem pedido'
    const charge = await findChargeByProviderRef(deps.db, providerRef);
    const state = await connected.provider.getCharge(charge?.txid ?? '', providerRef, signal);
    for (const pix of state.payments) {
      await applyReceivedPix(deps.db, deps.events, {
        provider: connected.provider.kind,
        pix,
        source: 'webhook',
        now: deps.now(),
      });
    }
    // Mercado Pago also tells of a payment that expired or was cancelled: the code ends here too
    if (charge?.status === 'ativa' && hasChargeEndedAtProvider(state.status)) {
      await enqueueChargeEndedAtProvider(deps.db, charge);
    }
  };
}

export function registerPaymentLookups(jobs: JobRunner, deps: PixInboundDependencies): void {
  jobs.register(PIX_LOOKUP_PAYMENT_JOB, lookupPaymentJob(deps), {
    label: 'Consulta de pagamento Pix',
    subject: (payload) => ({
      text: `Pagamento ${(payload as { providerRef?: string }).providerRef ?? ''}`.trim(),
    }),
    backoff: { baseMs: 5_000, maxMs: 5 * 60_000 },
  });
}
