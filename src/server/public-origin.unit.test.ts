import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { isPlainHost, publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it('is PUBLIC_URL when set, whatever the request says', () => {
    expect(publicOrigin({ host: 'evil.test', protocol: 'http' }, 'https://forno.test')).toBe(
      'https://forno.test',
    );
  });

  it("is the request's scheme and host otherwise, in lower case", () => {
    expect(publicOrigin({ host: 'Forno.Test:8080', protocol: 'https' }, undefined)).toBe(
      'https://forno.test:8080',
    );
    expect(publicOrigin({ host: '[::1]:3000', protocol: 'http' }, undefined)).toBe(
      'http://[::1]:3000',
    );
  });

  it('refuses, as a 400, a Host that is not a plain host name, or none', () => {
    const noHost = { host: undefined as unknown as string, protocol: 'http' as const };
    for (const request of [
      { host: 'a.test/path', protocol: 'http' as const },
      { host: 'a.test">', protocol: 'http' as const },
      { host: '', protocol: 'http' as const },
      noHost,
    ]) {
      let error: unknown;
      try {
        publicOrigin(request, undefined);
      } catch (caught) {
        error = caught;
      }
      expect(error, String(request.host)).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
    }
  });
});

describe('isPlainHost', () => {
  it('takes host names, IPv4 and bracketed IPv6 addresses with an optional port', () => {
    for (const host of [
      'localhost',
      'forno.example.com.br',
      '127.0.0.1:5417',
      '[::1]',
      'a-b.c:80',
    ]) {
      expect(isPlainHost(host), host).toBe(true);
    }
    for (const host of ['a b', 'a_b.test', '-a.test', 'a.test:', 'user@a.test', 'a.test:123456']) {
      expect(isPlainHost(host), host).toBe(false);
    }
  });
});
