import { describe, expect, it } from 'vitest';
import {
  nextChargeCheckAt,
  pixRefundAttempt,
  pixRefundId,
  chargeTxid,
  holdsUntilPaid,
  judgeReceivedPix,
  orderIdOfTxid,
  pixConfirmedNote,
  pixMismatchNote,
  PixAutomationChoicesSchema,
  TXID_PATTERN,
} from './pix-automation';
import { safeParse } from 'zod/mini';

describe('pix automation', () => {
  it('makes a txid of 26 to 35 letters and digits that names its order', () => {
    const txid = chargeTxid(42, 1, 'a1b2-c3d4-e5f6-a7b8-c9d0e1f2a3b4');
    expect(txid).toMatch(TXID_PATTERN);
    expect(txid.startsWith('FORNO42C1R')).toBe(true);
    expect(orderIdOfTxid(txid)).toBe(42);
    expect(orderIdOfTxid('E12345678202611272030abcdefghijk')).toBeNull();
    expect(() => chargeTxid(1, 1, 'short')).toThrow();
  });

  it('takes only the exact amount of a charge as paid, and sends back what paid a rejected order', () => {
    expect(judgeReceivedPix({ amountCents: 4500 }, { isRejected: false }, 4500)).toBe('confirmado');
    expect(judgeReceivedPix({ amountCents: 4500 }, { isRejected: false }, 4000)).toBe(
      'valor_divergente',
    );
    expect(judgeReceivedPix({ amountCents: 4500 }, { isRejected: false }, 4501)).toBe(
      'valor_divergente',
    );
    expect(judgeReceivedPix({ amountCents: 4500 }, { isRejected: true }, 4500)).toBe(
      'pedido_recusado',
    );
    expect(judgeReceivedPix(null, null, 4500)).toBe('sem_pedido');
  });

  it('writes the history in pt-BR', () => {
    expect(pixConfirmedNote(4500, 'Maria Silva')).toBe(
      'Pix confirmado: R$\u00a045,00 de Maria Silva',
    );
    expect(pixConfirmedNote(4500, null)).toBe('Pix confirmado: R$\u00a045,00');
    expect(pixMismatchNote(4000, 4500)).toContain('recebido R$\u00a040,00, cobrado R$\u00a045,00');
  });

  it('keeps the charge between 5 minutes and a day', () => {
    const ok = { expiryMinutes: 15, unpaidPolicy: 'aguardar', ringOn: 'chegada' };
    expect(safeParse(PixAutomationChoicesSchema, ok).success).toBe(true);
    expect(safeParse(PixAutomationChoicesSchema, { ...ok, expiryMinutes: 4 }).success).toBe(false);
    expect(safeParse(PixAutomationChoicesSchema, { ...ok, expiryMinutes: 1441 }).success).toBe(
      false,
    );
  });
});

describe('polling and refund ids (decision 064)', () => {
  const createdAt = new Date('2026-11-20T23:00:00Z');
  const expiresAt = new Date('2026-11-20T23:15:00Z');
  const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);

  it('asks every 30 s while the customer pays, less often later, a last time at expiry + grace', () => {
    expect(nextChargeCheckAt({ createdAt, expiresAt }, at(1))).toEqual(at(1.5));
    expect(nextChargeCheckAt({ createdAt, expiresAt }, at(11))).toEqual(at(13));
    expect(nextChargeCheckAt({ createdAt, expiresAt }, at(16.5))).toEqual(at(17));
    expect(nextChargeCheckAt({ createdAt, expiresAt }, at(17))).toBeNull();
    const long = { createdAt, expiresAt: at(24 * 60) };
    expect(nextChargeCheckAt(long, at(90))).toEqual(at(95));
  });

  it('names each refund attempt of a received Pix with a provider-safe id', () => {
    expect(pixRefundId(12, 1)).toBe('FORNODEV12N1');
    expect(pixRefundAttempt(null)).toBe(0);
    expect(pixRefundAttempt(pixRefundId(12, 3))).toBe(3);
    expect(pixRefundId(2_147_483_647, 99)).toMatch(/^[a-zA-Z0-9]{1,35}$/);
  });
});

describe('holding a Pix order until it is paid (decision 064)', () => {
  const pixOrder = { paymentMethod: 'PIX', totalCents: 5000, fulfilment: 'entrega' };
  it('holds a Pix order when the shop rings on payment or hides it until paid', () => {
    expect(holdsUntilPaid({ ringOn: 'pagamento', unpaidPolicy: 'aguardar' }, pixOrder)).toBe(true);
    expect(holdsUntilPaid({ ringOn: 'chegada', unpaidPolicy: 'ocultar' }, pixOrder)).toBe(true);
    expect(holdsUntilPaid({ ringOn: 'chegada', unpaidPolicy: 'aguardar' }, pixOrder)).toBe(false);
    expect(holdsUntilPaid({ ringOn: 'chegada', unpaidPolicy: 'cancelar' }, pixOrder)).toBe(false);
  });
  it('never holds an order with no charge: another payment, nothing to pay, a table', () => {
    const choices = { ringOn: 'pagamento', unpaidPolicy: 'ocultar' } as const;
    expect(holdsUntilPaid(choices, { ...pixOrder, paymentMethod: 'Dinheiro' })).toBe(false);
    expect(holdsUntilPaid(choices, { ...pixOrder, totalCents: 0 })).toBe(false);
    expect(holdsUntilPaid(choices, { ...pixOrder, fulfilment: 'mesa' })).toBe(false);
  });
});
