import { PixProviderError, type PixProvider, type PixProviderConfig } from '../../provider';

/** The Banco Central's standard API Pix (decision 061). */
export function createApiPixProvider(
  config: Extract<PixProviderConfig, { kind: 'api_pix' }>,
): PixProvider {
  void config;
  throw new PixProviderError('PROVIDER_ERROR', 'API Pix indisponível neste servidor.', false);
}
