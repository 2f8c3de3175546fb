import { describe, expect, it } from 'vitest';
import { deliveryTimes, type DeliveredTrip } from './delivery-times';

const at = (time: string) => new Date(`2026-11-27T${time}:00-03:00`);
const trip = (overrides: Partial<DeliveredTrip>): DeliveredTrip => ({
  zone: 'Centro',
  driverId: 1,
  driverName: 'João',
  acceptedAt: at('19:00'),
  outAt: at('19:30'),
  deliveredAt: at('19:45'),
  ...overrides,
});

describe('deliveryTimes', () => {
  it('averages accepted → out and out → delivered per zone and per driver, busiest first', () => {
    const times = deliveryTimes([
      trip({}),
      trip({ acceptedAt: at('19:10'), outAt: at('19:30'), deliveredAt: at('19:55') }),
      trip({ zone: 'Vila Nova', driverId: 2, driverName: 'Pedro', deliveredAt: at('20:10') }),
      trip({ zone: null, driverId: 2, driverName: 'Pedro', outAt: at('19:20') }),
    ]);
    expect(times.byZone).toEqual([
      { name: 'Centro', orders: 2, acceptedToOutMinutes: 25, outToDeliveredMinutes: 20 },
      { name: 'Vila Nova', orders: 1, acceptedToOutMinutes: 30, outToDeliveredMinutes: 40 },
      { name: null, orders: 1, acceptedToOutMinutes: 20, outToDeliveredMinutes: 25 },
    ]);
    expect(times.byDriver).toEqual([
      { name: 'João', orders: 2, acceptedToOutMinutes: 25, outToDeliveredMinutes: 20 },
      { name: 'Pedro', orders: 2, acceptedToOutMinutes: 25, outToDeliveredMinutes: 32.5 },
    ]);
  });

  it('rounds to a tenth of a minute and leaves a leg out when its clock runs backwards', () => {
    const times = deliveryTimes([
      trip({ outAt: new Date(at('19:30').getTime() + 20_000) }),
      trip({ acceptedAt: at('19:40') }),
    ]);
    expect(times.byZone).toEqual([
      { name: 'Centro', orders: 2, acceptedToOutMinutes: 30.3, outToDeliveredMinutes: 14.8 },
    ]);
  });

  it('answers empty lists for a period without deliveries', () => {
    expect(deliveryTimes([])).toEqual({ byZone: [], byDriver: [] });
  });
});
