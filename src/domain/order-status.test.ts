import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  DELIVERED_STATUSES,
  FINAL_FOR_CUSTOMER_STATUSES,
  IN_PROGRESS_STATUSES,
  isDelivered,
  isFinalForCustomer,
  isSale,
  SALE_STATUSES,
  UNCONFIRMED_STATUSES,
  ORDER_PROGRESS,
  ORDER_STATUS_DESCRIPTIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  statusOnArrival,
  type OrderStatus,
} from './order-status';

const FLOW: OrderStatus[] = ['pendente', 'aprovado', 'em preparo', 'saiu para entrega', 'entregue'];

describe('canMoveOrder (docs/product/principles.md#orders)', () => {
  it('moves one step along pendente → aprovado → em preparo → saiu para entrega → entregue', () => {
    for (let i = 0; i + 1 < FLOW.length; i += 1) {
      expect(canMoveOrder(FLOW[i]!, FLOW[i + 1]!)).toBe(true);
    }
  });

  it('never skips a step, goes back or stays put', () => {
    for (const [i, from] of FLOW.entries()) {
      for (const [j, to] of FLOW.entries()) {
        if (j !== i + 1) expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(false);
      }
    }
  });

  it('rejects from any state before delivery', () => {
    for (const from of ['pendente', 'aprovado', 'em preparo', 'saiu para entrega'] as const) {
      expect(canMoveOrder(from, 'rejeitado')).toBe(true);
    }
  });

  it('ends at entregue, finalizado and rejeitado', () => {
    for (const from of ['entregue', 'finalizado', 'rejeitado'] as const) {
      for (const to of ORDER_STATUSES) expect(canMoveOrder(from, to)).toBe(false);
    }
  });

  it('never moves an order to finalizado by hand (only synced offline orders arrive so)', () => {
    for (const from of ORDER_STATUSES) expect(canMoveOrder(from, 'finalizado')).toBe(false);
  });
});

describe('isDelivered (docs/product/states.md#order-status)', () => {
  it('counts entregue and finalizado as delivered', () => {
    expect(ORDER_STATUSES.filter(isDelivered)).toEqual(['entregue', 'finalizado']);
  });
});

describe('the status sets', () => {
  it('name what is delivered, in progress, a sale, final for the customer and unconfirmed', () => {
    expect(DELIVERED_STATUSES).toEqual(['entregue', 'finalizado']);
    expect(IN_PROGRESS_STATUSES).toEqual(['aprovado', 'em preparo', 'saiu para entrega']);
    expect(SALE_STATUSES).toEqual([
      'pendente',
      'aprovado',
      'em preparo',
      'saiu para entrega',
      'entregue',
      'finalizado',
    ]);
    expect(FINAL_FOR_CUSTOMER_STATUSES).toEqual(['entregue', 'rejeitado', 'finalizado']);
    expect(UNCONFIRMED_STATUSES).toEqual(['pendente', 'rejeitado']);
  });

  it('answer the questions each screen asks from the same sets', () => {
    expect(ORDER_STATUSES.filter(isSale)).toEqual(SALE_STATUSES);
    expect(ORDER_STATUSES.filter(isFinalForCustomer)).toEqual(FINAL_FOR_CUSTOMER_STATUSES);
    // a delivered order is a sale and the end for the customer; a rejected one only the end
    for (const status of DELIVERED_STATUSES) {
      expect(isSale(status) && isFinalForCustomer(status)).toBe(true);
    }
    expect(isSale('rejeitado')).toBe(false);
    expect(isFinalForCustomer('rejeitado')).toBe(true);
  });
});

describe('labels', () => {
  it('has a label and a description for every status', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
      expect(ORDER_STATUS_DESCRIPTIONS[status]).toBeTruthy();
    }
  });

  it('shows the customer the five steps of the flow', () => {
    expect(ORDER_PROGRESS).toEqual(FLOW);
  });
});

describe('isFinalForCustomer (decision 029)', () => {
  it('is the delivery and the rejection (and finalizado, decision 043): the moves the desk asks about', () => {
    expect(ORDER_STATUSES.filter(isFinalForCustomer)).toEqual([
      'entregue',
      'rejeitado',
      'finalizado',
    ]);
  });
});

describe('statusOnArrival (decision 034)', () => {
  const slot = new Date('2026-11-27T23:00:00Z');

  it('accepts an order for as soon as possible at a shop that accepts automatically', () => {
    expect(statusOnArrival({ autoAccept: true }, null)).toBe('aprovado');
  });

  it('leaves an order for a later slot waiting, even at a shop that accepts automatically', () => {
    expect(statusOnArrival({ autoAccept: true }, slot)).toBe('pendente');
  });

  it('leaves every order waiting at a shop that accepts by hand', () => {
    expect(statusOnArrival({ autoAccept: false }, null)).toBe('pendente');
    expect(statusOnArrival({ autoAccept: false }, slot)).toBe('pendente');
  });
});
