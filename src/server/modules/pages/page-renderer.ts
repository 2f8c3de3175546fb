import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { PublicEstablishment } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import type { TrackedOrder } from '../../../domain/order';
import type { PrivacyPage } from '../../../domain/privacy';
import type { PublicPromotion } from '../../../domain/promotions';

/**
 * What the storefront's server build (dist/ssr/entry-server.js, made from src/web/entry-server.tsx
 * by `vite build --ssr`) offers. The server never imports the web's sources: it loads that file
 * when it starts, as it reads the built index.html.
 */
export interface PageRenderer {
  prepare(): Promise<void>;
  renderPage(input: PageInput): Promise<{ status: number; html: Readable; dataScript: string }>;
}

/** What a storefront page is rendered from (load-page-data.ts), and its head written from. */
export interface PageInput {
  /** The path and query asked for. */
  url: string;
  /** The shop and the menu as `GET /api/establishment` and `GET /api/menu` answer them now. */
  menu: Menu;
  establishment: PublicEstablishment;
  /** ISO 8601: the moment the shop's open state was worked out for. */
  renderedAt: string;
  /** The privacy page's text, as `GET /api/privacy` answers it: only for that page. */
  privacy?: PrivacyPage;
  /** /offers only: what it lists, as `GET /api/promotions` answers it. */
  promotions?: PublicPromotion[];
  /** /pedido/:publicId only: the order as `GET /api/orders/:publicId` answers it. */
  trackedOrder?: TrackedOrderInput;
}

/** The order of a tracking page, by the id its path names; null: there is no such order. */
export interface TrackedOrderInput {
  publicId: string;
  order: TrackedOrder | null;
}

const ENTRY_FILE = 'entry-server.js';

/** The server renderer in `ssrDir`, its screens loaded; null when there is no such build. */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | null> {
  const file = join(resolve(ssrDir), ENTRY_FILE);
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof loaded.prepare !== 'function' || typeof loaded.renderPage !== 'function') {
    throw new Error(`${file} is not the storefront's server build`);
  }
  const renderer: PageRenderer = { prepare: loaded.prepare, renderPage: loaded.renderPage };
  await renderer.prepare();
  return renderer;
}
