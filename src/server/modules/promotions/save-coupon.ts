import type { Executor } from '../../../db/client';
import type { Coupon, CouponFields } from '../../../domain/promotions';
import { AppError } from '../../errors';
import { insertCoupon, updateCoupon } from './repository';

const CODE_TAKEN = 'Já existe um cupom com este código.';

/** Creates a coupon (id null) or changes one; a code already used by another is a 409. */
export async function saveCoupon(
  db: Executor,
  id: number | null,
  fields: CouponFields,
): Promise<Coupon> {
  if (id === null) {
    const created = await insertCoupon(db, fields);
    if (!created) throw new AppError('CONFLICT', CODE_TAKEN, { field: 'code' });
    return created;
  }
  try {
    const updated = await updateCoupon(db, id, fields);
    if (!updated) throw new AppError('NOT_FOUND', 'Cupom não encontrado.');
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CODE_TAKEN, { field: 'code' });
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = e.cause;
  }
  return false;
}
