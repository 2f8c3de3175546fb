import { describe, expect, it } from 'vitest';
import { CEP_CACHE_MAX_ENTRIES, CEP_CACHE_TTL_MS, CEP_FAILURE_TTL_MS, CepCache } from './cep-cache';

const address = (cep: string) => ({
  cep,
  street: 'Rua A',
  district: 'Centro',
  city: 'X',
  state: 'SP',
});

describe('CepCache', () => {
  const start = new Date('2026-11-20T12:00:00Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  it('keeps found and unknown CEPs for 24 hours', () => {
    const cache = new CepCache();
    cache.set('01310100', address('01310100'), start);
    cache.set('99999999', null, start);
    expect(cache.get('01310100', later(CEP_CACHE_TTL_MS - 1))).toEqual(address('01310100'));
    expect(cache.get('99999999', later(CEP_CACHE_TTL_MS - 1))).toBeNull();
    expect(cache.get('01310100', later(CEP_CACHE_TTL_MS))).toBeUndefined();
    expect(cache.get('99999999', later(CEP_CACHE_TTL_MS))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a failure of the services for a minute only', () => {
    const cache = new CepCache();
    cache.set('01310100', 'unavailable', start);
    expect(cache.get('01310100', later(CEP_FAILURE_TTL_MS - 1))).toBe('unavailable');
    expect(cache.get('01310100', later(CEP_FAILURE_TTL_MS))).toBeUndefined();
  });

  it('holds at most 5,000 CEPs, forgetting the oldest first', () => {
    const cache = new CepCache();
    for (let i = 0; i < CEP_CACHE_MAX_ENTRIES + 2; i++) {
      cache.set(String(i).padStart(8, '0'), null, start);
    }
    expect(cache.size).toBe(CEP_CACHE_MAX_ENTRIES);
    expect(cache.get('00000000', start)).toBeUndefined();
    expect(cache.get('00000001', start)).toBeUndefined();
    expect(cache.get('00000002', start)).toBeNull();
    expect(cache.get(String(CEP_CACHE_MAX_ENTRIES + 1).padStart(8, '0'), start)).toBeNull();
  });

  it('counts a CEP stored again as new', () => {
    const cache = new CepCache(CEP_CACHE_TTL_MS, 2);
    cache.set('00000001', null, start);
    cache.set('00000002', null, start);
    cache.set('00000001', address('00000001'), start);
    cache.set('00000003', null, start);
    expect(cache.get('00000002', start)).toBeUndefined();
    expect(cache.get('00000001', start)).toEqual(address('00000001'));
  });
});
