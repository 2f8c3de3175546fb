import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ESTABLISHMENT, type PublicEstablishment } from '../../../domain/establishment';
import { CLOSED_DAY, WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import { establishmentQueryKey } from '../../api/get-establishment';
import { ShopClosedNotice } from './shop-closed-notice';

const everyDay = (hours: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Schedules;

function renderWith(shop: Partial<PublicEstablishment>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(establishmentQueryKey, {
    ...DEFAULT_ESTABLISHMENT,
    isOpen: false,
    lastUpdated: null,
    ...shop,
  });
  render(
    <QueryClientProvider client={client}>
      <ShopClosedNotice />
    </QueryClientProvider>,
  );
}

/** Wednesday 25 November 2026 at `time` in São Paulo (UTC-3). */
const wednesdayAt = (time: string) => new Date(`2026-11-25T${time}:00-03:00`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ShopClosedNotice', () => {
  const evenings = everyDay('18:00 às 02:00');

  it("says when a closed shop opens later today, in the shop's time zone", async () => {
    vi.setSystemTime(wednesdayAt('10:00'));
    renderWith({ schedules: evenings });
    expect(
      await screen.findByText('A pizzaria está fechada agora. Abrimos hoje às 18:00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('enviar o pedido quando abrirmos');
  });

  it('offers to schedule for the next opening when the shop takes scheduled orders', () => {
    vi.setSystemTime(wednesdayAt('10:00'));
    renderWith({
      schedules: evenings,
      scheduling: { enabled: true, slotMinutes: 30, leadMinutes: 45, slotCapacity: 10 },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você já pode fazer o pedido agora e agendar um horário para quando abrirmos.',
    );
  });

  it('names tomorrow, or the weekday, when today has no more hours', () => {
    vi.setSystemTime(wednesdayAt('10:00'));
    renderWith({ schedules: { ...evenings, quarta: CLOSED_DAY } });
    expect(screen.getByRole('status')).toHaveTextContent('Abrimos amanhã às 18:00.');
    cleanup();
    renderWith({
      schedules: { ...everyDay(CLOSED_DAY), sexta: '18:00 às 23:00' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Abrimos sexta às 18:00.');
  });

  it("reads the hours in the shop's time zone, not the device's", () => {
    // 10:00 in São Paulo is already 22:00 in Tokyo: a shop there is open
    vi.setSystemTime(wednesdayAt('10:00'));
    renderWith({ schedules: evenings, timeZone: 'Asia/Tokyo' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing while the shop is open, after midnight included', () => {
    vi.setSystemTime(wednesdayAt('01:30'));
    renderWith({ schedules: evenings });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('for a shop switched off by the owner, says it takes no orders and points to no hours', () => {
    vi.setSystemTime(wednesdayAt('20:00'));
    renderWith({ schedules: evenings, isActive: false });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('A pizzaria não está recebendo pedidos no momento.');
    expect(notice).not.toHaveTextContent(/Abrimos|horário/);
  });

  it('with no day open, points to the hours instead of a time', () => {
    vi.setSystemTime(wednesdayAt('20:00'));
    renderWith({ schedules: everyDay(CLOSED_DAY) });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('A pizzaria está fechada agora.');
    expect(notice).not.toHaveTextContent('Abrimos');
  });
});
