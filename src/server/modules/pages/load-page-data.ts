import type { PublicAddress } from '../../../domain/establishment';
import type { AppContext } from '../../context';
import { getPrivacyPage } from '../establishment/get-privacy-page';
import { getPublicEstablishment } from '../establishment/get-public-establishment';
import { listPublicPromotions } from '../promotions/list-public-promotions';
import { pageRouteOf } from '../seo/page-route';
import type { PageInput } from './page-renderer';

/**
 * The data of a page: the menu from the menu cache (decision 011: rendering never runs the menu's
 * queries per request), the shop's settings and open state at this moment; for /offers, the
 * promotions it lists.
 */
export async function loadPageData(
  context: AppContext,
  url: string,
  publicAddress?: PublicAddress,
): Promise<PageInput> {
  const renderedAt = context.now();
  const isPrivacy = pageRouteOf(url.split('?')[0] ?? '/').kind === 'privacy';
  const [body, establishment, privacy] = await Promise.all([
    context.menu.get(),
    getPublicEstablishment(context.database.db, renderedAt, publicAddress),
    isPrivacy ? getPrivacyPage(context.database.db) : undefined,
  ]);
  const page = {
    url,
    establishment,
    menu: body.menu,
    renderedAt: renderedAt.toISOString(),
    ...(privacy ? { privacy } : {}),
  };
  // /offers lists the promotions in its HTML: never 'none' on a page that has some
  if (pageRouteOf(url.split('?')[0] ?? url).kind !== 'offers') return page;
  return { ...page, promotions: await listPublicPromotions(context.database.db, renderedAt) };
}
