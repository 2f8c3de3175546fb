import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schedule } from '../../../../domain/scheduling';
import { scheduleQueryKey } from '../../../api/get-schedule';
import { scheduledForOf, slotChoiceActions } from '../checkout/slot-choice';
import { SlotPicker } from './slot-picker';

/** Friday 20 November 2026 in São Paulo (UTC−3). */
const at = (time: string) => new Date(`2026-11-20T${time}:00-03:00`).toISOString();
const slot = (start: string, end: string) => ({ start: at(start), end: at(end), remaining: 1 });
const TONIGHT: Schedule = {
  asap: true,
  schedulingEnabled: true,
  slotMinutes: 30,
  slots: [slot('21:00', '21:30'), slot('21:30', '22:00')],
};

let schedule: Schedule = TONIGHT;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T20:00:00-03:00'));
  schedule = TONIGHT;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url === '/api/schedule'
        ? Promise.resolve(new Response(JSON.stringify(schedule), { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
});
afterEach(() => {
  cleanup();
  slotChoiceActions.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPicker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SlotPicker />
    </QueryClientProvider>,
  );
  return client;
}

describe('SlotPicker', () => {
  it("offers 'O quanto antes' first, then tonight's slots under 'Hoje'", async () => {
    renderPicker();
    const user = userEvent.setup();
    expect(await screen.findByLabelText('O quanto antes')).toBeChecked();
    expect(scheduledForOf()).toBeNull();
    await user.click(screen.getByLabelText('Agendar'));
    const today = screen.getByRole('radiogroup', { name: 'Horários: Hoje' });
    await user.click(within(today).getByLabelText('21:30 – 22:00'));
    expect(scheduledForOf()).toBe(at('21:30'));
  });

  it('drops a slot the server refused as full, says why, and offers the list asked again', async () => {
    const client = renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Agendar'));
    await user.click(screen.getByLabelText('21:30 – 22:00'));

    // the last place went to someone else: the server refuses, the list comes again without it
    schedule = { ...TONIGHT, slots: [slot('21:00', '21:30')] };
    act(() =>
      slotChoiceActions.refused('Este horário acabou de lotar. Escolha um dos horários da lista.'),
    );
    await act(() => client.invalidateQueries({ queryKey: scheduleQueryKey }));

    expect(
      screen.getByText('Este horário acabou de lotar. Escolha um dos horários da lista.'),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByLabelText('21:30 – 22:00')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('21:00 – 21:30')).not.toBeChecked();
    expect(scheduledForOf()).toBeNull();
  });

  it('with the shop closed, offers only a slot of the next opening', async () => {
    schedule = { ...TONIGHT, asap: false };
    renderPicker();
    expect(await screen.findByLabelText('Agendar')).toBeChecked();
    expect(screen.queryByLabelText('O quanto antes')).not.toBeInTheDocument();
    expect(screen.getByText(/A pizzaria está fechada agora: escolha um horário/)).toBeVisible();
  });

  it('shows nothing when the shop does not take scheduled orders', async () => {
    schedule = { ...TONIGHT, schedulingEnabled: false, slots: [] };
    const client = renderPicker();
    await vi.waitFor(() => expect(client.getQueryData(scheduleQueryKey)).toBeDefined());
    expect(screen.queryByText('Quando você quer o pedido?')).not.toBeInTheDocument();
  });
});
