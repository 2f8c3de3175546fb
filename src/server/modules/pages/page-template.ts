import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Where a page's parts go in the built index.html (src/web/index.html). As they are, they are
 * HTML comments: the file itself is the app shell that the back office and the offline app open.
 */
export const APP_HEAD = '<!--app-head-->';
const APP_HTML = '<!--app-html-->';
const APP_DATA = '<!--app-data-->';

/**
 * Written by the web build (vite.config.ts): for each screen that is not in the first load, the
 * route that opens it and the files of its code.
 */
const SCREEN_PRELOADS_FILE = 'screen-preloads.json';
const ScreenPreloadsSchema = z.array(
  z.object({
    route: z.string().startsWith('/'),
    files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
  }),
);

export interface PageTemplate {
  /** index.html as built, the placeholders left in: the app shell. */
  shell: string;
  /** The shell with nothing rendered into it (the back office's page). */
  emptyPage: string;
  /** The HTML up to <!--app-head-->, from there up to the root's content, and after it. */
  parts: { beforeHead: string; headToApp: string; appToData: string; afterData: string };
  /**
   * `parts.headToApp` for the pages rendered here: the app's style sheets written into it
   * (<style>) instead of linked, so their first paint waits for no other request, and its scripts
   * asked for at low priority, as nothing painted waits for them (decision 045).
   */
  headToAppInlined: string;
  /** modulepreload links for a screen loaded on demand, by path; '' for the others. */
  screenPreloads(path: string): string;
  /**
   * For a page rendered here: the same files named in a <meta>, which the browser's entry turns
   * into modulepreload links once the page is painted (src/web/main.tsx, decision 045).
   */
  renderedScreenPreloads(path: string): string;
}

export function readPageTemplate(webDir: string): PageTemplate {
  const shell = readFileSync(join(webDir, 'index.html'), 'utf8');
  const [beforeHead, afterHead] = splitOnce(shell, APP_HEAD);
  const [headToApp, afterApp] = splitOnce(afterHead, APP_HTML);
  const [appToData, afterData] = splitOnce(afterApp, APP_DATA);
  const screens = readScreenPreloads(webDir);
  const screenOf = (path: string) => screens.find(({ pattern }) => pattern.test(path));
  const screenPreloads = (path: string) => screenOf(path)?.links ?? '';
  return {
    shell,
    emptyPage: beforeHead + headToApp + appToData + afterData,
    parts: { beforeHead, headToApp, appToData, afterData },
    headToAppInlined: scriptsAtLowPriority(inlineStyleSheets(headToApp, webDir)),
    screenPreloads,
    renderedScreenPreloads(path) {
      const files = screenOf(path)?.files;
      return files ? `<meta name="${SCREEN_CODE_META}" content="${files.join(' ')}">` : '';
    },
  };
}

/** The <meta> naming the files of a rendered page's screen (read by src/web/main.tsx). */
const SCREEN_CODE_META = 'forno-screen-code';

/** The app's module script and its modulepreload links, as Vite writes them. */
const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * The scripts of a page rendered here asked for at low priority. Its text, style and layout are
 * all in the HTML: the entry only starts the app once that is painted (src/web/main.tsx), so it
 * must not compete with the page (nor with the pictures it shows) for a slow link; Lighthouse's
 * simulation puts every high-priority script fetched before the first paint on that paint's
 * path. The app shell keeps them as built: there the scripts are what paints.
 */
function scriptsAtLowPriority(html: string): string {
  return html.replace(SCRIPT_TAG, '<$1 fetchpriority="low"');
}

/** A style sheet of the built app as Vite links it from index.html. */
const STYLE_SHEET_LINK =
  /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)"\s*\/?>/g;

/**
 * The links to the app's style sheets replaced by their contents. A sheet that could end the
 * <style> element early (never one Tailwind writes) stays linked.
 */
function inlineStyleSheets(html: string, webDir: string): string {
  return html.replace(STYLE_SHEET_LINK, (link, href: string) => {
    const file = join(webDir, href);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0 || text.indexOf(marker, at + 1) >= 0) {
    throw new Error(`index.html must hold ${marker} exactly once`);
  }
  return [text.slice(0, at), text.slice(at + marker.length)];
}

function readScreenPreloads(
  webDir: string,
): Array<{ pattern: RegExp; files: string[]; links: string }> {
  const file = join(webDir, SCREEN_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const screens = ScreenPreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return screens.map(({ route, files }) => ({
    pattern: routePattern(route),
    files,
    links: files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
  }));
}

/** '/pedido/:publicId' → /^\/pedido\/[^/]+\/?$/ */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
