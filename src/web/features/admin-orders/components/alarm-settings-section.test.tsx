import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALARM_VOLUME_KEY } from '../stores/volume-store';
import { AlarmSettingsSection } from './alarm-settings-section';

const played = vi.hoisted(() => [] as { isEscalated: boolean; volume: number }[]);

vi.mock('../utils/alarm-sound', () => ({
  playAlarmSound: (isEscalated = false, volume = 0.8) => {
    played.push({ isEscalated, volume });
    return Promise.resolve('played');
  },
}));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  played.length = 0;
});

describe("Configurações' alarm on this device (decision 042)", () => {
  it("sets the alarm's volume, kept on the device, and 'Testar som' plays it at that volume", async () => {
    render(<AlarmSettingsSection />);
    const volume = screen.getByLabelText('Volume do alerta');
    expect(volume).toHaveValue('80');
    fireEvent.change(volume, { target: { value: '50' } });
    expect(window.localStorage.getItem(ALARM_VOLUME_KEY)).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'Testar som' }));
    expect(await screen.findByText('Tocando o alerta a 50%.')).toBeInTheDocument();
    expect(played).toEqual([{ isEscalated: false, volume: 0.5 }]);
  });
});
