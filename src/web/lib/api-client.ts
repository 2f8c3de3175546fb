import { z } from 'zod/mini';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One fetch to our API, parsed with the route's own schema. Network failures become an ApiError
 * with status 0, so callers handle "no answer" and "bad answer" the same way.
 */
export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
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
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Resposta inválida do servidor');
  return parsed.data;
}

/** Retry-After in seconds (what our API sends); an HTTP date or nonsense reads as unknown. */
function retryAfterMs(header: string | null): number | null {
  if (!header || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim()) * 1000;
}
