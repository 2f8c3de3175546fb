import type { PublicEstablishment } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import type { AppContext } from '../../context';
import { getPublicEstablishment } from '../establishment/get-public-establishment';

/** What a storefront page is rendered from, and what its head may be written from. */
export interface PageData {
  /** The path and query asked for. */
  url: string;
  /** The shop and the menu as `GET /api/establishment` and `GET /api/menu` answer them now. */
  establishment: PublicEstablishment;
  menu: Menu;
  renderedAt: Date;
}

/**
 * The data of a page: the menu from the menu cache (decision 011: rendering never runs the menu's
 * queries per request), the shop's settings and open state at this moment.
 */
export async function loadPageData(context: AppContext, url: string): Promise<PageData> {
  const renderedAt = context.now();
  const [body, establishment] = await Promise.all([
    context.menu.get(),
    getPublicEstablishment(context.database.db, renderedAt),
  ]);
  return { url, establishment, menu: body.menu, renderedAt };
}
