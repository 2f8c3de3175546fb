import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCENTED_ORDER } from './accented-order.fixture';
import type { PaperWidth } from './paper';
import { encodeKitchenTicket, encodeTestPage, encodeTicket, encodeTicketIn } from './escpos-ticket';

const NOW = new Date('2026-11-25T22:45:00.000Z');

function ticket(width: PaperWidth): Uint8Array {
  return encodeTicket(ACCENTED_ORDER, {
    shopName: 'Pizzaria São Jorge',
    width,
    timeZone: 'America/Sao_Paulo',
    now: NOW,
  });
}

function fixture(width: PaperWidth): Uint8Array {
  return new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', `ticket-${width}.bin`)));
}

/** The printable text of the bytes, read back through CP860, one string per printed line. */
function printedLines(bytes: Uint8Array): string[] {
  const CP860_HIGH: Record<number, string> = {
    0x80: 'Ç',
    0x81: 'ü',
    0x82: 'é',
    0x83: 'â',
    0x84: 'ã',
    0x85: 'à',
    0x86: 'Á',
    0x87: 'ç',
    0x88: 'ê',
    0x89: 'Ê',
    0x8a: 'è',
    0x8b: 'Í',
    0x8c: 'Ô',
    0x8d: 'ì',
    0x8e: 'Ã',
    0x8f: 'Â',
    0x90: 'É',
    0x91: 'À',
    0x92: 'È',
    0x93: 'ô',
    0x94: 'õ',
    0x95: 'ò',
    0x96: 'Ú',
    0x97: 'ù',
    0x98: 'Ì',
    0x99: 'Õ',
    0x9a: 'Ü',
    0xa0: 'á',
    0xa1: 'í',
    0xa2: 'ó',
    0xa3: 'ú',
    0xa4: 'ñ',
    0xa5: 'Ñ',
    0xc4: '-',
    0xff: ' ',
  };
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x1b || byte === 0x1d) {
      // ESC/GS commands: skip the command and its parameters
      const command = bytes[i + 1];
      i +=
        command === 0x56
          ? 3
          : command === 0x21 ||
              command === 0x74 ||
              command === 0x45 ||
              command === 0x61 ||
              command === 0x4d ||
              command === 0x2d ||
              command === 0x34 ||
              command === 0x42
            ? 2
            : 1;
      continue;
    }
    if (byte === 0x0a) text += '\n';
    else if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
    else if (CP860_HIGH[byte]) text += CP860_HIGH[byte];
    else if (byte >= 0x80) text += `\\x${byte.toString(16)}`;
  }
  return text.split('\n');
}

describe('the ESC/POS kitchen ticket', () => {
  it.each(['58', '80'] as const)('is byte for byte the %s mm fixture', (width) => {
    expect(Buffer.from(ticket(width)).toString('hex')).toBe(
      Buffer.from(fixture(width)).toString('hex'),
    );
  });

  it.each(['58', '80'] as const)(
    'selects CP860 and writes pt-BR accents in it (%s mm)',
    (width) => {
      const bytes = Buffer.from(ticket(width));
      // ESC t 3: character table 3, CP860 (Portuguese)
      expect(bytes.includes(Buffer.from([0x1b, 0x74, 0x03]))).toBe(true);
      // 'João Conceição' in CP860: ã = 0x84, ç = 0x87
      expect(
        bytes.includes(
          Buffer.from([
            0x4a, 0x6f, 0x84, 0x6f, 0x20, 0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0x87, 0x84, 0x6f,
          ]),
        ),
      ).toBe(true);
      // no UTF-8 multi-byte sequence (0xc3 …) leaks to the printer
      expect(bytes.includes(Buffer.from('ã', 'utf8'))).toBe(false);
      // the paper is cut at the end: GS V
      expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
    },
  );

  it.each([
    ['58', 32],
    ['80', 48],
  ] as const)(
    'fits every line in %s mm (%i columns) and says what the page says',
    (width, columns) => {
      const lines = printedLines(ticket(width));
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
      const text = lines.join('\n');
      for (const expected of [
        'PIZZARIA SÃO JORGE',
        'Pedido #4821',
        'João Conceição',
        '(11) 98765-4321',
        'ENTREGA - JARDIM PAULISTA',
        'Agendado: Hoje, 20:30',
        '1x Calabresa',
        'R$ 71,00',
        'Grande (35cm)',
        '+ Sabores: Portuguesa',
        'Adicionais: Cebola extra',
        'Borda: Tradicional (Requeijão)',
        'Observações: Sem azeitona,',
        'assada',
        '3x Guaraná Antártica 2L',
        'Rua Açaí, 120, ap. 3',
        'Taxa de entrega',
        'R$ 7,00',
        'Pagamento',
        'Dinheiro (a receber)',
        'Troco para',
        'R$ 30,00',
      ]) {
        expect(text, expected).toContain(expected);
      }
    },
  );

  it.each(['58', '80'] as const)(
    'prints the discount of offers and coupon, and a coupon dropped on arrival (%s mm)',
    (width) => {
      const discounted = {
        ...ACCENTED_ORDER,
        discountCents: 1620,
        discountLines: [
          { source: 'offer' as const, name: 'Terça doce', amountCents: 920 },
          { source: 'coupon' as const, name: 'PIZZA10', amountCents: 700 },
        ],
        couponCode: 'PIZZA10',
      };
      const options = { shopName: 'Forno', width, timeZone: 'America/Sao_Paulo', now: NOW };
      const text = printedLines(encodeTicket(discounted, options)).join('\n');
      expect(text).toContain('Oferta: Terça doce');
      expect(text).toContain('- R$ 9,20');
      expect(text).toContain('Cupom PIZZA10');
      expect(text).toContain('- R$ 7,00');
      const dropped = {
        ...ACCENTED_ORDER,
        couponCode: 'PIZZA10',
        couponRefusal: 'Cupom esgotado.',
      };
      const droppedText = printedLines(encodeTicket(dropped, options)).join(' ');
      expect(droppedText.replace(/\s+/g, ' ')).toContain(
        'Cupom PIZZA10 não aplicado: Cupom esgotado.',
      );
    },
  );
});

describe('the kitchen layout', () => {
  const options = { shopName: 'Pizzaria São Jorge', timeZone: 'America/Sao_Paulo', now: NOW };
  const kitchen = (width: PaperWidth) => encodeKitchenTicket(ACCENTED_ORDER, { ...options, width });
  /** GS ! 0x11: characters twice as wide and twice as tall. */
  const LARGE = [0x1d, 0x21, 0x11];
  const NORMAL = [0x1d, 0x21, 0x00];

  it.each(['58', '80'] as const)('prints each item in large letters (%s mm)', (width) => {
    const bytes = Buffer.from(kitchen(width));
    // 'Calabresa' comes right after the large-text command that opens its line
    const item = Buffer.from('1x Calabresa', 'latin1');
    const at = bytes.indexOf(item);
    expect(at).toBeGreaterThan(0);
    const before = bytes.subarray(0, at);
    expect(before.lastIndexOf(Buffer.from(LARGE))).toBeGreaterThan(
      before.lastIndexOf(Buffer.from(NORMAL)),
    );
    // and the drink too, in CP860: 'Guaraná Antártica' (á = 0xa0)
    expect(bytes.includes(Buffer.from([0x47, 0x75, 0x61, 0x72, 0x61, 0x6e, 0xa0]))).toBe(true);
    // CP860 selected, the paper cut at the end
    expect(bytes.includes(Buffer.from([0x1b, 0x74, 0x03]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
  });

  it.each([
    ['58', 16],
    ['80', 24],
  ] as const)(
    'says what the oven needs and nothing of the customer or the money (%s mm)',
    (width, largeColumns) => {
      const lines = printedLines(kitchen(width));
      const text = lines.join(' ').replace(/\s+/g, ' ');
      for (const expected of [
        'COZINHA',
        'Pedido #4821',
        'ENTREGA',
        'Agendado: Hoje, 20:30',
        '1x Calabresa',
        'Grande',
        '+ Sabores: Portuguesa',
        'Adicionais: Cebola',
        'Borda: Tradicional (Requeijão)',
        'Observações: Sem azeitona, por favor; bem assada',
        '3x Guaraná Antártica 2L',
      ]) {
        expect(text, expected).toContain(expected);
      }
      for (const absent of ['R$', 'João', '98765', 'Rua Açaí', 'Dinheiro', 'Troco', 'Total']) {
        expect(text, absent).not.toContain(absent);
      }
      // a large line takes two columns a letter: the item lines fit half the paper
      const items = lines.slice(lines.findIndex((line) => line.startsWith('1x')));
      for (const line of items.filter((item) => !item.startsWith('---')))
        expect(line.length, line).toBeLessThanOrEqual(largeColumns);
    },
  );

  it('prints the full ticket for the counter and the kitchen layout for the kitchen', () => {
    const full = encodeTicketIn('balcao', ACCENTED_ORDER, { ...options, width: '80' });
    expect(Buffer.from(full).toString('hex')).toBe(Buffer.from(fixture('80')).toString('hex'));
    const cozinha = encodeTicketIn('cozinha', ACCENTED_ORDER, { ...options, width: '80' });
    expect(Buffer.from(cozinha).toString('hex')).toBe(Buffer.from(kitchen('80')).toString('hex'));
  });

  it('prints a test page with the accents and the large text', () => {
    const bytes = Buffer.from(
      encodeTestPage({ name: 'Forno', layout: 'cozinha' }, { ...options, width: '58' }),
    );
    const text = printedLines(bytes).join('\n');
    expect(text).toContain('TESTE');
    expect(text).toContain('Impressora: Forno');
    expect(text).toContain('Função: cozinha');
    expect(text).toContain('áàâã éê í óôõ ú ç');
    expect(bytes.includes(Buffer.from(LARGE))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
  });
});
