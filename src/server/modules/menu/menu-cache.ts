import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { MenuSchema, type Menu } from '../../../domain/menu';
import { createFreshCache, type FreshCache } from './fresh-cache';
import { getMenu, readTopSellers } from './get-menu';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `GET /api/menu` as it goes on the wire: serialized once, compressed once, in each encoding. */
interface MenuBody {
  /** The menu `json` was written from, for the server's own pages; shared, never to be changed. */
  menu: Menu;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak: the same menu in another content encoding has the same tag. */
  etag: string;
}

/**
 * How long the menu keeps the top sellers of its automatic 'Mais Pedidas' tab (decision 035):
 * a ranking of 30 days hardly moves in 10 minutes, and the menu is rebuilt far more often.
 */
export const TOP_SELLERS_TTL_MS = 10 * 60_000;

/** How long an instance may answer a menu it read earlier (docs/decisions/011-menu-cache.md). */
const MAX_MENU_CACHE_TTL_MS = 5_000;

export type MenuCache = FreshCache<MenuBody>;

/**
 * The menu read through a FreshCache: with `ttlMs: 0` each request gets a menu read after it
 * arrived; with more, an instance serves a menu read at most `ttlMs` ago. Compression runs only when
 * the menu changed, off the event loop.
 */
export function createMenuCache(
  db: Executor,
  options: { ttlMs: number; clock?: () => number; now?: () => Date },
): MenuCache {
  if (options.ttlMs < 0 || options.ttlMs > MAX_MENU_CACHE_TTL_MS) {
    throw new Error(`the menu cache TTL must be 0 to ${MAX_MENU_CACHE_TTL_MS} ms`);
  }
  const now = options.now ?? (() => new Date());
  let previous: MenuBody | undefined;
  // the ranking is only ids: a paused, renamed or deleted product shows as the menu has it now
  let topSellers: { ids: number[]; readAt: number } | undefined;
  const readTopSellersCached = async (d: Executor): Promise<number[]> => {
    const at = now();
    if (topSellers && Math.abs(at.getTime() - topSellers.readAt) < TOP_SELLERS_TTL_MS) {
      return topSellers.ids;
    }
    const ids = await readTopSellers(d, at);
    topSellers = { ids, readAt: at.getTime() };
    return ids;
  };
  return createFreshCache(async () => {
    const menu = await getMenu(db, readTopSellersCached);
    previous = await toMenuBody(z.encode(MenuSchema, menu), previous);
    return previous;
  }, options);
}

async function toMenuBody(menu: Menu, previous: MenuBody | undefined): Promise<MenuBody> {
  const json = Buffer.from(JSON.stringify(menu));
  if (previous?.json.equals(json)) return previous;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(json, { level: 9 }),
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { menu, json, gzip: gzipped, br: brotli, etag: `W/"${hash}"` };
}

/** True when the client's copy (If-None-Match) is this one: the answer is 304 with no body. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The encoding to send, from Accept-Encoding: brotli, then gzip, then none. An encoding with q=0 is
 * refused; `*` stands for any encoding not named.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}
