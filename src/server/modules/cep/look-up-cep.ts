import { type CepLookup } from '../../../domain/customer';
import { CEP_DIGITS, onlyDigits } from '../../../domain/formats';
import type { CepConfig } from '../../context';
import { AppError } from '../../errors';
import type { CepCache } from './cep-cache';
import { fetchFromBrasilApi, fetchFromViaCep } from './cep-services';

export const DEFAULT_CEP_CONFIG: CepConfig = {
  primaryUrl: 'https://viacep.com.br',
  fallbackUrl: 'https://brasilapi.com.br',
  timeoutMs: 4_000,
};

export const CEP_INVALID_MESSAGE = 'CEP inválido'; // spec §5
const CEP_UNAVAILABLE_MESSAGE = 'Não foi possível consultar o CEP agora.';

export interface CepLookupDeps {
  config: CepConfig;
  cache: CepCache;
  now: Date;
}

/**
 * The address of a CEP (spec §5: exactly 8 digits once non-digits are stripped): ViaCEP, then
 * BrasilAPI when ViaCEP is down, slow or failing; answers are cached.
 */
export async function lookUpCep(rawCep: string, deps: CepLookupDeps): Promise<CepLookup> {
  const cep = onlyDigits(rawCep);
  if (cep.length !== CEP_DIGITS) throw new AppError('VALIDATION_ERROR', CEP_INVALID_MESSAGE);
  const { config, cache, now } = deps;

  const cached = cache.get(cep, now);
  if (cached !== undefined) return found(cached);

  let address: CepLookup | null;
  try {
    address = await fetchFromViaCep(config.primaryUrl, cep, config.timeoutMs);
    cache.set(cep, address, now);
  } catch {
    try {
      address = await fetchFromBrasilApi(config.fallbackUrl, cep, config.timeoutMs);
    } catch {
      throw new AppError('CEP_UNAVAILABLE', CEP_UNAVAILABLE_MESSAGE);
    }
    // BrasilAPI also answers 404 when its own sources fail: remember only the addresses it finds.
    if (address) cache.set(cep, address, now);
  }
  return found(address);
}

function found(address: CepLookup | null): CepLookup {
  if (!address) throw new AppError('CEP_NOT_FOUND', CEP_INVALID_MESSAGE);
  return address;
}
