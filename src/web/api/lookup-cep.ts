import { CepLookupSchema, type CepLookup } from '../../domain/customer';
import { CEP_DIGITS, onlyDigits } from '../../domain/formats';
import { ApiError, apiRequest } from '../lib/api-client';

export type CepResult =
  { kind: 'found'; address: CepLookup } | { kind: 'not-found' } | { kind: 'unavailable' };

/** the message in docs/product/rules.md#customer-data for a CEP that does not exist. */
export const CEP_NOT_FOUND_TEXT = 'CEP inválido';
/**
 * The postal services are down (the API's 503 CEP_UNAVAILABLE), or the API cannot be reached:
 * the customer types the address instead.
 */
export const CEP_UNAVAILABLE_TEXT = 'Não foi possível buscar o CEP agora. Preencha o endereço.';

/** docs/product/rules.md#customer-data: a CEP is looked up only with exactly 8 digits; a CEP that does not exist fills nothing. */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepResult | null> {
  const digits = onlyDigits(cep);
  if (digits.length !== CEP_DIGITS) return null;
  try {
    return {
      kind: 'found',
      address: await apiRequest(`/cep/${digits}`, CepLookupSchema, { signal }),
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    if (error instanceof ApiError && (error.code === 'CEP_NOT_FOUND' || error.status === 400)) {
      return { kind: 'not-found' };
    }
    // CEP_UNAVAILABLE, no connection, or any other failure: nothing to fill, say so
    return { kind: 'unavailable' };
  }
}
