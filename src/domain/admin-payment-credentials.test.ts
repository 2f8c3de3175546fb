import { describe, expect, it } from 'vitest';
import { changedCredentialFields, maskPixKey } from './admin-payment-credentials';

const PIX = { keyType: 'cpf', key: '12345678901', receiverName: 'Forno', city: 'Recife' } as const;

describe('the Pix receiver’s changes (decision 039)', () => {
  it('names the fields that changed, none when nothing did', () => {
    expect(changedCredentialFields(PIX, { ...PIX })).toEqual([]);
    expect(changedCredentialFields(PIX, { ...PIX, city: 'Olinda' })).toEqual(['pix.city']);
    expect(
      changedCredentialFields(PIX, { ...PIX, keyType: 'email', key: 'pix@forno.com.br' }),
    ).toEqual(['pix.keyType', 'pix.key']);
  });

  it('masks a key: its ends only', () => {
    expect(maskPixKey('12345678901')).toBe('12•••••••01');
    expect(maskPixKey('')).toBe('');
    expect(maskPixKey('abc')).toBe('•••');
    expect(maskPixKey('123e4567-e89b-42d3-a456-426614174000')).toBe('12••••••••••••00');
  });
});
