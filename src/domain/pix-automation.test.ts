import { describe, expect, it } from 'vitest';
import {
  chargeTxid,
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
    expect(pixConfirmedNote(4500, 'Maria Silva')).toBe('Pix confirmado: R$\u00a045,00 de Maria Silva');
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
