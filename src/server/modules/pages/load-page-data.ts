import type { PublicAddress } from '../../../domain/establishment';
import type { Executor } from '../../../db/client';
import { PUBLIC_ID_PATTERN, TrackedOrderSchema } from '../../../domain/order';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { getPrivacyPage } from '../establishment/get-privacy-page';
import { getPublicEstablishment } from '../establishment/get-public-establishment';
import { getTrackedOrder } from '../orders/get-tracked-order';
import { listPublicPromotions } from '../promotions/list-public-promotions';
import { pageRouteOf } from '../seo/page-route';
import type { PageInput, TrackedOrderInput } from './page-renderer';

/**
 * The data of a page: the menu from the menu cache (decision 011: rendering never runs the menu's
 * queries per request), the shop's settings and open state at this moment; for /offers, the
 * promotions it lists; for /pedido/:id, the order as its tracking API answers it (decision 045).
 */
export async function loadPageData(
  context: AppContext,
  url: string,
  publicAddress?: PublicAddress,
): Promise<PageInput> {
  const renderedAt = context.now();
  const route = pageRouteOf(url.split('?')[0] ?? '/');
  const { db } = context.database;
  const [body, establishment, privacy, promotions, trackedOrder] = await Promise.all([
    context.menu.get(),
    getPublicEstablishment(db, renderedAt, publicAddress),
    route.kind === 'privacy' ? getPrivacyPage(db) : undefined,
    // /offers lists the promotions in its HTML: never 'none' on a page that has some
    route.kind === 'offers' ? listPublicPromotions(db, renderedAt) : undefined,
    route.kind === 'order' ? loadTrackedOrder(db, route.publicId) : undefined,
  ]);
  return {
    url,
    establishment,
    menu: body.menu,
    renderedAt: renderedAt.toISOString(),
    ...(privacy ? { privacy } : {}),
    ...(promotions ? { promotions } : {}),
    ...(trackedOrder ? { trackedOrder } : {}),
  };
}

/**
 * The order behind a tracking link, through the same use case and schema as
 * `GET /api/orders/:publicId`; `order: null` where that answers 404 or 400 (an id cut short when
 * copied): the page then says 'Pedido não encontrado'. Any other failure fails the page, which then
 * goes out empty for the browser to render.
 */
async function loadTrackedOrder(db: Executor, rawId: string): Promise<TrackedOrderInput> {
  const publicId = decodePathSegment(rawId);
  if (publicId === null || !PUBLIC_ID_PATTERN.test(publicId)) {
    return { publicId: publicId ?? rawId, order: null };
  }
  try {
    return { publicId, order: TrackedOrderSchema.parse(await getTrackedOrder(db, publicId)) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { publicId, order: null };
    throw error;
  }
}

/** A path segment as the browser's router reads it ('%41' is 'A'); null when it cannot be read. */
function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
