import { type CepLookup } from '../../../domain/customer';
import { CEP_DIGITS, onlyDigits } from '../../../domain/formats';
import type { CepConfig } from '../../context';
import { AppError } from '../../errors';
import { CepCache } from './cep-cache';
import { fetchFromBrasilApi, fetchFromViaCep } from './cep-services';

export const DEFAULT_CEP_CONFIG: CepConfig = {
  primaryUrl: 'https://viacep.com.br',
  fallbackUrl: 'https://brasilapi.com.br',
  timeoutMs: 4_000,
};

export const CEP_INVALID_MESSAGE = 'CEP inválido'; // spec §5
const CEP_UNAVAILABLE_MESSAGE = 'Não foi possível consultar o CEP agora.';

/** Upstream calls in flight at once, over every CEP: beyond it, a lookup fails fast. */
export const MAX_CONCURRENT_CEP_LOOKUPS = 8;

/** What the lookups of one app instance share: answers, and the calls in flight. */
export class CepLookups {
  readonly cache = new CepCache();
  /** One upstream call per CEP at a time: a second customer typing it waits for the first. */
  private readonly inFlight = new Map<string, Promise<CepLookup | null>>();

  constructor(readonly maxConcurrent = MAX_CONCURRENT_CEP_LOOKUPS) {}

  get activeCalls(): number {
    return this.inFlight.size;
  }

  /** The shared call for this CEP, started by `start` when none is in flight and there is room. */
  join(cep: string, start: () => Promise<CepLookup | null>): Promise<CepLookup | null> {
    const running = this.inFlight.get(cep);
    if (running) return running;
    if (this.inFlight.size >= this.maxConcurrent) {
      throw new AppError('CEP_UNAVAILABLE', CEP_UNAVAILABLE_MESSAGE);
    }
    const call = start().finally(() => this.inFlight.delete(cep));
    this.inFlight.set(cep, call);
    return call;
  }
}

export interface CepLookupDeps {
  config: CepConfig;
  lookups: CepLookups;
  now: Date;
}

/**
 * The address of a CEP (spec §5: exactly 8 digits once non-digits are stripped): ViaCEP, then
 * BrasilAPI when ViaCEP is down, slow or failing. Answers are cached for a day, a failure of both
 * for a minute; identical lookups share one call, and at most a few calls run at once, so a flood
 * of lookups never becomes a flood on the postal services.
 */
export async function lookUpCep(rawCep: string, deps: CepLookupDeps): Promise<CepLookup> {
  const cep = onlyDigits(rawCep);
  if (cep.length !== CEP_DIGITS) throw new AppError('VALIDATION_ERROR', CEP_INVALID_MESSAGE);
  const { config, lookups, now } = deps;

  const cached = lookups.cache.get(cep, now);
  if (cached === 'unavailable') throw new AppError('CEP_UNAVAILABLE', CEP_UNAVAILABLE_MESSAGE);
  if (cached !== undefined) return found(cached);

  return found(await lookups.join(cep, () => askServices(cep, config, lookups.cache, now)));
}

async function askServices(
  cep: string,
  config: CepConfig,
  cache: CepCache,
  now: Date,
): Promise<CepLookup | null> {
  try {
    const address = await fetchFromViaCep(config.primaryUrl, cep, config.timeoutMs);
    cache.set(cep, address, now);
    return address;
  } catch {
    let address: CepLookup | null;
    try {
      address = await fetchFromBrasilApi(config.fallbackUrl, cep, config.timeoutMs);
    } catch {
      cache.set(cep, 'unavailable', now);
      throw new AppError('CEP_UNAVAILABLE', CEP_UNAVAILABLE_MESSAGE);
    }
    // BrasilAPI also answers 404 when its own sources fail: remember only the addresses it finds.
    if (address) cache.set(cep, address, now);
    return address;
  }
}

function found(address: CepLookup | null): CepLookup {
  if (!address) throw new AppError('CEP_NOT_FOUND', CEP_INVALID_MESSAGE);
  return address;
}
