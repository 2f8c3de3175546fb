import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DeliverySettingsSchema, type DeliverySettings } from './delivery';

const zone = (id: string, name: string, cepRanges: { from: string; to: string }[] = []) => ({
  id,
  name,
  feeCents: 500,
  estimate: '40 minutos',
  minimumCents: null,
  cepRanges,
});
const messages = (settings: Partial<DeliverySettings>) => {
  const result = z.safeParse(DeliverySettingsSchema, settings);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('DeliverySettingsSchema', () => {
  it('accepts zones with fees, estimates, minimums and CEP ranges', () => {
    expect(
      messages({ zones: [zone('a', 'Jardim Paulista', [{ from: '01401000', to: '01419999' }])] }),
    ).toEqual({});
  });

  it('refuses two zones that are the same bairro however spelled', () => {
    expect(messages({ zones: [zone('a', 'Jardim Paulista'), zone('b', 'jd. paulista')] })).toEqual({
      'zones.1.name': 'Este bairro já está na lista (Jardim Paulista)',
    });
  });

  it('refuses a CEP range that ends before it starts, or overlaps another', () => {
    expect(
      messages({ zones: [zone('a', 'Centro', [{ from: '01020000', to: '01010000' }])] }),
    ).toEqual({ 'zones.0.cepRanges.0.to': 'O CEP final deve ser igual ou maior que o inicial' });
    expect(
      messages({
        zones: [
          zone('a', 'Centro', [{ from: '01000000', to: '01099999' }]),
          zone('b', 'Sé', [{ from: '01050000', to: '01150000' }]),
        ],
      }),
    ).toEqual({ 'zones.1.cepRanges.0.to': 'Esta faixa de CEP se sobrepõe à de Centro' });
  });

  it('refuses a negative fee, an empty name and a missing estimate', () => {
    expect(messages({ zones: [{ ...zone('a', ' '), feeCents: -1, estimate: '' }] })).toMatchObject({
      'zones.0.name': 'Informe o nome do bairro',
      'zones.0.feeCents': 'A taxa não pode ser negativa',
      'zones.0.estimate': 'Informe a previsão de entrega',
    });
  });

  it('refuses settings that take no order at all', () => {
    expect(messages({ zones: [], outsideZone: 'recusar', pickupEnabled: false })).toHaveProperty(
      'outsideZone',
    );
    expect(messages({ zones: [], outsideZone: 'recusar', pickupEnabled: true })).toEqual({});
  });
});
