import { describe, expect, it } from 'vitest';
import { deliveryLine, driverAvailability } from './admin-dispatch';

const SP = 'America/Sao_Paulo';
// 20:31 in São Paulo
const AT = '2026-11-20T23:31:00.000Z';

describe("the desk's lines of a driver and a trip", () => {
  it("says whether a driver is free or out since the first trip's departure", () => {
    const driver = { id: 1, name: 'Carlos', vehicle: 'moto' as const, trips: [] };
    expect(driverAvailability(driver, SP)).toBe('livre');
    expect(
      driverAvailability(
        {
          ...driver,
          trips: [
            { orderId: 12, since: AT },
            { orderId: 14, since: '2026-11-20T23:40:00.000Z' },
          ],
        },
        SP,
      ),
    ).toBe('na rua desde 20:31');
  });

  it("reads the order's latest trip: out with, not delivered, delivered; nothing when taken back", () => {
    const trip = { driverName: 'Carlos Souza', since: AT, reason: null };
    expect(deliveryLine({ ...trip, status: 'em_rota' }, SP)).toBe('Com Carlos desde 20:31');
    expect(
      deliveryLine({ ...trip, status: 'nao_entregue', reason: 'Cliente não atende' }, SP),
    ).toBe('Não entregue: Cliente não atende');
    expect(deliveryLine({ ...trip, status: 'entregue' }, SP)).toBe('Entregue por Carlos');
    expect(deliveryLine({ ...trip, status: 'reatribuida' }, SP)).toBeNull();
    expect(deliveryLine(null, SP)).toBeNull();
  });
});
