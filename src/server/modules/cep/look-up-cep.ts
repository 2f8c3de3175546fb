import { type CepLookup } from '../../../domain/customer';
import { CEP_DIGITS, onlyDigits } from '../../../domain/formats';
import type { CepConfig } from '../../context';
import { AppError } from '../../errors';
import { CepCache } from './cep-cache';
import { askCepService, DEFAULT_CEP_SERVICES, parseCepServices } from './cep-services';

export const DEFAULT_CEP_CONFIG: CepConfig = {
  services: parseCepServices(DEFAULT_CEP_SERVICES),
  timeoutMs: 4_000,
};

const CEP_INVALID_MESSAGE = 'CEP inválido'; // docs/product/rules.md#customer-data
/** Every service failed: the storefront asks the customer to type the address. */
const CEP_UNAVAILABLE_MESSAGE = 'Não foi possível buscar o CEP agora. Preencha o endereço.';

/** Upstream calls in flight at once, over every CEP: beyond it, a lookup fails fast. */
const MAX_CONCURRENT_CEP_LOOKUPS = 8;

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
 * The address of a CEP (docs/product/rules.md#customer-data: exactly 8 digits once non-digits are stripped), from the
 * configured services in order: the next is asked only when one is down, slow or failing; the
 * first that answers, with an address or with 'no such CEP', is final. Answers are cached for a
 * day, a failure of all of them for a minute; identical lookups share one call, and at most a few
 * calls run at once, so a flood of lookups never becomes a flood on the postal services.
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
  for (const [index, service] of config.services.entries()) {
    let address: CepLookup | null;
    try {
      address = await askCepService(service, cep, config.timeoutMs);
    } catch {
      continue; // down, slow or unreadable: the next one
    }
    // The first service's 'no such CEP' is remembered like an address. A later one's is answered
    // but not kept: BrasilAPI also says 404 when its own sources fail.
    if (address || index === 0) cache.set(cep, address, now);
    return address;
  }
  cache.set(cep, 'unavailable', now);
  throw new AppError('CEP_UNAVAILABLE', CEP_UNAVAILABLE_MESSAGE);
}

function found(address: CepLookup | null): CepLookup {
  if (!address) throw new AppError('CEP_NOT_FOUND', CEP_INVALID_MESSAGE);
  return address;
}
