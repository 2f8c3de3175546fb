import type { PixProvider, PixProviderConfig } from '../provider';
import { createApiPixProvider } from './api-pix/api-pix-provider';
import { createMercadoPagoProvider } from './mercadopago/mercadopago-provider';

/** Builds the adapter of a saved configuration (tests may give the app another factory). */
export type PixProviderFactory = (config: PixProviderConfig) => PixProvider;

export const createPixProvider: PixProviderFactory = (config) =>
  config.kind === 'api_pix' ? createApiPixProvider(config) : createMercadoPagoProvider(config);
