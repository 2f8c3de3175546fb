import { z } from 'zod/mini';
import { formatBRL } from './money';
import { isPixPayment } from './pix';

/**
 * Pix confirmed by the shop's own bank or PSP (decision 060): the providers a shop can connect,
 * the life of a dynamic charge, what a received Pix means for its order, and the shop's choices
 * (how long a charge lives, what an unpaid order does, when the desk rings). Pure: the form, the
 * server, the desk and the customer's page read the same words.
 */

// ——— providers ———

/**
 * `api_pix`: the Banco Central's standard API Pix (cob, webhook, devolução; OAuth2 client
 * credentials over mTLS), as Efí, Banco Inter, Sicoob, Itaú, Santander and others implement it.
 * `mercadopago`: a Pix payment through Mercado Pago's payments API.
 */
export const PIX_PROVIDER_KINDS = ['api_pix', 'mercadopago'] as const;
export type PixProviderKind = (typeof PIX_PROVIDER_KINDS)[number];

/** The bank behind an `api_pix` connection: where they differ from the standard, we follow. */
export const API_PIX_BANKS = ['efi', 'inter', 'sicoob', 'itau', 'santander', 'outro'] as const;
export type ApiPixBank = (typeof API_PIX_BANKS)[number];

export const API_PIX_BANK_LABELS: Readonly<Record<ApiPixBank, string>> = {
  efi: 'Efí (Gerencianet)',
  inter: 'Banco Inter',
  sicoob: 'Sicoob',
  itau: 'Itaú',
  santander: 'Santander',
  outro: 'Outro banco (API Pix padrão)',
};

/**
 * Where each bank's API Pix answers, as its public documentation gives it (decision 061):
 * `baseUrl` is what the settings form shows (the owner may change it, e.g. to the bank's test
 * environment); `apiPath` is the part the bank puts before `/cob`, `/pix`, `/webhook`; `tokenUrl`
 * is the OAuth2 address, a path under `baseUrl` or a full address when the bank keeps it on
 * another host. '' where the docs give no address the owner can rely on: the form asks for it.
 */
export interface ApiPixBankDefaults {
  baseUrl: string;
  apiPath: string;
  tokenUrl: string;
}

export const API_PIX_BANK_DEFAULTS: Readonly<Record<ApiPixBank, ApiPixBankDefaults>> = {
  efi: { baseUrl: 'https://pix.api.efipay.com.br', apiPath: '/v2', tokenUrl: '/oauth/token' },
  inter: {
    baseUrl: 'https://cdpj.partners.bancointer.com.br',
    apiPath: '/pix/v2',
    tokenUrl: '/oauth/v2/token',
  },
  sicoob: {
    baseUrl: 'https://api.sicoob.com.br',
    apiPath: '/pix/api/v2',
    tokenUrl: 'https://auth.sicoob.com.br/auth/realms/cooperado/protocol/openid-connect/token',
  },
  itau: { baseUrl: '', apiPath: '', tokenUrl: '' },
  santander: { baseUrl: '', apiPath: '', tokenUrl: '' },
  outro: { baseUrl: '', apiPath: '', tokenUrl: '' },
};

// ——— the shop's choices ———

/** What an order paid by Pix does while its charge is not paid. */
export const PIX_UNPAID_POLICIES = ['aguardar', 'ocultar', 'cancelar'] as const;
export type PixUnpaidPolicy = (typeof PIX_UNPAID_POLICIES)[number];

export const PIX_UNPAID_POLICY_LABELS: Readonly<Record<PixUnpaidPolicy, string>> = {
  aguardar: 'Mostrar no painel e esperar o pagamento',
  ocultar: 'Esconder do painel até ser pago',
  cancelar: 'Cancelar o pedido quando o código expirar',
};

/** When the desk's alarm (and automatic printing) treats a Pix order as arrived. */
export const PIX_RING_ON = ['chegada', 'pagamento'] as const;
export type PixRingOn = (typeof PIX_RING_ON)[number];

export const PIX_RING_ON_LABELS: Readonly<Record<PixRingOn, string>> = {
  chegada: 'Quando o pedido chega',
  pagamento: 'Quando o Pix é confirmado',
};

export const PIX_EXPIRY_MINUTES_MIN = 5;
export const PIX_EXPIRY_MINUTES_MAX = 24 * 60;
const DEFAULT_PIX_EXPIRY_MINUTES = 15;

export const PixAutomationChoicesSchema = z.object({
  expiryMinutes: z
    .int('Informe o prazo em minutos')
    .check(
      z.minimum(
        PIX_EXPIRY_MINUTES_MIN,
        `O código vale no mínimo ${PIX_EXPIRY_MINUTES_MIN} minutos`,
      ),
      z.maximum(PIX_EXPIRY_MINUTES_MAX, 'O código vale no máximo 24 horas (1440 minutos)'),
    ),
  unpaidPolicy: z.enum(PIX_UNPAID_POLICIES),
  ringOn: z.enum(PIX_RING_ON),
});
export type PixAutomationChoices = z.infer<typeof PixAutomationChoicesSchema>;

export const DEFAULT_PIX_AUTOMATION_CHOICES: PixAutomationChoices = {
  expiryMinutes: DEFAULT_PIX_EXPIRY_MINUTES,
  unpaidPolicy: 'aguardar',
  ringOn: 'chegada',
};

/** What the charge rules need of an order. */
interface PixChargeableOrder {
  paymentMethod: string;
  totalCents: number;
  fulfilment: string;
}

/**
 * Whether an order gets a dynamic charge when the shop's provider is ready: paid by Pix, for an
 * amount, and not eaten at a table (a table pays its comanda at the end, decision 057). Every
 * other channel does: the site, and what staff take by phone, WhatsApp or at the counter
 * (decision 063).
 */
export function wantsPixCharge(order: PixChargeableOrder): boolean {
  return isPixPayment(order.paymentMethod) && order.totalCents > 0 && order.fulfilment !== 'mesa';
}

/**
 * Whether a customer's Pix order waits for its Pix before the shop acts on it (decision 064):
 * with 'Tocar quando o Pix for pago' or 'Esconder do painel até ser pago', a shop that accepts
 * automatically (decision 034) does not accept it, and no printer prints it (decision 050),
 * until the provider confirms the Pix; then it is accepted and printed, once. The caller checks
 * the provider is ready (a static code is never confirmed by itself) and that no one on staff
 * took the order (a person who enters an order has accepted it).
 */
export function holdsUntilPaid(
  choices: Pick<PixAutomationChoices, 'ringOn' | 'unpaidPolicy'>,
  order: PixChargeableOrder,
): boolean {
  const waitsForPix = choices.ringOn === 'pagamento' || choices.unpaidPolicy === 'ocultar';
  return waitsForPix && wantsPixCharge(order);
}

// ——— charges ———

/**
 * A dynamic charge's life: `criando` until the provider answered (the order shows the static
 * code meanwhile, if the shop has a key), `ativa` while it can be paid, then `paga`, `expirada`
 * or `cancelada` (the order was rejected, paid another way or the customer switched).
 * `falhou`: the provider refused it for good (the job's error says why).
 */
export const PIX_CHARGE_STATUSES = [
  'criando',
  'ativa',
  'paga',
  'expirada',
  'cancelada',
  'falhou',
] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];

/** A charge still waiting for money (what polling looks at). */
export function isChargeOpen(status: PixChargeStatus): boolean {
  return status === 'criando' || status === 'ativa';
}

/**
 * The provider says a code can no longer be paid (it expired or was removed there, e.g. its clock
 * ran ahead of ours): an open charge ends at once, as at its own expiry, so the customer is
 * offered a new code instead of paying one the bank refuses (docs/decisions/063).
 */
export function hasChargeEndedAtProvider(
  providerStatus: 'ativa' | 'paga' | 'expirada' | 'removida',
): boolean {
  return providerStatus === 'expirada' || providerStatus === 'removida';
}

/**
 * The API Pix's txid: 26 to 35 letters and digits (`[a-zA-Z0-9]{26,35}`). Ours names the order
 * and the charge's attempt, padded with the shop's random part: 'FORNO' + order + 'C' + attempt.
 * Mercado Pago has no txid: its `external_reference` carries the same value.
 */
export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;

export function chargeTxid(orderId: number, attempt: number, randomPart: string): string {
  const head = `FORNO${orderId}C${attempt}R`;
  const clean = randomPart.replace(/[^a-zA-Z0-9]/g, '');
  const txid = (head + clean).slice(0, 35);
  if (!TXID_PATTERN.test(txid)) {
    throw new Error('txid needs at least 26 letters and digits: give a longer random part');
  }
  return txid;
}

/** The order a txid of ours names, or null (a Pix made by someone else, a foreign charge). */
export function orderIdOfTxid(txid: string): number | null {
  const match = /^FORNO(\d+)C\d+R/.exec(txid);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// ——— received Pix ———

/**
 * What a received Pix is to the shop:
 * - `confirmado`: the exact amount of an open (or just expired) charge: the order is paid;
 * - `valor_divergente`: another amount: flagged for staff, never taken as paid;
 * - `sem_pedido`: no charge of ours matches it (reconciliation lists it);
 * - `pedido_recusado`: it paid an order already rejected or cancelled by staff: refunded.
 */
export const RECEIVED_PIX_OUTCOMES = [
  'confirmado',
  'valor_divergente',
  'sem_pedido',
  'pedido_recusado',
] as const;
export type ReceivedPixOutcome = (typeof RECEIVED_PIX_OUTCOMES)[number];

/** A refund's state, on the order and in reconciliation. */
export const PIX_REFUND_STATUSES = ['solicitada', 'concluida', 'falhou'] as const;
export type PixRefundStatus = (typeof PIX_REFUND_STATUSES)[number];

export const PIX_REFUND_STATUS_LABELS: Readonly<Record<PixRefundStatus, string>> = {
  solicitada: 'Devolução solicitada',
  concluida: 'Devolução concluída',
  falhou: 'Devolução falhou',
};

/** Whether a received amount pays a charge: the exact amount, never more, never less. */
function paysCharge(chargeCents: number, receivedCents: number): boolean {
  return chargeCents === receivedCents;
}

// ——— what the order's history says ———

/** 'Pix confirmado: R$ 45,00 de Maria Silva' (the payer's name when the provider sent it). */
export function pixConfirmedNote(amountCents: number, payerName: string | null): string {
  const of = payerName ? ` de ${payerName}` : '';
  return `Pix confirmado: ${formatBRL(amountCents)}${of}`;
}

/** A Pix whose amount is not the charge's: never taken as paid. */
export function pixMismatchNote(receivedCents: number, chargeCents: number): string {
  return `Pix de valor diferente: recebido ${formatBRL(receivedCents)}, cobrado ${formatBRL(chargeCents)}. Confira antes de aceitar.`;
}

/** A Pix that paid an order the shop had already rejected: it goes back to the payer. */
export function pixForRejectedOrderNote(amountCents: number): string {
  return `Pix de ${formatBRL(amountCents)} recebido depois da recusa: será devolvido`;
}

/**
 * What a received Pix is, given the charge its txid names (null: none of ours) and the order's
 * state. The amount must be the charge's exactly; a rejected order's money goes back.
 */
export function judgeReceivedPix(
  charge: { amountCents: number } | null,
  order: { isRejected: boolean } | null,
  receivedCents: number,
): ReceivedPixOutcome {
  if (!charge || !order) return 'sem_pedido';
  if (!paysCharge(charge.amountCents, receivedCents)) return 'valor_divergente';
  if (order.isRejected) return 'pedido_recusado';
  return 'confirmado';
}

// ——— the customer's side: renewing a code, paying another way ———

/** What the tracking page knows of the order's latest dynamic charge (decision 063). */
export const TrackedPixChargeSchema = z.object({
  status: z.enum(PIX_CHARGE_STATUSES),
  /** null until the provider answered (`criando`), and after it refused (`falhou`). */
  copiaECola: z.nullable(z.string()),
  expiresAt: z.string(),
  /** 1 for the first code of the order, 2 after the first 'Gerar novo código'… */
  attempt: z.int(),
});
export type TrackedPixCharge = z.infer<typeof TrackedPixChargeSchema>;

/** The order states in which the customer may still pay it, or pay it another way. */
const PAYABLE_ORDER_STATUSES: readonly string[] = ['pendente', 'aprovado', 'em preparo'];

export type PixChargeRefusal =
  | { code: 'PIX_NOT_AVAILABLE'; message: string }
  | { code: 'PIX_ALREADY_PAID'; message: string }
  | { code: 'PIX_ORDER_CLOSED'; message: string }
  | { code: 'PIX_CHARGE_STILL_OPEN'; message: string }
  | { code: 'PIX_METHOD_NOT_OFFERED'; message: string };

interface ChargeableOrder {
  status: string;
  paymentStatus: string;
  /** The order is still paid by Pix. */
  isPix: boolean;
}

function refuseClosedOrPaid(order: ChargeableOrder): PixChargeRefusal | null {
  if (!order.isPix) {
    return { code: 'PIX_NOT_AVAILABLE', message: 'Este pedido não é pago com Pix.' };
  }
  if (order.paymentStatus === 'pago') {
    return { code: 'PIX_ALREADY_PAID', message: 'Este pedido já está pago.' };
  }
  if (!PAYABLE_ORDER_STATUSES.includes(order.status)) {
    return {
      code: 'PIX_ORDER_CLOSED',
      message: 'Este pedido não aceita mais mudanças no pagamento.',
    };
  }
  return null;
}

/**
 * 'Gerar novo código': only once the last code expired or could not be made, for an order still
 * waiting for its money.
 */
export function refuseChargeRenewal(
  order: ChargeableOrder,
  latest: { status: PixChargeStatus } | null,
): PixChargeRefusal | null {
  const closed = refuseClosedOrPaid(order);
  if (closed) return closed;
  if (!latest) {
    return { code: 'PIX_NOT_AVAILABLE', message: 'Este pedido não tem cobrança Pix automática.' };
  }
  if (isChargeOpen(latest.status)) {
    return {
      code: 'PIX_CHARGE_STILL_OPEN',
      message: 'O código Pix atual ainda vale: pague com ele ou aguarde expirar.',
    };
  }
  if (latest.status !== 'expirada' && latest.status !== 'falhou') {
    return { code: 'PIX_NOT_AVAILABLE', message: 'Não é possível gerar um novo código agora.' };
  }
  return null;
}

/**
 * The shop's options the customer may switch a Pix order to: every option but Pix, paid when the
 * order is handed over.
 */
export function otherPaymentOptions(
  paymentOptions: readonly string[],
  isPix: (option: string) => boolean,
): string[] {
  return paymentOptions.filter((option) => !isPix(option));
}

/** 'Pagar na entrega' or a chosen option: allowed only for a Pix order still open. */
export function refusePaymentSwitch(
  order: ChargeableOrder,
  chosen: string,
  others: readonly string[],
): PixChargeRefusal | null {
  const closed = refuseClosedOrPaid(order);
  if (closed) return closed;
  if (!others.includes(chosen)) {
    return {
      code: 'PIX_METHOD_NOT_OFFERED',
      message: 'Escolha uma das formas de pagamento aceitas pela pizzaria.',
    };
  }
  return null;
}

/** The order's history when the customer chose to pay another way. */
export function pixSwitchedNote(paymentMethod: string): string {
  return `Cliente trocou o Pix por ${paymentMethod} na entrega ou retirada`;
}

/** The order's history when its code expired unpaid and the shop cancels such orders. */
export const PIX_EXPIRED_REJECTION_REASON =
  'O pagamento Pix não foi feito até o código expirar. Faça um novo pedido se ainda quiser.';

/** The order's history when its code expired unpaid and the order waits. */
export const PIX_EXPIRED_NOTE = 'Código Pix expirou sem pagamento';

/** The order's history when the provider could not make its code. */
export function pixChargeFailedNote(reason: string): string {
  return `Não foi possível gerar o código Pix: ${reason}`;
}

// ——— the shop's side: polling and refunds (decision 064) ———

/** How long after a charge's expiry polling still asks for it (a Pix settles in seconds). */
export const PIX_CHECK_GRACE_MS = 2 * 60_000;

/**
 * When polling asks the provider again about an open charge: every 30 s while the customer is
 * likely paying (the first 10 minutes), every 2 min to the first hour, every 5 min after; a last
 * look at expiry + grace; null when that is past.
 */
export function nextChargeCheckAt(
  charge: { createdAt: Date; expiresAt: Date },
  now: Date,
): Date | null {
  const until = charge.expiresAt.getTime() + PIX_CHECK_GRACE_MS;
  if (now.getTime() >= until) return null;
  const age = now.getTime() - charge.createdAt.getTime();
  const step = age < 10 * 60_000 ? 30_000 : age < 60 * 60_000 ? 2 * 60_000 : 5 * 60_000;
  return new Date(Math.min(now.getTime() + step, until));
}

/**
 * Our id of a received Pix's refund: [a-zA-Z0-9]{1,35}, stable for one attempt, so a job run
 * again asks the provider for the same refund and never refunds twice. A staff member's 'Tentar
 * devolver de novo' after a failed one is a new attempt with a new id.
 */
export function pixRefundId(receivedId: number, attempt: number): string {
  return `FORNODEV${receivedId}N${attempt}`;
}

/** The attempt a refund id names (1 when none was asked yet). */
export function pixRefundAttempt(refundId: string | null): number {
  const match = refundId ? /N(\d+)$/.exec(refundId) : null;
  return match ? Number(match[1]) : 0;
}

/** The order's history lines of a refund. */
export function pixRefundRequestedNote(amountCents: number): string {
  return `Devolução de ${formatBRL(amountCents)} solicitada ao provedor Pix`;
}
export function pixRefundDoneNote(amountCents: number): string {
  return `Devolução de ${formatBRL(amountCents)} concluída`;
}
export function pixRefundFailedNote(reason: string): string {
  return `Devolução falhou: ${reason}`;
}

/** A flagged Pix of an order, as the desk shows it: received vs charged. */
export interface PixAmountFlag {
  receivedCents: number;
  chargedCents: number;
}

/** 'Valor diferente: recebido R$ 40,00, cobrado R$ 45,00'. */
export function pixAmountFlagText(flag: PixAmountFlag): string {
  return `Valor diferente: recebido ${formatBRL(flag.receivedCents)}, cobrado ${formatBRL(flag.chargedCents)}`;
}
