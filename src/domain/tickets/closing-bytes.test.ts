import { describe, expect, it } from 'vitest';
import type { CashShift } from '../admin-cash-shift';
import { encodeClosing } from './closing-bytes';

/** A night's closing: R$ 100,00 to start, cash R$ 5,00 short, card R$ 2,00 over. */
const CLOSING: CashShift = {
  id: 7,
  businessDate: '2026-11-27',
  openedAt: '2026-11-27T22:00:00.000Z',
  openedBy: { id: 1, name: 'João' },
  startingCashCents: 10_000,
  closedAt: '2026-11-28T05:30:00.000Z',
  closedBy: { id: 2, name: 'Conceição' },
  lines: [
    {
      paymentMethod: 'Dinheiro',
      orders: 1,
      expectedCents: 17_460,
      countedCents: 16_960,
      differenceCents: -500,
    },
    {
      paymentMethod: 'Pix',
      orders: 2,
      expectedCents: 9280,
      countedCents: 9280,
      differenceCents: 0,
    },
    {
      paymentMethod: 'Cartão de Crédito',
      orders: 1,
      expectedCents: 4640,
      countedCents: 4840,
      differenceCents: 200,
    },
  ],
  totals: { expectedCents: 31_380, countedCents: 31_080, differenceCents: -300 },
  withoutOpenShift: { orders: 1, totalCents: 4640 },
  isPastBusinessDay: false,
};

/** CP860's letters of pt-BR that the closing uses. */
const CP860: Record<number, string> = {
  0x80: 'Ç',
  0x82: 'é',
  0x84: 'ã',
  0x85: 'à',
  0x87: 'ç',
  0x88: 'ê',
  0x8e: 'Ã',
  0x93: 'ô',
  0x94: 'õ',
  0xa0: 'á',
  0xa1: 'í',
  0xa2: 'ó',
  0xa3: 'ú',
  0xc4: '-',
  0xff: ' ',
};

/** The printed text, one string per line: ESC/GS commands skipped, CP860 read back. */
function printedLines(bytes: Uint8Array): string[] {
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x1b || byte === 0x1d) {
      const command = bytes[i + 1];
      i +=
        command === 0x56
          ? 3
          : [0x21, 0x74, 0x45, 0x61, 0x4d, 0x2d, 0x34, 0x42].includes(command ?? 0)
            ? 2
            : 1;
      continue;
    }
    if (byte === 0x0a) text += '\n';
    else if (byte < 0x20) continue;
    else if (byte < 0x7f) text += String.fromCharCode(byte);
    else text += CP860[byte] ?? `\\x${byte.toString(16)}`;
  }
  return text.split('\n').map((line) => line.replace(/\u00a0/g, ' '));
}

describe('the ESC/POS cash closing', () => {
  it.each([
    ['58', 32],
    ['80', 48],
  ] as const)('fits %s mm (%i columns) and says what the closing page says', (width, columns) => {
    const lines = printedLines(
      encodeClosing(CLOSING, {
        shopName: 'Pizzaria São Jorge',
        width,
        timeZone: 'America/Sao_Paulo',
      }),
    );
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
    const text = lines.map((line) => line.replace(/\s+/g, ' ').trim()).join('\n');
    for (const expected of [
      'PIZZARIA SÃO JORGE',
      'FECHAMENTO DE CAIXA',
      'Dia 27/11/2026',
      'Aberto 27/11/2026 às 19:00',
      'por João',
      'Fechado 28/11/2026 às 02:30',
      'por Conceição',
      'Troco inicial R$ 100,00',
      'Dinheiro 1 pedido',
      'Esperado R$ 174,60',
      'Contado R$ 169,60',
      'Diferença -R$ 5,00',
      'Pix 2 pedidos',
      'Cartão de Crédito 1 pedido',
      'Diferença R$ 2,00',
      'Total esperado R$ 313,80',
      'Total contado R$ 310,80',
      'Diferença -R$ 3,00',
      'Falta de R$ 3,00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\n/g, ' ')).toContain(
      'Sem caixa aberto: 1 pedido (R$ 46,40), já somados acima.',
    );
  });

  it('selects CP860 and cuts the paper', () => {
    const bytes = Buffer.from(
      encodeClosing(CLOSING, { shopName: '', width: '80', timeZone: 'America/Sao_Paulo' }),
    );
    expect(bytes.includes(Buffer.from([0x1b, 0x74, 0x03]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
    expect(bytes.includes(Buffer.from('ã', 'utf8'))).toBe(false);
  });
});
