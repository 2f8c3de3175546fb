import { describe, expect, it } from 'vitest';
import { ifoodPaymentText, ifoodStepsDue, maskToken } from './admin-ifood';

describe('what the desk tells iFood', () => {
  it('brings iFood up to the current status step by step, leaving out what was sent', () => {
    expect(ifoodStepsDue('pendente', 'DELIVERY', [])).toEqual([]);
    expect(ifoodStepsDue('saiu para entrega', 'DELIVERY', [])).toEqual([
      'confirm',
      'startPreparation',
      'dispatch',
    ]);
    expect(ifoodStepsDue('saiu para entrega', 'DELIVERY', ['confirm'])).toEqual([
      'startPreparation',
      'dispatch',
    ]);
    expect(ifoodStepsDue('entregue', 'TAKEOUT', ['confirm', 'startPreparation'])).toEqual([
      'readyToPickup',
    ]);
    expect(ifoodStepsDue('aprovado', 'DELIVERY', ['confirm'])).toEqual([]);
  });

  it('asks for the cancellation once', () => {
    expect(ifoodStepsDue('rejeitado', 'DELIVERY', ['confirm'])).toEqual(['requestCancellation']);
    expect(ifoodStepsDue('rejeitado', 'DELIVERY', ['requestCancellation'])).toEqual([]);
  });

  it('names how the customer pays and masks tokens', () => {
    expect(ifoodPaymentText([])).toBe('iFood (pago online)');
    expect(
      ifoodPaymentText([
        { method: 'CASH', type: 'OFFLINE', valueCents: 5000, changeForCents: 10000 },
      ]),
    ).toBe('Dinheiro (na entrega)');
    expect(maskToken('abcdef123456')).toBe('••••3456');
  });
});
