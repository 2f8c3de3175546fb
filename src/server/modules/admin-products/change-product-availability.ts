import type { Database } from '../../../db/client';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import { AppError } from '../../errors';
import { getProduct, PRODUCT_NOT_FOUND } from './get-product';
import { updateProductAvailability } from './repository';
import { findProductSwitch } from '../admin-sold-out/repository';
import { switchAvailability, type SwitchCommand } from '../admin-sold-out/switch-availability';

/**
 * Pauses a product or offers it again. A paused product stays on the menu marked unavailable
 * (decision 001) and checkout refuses it (PRODUCT_UNAVAILABLE). The pause history records the
 * change (decision 034).
 */
export async function changeProductAvailability(
  db: Database,
  id: number,
  change: SwitchCommand,
): Promise<AdminProduct> {
  const product = await switchAvailability(
    db,
    {
      kind: 'produto',
      itemId: String(id),
      read: (tx) => findProductSwitch(tx, id),
      write: async (tx) =>
        (await updateProductAvailability(tx, id, change)) ? getProduct(tx, id) : null,
    },
    change,
  );
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return product;
}
