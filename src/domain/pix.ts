import { z } from 'zod/mini';

/**
 * The shop's Pix receiver (the key, by type, and the name and city the BR Code carries), and the
 * static BR Code of an order paid by Pix: the Banco Central's 'Manual de Padrões para Iniciação
 * do Pix', EMV QR Code (MPM) fields, CRC16-CCITT-FALSE (docs/decisions/024).
 */

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
};

/** What the owner is shown as an example of each key type. */
export const PIX_KEY_PLACEHOLDERS: Readonly<Record<PixKeyType, string>> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'pix@suapizzaria.com.br',
  telefone: '(11) 98765-4321',
  aleatoria: '123e4567-e89b-42d3-a456-426614174000',
};

/** The longest key the DICT holds (an e-mail): 77 characters, which fills field 26 to 99. */
export const PIX_KEY_MAX = 77;
/** BR Code field 59 (Merchant Name) and 60 (Merchant City) limits. */
export const PIX_RECEIVER_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

const PIX_KEY_MESSAGES: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF inválido. Confira os 11 números.',
  cnpj: 'CNPJ inválido. Confira os 14 caracteres.',
  email: 'E-mail inválido. Use o formato nome@exemplo.com.br.',
  telefone: 'Celular inválido. Informe o DDD e o número, por exemplo (11) 98765-4321.',
  aleatoria:
    'Chave aleatória inválida. Copie-a do aplicativo do banco: são 32 letras e números separados por hífens.',
};
const PIX_RECEIVER_NAME_REQUIRED = 'Informe o nome de quem recebe o Pix';
const PIX_RECEIVER_NAME_TOO_LONG = `Use no máximo ${PIX_RECEIVER_NAME_MAX} caracteres (limite do código Pix). Abrevie, se preciso.`;
const PIX_CITY_REQUIRED = 'Informe a cidade de quem recebe o Pix';
const PIX_RECEIVER_NAME_NO_LETTERS =
  'Use letras ou números no nome de quem recebe o Pix: o código Pix não leva emojis nem símbolos.';
const PIX_CITY_NO_LETTERS =
  'Use letras no nome da cidade: o código Pix não leva emojis nem símbolos.';
const PIX_CITY_TOO_LONG = `Use no máximo ${PIX_CITY_MAX} caracteres (limite do código Pix). Abrevie, se preciso.`;

// ——— keys ———

const SEPARATORS = /[\s.\-/]/g;

function hasValidCheckDigits(
  body: readonly number[],
  digits: readonly number[],
  weights: (n: number) => number[],
): boolean {
  const values = [...body];
  for (const expected of digits) {
    const w = weights(values.length);
    const sum = values.reduce((total, value, i) => total + value * (w[i] ?? 0), 0);
    const rest = sum % 11;
    const digit = rest < 2 ? 0 : 11 - rest;
    if (digit !== expected) return false;
    values.push(digit);
  }
  return true;
}

/** 11 digits with its two check digits; a row of one digit (111.111.111-11) is no CPF. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  // weights 10..2, then 11..2
  return hasValidCheckDigits(numbers.slice(0, 9), numbers.slice(9), (n) =>
    Array.from({ length: n }, (_, i) => n + 1 - i),
  );
}

/**
 * 14 characters with two check digits. Since July 2026 the Receita Federal also issues CNPJs
 * whose first 12 characters may be letters (each worth its ASCII code minus 48); the check digits
 * stay numbers.
 */
export function isValidCnpj(text: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(text) || /^(\d)\1{13}$/.test(text)) return false;
  const values = [...text].map((c) => c.charCodeAt(0) - 48);
  // weights 5..2,9..2 then 6..2,9..2: from the right, 2..9 repeating
  return hasValidCheckDigits(values.slice(0, 12), values.slice(12), (n) =>
    Array.from({ length: n }, (_, i) => 2 + ((n - 1 - i) % 8)),
  );
}

const EMAIL =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A Brazilian mobile number as the DICT keeps it, '+5511987654321', however it was typed. */
function normalizePixPhone(typed: string): string | null {
  if (/[^\d\s()+.-]/.test(typed)) return null;
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  else if (digits.length === 12 && digits.startsWith('0')) digits = digits.slice(1);
  // DDD (11..99, no zero) + a 9-digit mobile number starting with 9
  if (!/^[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return `+55${digits}`;
}

/**
 * The key as the DICT keeps it (and the BR Code carries it): CPF and CNPJ without punctuation,
 * e-mail in lower case, phone as +55DDDNUMBER, random key in lower case. null: not a valid key
 * of that type.
 */
export function normalizePixKey(type: PixKeyType, typed: string): string | null {
  const text = typed.trim();
  switch (type) {
    case 'cpf': {
      const digits = text.replace(SEPARATORS, '');
      return isValidCpf(digits) ? digits : null;
    }
    case 'cnpj': {
      const chars = text.replace(SEPARATORS, '').toUpperCase();
      return isValidCnpj(chars) ? chars : null;
    }
    case 'email': {
      const email = text.toLowerCase();
      return email.length <= PIX_KEY_MAX && EMAIL.test(email) ? email : null;
    }
    case 'telefone':
      return normalizePixPhone(text);
    case 'aleatoria': {
      const uuid = text.toLowerCase();
      return UUID_V4.test(uuid) ? uuid : null;
    }
  }
}

// ——— settings ———

/** The fields as stored and read back: shape only (what the form saved was checked then). */
export const StoredPixSettingsSchema = z.strictObject({
  keyType: z._default(z.enum(PIX_KEY_TYPES), 'cpf'),
  /** Empty: the shop has no Pix key set up, and no code is shown. */
  key: z._default(z.string().check(z.trim(), z.maxLength(PIX_KEY_MAX)), ''),
  receiverName: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
  city: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
});

/**
 * What the owner saves: with a key, the key valid for its type (kept normalised), a receiver
 * name of at most 25 characters and a city of at most 15, as the BR Code allows. Longer ones are
 * refused here rather than cut in the code, so the owner picks the abbreviation the payer sees.
 */
export const PixSettingsSchema = z.pipe(
  StoredPixSettingsSchema,
  z.transform((pix, context) => {
    const problem = (path: keyof typeof pix, message: string) =>
      context.issues.push({ code: 'custom', message, path: [path], input: pix[path] });
    // judged as the code carries them: 'Großmann' takes one letter more there, '🍕' none
    const codeName = brCodeText(pix.receiverName, Infinity);
    const codeCity = brCodeText(pix.city, Infinity);
    if (codeName.length > PIX_RECEIVER_NAME_MAX) {
      problem('receiverName', PIX_RECEIVER_NAME_TOO_LONG);
    }
    if (codeCity.length > PIX_CITY_MAX) problem('city', PIX_CITY_TOO_LONG);
    // a name of emoji or symbols only would leave every Pix order without its code
    if (pix.receiverName !== '' && codeName === '') {
      problem('receiverName', PIX_RECEIVER_NAME_NO_LETTERS);
    }
    if (pix.city !== '' && codeCity === '') problem('city', PIX_CITY_NO_LETTERS);
    if (pix.key === '') return pix;
    const key = normalizePixKey(pix.keyType, pix.key);
    if (key === null) problem('key', PIX_KEY_MESSAGES[pix.keyType]);
    if (pix.receiverName === '') problem('receiverName', PIX_RECEIVER_NAME_REQUIRED);
    if (pix.city === '') problem('city', PIX_CITY_REQUIRED);
    return { ...pix, key: key ?? pix.key };
  }),
);
export type PixSettings = z.output<typeof StoredPixSettingsSchema>;

export const DEFAULT_PIX_SETTINGS: PixSettings = {
  keyType: 'cpf',
  key: '',
  receiverName: '',
  city: '',
};

// ——— the BR Code ———

const GUI = 'br.gov.bcb.pix';

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the text's UTF-8 bytes, 4 hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Letters that carry no accent to take off: NFD leaves them whole, and dropping them would turn
 * 'Großmann' into 'Gromann'. Each becomes the letters a Brazilian reader would write for it.
 */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Ł: 'L',
  ł: 'l',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
  Ɨ: 'I',
  ɨ: 'i',
  ƒ: 'f',
  Ǝ: 'E',
  ǝ: 'e',
  Ĳ: 'IJ',
  ĳ: 'ij',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00a0': ' ',
};
const LATIN_LETTER_PATTERN = new RegExp(`[${Object.keys(LATIN_LETTERS).join('')}]`, 'gu');

/**
 * A name or city as the BR Code carries it: accents taken off (the Banco Central recommends
 * none; every bank app reads plain ASCII), letters without a decomposition written out (ß → ss,
 * Æ → AE, ø → o), what is left outside printable ASCII dropped (emoji), spaces collapsed, then
 * cut to the field's limit (the settings refuse longer ones, so that never bites).
 */
export function brCodeText(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(LATIN_LETTER_PATTERN, (letter) => LATIN_LETTERS[letter] ?? '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** 1234.56 for 123456 centavos: field 54 carries the amount with a point and two decimals. */
function brCodeAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError('a BR Code amount is a positive number of centavos');
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface StaticBrCodeInput {
  /** The key as the DICT keeps it (normalizePixKey). */
  key: string;
  receiverName: string;
  city: string;
  /** The exact amount; absent: the payer types it. */
  amountCents?: number;
  /** [A-Za-z0-9], up to 25; absent: '***' (none). */
  txid?: string;
  /** '12': a code for one payment; '11': reusable; absent: the field is left out. */
  pointOfInitiation?: '11' | '12';
}

/** The static BR Code (Pix copia e cola), field by field as the manual lists them. */
export function staticBrCode(input: StaticBrCodeInput): string {
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new RangeError('a txid is 1 to 25 letters and digits');
  }
  const name = brCodeText(input.receiverName, PIX_RECEIVER_NAME_MAX);
  const city = brCodeText(input.city, PIX_CITY_MAX);
  if (input.key === '' || name === '' || city === '') {
    throw new RangeError('a BR Code needs a key, a receiver name and a city');
  }
  const payload = [
    field('00', '01'),
    input.pointOfInitiation ? field('01', input.pointOfInitiation) : '',
    field('26', field('00', GUI) + field('01', input.key)),
    field('52', '0000'),
    field('53', '986'),
    input.amountCents === undefined ? '' : field('54', brCodeAmount(input.amountCents)),
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return payload + crc16Ccitt(payload);
}

/** The payment option 'Pix', however the shop wrote it ('PIX', 'pix', 'Píx'). */
export function isPixPayment(paymentMethod: string): boolean {
  return paymentMethod.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase() === 'pix';
}

/** The txid of an order's code: its number, readable on the shop's bank statement. */
function orderTxid(orderId: number): string {
  return `PEDIDO${orderId}`;
}

/**
 * The code of an order, made once when it is placed: paid by Pix, at a shop with a key, for the
 * order's exact total, the order number as txid, for one payment ('12'). null otherwise.
 */
export function orderPixCode(
  pix: PixSettings,
  order: { id: number; totalCents: number; paymentMethod: string },
): string | null {
  if (!isPixPayment(order.paymentMethod) || pix.key === '' || order.totalCents <= 0) return null;
  const key = normalizePixKey(pix.keyType, pix.key);
  if (key === null) return null;
  if (brCodeText(pix.receiverName, 1) === '' || brCodeText(pix.city, 1) === '') return null;
  return staticBrCode({
    key,
    receiverName: pix.receiverName,
    city: pix.city,
    amountCents: order.totalCents,
    txid: orderTxid(order.id),
    pointOfInitiation: '12',
  });
}
