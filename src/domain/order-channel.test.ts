import { describe, expect, it } from 'vitest';
import { FULFILMENTS } from './delivery';
import { fulfilmentsOfChannel, ORDER_CHANNELS, refuseChannelFulfilment } from './order-channel';

describe('order channels (decision 055)', () => {
  it('lets the storefront and the phone only deliver or hand over at the counter', () => {
    expect(fulfilmentsOfChannel('site')).toEqual(['entrega', 'retirada']);
    expect(fulfilmentsOfChannel('telefone')).toEqual(['entrega', 'retirada']);
    expect(refuseChannelFulfilment('site', 'balcao', null)?.code).toBe('FULFILMENT_NOT_ALLOWED');
    expect(refuseChannelFulfilment('site', 'mesa', '5')?.code).toBe('FULFILMENT_NOT_ALLOWED');
    expect(refuseChannelFulfilment('site', 'entrega', null)).toBeNull();
  });

  it("serves a table's orders at its table, and asks which table", () => {
    expect(refuseChannelFulfilment('mesa', 'mesa', 'Varanda 2')).toBeNull();
    expect(refuseChannelFulfilment('mesa', 'mesa', '   ')).toEqual({
      code: 'TABLE_REQUIRED',
      message: 'Informe a mesa do pedido.',
    });
    expect(refuseChannelFulfilment('mesa', 'mesa', 'x'.repeat(41))?.code).toBe('TABLE_REQUIRED');
    expect(refuseChannelFulfilment('mesa', 'retirada', '5')?.code).toBe('FULFILMENT_NOT_ALLOWED');
  });

  it('gives every fulfilment a channel that takes it', () => {
    for (const fulfilment of FULFILMENTS) {
      expect(ORDER_CHANNELS.some((c) => fulfilmentsOfChannel(c).includes(fulfilment))).toBe(true);
    }
  });
});
