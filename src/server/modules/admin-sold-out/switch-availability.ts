import type { Database, Executor } from '../../../db/client';
import type { PausableKind } from '../../../domain/admin-catalogue';
import type { OrderEventActor } from '../order-events/repository';
import { recordPauseEvent, type SwitchState } from './repository';

export interface SwitchCommand {
  isAvailable: boolean;
  actor: OrderEventActor;
  now: Date;
}

/** How one kind of item is read (locked) and written; `write` answers null when it is gone. */
export interface SwitchAccess<T> {
  kind: PausableKind;
  itemId: string;
  read: (tx: Executor) => Promise<SwitchState | null>;
  write: (tx: Executor) => Promise<T | null>;
}

/**
 * One 'Acabou' switch turned (docs/decisions/027, 034): the item is written and, when its
 * availability really changed, the pause history gets a line with who and when, in the same
 * transaction. Turning a switch to where it already is writes no line. Null for an unknown item.
 */
export async function switchAvailability<T>(
  db: Database,
  access: SwitchAccess<T>,
  { isAvailable, actor, now }: SwitchCommand,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const before = await access.read(tx);
    if (!before) return null;
    const written = await access.write(tx);
    if (written !== null && before.isAvailable !== isAvailable) {
      await recordPauseEvent(tx, {
        itemKind: access.kind,
        itemId: access.itemId,
        itemName: before.name,
        isAvailable,
        actorId: actor.id,
        actorName: actor.name,
        at: now,
      });
    }
    return written;
  });
}
