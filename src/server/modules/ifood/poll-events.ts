import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { IFOOD_ACTOR_NAME } from '../../../domain/admin-ifood';
import { enqueueJob, type JobRunner } from '../../jobs/job-queue';
import { changeOrderStatus } from '../admin-orders/change-order-status';
import { recordOrderEvent } from '../order-events/repository';
import { IFOOD_NOT_READY_MESSAGE, withIfood, type IfoodDependencies } from './connection';
import { importIfoodOrder } from './import-ifood-order';
import {
  findIfoodConnection,
  findIfoodEvent,
  findIfoodOrderByIfoodId,
  findIfoodOrderOf,
  markCancellationRequested,
  markCancelledByIfood,
  markIfoodEventApplied,
  saveIfoodConnection,
  storeIfoodEvents,
} from './repository';

/** iFood asks for a poll every 30 seconds to keep the store open and get its orders. */
export const IFOOD_POLL_EVERY_MS = 30_000;
export const IFOOD_POLL_JOB = 'ifood.poll';
const IFOOD_EVENT_JOB = 'ifood.event';

const PollPayloadSchema = z.object({ slot: z.number().int() });
const EventPayloadSchema = z.object({ eventId: z.string().min(1) });

/**
 * Adds the poll of the 30-second slot of `at`. Its key is the slot: instances that start
 * together, or a poll run again, add one job, and the queue runs it on one instance (SKIP
 * LOCKED): with several instances on one PostgreSQL exactly one polls each slot.
 */
export async function seedIfoodPoll(db: Executor, at: Date): Promise<void> {
  const slot = Math.floor(at.getTime() / IFOOD_POLL_EVERY_MS);
  await enqueueJob(db, {
    kind: IFOOD_POLL_JOB,
    key: `slot:${slot}`,
    payload: { slot },
    runAt: new Date(slot * IFOOD_POLL_EVERY_MS),
    // a failed poll is worth little once the next slot polls: a few tries, then 'Tarefas'
    maxAttempts: 3,
  });
}

/** At start: the current slot's poll, when a store is connected. */
export async function seedIfoodPollIfConnected(db: Executor, at: Date): Promise<void> {
  const connection = await findIfoodConnection(db);
  if (connection?.sealedTokens) await seedIfoodPoll(db, at);
}

/** What iFood said happened to an order that is not its arrival, as the desk's history says it. */
const IFOOD_EVENT_NOTES: Readonly<Record<string, string>> = {
  CFM: 'Confirmado no iFood',
  CONSUMER_CANCELLATION_REQUESTED: 'O cliente pediu o cancelamento no iFood',
  CONSUMER_CANCELLATION_DENIED: 'O iFood negou o cancelamento pedido pelo cliente',
  CANCELLATION_REQUEST_FAILED: 'O iFood recusou o pedido de cancelamento',
  ORDER_PATCHED: 'O pedido foi alterado no iFood',
};

export function registerIfoodJobs(jobs: JobRunner, deps: IfoodDependencies): void {
  jobs.register(
    IFOOD_POLL_JOB,
    async (payload, { signal }) => {
      const { slot } = PollPayloadSchema.parse(payload);
      const connection = await findIfoodConnection(deps.db);
      // disconnected: the polls stop; connecting again starts them
      if (!connection?.sealedTokens) return;
      await seedIfoodPoll(deps.db, new Date((slot + 1) * IFOOD_POLL_EVERY_MS));
      await withIfood(
        deps,
        async ({ api, accessToken, merchantId }) => {
          const events = await api.pollEvents(accessToken, merchantId, signal);
          const now = deps.now();
          // stored (unique by id) before they are acknowledged: an event iFood sends again
          // because an acknowledgment was lost finds its row and adds no second job
          await deps.db.transaction(async (tx) => {
            const sorted = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
            const fresh = new Set(await storeIfoodEvents(tx, sorted, now));
            for (const event of sorted) {
              if (!fresh.has(event.id)) continue;
              await enqueueJob(tx, {
                kind: IFOOD_EVENT_JOB,
                key: `event:${event.id}`,
                payload: { eventId: event.id },
              });
            }
            await saveIfoodConnection(tx, { lastPolledAt: now, updatedAt: now });
          });
          await api.acknowledge(
            accessToken,
            events.map((event) => event.id),
            signal,
          );
        },
        { retryNow: false },
      );
    },
    {
      label: 'Pedidos do iFood',
      subject: () => ({ text: 'Eventos do iFood' }),
      backoff: deps.backoff ?? { baseMs: 5_000, maxMs: 20_000 },
    },
  );

  jobs.register(
    IFOOD_EVENT_JOB,
    async (payload, { signal }) => {
      const { eventId } = EventPayloadSchema.parse(payload);
      const event = await findIfoodEvent(deps.db, eventId);
      if (!event || event.appliedAt) return;
      if (event.code === 'PLC') {
        const order = await withIfood(
          deps,
          ({ api, accessToken }) => api.order(accessToken, event.ifoodOrderId, signal),
          { retryNow: false },
        );
        await importIfoodOrder(deps, order);
      } else {
        await applyOrderEvent(deps, event);
      }
      await markIfoodEventApplied(deps.db, eventId, deps.now());
    },
    {
      label: 'Evento do iFood',
      subject: () => ({ text: 'Pedido do iFood' }),
      backoff: deps.backoff ?? { baseMs: 10_000, maxMs: 5 * 60_000 },
    },
  );
}

async function applyOrderEvent(
  deps: IfoodDependencies,
  event: { ifoodOrderId: string; code: string; fullCode: string; metadata: unknown },
): Promise<void> {
  const linked = await findIfoodOrderByIfoodId(deps.db, event.ifoodOrderId);
  if (!linked) {
    // out of order (iFood does not promise it): the order's arrival comes first; a status
    // event of an order that never arrived here (placed before the store was connected) ends
    if (event.code === 'CAN' || event.fullCode === 'CONSUMER_CANCELLATION_REQUESTED') {
      const connection = await findIfoodConnection(deps.db);
      if (!connection?.sealedTokens) throw new Error(IFOOD_NOT_READY_MESSAGE);
      throw new Error('O pedido deste evento do iFood ainda não chegou: tenta de novo.');
    }
    return;
  }
  const now = deps.now();
  const actor = { id: null, name: IFOOD_ACTOR_NAME };
  if (event.code === 'CAN') {
    const current = await findIfoodOrderOf(deps.db, linked.orderId);
    if (!current || current.status === 'rejeitado') return;
    // marked first: our notice of the rejection must not ask iFood to cancel it again
    await markCancelledByIfood(deps.db, linked.ifoodOrderId);
    const outcome = await changeOrderStatus(deps.db, deps.events, {
      orderId: linked.orderId,
      status: 'rejeitado',
      reason: cancellationReason(event.metadata),
      actor,
      now,
    });
    if (!outcome.ok) {
      // delivered already: the desk's history still says iFood cancelled it
      await recordOrderEvent(deps.db, {
        orderId: linked.orderId,
        kind: 'ifood',
        actor,
        note: `Cancelado no iFood: ${cancellationReason(event.metadata)}`,
        at: now,
      });
    }
    return;
  }
  const note = IFOOD_EVENT_NOTES[event.code] ?? IFOOD_EVENT_NOTES[event.fullCode];
  if (!note) return;
  if (event.fullCode === 'CONSUMER_CANCELLATION_REQUESTED') {
    await markCancellationRequested(deps.db, linked.ifoodOrderId, now);
  }
  // a confirmation we sent ourselves comes back as CFM: the history has it already
  if (event.code === 'CFM' && linked.sentSteps.includes('confirm')) return;
  await recordOrderEvent(deps.db, { orderId: linked.orderId, kind: 'ifood', actor, note, at: now });
}

/** The reason iFood gives in a CAN event's metadata, or a plain one. */
function cancellationReason(metadata: unknown): string {
  const parsed = z
    .object({
      CANCEL_REASON: z.string().optional(),
      reason: z.string().optional(),
      CANCELLATION_DESCRIPTION: z.string().optional(),
    })
    .safeParse(metadata ?? {});
  const text = parsed.success
    ? (parsed.data.CANCEL_REASON ?? parsed.data.reason ?? parsed.data.CANCELLATION_DESCRIPTION)
    : undefined;
  return `Cancelado pelo iFood${text ? `: ${text}` : ''}`.slice(0, 200);
}
