import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { AppContext } from '../../context';
import { getPublicEstablishment } from '../establishment/get-public-establishment';
import { pageHead } from './page-head';
import { pageRouteOf } from './page-route';
import type { ShopForHead } from './restaurant-json-ld';

/**
 * Writes the head of the page a browser asked for at `path`, with the shop's public address
 * `origin` (public-origin.ts) in its links; modules/pages puts it in index.html.
 */
export type PageHeads = (origin: string, path: string) => Promise<string>;

/**
 * The shop is read for each page (one row); the menu, for `/menu` only, comes from the menu cache
 * (decision 011), read and parsed there. When the database cannot be read, the page still goes
 * out, with the last shop read (or a new shop's defaults) and no menu: the app shows its own
 * message once it starts.
 */
export function createPageHeads(
  context: Pick<AppContext, 'database' | 'menu' | 'now'>,
  options: { log: FastifyBaseLogger },
): PageHeads {
  let lastShop: ShopForHead = DEFAULT_ESTABLISHMENT;

  return async (origin, path) => {
    const wantsMenu = pageRouteOf(path).kind === 'menu';
    try {
      const [shop, body] = await Promise.all([
        getPublicEstablishment(context.database.db, context.now()),
        wantsMenu ? context.menu.get() : undefined,
      ]);
      lastShop = shop;
      return pageHead({ path, origin, shop, menu: body?.menu });
    } catch (error) {
      options.log.warn({ err: error }, 'page head written without the database');
      return pageHead({ path, origin, shop: lastShop });
    }
  };
}
