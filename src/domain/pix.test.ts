import { crc16ccitt } from 'crc';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT, EstablishmentSettingsSchema } from './establishment';
import {
  brCodeText,
  crc16Ccitt,
  isPixPayment,
  isValidCnpj,
  isValidCpf,
  normalizePixKey,
  orderPixCode,
  PixSettingsSchema,
  staticBrCode,
  type PixSettings,
} from './pix';

/**
 * An independent reading of a BR Code: the TLV fields written out again from the text, and the
 * CRC computed by the `crc` package (CRC-16/CCITT-FALSE), not by the module under test.
 */
function decodeBrCode(code: string): Map<string, string> {
  const crc = crc16ccitt(Buffer.from(code.slice(0, -4), 'utf8'))
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
  expect(code.slice(-8, -4)).toBe('6304');
  expect(code.slice(-4)).toBe(crc);
  return readTlv(code);
}

function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    expect(id).toMatch(/^\d{2}$/);
    expect(Number.isInteger(length)).toBe(true);
    const value = text.slice(at + 4, at + 4 + length);
    expect(value).toHaveLength(length);
    expect(fields.has(id)).toBe(false);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** The manual's static example (Manual de Padrões para Iniciação do Pix, static QR). */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** A static code with an amount and a txid, published in a PSP's API reference (Stark Infra). */
const PSP_EXAMPLE =
  '00020126360014br.gov.bcb.pix0114+554199999999952040000530398654041.005802BR5915Jamie Lannister6009Sao Paulo621005061234566304A63E';

describe('staticBrCode', () => {
  it('writes the Banco Central manual example byte for byte', () => {
    expect(
      staticBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        receiverName: 'Fulano de Tal',
        city: 'BRASILIA',
      }),
    ).toBe(MANUAL_EXAMPLE);
  });

  it('writes a published code with an amount and a txid byte for byte', () => {
    expect(
      staticBrCode({
        key: '+5541999999999',
        receiverName: 'Jamie Lannister',
        city: 'Sao Paulo',
        amountCents: 100,
        txid: '123456',
      }),
    ).toBe(PSP_EXAMPLE);
  });

  it('agrees with the independent decoder on the published examples', () => {
    expect(decodeBrCode(MANUAL_EXAMPLE).get('59')).toBe('Fulano de Tal');
    expect(decodeBrCode(PSP_EXAMPLE).get('54')).toBe('1.00');
  });

  it('computes the standard CRC-16/CCITT-FALSE check value', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  const cases = [
    { amountCents: 1, amount: '0.01', name: 'Pizzaria São João', city: 'São Paulo' },
    { amountCents: 10, amount: '0.10', name: 'Forno & Cia', city: 'Maceió' },
    { amountCents: 4_600, amount: '46.00', name: 'Cantina Açaí Ñandú', city: 'Florianópolis' },
    { amountCents: 123_456, amount: '1234.56', name: 'Pão de Açúcar Pizzas', city: 'Goiânia' },
    { amountCents: 10_000_000, amount: '100000.00', name: 'ÁÉÍÓÚ âêô ãõ çÇ àü', city: 'Niterói' },
  ];
  it.each(cases)(
    'R$ $amount for $name: every field read back by the independent decoder',
    ({ amountCents, amount, name, city }) => {
      const code = staticBrCode({
        key: '+5511987654321',
        receiverName: name,
        city,
        amountCents,
        txid: 'PEDIDO123',
        pointOfInitiation: '12',
      });
      expect(code).toMatch(/^[\x20-\x7e]+$/);
      const fields = decodeBrCode(code);
      expect([...fields.keys()]).toEqual([
        '00',
        '01',
        '26',
        '52',
        '53',
        '54',
        '58',
        '59',
        '60',
        '62',
        '63',
      ]);
      expect(fields.get('00')).toBe('01');
      expect(fields.get('01')).toBe('12');
      const account = readTlv(fields.get('26') ?? '');
      expect(account.get('00')).toBe('br.gov.bcb.pix');
      expect(account.get('01')).toBe('+5511987654321');
      expect(fields.get('52')).toBe('0000');
      expect(fields.get('53')).toBe('986');
      expect(fields.get('54')).toBe(amount);
      expect(fields.get('58')).toBe('BR');
      const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      expect(fields.get('59')).toBe(plain(name));
      expect(fields.get('60')).toBe(plain(city));
      expect(readTlv(fields.get('62') ?? '').get('05')).toBe('PEDIDO123');
    },
  );

  it('keeps the longest key, name and city inside their limits', () => {
    const key = `${'a'.repeat(62)}@example.com.br`;
    expect(key).toHaveLength(77);
    const code = staticBrCode({
      key,
      receiverName: 'Pizzaria Bella Napoli Ltd',
      city: 'Rio de Janeiro!',
      amountCents: 99_99,
      txid: 'A'.repeat(25),
    });
    const fields = decodeBrCode(code);
    expect(fields.get('26')).toHaveLength(99);
    expect(fields.get('59')).toHaveLength(25);
    expect(fields.get('60')).toHaveLength(15);
  });

  it('refuses a txid outside [A-Za-z0-9] or longer than 25, and a missing amount of zero', () => {
    const base = { key: 'a@b.co', receiverName: 'A', city: 'B' };
    expect(() => staticBrCode({ ...base, txid: 'PEDIDO-1' })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, amountCents: 0 })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, receiverName: '  ' })).toThrow(RangeError);
  });
});

describe('brCodeText', () => {
  it('takes accents off, drops what is not ASCII, collapses spaces and cuts to the limit', () => {
    expect(brCodeText('  São   João ', 25)).toBe('Sao Joao');
    expect(brCodeText('Pizza 🍕 Çà', 25)).toBe('Pizza Ca');
    expect(brCodeText('Florianópolis do Sul', 15)).toBe('Florianopolis d');
  });

  it('writes out the letters that have no accent to take off, instead of dropping them', () => {
    expect(brCodeText('Großmann Bäckerei', 25)).toBe('Grossmann Backerei');
    expect(brCodeText('Æsir Ærø', 25)).toBe('AEsir AEro');
    expect(brCodeText('Søren Østergaard', 25)).toBe('Soren Ostergaard');
    expect(brCodeText('Œuvre cœur', 25)).toBe('OEuvre coeur');
    expect(brCodeText('Łódź Đakovo', 25)).toBe('Lodz Dakovo');
    expect(brCodeText('Þór Iðunn ı', 25)).toBe('Thor Idunn i');
    expect(brCodeText('Pizzaria ｆｏｒｎｏ ﬁno', 25)).toBe('Pizzaria forno fino');
  });
});

describe('Pix keys', () => {
  it('checks CPF check digits, with or without punctuation, and keeps the digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(normalizePixKey('cpf', ' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizePixKey('cpf', '529.982.247-52')).toBeNull();
    expect(normalizePixKey('cpf', '5299822472')).toBeNull();
  });

  it('takes a check digit of 0 when the rest of the division by 11 is 1 (or 0)', () => {
    // 100.000.046-00: both check digits come from a rest of 1; a rest of 1 must never give 10
    expect(isValidCpf('10000004600')).toBe(true);
    expect(normalizePixKey('cpf', '100.000.001-08')).toBe('10000000108');
    expect(isValidCnpj('11222333002800')).toBe(true);
    expect(normalizePixKey('cnpj', '11.222.333/0045-00')).toBe('11222333004500');
    // nor is it 1: the same number with 1 there is no CPF
    expect(isValidCpf('10000004610')).toBe(false);
  });

  it('checks CNPJ check digits, numeric and alphanumeric', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    // the Receita Federal's published alphanumeric example
    expect(normalizePixKey('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizePixKey('cnpj', '12.ABC.345/01DE-36')).toBeNull();
  });

  it('keeps an e-mail in lower case and refuses a malformed one', () => {
    expect(normalizePixKey('email', ' Pix@Forno.com.BR ')).toBe('pix@forno.com.br');
    expect(normalizePixKey('email', 'pix@forno')).toBeNull();
    expect(normalizePixKey('email', 'pix forno@x.com')).toBeNull();
    expect(normalizePixKey('email', `${'a'.repeat(70)}@abc.com`)).toBeNull();
  });

  it('keeps a mobile phone as +55 DDD number, however it was typed', () => {
    for (const typed of ['(11) 98765-4321', '11987654321', '+55 11 98765-4321', '5511987654321']) {
      expect(normalizePixKey('telefone', typed)).toBe('+5511987654321');
    }
    expect(normalizePixKey('telefone', '(11) 3456-7890')).toBeNull();
    expect(normalizePixKey('telefone', '(01) 98765-4321')).toBeNull();
    expect(normalizePixKey('telefone', '98765-4321')).toBeNull();
    expect(normalizePixKey('telefone', '11 98765-4321 ramal 2')).toBeNull();
  });

  it('keeps a random key (UUID v4) in lower case', () => {
    expect(normalizePixKey('aleatoria', '123E4567-E89B-42D3-A456-426614174000')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );
    expect(normalizePixKey('aleatoria', '123e4567-e89b-12d3-a456-426614174000')).toBeNull();
    expect(normalizePixKey('aleatoria', '123e4567e89b42d3a456426614174000')).toBeNull();
  });
});

describe('PixSettingsSchema', () => {
  const issues = (pix: Partial<PixSettings>) => {
    const result = PixSettingsSchema.safeParse({ ...emptyPix, ...pix });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  const emptyPix: PixSettings = { keyType: 'cpf', key: '', receiverName: '', city: '' };

  it('takes no key, with no name or city', () => {
    expect(issues({})).toEqual({});
  });

  it('refuses a key invalid for its type, with its pt-BR message', () => {
    const named = { receiverName: 'Forno', city: 'Recife' };
    expect(issues({ ...named, keyType: 'cpf', key: '123.456.789-00' })).toEqual({
      key: 'CPF inválido. Confira os 11 números.',
    });
    expect(issues({ ...named, keyType: 'cnpj', key: '52998224725' })).toEqual({
      key: 'CNPJ inválido. Confira os 14 caracteres.',
    });
    expect(issues({ ...named, keyType: 'email', key: '11987654321' })).toEqual({
      key: 'E-mail inválido. Use o formato nome@exemplo.com.br.',
    });
    expect(issues({ ...named, keyType: 'telefone', key: 'pix@forno.com' }).key).toMatch(
      /^Celular inválido/,
    );
    expect(issues({ ...named, keyType: 'aleatoria', key: '52998224725' }).key).toMatch(
      /^Chave aleatória inválida/,
    );
  });

  it('asks for the name and city with a key, and refuses them longer than the code allows', () => {
    expect(issues({ key: '52998224725' })).toEqual({
      receiverName: 'Informe o nome de quem recebe o Pix',
      city: 'Informe a cidade de quem recebe o Pix',
    });
    expect(
      issues({
        key: '52998224725',
        receiverName: 'Pizzaria Bella Napoli Ltda',
        city: 'Rio de Janeiro RJ',
      }),
    ).toEqual({
      receiverName: 'Use no máximo 25 caracteres (limite do código Pix). Abrevie, se preciso.',
      city: 'Use no máximo 15 caracteres (limite do código Pix). Abrevie, se preciso.',
    });
  });

  it('refuses a name or city left empty by the code: emoji or symbols only', () => {
    const named = { key: '52998224725', receiverName: 'Forno', city: 'Recife' };
    expect(issues({ ...named, receiverName: '🍕🍕🍕', city: '🌴' })).toEqual({
      receiverName:
        'Use letras ou números no nome de quem recebe o Pix: o código Pix não leva emojis nem símbolos.',
      city: 'Use letras no nome da cidade: o código Pix não leva emojis nem símbolos.',
    });
    // without a key too: the code would have nothing to carry once the key is typed
    expect(issues({ receiverName: '🍕' }).receiverName).toMatch(/^Use letras ou números/);
    expect(issues({ ...named, receiverName: 'Forno 🍕' })).toEqual({});
  });

  it('counts the limit on the name as the code carries it', () => {
    const named = { key: '52998224725', city: 'Recife' };
    // 24 characters typed, 26 in the code (ß → ss, Æ → AE)
    expect(issues({ ...named, receiverName: 'Großmann Æbleskiver Pizz' }).receiverName).toBe(
      'Use no máximo 25 caracteres (limite do código Pix). Abrevie, se preciso.',
    );
  });

  it('stores the key normalised, inside the shop settings', () => {
    const result = EstablishmentSettingsSchema.safeParse({
      ...DEFAULT_ESTABLISHMENT,
      pix: {
        keyType: 'telefone',
        key: '(11) 98765-4321',
        receiverName: ' Forno ',
        city: 'São Paulo',
      },
    });
    expect(result.success && result.data.pix).toEqual({
      keyType: 'telefone',
      key: '+5511987654321',
      receiverName: 'Forno',
      city: 'São Paulo',
    });
  });
});

describe('orderPixCode', () => {
  const pix: PixSettings = {
    keyType: 'cnpj',
    key: '11222333000181',
    receiverName: 'Pizzaria São Jorge',
    city: 'São Paulo',
  };

  it("makes an order's code: its total, its number as txid, for one payment", () => {
    const code = orderPixCode(pix, { id: 42, totalCents: 13_850, paymentMethod: 'Pix' });
    const fields = decodeBrCode(code ?? '');
    expect(fields.get('01')).toBe('12');
    expect(readTlv(fields.get('26') ?? '').get('01')).toBe('11222333000181');
    expect(fields.get('54')).toBe('138.50');
    expect(fields.get('59')).toBe('Pizzaria Sao Jorge');
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(readTlv(fields.get('62') ?? '').get('05')).toBe('PEDIDO42');
  });

  it('makes none for an order whose total is zero (a coupon paid it all), and one for a centavo', () => {
    expect(orderPixCode(pix, { id: 7, totalCents: 0, paymentMethod: 'Pix' })).toBeNull();
    const code = orderPixCode(pix, { id: 7, totalCents: 1, paymentMethod: 'Pix' });
    expect(decodeBrCode(code ?? '').get('54')).toBe('0.01');
  });

  it('makes none for another payment, or a shop without a key', () => {
    expect(orderPixCode(pix, { id: 1, totalCents: 100, paymentMethod: 'Dinheiro' })).toBeNull();
    expect(
      orderPixCode({ ...pix, key: '' }, { id: 1, totalCents: 100, paymentMethod: 'Pix' }),
    ).toBeNull();
  });

  it("knows the shop's Pix option however it is written", () => {
    expect(['Pix', 'PIX', ' pix ', 'Píx'].every(isPixPayment)).toBe(true);
    expect(['Pix parcelado', 'Picpay', ''].some(isPixPayment)).toBe(false);
  });
});
