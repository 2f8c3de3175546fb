import { describe, expect, it } from 'vitest';
import { loadEnv, webPushSubjectFromEnv } from './env';

describe('WEB_PUSH_SUBJECT (decision 074)', () => {
  it('takes a mailto: or https: contact as it is', () => {
    for (const subject of ['mailto:dono@pizzaria.com.br', 'https://forno.example.com.br']) {
      expect(webPushSubjectFromEnv(loadEnv({ WEB_PUSH_SUBJECT: subject }), 'host')).toBe(subject);
    }
  });

  it('falls back to an https PUBLIC_URL, then to a mailto: of the host', () => {
    const https = loadEnv({ PUBLIC_URL: 'https://forno.example.com.br' });
    expect(webPushSubjectFromEnv(https, 'host')).toBe('https://forno.example.com.br');
    const http = loadEnv({ PUBLIC_URL: 'http://192.168.0.10:3000' });
    expect(webPushSubjectFromEnv(http, 'caixa')).toBe('mailto:forno@caixa');
  });

  it('refuses anything else at start', () => {
    expect(() => loadEnv({ WEB_PUSH_SUBJECT: 'dono@pizzaria.com.br' })).toThrow(/WEB_PUSH_SUBJECT/);
    expect(() => loadEnv({ WEB_PUSH_SUBJECT: 'http://forno.example' })).toThrow(/WEB_PUSH_SUBJECT/);
  });
});
