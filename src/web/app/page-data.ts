import type { DehydratedState } from '@tanstack/react-query';

/** The id of the <script type="application/json"> that carries a server-rendered page's data. */
export const PAGE_DATA_ID = 'forno-page-data';

/**
 * What the server rendered a page from, handed to the browser with it: the query cache (menu and
 * shop, as the API answers them) and the moment of rendering. The browser starts from it instead
 * of asking for the same data again.
 */
export interface PageData {
  renderedAt: string;
  queries: DehydratedState;
}

/**
 * JSON that can sit inside a <script> element: `<` can never close it nor open a comment, and
 * the line separators some parsers trip on are escaped too. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data element of a server-rendered page; a data block, which the CSP lets through. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
}

/** The page's data, when the server rendered this page; null for the offline app shell. */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PageData> | null;
    if (typeof data?.renderedAt !== 'string' || typeof data.queries !== 'object') return null;
    return { renderedAt: data.renderedAt, queries: data.queries };
  } catch (error) {
    console.error('Dados da página ilegíveis; a página será carregada de novo.', error);
    return null;
  }
}
