import { describe, expect, it } from 'vitest';
import {
  CEP_DIGITS,
  formatCep,
  formatPhone,
  formatWhatsapp,
  phoneLink,
  isMobilePhone,
  MIN_PHONE_DIGITS,
  onlyDigits,
  whatsappLink,
} from './formats';

describe('onlyDigits', () => {
  it('strips everything but digits', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats 11 digits as (AA) XXXXX-XXXX', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('formats 10 digits as (AA) XXXX-XXXX', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('(11) 3456-7890')).toBe('(11) 3456-7890');
  });

  it('leaves other lengths as typed', () => {
    expect(formatPhone('98765-4321')).toBe('98765-4321');
    expect(formatPhone('+55 11 98765-4321')).toBe('+55 11 98765-4321');
  });
});

describe('formatCep', () => {
  it('formats 8 digits as 99999-999', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
  });

  it('leaves other lengths as typed', () => {
    expect(formatCep('0131010')).toBe('0131010');
  });
});

describe('whatsappLink', () => {
  it('links to the shop number without text', () => {
    expect(whatsappLink('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappLink('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('URL-encodes the prefilled text', () => {
    expect(whatsappLink('5511987654321', 'Olá! Gostaria de fazer um pedido.')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Gostaria%20de%20fazer%20um%20pedido.',
    );
    expect(whatsappLink('5511987654321', 'a & b\nc')).toBe(
      'https://wa.me/5511987654321?text=a%20%26%20b%0Ac',
    );
  });
});

describe('limits', () => {
  it('uses the spec limits: phone 10 digits, CEP 8 digits', () => {
    expect(MIN_PHONE_DIGITS).toBe(10);
    expect(CEP_DIGITS).toBe(8);
  });
});

describe('formatWhatsapp', () => {
  it('writes a Brazilian number as people read it, without the calling code', () => {
    expect(formatWhatsapp('5511987654321')).toBe('(11) 98765-4321');
    expect(formatWhatsapp('551134567890')).toBe('(11) 3456-7890');
  });

  it('keeps a number of another country as + and its digits', () => {
    expect(formatWhatsapp('351912345678')).toBe('+351912345678');
  });
});

describe('phoneLink', () => {
  it('dials a Brazilian phone with the calling code, however it was typed', () => {
    expect(phoneLink('(11) 3456-7890')).toBe('tel:+551134567890');
    expect(phoneLink('11 98765-4321')).toBe('tel:+5511987654321');
    expect(phoneLink('+55 11 98765-4321')).toBe('tel:+5511987654321');
  });

  it('dials anything else as its digits', () => {
    expect(phoneLink('0800 123 4567')).toBe('tel:08001234567');
  });
});

describe('isMobilePhone (decision 042)', () => {
  it('takes a mobile, 9 digits starting with 9 after the DDD, with or without 55', () => {
    expect(isMobilePhone('11987654321')).toBe(true);
    expect(isMobilePhone('(11) 98765-4321')).toBe(true);
    expect(isMobilePhone('+55 21 99876-5432')).toBe(true);
  });

  it('tells a landline (8 digits after the DDD) and anything else apart', () => {
    expect(isMobilePhone('1133334444')).toBe(false);
    expect(isMobilePhone('(11) 3333-4444')).toBe(false);
    expect(isMobilePhone('+55 11 3333-4444')).toBe(false);
    expect(isMobilePhone('12345')).toBe(false);
  });
});
