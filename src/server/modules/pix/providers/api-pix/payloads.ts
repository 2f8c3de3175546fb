import type { ChargeState, ReceivedPix, RefundState } from '../../provider';

/**
 * The API Pix's JSON as the adapter reads it (decision 061). Amounts travel as strings with a
 * point and two decimals ("45.00"): they are read and written as text, never through a float.
 */

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "45.00" → 4500; "7.5" → 750; null for anything else (negative, comma, exponent, float noise). */
export function centsOfAmount(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const reais = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = reais * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** 4500 → "45.00". */
export function amountOfCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('amount in centavos');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The payer's name where the bank gives it: `pagador.nome` (standard), `gnExtras.pagador.nome` (Efí). */
function payerNameOf(item: Json): string | null {
  const pagador = isObject(item.pagador) ? item.pagador : null;
  const extras =
    isObject(item.gnExtras) && isObject(item.gnExtras.pagador) ? item.gnExtras.pagador : null;
  return text(pagador?.nome) ?? text(extras?.nome) ?? null;
}

/**
 * One received Pix (`pix[]` of a cob, of GET /pix, of a webhook); null when it is not one: an
 * outgoing Pix the same webhook may tell of (Efí: `tipo`), or a malformed item.
 */
function receivedPixOf(item: unknown): ReceivedPix | null {
  if (!isObject(item) || 'tipo' in item) return null;
  const endToEndId = text(item.endToEndId);
  const amountCents = centsOfAmount(item.valor);
  const when = text(item.horario);
  const paidAt = when ? new Date(when) : null;
  if (!endToEndId || amountCents === null || !paidAt || Number.isNaN(paidAt.getTime())) {
    return null;
  }
  return { endToEndId, txid: text(item.txid), amountCents, payerName: payerNameOf(item), paidAt };
}

export interface CobAnswer {
  copiaECola: string | null;
  locId: string | null;
  createdAt: Date | null;
  expiresInSeconds: number | null;
  amountCents: number | null;
  state: ChargeState;
}

/**
 * A cob as the bank answers PUT/GET/PATCH. The copia e cola is `pixCopiaECola` (the standard
 * since 2.x; Efí, Inter), `brcode` (Sicoob) or `textoImagemQRcode` (older banks). An ATIVA cob
 * past `calendario.criacao + expiracao` is expired even if the bank has not said so yet.
 */
export function cobOf(body: unknown, now: Date): CobAnswer | null {
  if (!isObject(body)) return null;
  const calendario = isObject(body.calendario) ? body.calendario : {};
  const created = text(calendario.criacao);
  const createdAt = created ? new Date(created) : null;
  const expiry = Number(calendario.expiracao);
  const expiresInSeconds = Number.isFinite(expiry) && expiry > 0 ? expiry : null;
  const loc = isObject(body.loc) ? body.loc : null;
  const valor = isObject(body.valor) ? body.valor : {};
  const payments = (Array.isArray(body.pix) ? body.pix : [])
    .map(receivedPixOf)
    .filter((pix): pix is ReceivedPix => pix !== null);
  const status = text(body.status);
  let state: ChargeState['status'];
  if (status === 'CONCLUIDA') state = 'paga';
  else if (status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR' || status === 'REMOVIDA_PELO_PSP') {
    state = 'removida';
  } else if (status === 'ATIVA') {
    const isPast =
      createdAt !== null &&
      !Number.isNaN(createdAt.getTime()) &&
      expiresInSeconds !== null &&
      createdAt.getTime() + expiresInSeconds * 1000 <= now.getTime();
    state = payments.length > 0 ? 'paga' : isPast ? 'expirada' : 'ativa';
  } else return null;
  return {
    copiaECola: text(body.pixCopiaECola) ?? text(body.brcode) ?? text(body.textoImagemQRcode),
    locId:
      loc && (typeof loc.id === 'number' || typeof loc.id === 'string') ? String(loc.id) : null,
    createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : null,
    expiresInSeconds,
    amountCents: centsOfAmount(valor.original),
    state: { status: state, payments },
  };
}

/** A devolução: EM_PROCESSAMENTO / DEVOLVIDO / NAO_REALIZADO (+ motivo). */
export function refundOf(body: unknown): RefundState | null {
  if (!isObject(body)) return null;
  switch (text(body.status)) {
    case 'EM_PROCESSAMENTO':
      return { status: 'em_processamento', reason: null };
    case 'DEVOLVIDO':
      return { status: 'devolvido', reason: null };
    case 'NAO_REALIZADO':
      return {
        status: 'nao_realizado',
        reason: (text(body.motivo) ?? 'O banco não realizou a devolução.').slice(0, 240),
      };
    default:
      return null;
  }
}

/** GET /pix: the page's Pix and how many pages there are. */
export function receivedPageOf(body: unknown): { pix: ReceivedPix[]; pageCount: number } | null {
  if (!isObject(body) || !Array.isArray(body.pix)) return null;
  const parametros = isObject(body.parametros) ? body.parametros : {};
  const paginacao = isObject(parametros.paginacao) ? parametros.paginacao : {};
  const pages = Number(paginacao.quantidadeDePaginas);
  return {
    pix: body.pix.map(receivedPixOf).filter((pix): pix is ReceivedPix => pix !== null),
    pageCount: Number.isInteger(pages) && pages > 0 ? pages : 1,
  };
}

/**
 * A webhook's body: `{"pix":[…]}` (the standard, Efí) or a bare array (Inter). An object without
 * `pix` is a test call (Efí sends one when the address is registered): nothing to apply. null:
 * not the shape (refused).
 */
export function webhookPixOf(body: unknown): ReceivedPix[] | null {
  let items: unknown[];
  if (Array.isArray(body)) items = body;
  else if (isObject(body)) {
    if (!('pix' in body)) return [];
    if (!Array.isArray(body.pix)) return null;
    items = body.pix;
  } else return null;
  const received: ReceivedPix[] = [];
  for (const item of items) {
    if (isObject(item) && 'tipo' in item) continue; // a Pix the account sent, not one received
    const pix = receivedPixOf(item);
    if (!pix) return null;
    received.push(pix);
  }
  return received;
}
