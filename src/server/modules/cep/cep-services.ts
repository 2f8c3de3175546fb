import { z } from 'zod';
import type { CepLookup } from '../../../domain/customer';

/**
 * The public postal-code services, the way repositories hold SQL: the only place that knows their
 * paths and JSON. Each answers an address, null for a CEP that does not exist, or throws when it
 * cannot answer (down, slow, 5xx, unreadable). Which ones are asked, in which order and at which
 * base URL is configuration (env CEP_SERVICES).
 */

const CEP_SERVICE_KINDS = ['viacep', 'brasilapi', 'opencep'] as const;
type CepServiceKind = (typeof CEP_SERVICE_KINDS)[number];

/** ViaCEP, then BrasilAPI, then OpenCEP: each asked only when the ones before it fail. */
export const DEFAULT_CEP_SERVICES =
  'viacep=https://viacep.com.br,brasilapi=https://brasilapi.com.br,opencep=https://opencep.com';

/** One service to ask: its kind (how to ask it and read it) and where it is. */
export interface CepService {
  kind: CepServiceKind;
  baseUrl: string;
}

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

// OpenCEP answers like ViaCEP; 404 or {"error": true} for a CEP it does not know.
const OpenCepAnswerSchema = z.union([
  z.object({ error: z.literal(true) }),
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

class CepServiceError extends Error {
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

async function fetchFromViaCep(
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

async function fetchFromBrasilApi(
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

async function fetchFromOpenCep(
  baseUrl: string,
  cep: string,
  timeoutMs: number,
): Promise<CepLookup | null> {
  const { status, body } = await getJson('OpenCEP', joinUrl(baseUrl, `/v1/${cep}`), timeoutMs);
  if (status === 404) return null;
  if (status !== 200) throw new CepServiceError('OpenCEP', `status ${status}`);
  const parsed = OpenCepAnswerSchema.safeParse(body);
  if (!parsed.success) throw new CepServiceError('OpenCEP', 'unexpected answer');
  if ('error' in parsed.data) return null;
  const { logradouro, bairro, localidade, uf } = parsed.data;
  return { cep, street: logradouro, district: bairro, city: localidade, state: uf };
}

const FETCHERS: Record<
  CepServiceKind,
  (baseUrl: string, cep: string, timeoutMs: number) => Promise<CepLookup | null>
> = {
  viacep: fetchFromViaCep,
  brasilapi: fetchFromBrasilApi,
  opencep: fetchFromOpenCep,
};

/** Asks one service: an address, null for a CEP it says does not exist, or a CepServiceError. */
export function askCepService(
  service: CepService,
  cep: string,
  timeoutMs: number,
): Promise<CepLookup | null> {
  return FETCHERS[service.kind](service.baseUrl, cep, timeoutMs);
}

/**
 * `viacep=https://viacep.com.br,brasilapi=https://brasilapi.com.br`: the services in the order
 * they are asked. Throws on an unknown kind, a URL that is not http(s), or an empty list.
 */
export function parseCepServices(text: string): CepService[] {
  const services = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf('=');
      const kind = entry.slice(0, separator).trim();
      const baseUrl = entry.slice(separator + 1).trim();
      if (separator < 0 || !(CEP_SERVICE_KINDS as readonly string[]).includes(kind)) {
        throw new Error(
          `unknown CEP service '${entry}': use kind=url, kind one of ${CEP_SERVICE_KINDS.join(', ')}`,
        );
      }
      if (!/^https?:\/\/[^/]/.test(baseUrl) || !URL.canParse(baseUrl)) {
        throw new Error(`the CEP service '${kind}' needs an http(s) URL, not '${baseUrl}'`);
      }
      return { kind: kind as CepServiceKind, baseUrl };
    });
  if (services.length === 0) throw new Error('name at least one CEP service');
  return services;
}
