import { z } from 'zod';
import type { CepLookup } from '../../../domain/customer';

/**
 * The two public postal-code services, the way repositories hold SQL: the only place that knows
 * their URLs and JSON. Each answers an address, null for a CEP that does not exist, or throws when
 * it cannot answer (down, slow, 5xx, unreadable).
 */

const ViaCepAnswerSchema = z.union([
  // ViaCEP says 200 {"erro": true} (older versions: "true") for a CEP that does not exist.
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.string(),
  }),
]);

const BrasilApiAnswerSchema = z.object({
  cep: z.string(),
  state: z.string(),
  city: z.string(),
  neighborhood: z.string().nullish(),
  street: z.string().nullish(),
});

export class CepServiceError extends Error {
  constructor(service: string, reason: string, options?: { cause?: unknown }) {
    super(`${service}: ${reason}`, options);
    this.name = 'CepServiceError';
  }
}

async function getJson(
  service: string,
  url: string,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  try {
    // The signal also covers reading the body: a service that stalls mid-answer times out too.
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = response.ok ? await response.json() : null;
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, body };
  } catch (error) {
    throw new CepServiceError(service, 'no answer', { cause: error });
  }
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

export async function fetchFromViaCep(
  baseUrl: string,
  cep: string,
  timeoutMs: number,
): Promise<CepLookup | null> {
  const { status, body } = await getJson('ViaCEP', joinUrl(baseUrl, `/ws/${cep}/json/`), timeoutMs);
  if (status !== 200) throw new CepServiceError('ViaCEP', `status ${status}`);
  const parsed = ViaCepAnswerSchema.safeParse(body);
  if (!parsed.success) throw new CepServiceError('ViaCEP', 'unexpected answer');
  if ('erro' in parsed.data) return null;
  const { logradouro, bairro, localidade, uf } = parsed.data;
  return { cep, street: logradouro, district: bairro, city: localidade, state: uf };
}

export async function fetchFromBrasilApi(
  baseUrl: string,
  cep: string,
  timeoutMs: number,
): Promise<CepLookup | null> {
  const { status, body } = await getJson(
    'BrasilAPI',
    joinUrl(baseUrl, `/api/cep/v1/${cep}`),
    timeoutMs,
  );
  if (status === 404) return null;
  if (status !== 200) throw new CepServiceError('BrasilAPI', `status ${status}`);
  const parsed = BrasilApiAnswerSchema.safeParse(body);
  if (!parsed.success) throw new CepServiceError('BrasilAPI', 'unexpected answer');
  const { street, neighborhood, city, state } = parsed.data;
  return { cep, street: street ?? '', district: neighborhood ?? '', city, state };
}
