import { describe, expect, it } from 'vitest';
import type { DeliverySettings, DeliveryZone } from './delivery';
import {
  deliveryFeeHint,
  findDeliveryZone,
  quoteDelivery,
  refuseChangedFee,
  zoneForBairro,
  zoneForCep,
  type QuoteRequest,
} from './delivery-quote';

const paulista: DeliveryZone = {
  id: 'jardim-paulista',
  name: 'Jardim Paulista',
  feeCents: 800,
  estimate: '40 a 50 minutos',
  minimumCents: 4000,
  cepRanges: [{ from: '01401000', to: '01419999' }],
};
const pinheiros: DeliveryZone = {
  id: 'pinheiros',
  name: 'Pinheiros',
  feeCents: 600,
  estimate: '',
  minimumCents: null,
  cepRanges: [],
};
const settings = (patch: Partial<DeliverySettings> = {}): DeliverySettings => ({
  zones: [paulista, pinheiros],
  outsideZone: 'a_combinar',
  pickupEnabled: true,
  pickupEstimate: '20 a 30 minutos',
  ...patch,
});
const request = (patch: Partial<QuoteRequest> = {}): QuoteRequest => ({
  fulfilment: 'entrega',
  district: 'Jardim Paulista',
  cep: '',
  chosenZoneId: null,
  subtotalCents: 5000,
  ...patch,
});
const quote = (s: DeliverySettings, r: QuoteRequest) => quoteDelivery(s, '30 a 60 minutos', r);

describe('zone matching', () => {
  it('finds a zone by a CEP inside one of its ranges, masked or not', () => {
    expect(zoneForCep([paulista, pinheiros], '01415-000')).toBe(paulista);
    expect(zoneForCep([paulista, pinheiros], '01401000')).toBe(paulista);
    expect(zoneForCep([paulista, pinheiros], '01419999')).toBe(paulista);
    expect(zoneForCep([paulista, pinheiros], '01420000')).toBeNull();
    expect(zoneForCep([paulista, pinheiros], '0141')).toBeNull();
  });

  it('finds a zone by the bairro however it was typed', () => {
    expect(zoneForBairro([paulista, pinheiros], 'jd. paulista')).toBe(paulista);
    expect(zoneForBairro([paulista, pinheiros], ' PINHEIROS ')).toBe(pinheiros);
    expect(zoneForBairro([paulista, pinheiros], 'Pinheirso')).toBeNull();
  });

  it('lets the CEP win over the typed bairro, and the bairro over the choice', () => {
    expect(
      findDeliveryZone([paulista, pinheiros], { district: 'Pinheiros', cep: '01415-000' }, null),
    ).toEqual({ zone: paulista, matchedBy: 'cep' });
    expect(
      findDeliveryZone(
        [paulista, pinheiros],
        { district: 'Pinheiros', cep: '' },
        'jardim-paulista',
      ),
    ).toEqual({ zone: pinheiros, matchedBy: 'bairro' });
    expect(
      findDeliveryZone([paulista, pinheiros], { district: 'Pinheirso', cep: '' }, 'pinheiros'),
    ).toEqual({ zone: pinheiros, matchedBy: 'escolha' });
  });
});

describe('quoteDelivery', () => {
  it('charges the fee of the bairro and adds it to the total', () => {
    const result = quote(settings(), request({ district: 'jardim paulista' }));
    expect(result.quote).toMatchObject({
      kind: 'zona',
      feeCents: 800,
      estimate: '40 a 50 minutos',
    });
    expect(result.totalCents).toBe(5800);
    expect(result.refusal).toBeNull();
    expect(result.offersZoneChoice).toBe(false);
  });

  it('uses the shop’s delivery time when the zone has no estimate of its own', () => {
    const result = quote(settings(), request({ district: 'Pinheiros' }));
    expect(result.quote.estimate).toBe('30 a 60 minutos');
  });

  it('refuses below the zone’s minimum and says how much is missing', () => {
    const result = quote(settings(), request({ subtotalCents: 2750 }));
    expect(result.quote).toMatchObject({ kind: 'zona', minimumCents: 4000, missingCents: 1250 });
    expect(result.refusal).toEqual({
      code: 'BELOW_MINIMUM_ORDER',
      message: 'Pedido mínimo para Jardim Paulista: R$\u00a040,00. Faltam R$\u00a012,50.',
    });
    expect(quote(settings(), request({ subtotalCents: 4000 })).refusal).toBeNull();
  });

  it('refuses an order one centavo short of the minimum, and takes it at the minimum', () => {
    const short = quote(settings(), request({ subtotalCents: 3999 }));
    expect(short.quote).toMatchObject({ kind: 'zona', missingCents: 1 });
    expect(short.refusal).toEqual({
      code: 'BELOW_MINIMUM_ORDER',
      message: 'Pedido mínimo para Jardim Paulista: R$\u00a040,00. Faltam R$\u00a00,01.',
    });
    const exact = quote(settings(), request({ subtotalCents: 4000 }));
    expect(exact.quote).toMatchObject({ kind: 'zona', missingCents: 0 });
    expect(exact.refusal).toBeNull();
  });

  it('takes an address outside every zone with the fee a combinar, offering the list', () => {
    const result = quote(settings(), request({ district: 'Moema' }));
    expect(result.quote).toMatchObject({ kind: 'fora', feeCents: null });
    expect(result.totalCents).toBe(5000);
    expect(result.refusal).toBeNull();
    expect(result.offersZoneChoice).toBe(true);
  });

  it('refuses an address outside every zone when the shop refuses, naming pickup', () => {
    const result = quote(settings({ outsideZone: 'recusar' }), request({ district: 'Moema' }));
    expect(result.refusal?.code).toBe('OUTSIDE_DELIVERY_AREA');
    expect(result.refusal?.message).toContain('retire no local');
    const noPickup = quote(
      settings({ outsideZone: 'recusar', pickupEnabled: false }),
      request({ district: 'Moema' }),
    );
    expect(noPickup.refusal?.message).not.toContain('retire');
  });

  it('prices a bairro chosen from the list when the typed one matches none', () => {
    const result = quote(
      settings({ outsideZone: 'recusar' }),
      request({ district: 'Jardin Paulistaa', chosenZoneId: 'jardim-paulista' }),
    );
    expect(result.quote).toMatchObject({ kind: 'zona', matchedBy: 'escolha', feeCents: 800 });
    expect(result.refusal).toBeNull();
    expect(result.offersZoneChoice).toBe(true);
  });

  it('refuses a chosen zone the shop does not have', () => {
    const result = quote(settings(), request({ district: 'Moema', chosenZoneId: 'centro' }));
    expect(result.refusal?.code).toBe('UNKNOWN_DELIVERY_ZONE');
  });

  it('says nothing about the fee before the bairro is known, unless the CEP is a zone’s', () => {
    const cepOnly = quote(settings(), request({ district: '', cep: '01310-100' }));
    expect(cepOnly.quote.kind).toBe('sem_endereco');
    expect(cepOnly.offersZoneChoice).toBe(false);
    expect(quote(settings(), request({ district: '', cep: '01415-000' })).quote.kind).toBe('zona');
    const result = quote(
      settings({ outsideZone: 'recusar' }),
      request({ district: ' ', cep: '013' }),
    );
    expect(result.quote.kind).toBe('sem_endereco');
    expect(result.refusal).toBeNull();
    expect(result.offersZoneChoice).toBe(false);
  });

  it('keeps a shop with no zones as before: every delivery a combinar', () => {
    const result = quote(settings({ zones: [] }), request({ district: 'Moema' }));
    expect(result.quote.feeCents).toBeNull();
    expect(result.refusal).toBeNull();
    expect(result.offersZoneChoice).toBe(false);
  });

  it('prices pickup at no fee and no minimum, only when the shop offers it', () => {
    const result = quote(settings(), request({ fulfilment: 'retirada', subtotalCents: 100 }));
    expect(result.quote).toEqual({ kind: 'retirada', feeCents: 0, estimate: '20 a 30 minutos' });
    expect(result.totalCents).toBe(100);
    expect(result.refusal).toBeNull();
    const off = quote(settings({ pickupEnabled: false }), request({ fulfilment: 'retirada' }));
    expect(off.refusal?.code).toBe('PICKUP_UNAVAILABLE');
  });
});

describe('refuseChangedFee', () => {
  const result = quote(settings(), request());
  it('accepts the fee the server computes, and an order that sent none', () => {
    expect(refuseChangedFee(800, result)).toBeNull();
    expect(refuseChangedFee(undefined, result)).toBeNull();
  });

  it('refuses another fee and says the new one with the new total', () => {
    expect(refuseChangedFee(0, result)).toEqual({
      code: 'DELIVERY_FEE_CHANGED',
      message:
        'A taxa de entrega para Jardim Paulista agora é R$\u00a08,00. Confira o novo total (R$\u00a058,00) e finalize o pedido novamente.',
    });
    expect(refuseChangedFee(null, result)?.code).toBe('DELIVERY_FEE_CHANGED');
    const outside = quote(settings(), request({ district: 'Moema' }));
    expect(refuseChangedFee(500, outside)?.message).toContain('a combinar');
  });
});

describe('deliveryFeeHint', () => {
  const zone = (feeCents: number) => ({ feeCents });
  it('says the lowest fee of a shop with fees per bairro', () => {
    expect(deliveryFeeHint([zone(800), zone(500), zone(1200)])).toBe(
      'Taxa de entrega: a partir de R$\u00a05,00, calculada no endereço.',
    );
    expect(deliveryFeeHint([zone(0), zone(500)])).toBe(
      'Taxa de entrega: grátis em alguns bairros, calculada no endereço.',
    );
    expect(deliveryFeeHint([zone(600), zone(600)])).toBe('Taxa de entrega: R$\u00a06,00.');
  });

  it('says nothing for a shop without zones: the fee is agreed with it', () => {
    expect(deliveryFeeHint([])).toBeNull();
  });
});
