import { describe, expect, it } from 'vitest';
import {
  placementOf,
  placeOrderRequestOf,
  staffOrderChannel,
  StaffOrderSchema,
} from './admin-counter';
import { refuseChannelFulfilment } from './order-channel';
import { FULFILMENTS } from './delivery';
import { STAFF_ORDER_SOURCES } from './admin-counter';

const order = (overrides: Record<string, unknown>) =>
  StaffOrderSchema.parse({
    customer: { name: 'Ana', phone: '(11) 98765-4321' },
    items: [{ productId: 1, size: 'normal', quantity: 1, unitPriceCents: 1 }],
    paymentMethod: 'Pix',
    fulfilment: 'retirada',
    ...overrides,
  });

describe('the channel of an order staff take (decision 056)', () => {
  it('is the table for a table, the counter for eating in, else how it came', () => {
    expect(staffOrderChannel('mesa', 'telefone')).toBe('mesa');
    expect(staffOrderChannel('balcao', 'telefone')).toBe('balcao');
    expect(staffOrderChannel('entrega', 'telefone')).toBe('telefone');
    expect(staffOrderChannel('retirada', 'balcao')).toBe('balcao');
  });

  it('is always one the channel rules of decision 055 accept', () => {
    for (const fulfilment of FULFILMENTS) {
      for (const source of STAFF_ORDER_SOURCES) {
        const channel = staffOrderChannel(fulfilment, source);
        expect(
          refuseChannelFulfilment(channel, fulfilment, 'Mesa 1'),
          `${fulfilment}/${source}`,
        ).toBeNull();
      }
    }
  });

  it('keeps the table only with a table order, and never the prices the screen sent', () => {
    expect(placementOf(order({ fulfilment: 'mesa', tableLabel: ' 7 ' }))).toEqual({
      channel: 'mesa',
      tableLabel: '7',
    });
    expect(placementOf(order({ tableLabel: '7' })).tableLabel).toBeNull();
    expect(placeOrderRequestOf(order({})).items[0]).not.toHaveProperty('unitPriceCents');
  });

  it('asks for the table and a delivery address in pt-BR', () => {
    const noTable = StaffOrderSchema.safeParse({
      ...order({}),
      fulfilment: 'mesa',
      tableLabel: null,
    });
    expect(noTable.error?.issues.map((issue) => issue.message)).toContain('Informe a mesa');
    const noAddress = StaffOrderSchema.safeParse({ ...order({}), fulfilment: 'entrega' });
    expect(noAddress.error?.issues.map((issue) => issue.message)).toContain('Informe o CEP');
  });
});
