import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAlarmMuted, setOpenedReporter, setUnopenedOrders } from '../stores/alarm-store';
import { TITLE_FLASH_MS } from '../hooks/use-alarm-attention';
import { useAlarmLoop } from '../hooks/use-alarm-loop';
import { SoundBlockedOverlay } from './sound-blocked-overlay';

/** The browser's answer, set by each test: blocked until a click unlocks it. */
const sound = vi.hoisted(() => ({
  isUnlocked: false,
  played: [] as { isEscalated: boolean; volume: number }[],
}));

vi.mock('../utils/alarm-sound', () => ({
  canPlayAlarmSound: () => Promise.resolve(sound.isUnlocked ? 'played' : 'blocked'),
  playAlarmSound: (isEscalated = false, volume = 0.8) => {
    if (!sound.isUnlocked) return Promise.resolve('blocked');
    sound.played.push({ isEscalated, volume });
    return Promise.resolve('played');
  },
  unlockAlarmSound: () => {
    sound.isUnlocked = true;
    return Promise.resolve(true);
  },
}));

function unopenedAnswer(ids: number[]) {
  const at = new Date().toISOString();
  return {
    orders: ids.map((id) => ({ id, createdAt: at, since: at })),
    at,
  };
}

let waiting: number[] = [];

beforeEach(() => {
  sound.isUnlocked = false;
  sound.played = [];
  waiting = [];
  document.title = 'Pedidos | Forno';
  setOpenedReporter(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.startsWith('/api/admin/orders/unopened')
        ? Promise.resolve(new Response(JSON.stringify(unopenedAnswer(waiting)), { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  act(() => setUnopenedOrders([], Date.now()));
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function Desk() {
  useAlarmLoop();
  return <SoundBlockedOverlay />;
}

function renderDesk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<Desk />, { wrapper });
}

describe('a desk whose browser blocks the sound (decision 042)', () => {
  it('covers the screen at once, before any order rings, and one click unlocks and plays', async () => {
    renderDesk();
    const button = await screen.findByRole('button', { name: 'Clique para ativar o som' });
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Enquanto não clicar, novos pedidos não tocam neste aparelho.',
    );
    expect(button).toHaveFocus();

    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // the click played the alarm, so the person hears it works
    expect(sound.played).toHaveLength(1);
  });

  it('says how many orders ring unheard, and flashes the tab title until the click', async () => {
    // the flashing's interval is driven by the test; everything else runs on its own
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    waiting = [31, 32, 33];
    renderDesk();
    await screen.findByText(/3 pedidos estão tocando sem som/);
    await waitFor(() => expect(document.title).toBe('(3) NOVO PEDIDO'));
    act(() => void vi.advanceTimersByTime(TITLE_FLASH_MS));
    expect(document.title).toBe('Pedidos | Forno');
    act(() => void vi.advanceTimersByTime(TITLE_FLASH_MS));
    expect(document.title).toBe('(3) NOVO PEDIDO');

    fireEvent.click(screen.getByRole('button', { name: 'Clique para ativar o som' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // heard now: the title is the page's own again, and the alarm plays
    expect(document.title).toBe('Pedidos | Forno');
    expect(sound.played.length).toBeGreaterThanOrEqual(1);
  });

  it('stays out of the way on a desk whose sound was switched off', async () => {
    act(() => setAlarmMuted(true));
    renderDesk();
    // the probe that would have shown it is skipped while muted; unmuting runs it
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => setAlarmMuted(false));
    await screen.findByRole('button', { name: 'Clique para ativar o som' });
  });
});
