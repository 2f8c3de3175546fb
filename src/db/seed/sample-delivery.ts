import type { DeliverySettings } from '../../domain/delivery';

/**
 * The sample shop's delivery (docs/decisions/022): bairros around its address in the centre of São
 * Paulo, nearer ones cheaper, the farthest with a minimum order; two with the CEP ranges the
 * Correios give them. Elsewhere the fee is 'a combinar'; pickup at the counter is on.
 */
export const SAMPLE_DELIVERY: DeliverySettings = {
  zones: [
    {
      id: 'centro',
      name: 'Centro',
      feeCents: 500,
      estimate: '30 a 45 minutos',
      minimumCents: null,
      cepRanges: [{ from: '01001000', to: '01099999' }],
    },
    {
      id: 'santa-cecilia',
      name: 'Santa Cecília',
      feeCents: 500,
      estimate: '30 a 45 minutos',
      minimumCents: null,
      cepRanges: [],
    },
    {
      id: 'vila-buarque',
      name: 'Vila Buarque',
      feeCents: 600,
      estimate: '30 a 50 minutos',
      minimumCents: null,
      cepRanges: [],
    },
    {
      id: 'higienopolis',
      name: 'Higienópolis',
      feeCents: 700,
      estimate: '40 a 55 minutos',
      minimumCents: null,
      cepRanges: [],
    },
    {
      id: 'campos-eliseos',
      name: 'Campos Elíseos',
      feeCents: 700,
      estimate: '40 a 55 minutos',
      minimumCents: null,
      cepRanges: [],
    },
    {
      id: 'barra-funda',
      name: 'Barra Funda',
      feeCents: 900,
      estimate: '45 a 60 minutos',
      minimumCents: 4000,
      cepRanges: [],
    },
    {
      id: 'jardim-paulista',
      name: 'Jardim Paulista',
      feeCents: 1000,
      estimate: '50 a 70 minutos',
      minimumCents: 6000,
      cepRanges: [{ from: '01401000', to: '01459999' }],
    },
  ],
  outsideZone: 'a_combinar',
  pickupEnabled: true,
  pickupEstimate: '20 a 30 minutos',
};
