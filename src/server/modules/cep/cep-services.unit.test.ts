import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { DEFAULT_CEP_SERVICES, parseCepServices } from './cep-services';

describe('parseCepServices', () => {
  it('reads kind=url pairs in the order they are asked', () => {
    expect(
      parseCepServices(' brasilapi=http://127.0.0.1:4001/b , viacep=https://viacep.com.br '),
    ).toEqual([
      { kind: 'brasilapi', baseUrl: 'http://127.0.0.1:4001/b' },
      { kind: 'viacep', baseUrl: 'https://viacep.com.br' },
    ]);
  });

  it('asks ViaCEP, then BrasilAPI, then OpenCEP by default', () => {
    expect(parseCepServices(DEFAULT_CEP_SERVICES).map((service) => service.kind)).toEqual([
      'viacep',
      'brasilapi',
      'opencep',
    ]);
  });

  it.each([
    ['an unknown kind', 'correios=https://example.com'],
    ['no kind', 'https://viacep.com.br'],
    ['a URL that is not http(s)', 'viacep=ftp://viacep.com.br'],
    ['no URL', 'viacep='],
    ['an empty list', ' , '],
  ])('refuses %s', (_name, text) => {
    expect(() => parseCepServices(text)).toThrow();
  });
});

describe('CEP_SERVICES in the environment', () => {
  it('is parsed once at start, with the defaults when unset', () => {
    expect(loadEnv({}).CEP_SERVICES).toEqual(parseCepServices(DEFAULT_CEP_SERVICES));
    expect(loadEnv({ CEP_SERVICES: 'opencep=http://127.0.0.1:9' }).CEP_SERVICES).toEqual([
      { kind: 'opencep', baseUrl: 'http://127.0.0.1:9' },
    ]);
    expect(loadEnv({}).CEP_TIMEOUT_MS).toBe(4_000);
  });

  it('stops the start with a clear message when a service is misnamed', () => {
    expect(() => loadEnv({ CEP_SERVICES: 'viacpe=https://viacep.com.br' })).toThrow(
      /CEP_SERVICES: unknown CEP service/,
    );
  });
});
