import type { Database } from '../../../db/client';
import {
  KITCHEN_DONE_STATUS,
  KITCHEN_START_FROM,
  KITCHEN_START_TO,
  KITCHEN_STATUSES,
} from '../../../domain/admin-kitchen';
import { movesOnWhenDone } from '../../../domain/admin-kitchen-settings';
import { ORDER_NOT_FOUND, type AdminOrder } from '../../../domain/admin-orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-status';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { getOrder } from '../admin-orders/get-order';
import { moveOrderStatus } from '../admin-orders/repository';
import {
  findLastStatusEvent,
  recordOrderEvent,
  type OrderEventActor,
} from '../order-events/repository';
import { toOrderStatus } from '../orders/repository';
import {
  countItemsToMake,
  findKitchenSettings,
  listOrderItemIds,
  lockKitchenOrder,
  setItemsReady,
  setKitchenDoneAt,
} from './repository';

export interface BumpItemsCommand {
  orderId: number;
  itemIds: readonly number[];
  /** true: ready ('bump'); false: back to be made ('Desfazer'). */
  ready: boolean;
  actor: OrderEventActor;
  now: Date;
}

function notInKitchenMessage(status: OrderStatus): string {
  return `Este pedido não está mais na cozinha: agora ele está “${ORDER_STATUS_LABELS[status]}”.`;
}
const ITEM_NOT_IN_ORDER_MESSAGE = 'Este item não é deste pedido.';

/**
 * A tap of the kitchen screen (decision 058): some of an order's items marked ready, who and when
 * kept on each line, or unmarked by 'Desfazer'. The first item ready moves an 'aprovado' order to
 * 'em preparo' (a setting); the last one, when every station is done, marks the order done in the
 * kitchen and, as the shop's setting says, moves it on to 'saiu para entrega' ('Pronto'). An undo of
 * that last item takes the order back to 'em preparo' while nobody moved it since. One
 * transaction with the order's row locked; every desk and kitchen hears of it once it committed.
 */
export async function bumpItems(
  db: Database,
  events: EventPublisher,
  { orderId, itemIds, ready, actor, now }: BumpItemsCommand,
): Promise<AdminOrder> {
  const settings = await findKitchenSettings(db);
  const { order, isMoved } = await db.transaction(async (tx) => {
    const found = await lockKitchenOrder(tx, orderId);
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    let status = toOrderStatus(found.status);
    const move = async (to: OrderStatus, kind: 'status' | 'undo') => {
      await moveOrderStatus(tx, { id: orderId, from: status, to, at: now });
      await recordOrderEvent(tx, { orderId, kind, actor, from: status, to, at: now });
      status = to;
    };

    const isCooking = (KITCHEN_STATUSES as readonly OrderStatus[]).includes(status);
    // the kitchen's own 'pronto' is the last move: undoing an item takes the order back
    const last = isCooking || ready ? null : await findLastStatusEvent(tx, orderId);
    const isUndoOfKitchenDone =
      last !== null &&
      status === KITCHEN_DONE_STATUS &&
      found.kitchenDoneAt !== null &&
      last.kind === 'status' &&
      last.to === KITCHEN_DONE_STATUS &&
      last.at.getTime() === found.kitchenDoneAt.getTime();
    if (!isCooking && !isUndoOfKitchenDone) {
      throw new AppError('NOT_IN_KITCHEN', notInKitchenMessage(status), { from: status });
    }
    const ids = new Set(await listOrderItemIds(tx, orderId));
    if (itemIds.some((id) => !ids.has(id))) {
      throw new AppError('ITEM_NOT_IN_ORDER', ITEM_NOT_IN_ORDER_MESSAGE);
    }

    const before = status;
    const changed = await setItemsReady(tx, {
      orderId,
      itemIds,
      ready: ready ? { at: now, actor } : null,
    });
    if (ready) {
      if (status === KITCHEN_START_FROM && settings.startOnFirstBump) {
        await move(KITCHEN_START_TO, 'status');
      }
      if (found.kitchenDoneAt === null && (await countItemsToMake(tx, orderId)) === 0) {
        await setKitchenDoneAt(tx, orderId, now);
        if (movesOnWhenDone(settings.whenDone, found.fulfilment)) {
          if (status === KITCHEN_START_FROM) await move(KITCHEN_START_TO, 'status');
          await move(KITCHEN_DONE_STATUS, 'status');
        }
      }
    } else if (changed > 0 && found.kitchenDoneAt !== null) {
      await setKitchenDoneAt(tx, orderId, null);
      if (isUndoOfKitchenDone) await move(KITCHEN_START_TO, 'undo');
    }
    return { order: await getOrder(tx, orderId), isMoved: status !== before };
  });

  await events.publish({ type: 'order.kitchen', orderId });
  if (isMoved) {
    await events.publish({
      type: 'order.status',
      orderId,
      publicId: order.publicId,
      status: order.status,
    });
  }
  return order;
}
