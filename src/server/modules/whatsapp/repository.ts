import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { whatsappConnection, whatsappContacts, whatsappMessages } from '../../../db/schema';
import type { WhatsAppMessageKind, WhatsAppMessageState } from '../../../domain/admin-whatsapp';

export type WhatsAppConnectionRow = typeof whatsappConnection.$inferSelect;
export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;
export type WhatsAppContactRow = typeof whatsappContacts.$inferSelect;

// ---------------------------------------------------------------- the connection

export async function findConnectionRow(db: Executor): Promise<WhatsAppConnectionRow | null> {
  const [row] = await db
    .select()
    .from(whatsappConnection)
    .where(eq(whatsappConnection.id, 1))
    .limit(1);
  return row ?? null;
}

export async function upsertConnectionRow(
  db: Executor,
  values: Omit<typeof whatsappConnection.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(whatsappConnection)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: whatsappConnection.id, set: values });
}

export async function disconnectConnectionRow(
  db: Executor,
  change: { by: number; at: Date },
): Promise<void> {
  await db
    .update(whatsappConnection)
    .set({
      isActive: false,
      sealedCredentials: null,
      credentialSummary: {},
      updatedAt: change.at,
      updatedBy: change.by,
    })
    .where(eq(whatsappConnection.id, 1));
}

// ---------------------------------------------------------------- contacts

export async function findContact(db: Executor, key: string): Promise<WhatsAppContactRow | null> {
  const [row] = await db
    .select()
    .from(whatsappContacts)
    .where(eq(whatsappContacts.contactKey, key))
    .limit(1);
  return row ?? null;
}

/** A message from the customer: the window opens at its time (never moves back). */
export async function noteInbound(
  db: Executor,
  contact: { key: string; waId: string; at: Date; now: Date },
): Promise<void> {
  await db
    .insert(whatsappContacts)
    .values({
      contactKey: contact.key,
      waId: contact.waId,
      lastInboundAt: contact.at,
      updatedAt: contact.now,
    })
    .onConflictDoUpdate({
      target: whatsappContacts.contactKey,
      set: {
        waId: contact.waId,
        lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, excluded.last_inbound_at)`,
        updatedAt: contact.now,
      },
    });
}

/** PARAR (optedOut true) or VOLTAR (false), with its time, after `noteInbound`. */
export async function setOptOut(
  db: Executor,
  change: { key: string; optedOut: boolean; at: Date },
): Promise<void> {
  await db
    .update(whatsappContacts)
    .set(
      change.optedOut
        ? { optedOutAt: change.at, updatedAt: change.at }
        : { optedBackAt: change.at, updatedAt: change.at },
    )
    .where(eq(whatsappContacts.contactKey, change.key));
}

// ---------------------------------------------------------------- messages

/** Records the message for (order, status) before anything is sent; null: already recorded. */
export async function insertMessage(
  db: Executor,
  message: { orderId: number; orderStatus: string; toPhone: string; at: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(whatsappMessages)
    .values({
      orderId: message.orderId,
      orderStatus: message.orderStatus,
      toPhone: message.toPhone,
      createdAt: message.at,
      updatedAt: message.at,
    })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  return row?.id ?? null;
}

export async function findMessage(db: Executor, id: number): Promise<WhatsAppMessageRow | null> {
  const [row] = await db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.id, id))
    .limit(1);
  return row ?? null;
}

export async function listOrderMessages(
  db: Executor,
  orderId: number,
): Promise<WhatsAppMessageRow[]> {
  return db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.id));
}

/**
 * 'a_enviar' → 'enviando', in its own statement before the call: false when another run took it
 * (or it is no longer due), so two runs never both call.
 */
export async function claimForSending(
  db: Executor,
  claim: { id: number; kind: WhatsAppMessageKind; templateName: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(whatsappMessages)
    .set({
      state: 'enviando',
      kind: claim.kind,
      templateName: claim.templateName,
      attempts: sql`${whatsappMessages.attempts} + 1`,
      updatedAt: claim.at,
    })
    .where(and(eq(whatsappMessages.id, claim.id), eq(whatsappMessages.state, 'a_enviar')))
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

export async function updateMessage(
  db: Executor,
  id: number,
  change: Partial<
    Pick<
      WhatsAppMessageRow,
      | 'state'
      | 'kind'
      | 'wamid'
      | 'error'
      | 'errorCode'
      | 'sentAt'
      | 'deliveredAt'
      | 'readAt'
      | 'failedAt'
    >
  > & { at: Date },
  onlyFrom?: readonly WhatsAppMessageState[],
): Promise<boolean> {
  const { at, ...values } = change;
  const rows = await db
    .update(whatsappMessages)
    .set({ ...values, updatedAt: at })
    .where(
      onlyFrom
        ? and(eq(whatsappMessages.id, id), inArray(whatsappMessages.state, [...onlyFrom]))
        : eq(whatsappMessages.id, id),
    )
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

export async function findMessageByWamid(
  db: Executor,
  wamid: string,
): Promise<WhatsAppMessageRow | null> {
  const [row] = await db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.wamid, wamid))
    .limit(1);
  return row ?? null;
}
