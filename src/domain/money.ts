/** Money is integer centavos everywhere in code and in the database (docs/product/principles.md#data). */
export type Centavos = number;

const BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `4600` → `R$ 46,00` (pt-BR, two decimals; the space is a no-break space). */
export function formatBRL(centavos: Centavos): string {
  return BRL.format(centavos / 100);
}

// ——— typed amounts (docs/decisions/043) ———

/** What a money field makes of its text: centavos, or why it is not an amount (pt-BR). */
export type BrlInput = { ok: true; cents: Centavos } | { ok: false; message: string };

export const BRL_INPUT_EMPTY = 'Informe o valor. Ex.: 62,90';
export const BRL_INPUT_INVALID = 'Valor inválido. Use o formato 62,90 ou 1.234,50.';
export const BRL_INPUT_NEGATIVE = 'O valor não pode ser negativo.';
export const BRL_INPUT_TOO_MANY_DECIMALS =
  'Use no máximo 2 casas decimais (os centavos). Ex.: 62,90';
export const BRL_INPUT_DOT_DECIMALS = 'Use vírgula para os centavos. Ex.: 62,90';
export const BRL_INPUT_TOO_BIG = 'Valor alto demais.';

/** Reais above this are no price a pizzeria types: the text is refused before any arithmetic. */
const BRL_INPUT_MAX_REAIS_DIGITS = 9;

/**
 * An amount in reais as a person in Brazil types it → centavos. One parser for every money field
 * of the back office (a price typed '62,90' was once saved as R$ 6.290,00):
 *
 * - the comma is the decimal mark, with up to 2 digits after it: '62', '62,9', '62,90', ',50'
 *   ('62,' is 62: a field read while typing must not call the half-typed amount wrong);
 * - the dot groups thousands in threes: '1.234', '1.234,50', '1.234.567,89';
 * - the one exception: a single dot followed by exactly two digits and no comma ('62.90') can only
 *   be decimals typed on a keyboard or copied from a spreadsheet in English, so it reads as 62,90;
 *   any other dot that does not group thousands ('62.9', '6.2.9') is refused, never guessed;
 * - 'R$' in front and spaces around are ignored (the no-break space `formatBRL` writes too);
 * - letters, a minus sign, two commas or more than two decimals are refused with a message.
 */
export function parseBrlInput(text: string): BrlInput {
  const cleaned = text.replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '').replace(/^R\$[\s\u00a0]*/i, '');
  if (cleaned === '') return { ok: false, message: BRL_INPUT_EMPTY };
  if (/^[-−]/.test(cleaned)) return { ok: false, message: BRL_INPUT_NEGATIVE };
  if (/^\d*,\d{3,}$/.test(cleaned) || /^\d{1,3}(\.\d{3})*,\d{3,}$/.test(cleaned)) {
    return { ok: false, message: BRL_INPUT_TOO_MANY_DECIMALS };
  }
  let reais: string;
  let decimals: string;
  let match = /^(\d*),(\d{0,2})$/.exec(cleaned) ?? /^(\d+)()$/.exec(cleaned);
  if (match && match[1] !== undefined && (match[1] !== '' || match[2] !== '')) {
    reais = match[1];
    decimals = match[2] ?? '';
  } else if ((match = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{0,2}))?$/.exec(cleaned))) {
    reais = (match[1] ?? '').replace(/\./g, '');
    decimals = match[2] ?? '';
  } else if ((match = /^(\d+)\.(\d{2})$/.exec(cleaned))) {
    // '62.90': the single-dot exception above
    reais = match[1] ?? '';
    decimals = match[2] ?? '';
  } else if (/^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(cleaned)) {
    return { ok: false, message: BRL_INPUT_DOT_DECIMALS };
  } else {
    return { ok: false, message: BRL_INPUT_INVALID };
  }
  const wholeReais = reais.replace(/^0+(?=\d)/, '');
  if (wholeReais.length > BRL_INPUT_MAX_REAIS_DIGITS) {
    return { ok: false, message: BRL_INPUT_TOO_BIG };
  }
  return { ok: true, cents: Number(wholeReais || '0') * 100 + Number(decimals.padEnd(2, '0')) };
}

/** `6290` → `62,90`: what a money field shows for a value (no 'R$': the field shows it beside). */
export function formatBrlInput(centavos: Centavos): string {
  return formatBRL(centavos).replace(/^R\$[\s\u00a0]*/, '');
}

/** A new price more than this many times the saved one, or less than its share, is asked about. */
const PRICE_CHANGE_CONFIRM_FACTOR = 5;

/**
 * A price that moves more than 5× up or down from the saved one is likely a typing slip (a comma
 * lost: '62,90' read as 6290): the screen asks before saving. A first price (nothing saved, or 0)
 * is never asked about.
 */
export function isSuspiciousPriceChange(saved: Centavos | null, next: Centavos): boolean {
  if (saved === null || saved <= 0 || next <= 0) return false;
  return next > saved * PRICE_CHANGE_CONFIRM_FACTOR || next * PRICE_CHANGE_CONFIRM_FACTOR < saved;
}

/** 'O preço muda de R$ 6,29 para R$ 62,90. Confirmar?' */
export function priceChangeQuestion(saved: Centavos, next: Centavos): string {
  return `O preço muda de ${formatBRL(saved)} para ${formatBRL(next)}. Confirmar?`;
}
