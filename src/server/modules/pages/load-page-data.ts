import type { AppContext } from '../../context';
import { getPublicEstablishment } from '../establishment/get-public-establishment';
import type { PageInput } from './page-renderer';

/**
 * The data of a page: the menu from the menu cache (decision 011: rendering never runs the menu's
 * queries per request), the shop's settings and open state at this moment.
 */
export async function loadPageData(context: AppContext, url: string): Promise<PageInput> {
  const renderedAt = context.now();
  const [body, establishment] = await Promise.all([
    context.menu.get(),
    getPublicEstablishment(context.database.db, renderedAt),
  ]);
  return { url, establishment, menu: body.menu, renderedAt: renderedAt.toISOString() };
}
