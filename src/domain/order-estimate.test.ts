import { describe, expect, it } from 'vitest';
import {
  describeOrderEstimate,
  estimateMinutes,
  estimateText,
  type EstimateFacts,
  type EstimateSettings,
} from './order-estimate';

const SP = 'America/Sao_Paulo';
/** Friday 27 November 2026, 19:40 in São Paulo. */
const NOW = new Date('2026-11-27T19:40:00-03:00');

const settings: EstimateSettings = {
  deliveryTime: '30 a 60 minutos',
  delivery: {
    zones: [
      { name: 'Jardim Paulista', estimate: '40 a 50 minutos' },
      { name: 'Centro', estimate: '' },
    ],
    pickupEstimate: '20 a 30 minutos',
  },
  scheduling: { slotMinutes: 30 },
};

const order = (changes: Partial<EstimateFacts> = {}): EstimateFacts => ({
  status: 'aprovado',
  fulfilment: 'entrega',
  deliveryZone: 'Jardim Paulista',
  scheduledFor: null,
  acceptedAt: '2026-11-27T19:30:00-03:00',
  ...changes,
});

describe('estimateMinutes', () => {
  it('reads the minutes of the ways a shop writes its estimate', () => {
    expect(estimateMinutes('30 a 60 minutos')).toEqual([30, 60]);
    expect(estimateMinutes('40-50 min')).toEqual([40, 50]);
    expect(estimateMinutes('45 minutos')).toEqual([45, 45]);
    expect(estimateMinutes('1 hora')).toEqual([60, 60]);
    expect(estimateMinutes('1 a 2 horas')).toEqual([60, 120]);
    expect(estimateMinutes('de 20 até 30 min')).toEqual([20, 30]);
  });

  it('reads nothing where there is no count of minutes', () => {
    expect(estimateMinutes('Consulte a pizzaria')).toBeNull();
    expect(estimateMinutes('')).toBeNull();
    expect(estimateMinutes('60 a 30 minutos')).toBeNull();
  });
});

describe('estimateText', () => {
  it("takes the zone's estimate, the shop's when the zone has none, the pickup's for pickup", () => {
    expect(estimateText(order(), settings)).toBe('40 a 50 minutos');
    expect(estimateText(order({ deliveryZone: 'Centro' }), settings)).toBe('30 a 60 minutos');
    expect(estimateText(order({ deliveryZone: null }), settings)).toBe('30 a 60 minutos');
    expect(estimateText(order({ fulfilment: 'retirada' }), settings)).toBe('20 a 30 minutos');
  });
});

describe('describeOrderEstimate', () => {
  it('counts the estimate from the acceptance, as clock times', () => {
    expect(describeOrderEstimate(order(), settings, SP, NOW)).toEqual({
      label: 'Previsão de entrega',
      value: '20:10–20:20',
    });
    expect(describeOrderEstimate(order({ status: 'em preparo' }), settings, SP, NOW)).toEqual({
      label: 'Previsão de entrega',
      value: '20:10–20:20',
    });
    expect(describeOrderEstimate(order({ fulfilment: 'retirada' }), settings, SP, NOW)).toEqual({
      label: 'Retirada prevista',
      value: '19:50–20:00',
    });
  });

  it('says the estimate counts from the confirmation while the order waits for it', () => {
    expect(
      describeOrderEstimate(order({ status: 'pendente', acceptedAt: null }), settings, SP, NOW),
    ).toEqual({ label: 'Previsão de entrega', value: '40 a 50 minutos após a confirmação' });
  });

  it('shows the slot of a scheduled order, pending or not', () => {
    const scheduled = { scheduledFor: '2026-11-27T20:30:00-03:00' };
    expect(
      describeOrderEstimate(order({ ...scheduled, status: 'pendente' }), settings, SP, NOW),
    ).toEqual({ label: 'Entrega agendada', value: 'Hoje, 20:30–21:00' });
    expect(
      describeOrderEstimate(
        order({ ...scheduled, fulfilment: 'retirada' }),
        { ...settings, scheduling: { slotMinutes: 15 } },
        SP,
        NOW,
      ),
    ).toEqual({ label: 'Retirada agendada', value: 'Hoje, 20:30–20:45' });
  });

  it('keeps an estimate it cannot count in the shop’s words', () => {
    const vague = { ...settings, deliveryTime: 'Logo após o preparo' };
    expect(describeOrderEstimate(order({ deliveryZone: null }), vague, SP, NOW)).toEqual({
      label: 'Previsão de entrega',
      value: 'Logo após o preparo',
    });
  });

  it('has nothing to say once the order is delivered or rejected', () => {
    for (const status of ['entregue', 'finalizado', 'rejeitado'] as const) {
      expect(describeOrderEstimate(order({ status }), settings, SP, NOW)).toBeNull();
    }
  });
});
