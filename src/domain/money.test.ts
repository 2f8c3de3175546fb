import { describe, expect, it } from 'vitest';
import { centavosToReais, formatBRL, reaisToCentavos } from './money';

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

describe('reais and centavos', () => {
  it('rounds typed reais to the nearest centavo', () => {
    expect(reaisToCentavos(46)).toBe(4600);
    expect(reaisToCentavos(46.5)).toBe(4650);
    // 19.99 * 100 is 1998.9999999999998 in floating point
    expect(reaisToCentavos(19.99)).toBe(1999);
    expect(reaisToCentavos(0.01)).toBe(1);
  });

  it('turns centavos back into reais', () => {
    expect(centavosToReais(4990)).toBe(49.9);
  });
});
