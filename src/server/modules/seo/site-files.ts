import { escapeHtml } from './page-head';

/**
 * The pages a search engine is told about: those with the same content for everyone. The cart,
 * the profile and the search form are per device or empty until typed in (they stay indexable,
 * but are not listed); a tracking page is private. docs/decisions/018-found-and-shared.md
 */
const SITEMAP_PATHS = ['/', '/menu', '/offers', '/privacidade'] as const;

/** Paths crawlers are asked to stay out of: the back office, the API, customers' orders. */
const DISALLOWED_PATHS = ['/admin', '/api', '/pedido/'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.map(
    (path) => `  <url>\n    <loc>${escapeHtml(`${origin}${path}`)}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
