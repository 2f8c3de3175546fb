import type { FlavourPricingRule } from '../../domain/establishment';
import { useEstablishment } from './get-establishment';

/** The shop's rule for pricing extra flavours; the spec's 'principal' until the settings load. */
export function useFlavourRule(): FlavourPricingRule {
  return useEstablishment().data?.flavourPricingRule ?? 'principal';
}
