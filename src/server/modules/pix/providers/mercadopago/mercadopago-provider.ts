import { PixProviderError, type PixProvider, type PixProviderConfig } from '../../provider';

/** Mercado Pago's payments API (decision 062). */
export function createMercadoPagoProvider(
  config: Extract<PixProviderConfig, { kind: 'mercadopago' }>,
): PixProvider {
  void config;
  throw new PixProviderError('PROVIDER_ERROR', 'Mercado Pago indisponível neste servidor.', false);
}
