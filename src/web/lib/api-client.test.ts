import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from './api-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function failureOf(response: Response | Error): Promise<ApiError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );
  try {
    await apiRequest('/menu', z.object({}));
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request did not fail');
}

describe('ApiError: one rule for what is worth trying again', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads a 429 with its code, its pt-BR message and how long to wait', async () => {
    const error = await failureOf(
      json(
        429,
        { error: { code: 'RATE_LIMITED', message: 'Tente novamente em 30 segundos.' } },
        { 'retry-after': '30' },
      ),
    );
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Tente novamente em 30 segundos.',
      retryAfterMs: 30_000,
    });
    expect(error.isTemporary).toBe(true);
  });

  it('counts no answer and a failing server as temporary, a refusal as final', async () => {
    expect((await failureOf(new TypeError('Failed to fetch'))).isTemporary).toBe(true);
    expect((await failureOf(json(503, {}))).isTemporary).toBe(true);
    const refused = await failureOf(
      json(422, { error: { code: 'PRODUCT_UNAVAILABLE', message: 'x' } }),
    );
    expect(refused.isTemporary).toBe(false);
    expect(refused.retryAfterMs).toBeNull();
  });
});

describe('apiRequest with a schema loaded on demand', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const schema = z.object({ name: z.string() });

  it('loads the schema beside the request and parses the answer with it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { name: 'Forno', extra: 1 })),
    );
    const load = vi.fn(async () => schema);
    await expect(apiRequest('/establishment', load)).resolves.toEqual({ name: 'Forno' });
    expect(load).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('answers a bad answer as INVALID_RESPONSE, as with a schema given at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { name: 7 })),
    );
    await expect(apiRequest('/establishment', async () => schema)).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('takes a schema whose code cannot be fetched as no answer, worth trying again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { name: 'Forno' })),
    );
    const failure = apiRequest('/establishment', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect((await failure.catch((error: ApiError) => error)).isTemporary).toBe(true);
  });
});
