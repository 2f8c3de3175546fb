import type { Executor } from '../../../db/client';
import { AUTO_ACCEPT_ACTOR_NAME } from '../../../domain/admin-order-events';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { holdsUntilPaid } from '../../../domain/pix-automation';
import { statusOnArrival, type OrderStatus } from '../../../domain/order-status';
import { findSettings } from '../establishment/repository';
import { recordOrderEvent } from '../order-events/repository';
import { enqueueOrderTickets } from '../printers/print-jobs';
import { acceptHeldOrder, findPixProviderRow } from './repository';

/** The order as it stood while held: still paid by Pix (a switch passes it from before). */
interface HeldOrderCandidate {
  id: number;
  status: OrderStatus;
  paymentMethod: string;
  totalCents: number;
  fulfilment: string;
  scheduledFor: Date | null;
}

/**
 * Nothing holds a customer's Pix order any more (its Pix was confirmed, or the customer chose to
 * pay on delivery): what the shop's automatic acceptance would have done when it arrived happens
 * now, in the caller's transaction (decision 064) — accepted by 'Aceite automático' with a line
 * in its history, and its tickets queued for the network printers (decision 050); the desks'
 * own auto-print follows the acceptance. Only an order the shop's choices held, still
 * 'pendente', for as soon as possible, at a shop that accepts automatically: once, and never an
 * order staff took (already accepted) or one they decided meanwhile. Returns the new status.
 */
export async function releaseHeldOrder(
  tx: Executor,
  order: HeldOrderCandidate,
  now: Date,
): Promise<OrderStatus | null> {
  if (order.status !== 'pendente') return null;
  const provider = await findPixProviderRow(tx);
  if (!provider?.isActive || !holdsUntilPaid(provider, order)) return null;
  const settings = (await findSettings(tx))?.settings ?? DEFAULT_ESTABLISHMENT;
  if (statusOnArrival(settings, order.scheduledFor) !== 'aprovado') return null;
  if (!(await acceptHeldOrder(tx, order.id, now))) return null;
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'status',
    actor: { id: null, name: AUTO_ACCEPT_ACTOR_NAME },
    from: 'pendente',
    to: 'aprovado',
    at: now,
  });
  await enqueueOrderTickets(tx, order.id);
  return 'aprovado';
}
