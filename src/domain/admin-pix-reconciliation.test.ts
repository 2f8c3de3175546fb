import { describe, expect, it } from 'vitest';
import {
  firstName,
  receivedPixState,
  reconciliationTotals,
  unpaidChargeState,
} from './admin-pix-reconciliation';

describe('the state of a reconciliation line (decision 065)', () => {
  it('reads a refund before what the Pix first was', () => {
    expect(receivedPixState('confirmado', null)).toBe('pago');
    expect(receivedPixState('valor_divergente', null)).toBe('valor_diferente');
    expect(receivedPixState('sem_pedido', null)).toBe('sem_pedido');
    expect(receivedPixState('pedido_recusado', null)).toBe('devolucao_solicitada');
    expect(receivedPixState('pedido_recusado', 'concluida')).toBe('devolvido');
    expect(receivedPixState('valor_divergente', 'falhou')).toBe('devolucao_falhou');
  });

  it('names a charge nobody paid by its status', () => {
    expect(unpaidChargeState('expirada')).toBe('expirado');
    expect(unpaidChargeState('cancelada')).toBe('cancelado');
    expect(unpaidChargeState('ativa')).toBe('aguardando');
    expect(unpaidChargeState('criando')).toBe('aguardando');
    expect(unpaidChargeState('falhou')).toBe('nao_gerado');
  });

  it('totals the money received, or what was charged when nothing came, per state', () => {
    expect(
      reconciliationTotals([
        { state: 'expirado', chargedCents: 3000, receivedCents: null },
        { state: 'pago', chargedCents: 4500, receivedCents: 4500 },
        { state: 'valor_diferente', chargedCents: 5000, receivedCents: 4000 },
        { state: 'pago', chargedCents: 2000, receivedCents: 2000 },
      ]),
    ).toEqual([
      { state: 'pago', count: 2, amountCents: 6500 },
      { state: 'valor_diferente', count: 1, amountCents: 4000 },
      { state: 'expirado', count: 1, amountCents: 3000 },
    ]);
  });

  it("keeps the customer's first name", () => {
    expect(firstName('  Maria da Silva ')).toBe('Maria');
    expect(firstName('   ')).toBeNull();
  });
});
