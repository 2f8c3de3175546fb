import { describe, expect, it } from 'vitest';
import {
  BRL_INPUT_DOT_DECIMALS,
  BRL_INPUT_EMPTY,
  BRL_INPUT_INVALID,
  BRL_INPUT_NEGATIVE,
  BRL_INPUT_TOO_BIG,
  BRL_INPUT_TOO_MANY_DECIMALS,
  formatBRL,
  formatBrlInput,
  isSuspiciousPriceChange,
  parseBrlInput,
  priceChangeQuestion,
} from './money';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it('formats centavos as pt-BR reais with a no-break space', () => {
    expect(formatBRL(4600)).toBe(`R$${NBSP}46,00`);
  });

  it('groups thousands with a dot and keeps two decimals', () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
  });
});

describe('parseBrlInput', () => {
  const cents = (text: string) => parseBrlInput(text);

  it('reads the comma as the decimal mark, as people in Brazil type', () => {
    expect(cents('62,90')).toEqual({ ok: true, cents: 6290 });
    expect(cents('62')).toEqual({ ok: true, cents: 6200 });
    expect(cents('62,9')).toEqual({ ok: true, cents: 6290 });
    expect(cents('0,05')).toEqual({ ok: true, cents: 5 });
    expect(cents(',50')).toEqual({ ok: true, cents: 50 });
    expect(cents('62,')).toEqual({ ok: true, cents: 6200 });
    expect(cents('1.234,')).toEqual({ ok: true, cents: 123400 });
    expect(cents('1234,50')).toEqual({ ok: true, cents: 123450 });
  });

  it('reads dots as thousands, with or without centavos', () => {
    expect(cents('1.234,50')).toEqual({ ok: true, cents: 123450 });
    expect(cents('1.234')).toEqual({ ok: true, cents: 123400 });
    expect(cents('1.234.567,89')).toEqual({ ok: true, cents: 123456789 });
  });

  it('ignores R$ and the spaces around, including what formatBRL writes', () => {
    expect(cents('R$ 62,90')).toEqual({ ok: true, cents: 6290 });
    expect(cents('r$62,90')).toEqual({ ok: true, cents: 6290 });
    expect(cents(' 62,90 ')).toEqual({ ok: true, cents: 6290 });
    expect(cents(formatBRL(123450))).toEqual({ ok: true, cents: 123450 });
  });

  it('reads a single dot followed by exactly two digits and no comma as decimals', () => {
    expect(cents('62.90')).toEqual({ ok: true, cents: 6290 });
    expect(cents('1234.50')).toEqual({ ok: true, cents: 123450 });
    expect(cents('62.9')).toEqual({ ok: false, message: BRL_INPUT_DOT_DECIMALS });
    expect(cents('1.234.50')).toEqual({ ok: false, message: BRL_INPUT_INVALID });
  });

  it('refuses what is not an amount, each with its message', () => {
    expect(cents('')).toEqual({ ok: false, message: BRL_INPUT_EMPTY });
    expect(cents('  R$ ')).toEqual({ ok: false, message: BRL_INPUT_EMPTY });
    expect(cents(',')).toEqual({ ok: false, message: BRL_INPUT_INVALID });
    expect(cents('6,2,9')).toEqual({ ok: false, message: BRL_INPUT_INVALID });
    expect(cents('62,90abc')).toEqual({ ok: false, message: BRL_INPUT_INVALID });
    expect(cents('sessenta')).toEqual({ ok: false, message: BRL_INPUT_INVALID });
    expect(cents('6 2,90')).toEqual({ ok: false, message: BRL_INPUT_INVALID });
    expect(cents('-62,90')).toEqual({ ok: false, message: BRL_INPUT_NEGATIVE });
    expect(cents('62,901')).toEqual({ ok: false, message: BRL_INPUT_TOO_MANY_DECIMALS });
    expect(cents('1.234,501')).toEqual({ ok: false, message: BRL_INPUT_TOO_MANY_DECIMALS });
    expect(cents('12345678901')).toEqual({ ok: false, message: BRL_INPUT_TOO_BIG });
  });

  it('gives back what formatBrlInput shows', () => {
    for (const value of [0, 5, 6290, 123450, 123456789]) {
      expect(parseBrlInput(formatBrlInput(value))).toEqual({ ok: true, cents: value });
    }
    expect(formatBrlInput(123450)).toBe('1.234,50');
  });
});

describe('a price that changes more than 5×', () => {
  it('is asked about up and down, never for a first price', () => {
    expect(isSuspiciousPriceChange(629, 6290)).toBe(true);
    expect(isSuspiciousPriceChange(6290, 629)).toBe(true);
    expect(isSuspiciousPriceChange(1000, 5000)).toBe(false);
    expect(isSuspiciousPriceChange(1000, 5001)).toBe(true);
    expect(isSuspiciousPriceChange(5000, 1000)).toBe(false);
    expect(isSuspiciousPriceChange(5001, 1000)).toBe(true);
    expect(isSuspiciousPriceChange(null, 629000)).toBe(false);
    expect(isSuspiciousPriceChange(0, 629000)).toBe(false);
  });

  it('says both prices in the question', () => {
    expect(priceChangeQuestion(6290, 629000)).toBe(
      `O preço muda de R$${NBSP}62,90 para R$${NBSP}6.290,00. Confirmar?`,
    );
  });
});
