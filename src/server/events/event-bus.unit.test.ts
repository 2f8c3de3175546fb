import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../domain/admin-orders';
import { createInProcessEventBus, type BusEvent } from './event-bus';

const created = (orderId: number): AdminEvent => ({
  type: 'order.created',
  orderId,
  origin: 'online',
});

describe('the in-process event bus (PGlite)', () => {
  it('delivers each event once to every subscriber, until it unsubscribes', async () => {
    const bus = createInProcessEventBus();
    const a: BusEvent[] = [];
    const b: BusEvent[] = [];
    bus.subscribe((event) => a.push(event));
    const unsubscribeB = bus.subscribe((event) => b.push(event));
    await bus.publish(created(1));
    unsubscribeB();
    await bus.publish(created(2));
    expect(a).toEqual([created(1), created(2)]);
    expect(b).toEqual([created(1)]);
    await bus.close();
  });

  it('keeps delivering when a listener throws, and reports the error', async () => {
    const errors: string[] = [];
    const bus = createInProcessEventBus({ onError: (_error, message) => errors.push(message) });
    const heard: number[] = [];
    bus.subscribe(() => {
      throw new Error('a broken screen');
    });
    bus.subscribe((event) => heard.push(event.type === 'order.created' ? event.orderId : 0));
    await expect(bus.publish(created(7))).resolves.toBeUndefined();
    expect(heard).toEqual([7]);
    expect(errors).toEqual(['event bus: a listener of order.created failed']);
    await bus.close();
  });

  it('delivers nothing once closed', async () => {
    const bus = createInProcessEventBus();
    const heard: BusEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    await bus.close();
    await bus.publish(created(1));
    bus.subscribe((event) => heard.push(event));
    await bus.publish(created(2));
    expect(heard).toEqual([]);
  });
});
