import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { PAGE_DATA_ID } from './page-data-id';

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

/**
 * An API's refusal the page was rendered with (a tracking link to no order: 404), as it travels
 * in the page's data: an Error's JSON would lose its message and its class.
 */
interface ErrorInPageData {
  apiError: { status: number; code: string; message: string };
}

function isErrorInPageData(value: unknown): value is ErrorInPageData {
  if (typeof value !== 'object' || value === null || !('apiError' in value)) return false;
  const { apiError } = value as { apiError: unknown };
  return (
    typeof apiError === 'object' &&
    apiError !== null &&
    typeof (apiError as { status?: unknown }).status === 'number' &&
    typeof (apiError as { code?: unknown }).code === 'string' &&
    typeof (apiError as { message?: unknown }).message === 'string'
  );
}

/** The query cache's state as the page carries it: its ApiErrors written out (server side). */
export function errorsForPageData(state: DehydratedState): DehydratedState {
  return mapQueryErrors(state, (error) =>
    error instanceof ApiError
      ? ({
          apiError: { status: error.status, code: error.code, message: error.message },
        } satisfies ErrorInPageData)
      : error,
  );
}

/** The same state with its ApiErrors made again, so the screens tell them apart as on the server. */
function errorsFromPageData(state: DehydratedState): DehydratedState {
  return mapQueryErrors(state, (error) =>
    isErrorInPageData(error)
      ? new ApiError(error.apiError.status, error.apiError.code, error.apiError.message)
      : error,
  );
}

function mapQueryErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  if (!Array.isArray(state.queries)) return state;
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error == null
        ? query
        : { ...query, state: { ...query.state, error: map(query.state.error) as Error } },
    ),
  };
}

/** The page's data, when the server rendered this page; null for the offline app shell. */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PageData> | null;
    if (typeof data?.renderedAt !== 'string' || typeof data.queries !== 'object') return null;
    return { renderedAt: data.renderedAt, queries: errorsFromPageData(data.queries) };
  } catch (error) {
    console.error('Dados da página ilegíveis; a página será carregada de novo.', error);
    return null;
  }
}
