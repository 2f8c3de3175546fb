import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessEventBus } from '../../events/event-bus';
import type { EventStream } from '../../events/event-stream';
import { followAdminEvents, SESSION_RECHECK_MS } from './follow-admin-events';

/** A stream that remembers what it was sent and whether it was ended. */
function fakeStream() {
  const sent: { name: string; data: unknown }[] = [];
  const callbacks: (() => void)[] = [];
  let isOpen = true;
  const stream: EventStream = {
    get isOpen() {
      return isOpen;
    },
    send: (name, data) => {
      if (isOpen) sent.push({ name, data });
    },
    onClose: (callback) => callbacks.push(callback),
    end: () => {
      if (!isOpen) return;
      isOpen = false;
      for (const callback of callbacks) callback();
    },
  };
  return { stream, sent };
}

const SESSION = { tokenHash: 'a'.repeat(64), userId: 7 };

describe('followAdminEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends each event under its type, until the stream ends', async () => {
    const bus = createInProcessEventBus();
    const { stream, sent } = fakeStream();
    followAdminEvents(bus, stream, SESSION, async () => true);
    await bus.publish({ type: 'order.created', orderId: 1, origin: 'online' });
    stream.end();
    await bus.publish({ type: 'order.created', orderId: 2, origin: 'online' });
    expect(sent).toEqual([
      { name: 'order.created', data: { type: 'order.created', orderId: 1, origin: 'online' } },
    ]);
  });

  it("tells the desk when the server's events connection is back, and never a menu change", async () => {
    const bus = createInProcessEventBus();
    const { stream, sent } = fakeStream();
    followAdminEvents(bus, stream, SESSION, async () => true);
    await bus.publish({ type: 'menu.changed' });
    await bus.publish({ type: 'events.resumed' });
    expect(sent).toEqual([{ name: 'events.resumed', data: { type: 'events.resumed' } }]);
  });

  it('ends the stream once the session no longer stands (after Sair, expiry, revocation)', async () => {
    const bus = createInProcessEventBus();
    const { stream } = fakeStream();
    let isValid = true;
    followAdminEvents(bus, stream, SESSION, async () => isValid);
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS * 3);
    expect(stream.isOpen).toBe(true);
    isValid = false;
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
    expect(stream.isOpen).toBe(false);
  });

  it('ends the stream at once when its session ends or its account is removed, never sending that', async () => {
    const bus = createInProcessEventBus();
    const mine = fakeStream();
    const other = fakeStream();
    followAdminEvents(bus, mine.stream, SESSION, async () => true);
    followAdminEvents(
      bus,
      other.stream,
      { tokenHash: 'b'.repeat(64), userId: 8 },
      async () => true,
    );
    await bus.publish({ type: 'sessions.ended', tokenHash: SESSION.tokenHash });
    expect(mine.stream.isOpen).toBe(false);
    expect(other.stream.isOpen).toBe(true);
    await bus.publish({ type: 'sessions.ended', userId: 8 });
    expect(other.stream.isOpen).toBe(false);
    expect([...mine.sent, ...other.sent]).toEqual([]);
  });

  it('tells only the account whose role changed, and keeps its stream open (decision 039)', async () => {
    const bus = createInProcessEventBus();
    const mine = fakeStream();
    const other = fakeStream();
    followAdminEvents(bus, mine.stream, SESSION, async () => true);
    followAdminEvents(
      bus,
      other.stream,
      { tokenHash: 'b'.repeat(64), userId: 8 },
      async () => true,
    );
    await bus.publish({ type: 'staff.changed', userId: SESSION.userId });
    expect(mine.sent).toEqual([
      { name: 'staff.changed', data: { type: 'staff.changed', userId: SESSION.userId } },
    ]);
    expect(other.sent).toEqual([]);
    expect(mine.stream.isOpen).toBe(true);
  });

  it('keeps the stream when the check cannot reach the database', async () => {
    const bus = createInProcessEventBus();
    const { stream } = fakeStream();
    followAdminEvents(bus, stream, SESSION, () => Promise.reject(new Error('database closed')));
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS * 2);
    expect(stream.isOpen).toBe(true);
    stream.end();
  });
});
