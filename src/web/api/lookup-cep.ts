import { CepLookupSchema, type CepLookup } from '../../domain/customer';
import { CEP_DIGITS, onlyDigits } from '../../domain/formats';
import { ApiError, apiRequest } from '../lib/api-client';

export type CepResult =
  { kind: 'found'; address: CepLookup } | { kind: 'not-found' } | { kind: 'unavailable' };

/** spec §5: a CEP is looked up only with exactly 8 digits; a CEP that does not exist fills nothing. */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepResult | null> {
  const digits = onlyDigits(cep);
  if (digits.length !== CEP_DIGITS) return null;
  try {
    return {
      kind: 'found',
      address: await apiRequest(`/cep/${digits}`, CepLookupSchema, { signal }),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { kind: 'not-found' };
    }
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    return { kind: 'unavailable' };
  }
}
