import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../../db/client';
import { chargeTxid, holdsUntilPaid, wantsPixCharge } from '../../../../domain/pix-automation';
import type { SecretBox } from '../../../security/secret-box';
import { readPixProvider } from '../provider-config';
import { enqueueChargeJobs } from './charge-jobs';
import { insertCharge, setAwaitingPixPayment } from './repository';

/** The random part of a txid: with 'FORNO<order>C<attempt>R' in front, 35 characters. */
const TXID_RANDOM_BYTES = 16;

/** What placing an order tells the charges of it. */
export interface PlacedPixOrder {
  id: number;
  totalCents: number;
  paymentMethod: string;
  fulfilment: string;
}

/**
 * Runs in the order's transaction when it is placed (the orders module calls it through a hook
 * given in app.ts): with a provider ready, the order's first charge — attempt 1, the exact total,
 * the shop's expiry — and its jobs. 'Esconder do painel até ser pago' hides it from the desk. No
 * provider, or one whose credentials do not open: nothing here, the static code stays.
 */
export async function startPixCharge(
  tx: Executor,
  secrets: SecretBox | null,
  order: PlacedPixOrder,
  now: Date,
): Promise<void> {
  if (!wantsPixCharge(order)) return;
  const provider = await readPixProvider(tx, secrets);
  if (provider.status !== 'ready') return;
  await addCharge(
    tx,
    provider,
    { orderId: order.id, amountCents: order.totalCents, attempt: 1 },
    now,
  );
  if (provider.choices.unpaidPolicy === 'ocultar') await setAwaitingPixPayment(tx, order.id, true);
}

/** A charge of the order (a first one, or a renewal) and its jobs, in the caller's transaction. */
export async function addCharge(
  tx: Executor,
  provider: Extract<Awaited<ReturnType<typeof readPixProvider>>, { status: 'ready' }>,
  charge: { orderId: number; amountCents: number; attempt: number },
  now: Date,
): Promise<void> {
  const txid = chargeTxid(
    charge.orderId,
    charge.attempt,
    randomBytes(TXID_RANDOM_BYTES).toString('hex'),
  );
  const expiresAt = new Date(now.getTime() + provider.choices.expiryMinutes * 60_000);
  const row = await insertCharge(tx, {
    ...charge,
    txid,
    provider: provider.config.kind,
    expiresAt,
    createdAt: now,
  });
  await enqueueChargeJobs(tx, row);
}

/**
 * Whether a customer's new order waits for its Pix before it is accepted automatically and its
 * tickets printed (`holdsUntilPaid`, decision 064): only with a provider ready to confirm it.
 * Runs in the order's transaction, before its status is chosen (a hook given in app.ts).
 */
export async function isHeldUntilPaid(
  tx: Executor,
  secrets: SecretBox | null,
  order: Omit<PlacedPixOrder, 'id'>,
): Promise<boolean> {
  if (!wantsPixCharge(order)) return false;
  const provider = await readPixProvider(tx, secrets);
  return provider.status === 'ready' && holdsUntilPaid(provider.choices, order);
}
