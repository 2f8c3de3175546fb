import { describe, expect, it } from 'vitest';
import { describeOrderEvent, staffName, type OrderEvent } from './admin-order-events';

const TZ = 'America/Sao_Paulo';
const event = (over: Partial<OrderEvent>): OrderEvent => ({
  id: 1,
  kind: 'status',
  actorId: 7,
  actorName: 'ana',
  from: 'pendente',
  to: 'aprovado',
  note: null,
  // 20:31 in São Paulo
  at: '2026-11-20T23:31:00.000Z',
  ...over,
});

describe('the order history lines', () => {
  it('says who moved the order and when, in the shop time zone', () => {
    expect(describeOrderEvent(event({}), 'entrega', TZ)).toBe('Aprovado por ana às 20:31');
  });

  it('names a pickup status as the counter does, and keeps the reason of a rejection', () => {
    expect(
      describeOrderEvent(event({ from: 'em preparo', to: 'saiu para entrega' }), 'retirada', TZ),
    ).toBe('Pronto para retirada por ana às 20:31');
    expect(
      describeOrderEvent(event({ to: 'rejeitado', note: 'Produto esgotado' }), 'entrega', TZ),
    ).toBe('Rejeitado por ana às 20:31: Produto esgotado');
  });

  it('says who entered an order taken on the desk, and how it came (decision 056)', () => {
    expect(
      describeOrderEvent(
        event({ from: null, to: 'pendente', note: 'Telefone (entrega)' }),
        'entrega',
        TZ,
      ),
    ).toBe('Lançado por ana às 20:31: Telefone (entrega)');
  });

  it('says what an undo went back to, and what a payment mark did', () => {
    expect(
      describeOrderEvent(
        event({ kind: 'undo', from: 'entregue', to: 'saiu para entrega' }),
        'entrega',
        TZ,
      ),
    ).toBe('Desfeito por ana às 20:31 (voltou para Saiu para entrega)');
    expect(
      describeOrderEvent(event({ kind: 'payment', from: 'a_receber', to: 'pago' }), 'entrega', TZ),
    ).toBe('Marcado como pago por ana às 20:31');
    expect(
      describeOrderEvent(
        event({ kind: 'payment', from: 'pago', to: 'a_receber', note: 'entrega desfeita' }),
        'entrega',
        TZ,
      ),
    ).toBe('Marcado como a receber por ana às 20:31: entrega desfeita');
  });

  it('shows staff by the part of the e-mail before the @', () => {
    expect(staffName('ana.souza@forno.com.br')).toBe('ana.souza');
    expect(staffName('@x')).toBe('@x');
  });
});
