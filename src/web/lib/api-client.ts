import type { z } from 'zod/mini';
import { isTransientFailure } from '../../domain/order-retry';

/** An answer of the API that was not a success: its status and, when it sent one, its error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A 429's Retry-After, in ms: how long the server asked this address to wait. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * No answer, a failing server, or 'wait a little' (429): worth trying again later, never the
   * request's own fault (src/domain/order-retry.ts).
   */
  get isTemporary(): boolean {
    return isTransientFailure(this.status);
  }
}

/** How to fetch a schema kept out of the first load (`import()` of the module that has it). */
export type SchemaOnDemand<S> = () => Promise<S>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One fetch to our API, parsed with the route's own schema. Network failures become an ApiError
 * with status 0, so callers handle "no answer" and "bad answer" the same way.
 *
 * The schema is checked through its standard `validate`, so this module does not load zod; and
 * it may be given as a function that loads it (`SchemaOnDemand`), for answers a first page does
 * not parse (decision 013): a schema that cannot be fetched is "no answer" too.
 */
export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S | SchemaOnDemand<S>,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  // fetched beside the answer, not before it
  const schemaReady = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  schemaReady.catch(() => undefined);
  let response: Response;
  // a FormData (a file upload) goes as multipart, its boundary set by the browser
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: isForm
        ? (options.body as FormData)
        : options.body !== undefined
          ? JSON.stringify(options.body)
          : undefined,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Sem conexão com o servidor.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
      typeof error?.message === 'string' ? error.message : `Erro ${response.status}`,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  let checker: S;
  try {
    checker = await schemaReady;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Sem conexão com o servidor.');
  }
  const parsed = await checker['~standard'].validate(payload);
  if (parsed.issues)
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Resposta inválida do servidor');
  return parsed.value as z.infer<S>;
}

/** Retry-After in seconds (what our API sends); an HTTP date or nonsense reads as unknown. */
function retryAfterMs(header: string | null): number | null {
  if (!header || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim()) * 1000;
}
