import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HintTooltip } from './hint-tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TEXT = 'Seus dados serão exibidos no CRM';

function renderProfileLink() {
  render(
    <HintTooltip content={TEXT} align="end">
      {(tooltipId) => (
        <a href="/profile" aria-describedby={tooltipId}>
          Perfil
        </a>
      )}
    </HintTooltip>,
  );
  return screen.getByRole('link', { name: 'Perfil' });
}

describe('HintTooltip', () => {
  it('describes its trigger and shows on keyboard focus until Escape', async () => {
    const user = userEvent.setup();
    const link = renderProfileLink();
    expect(link).toHaveAccessibleDescription(TEXT);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    expect(link).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(TEXT);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides when the focus leaves', async () => {
    const user = userEvent.setup();
    renderProfileLink();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows after the hover delay (docs/product/limits.md#back-office: 700 ms) and hides on leave', () => {
    vi.useFakeTimers();
    // past the skip delay of a hint closed by an earlier test
    vi.advanceTimersByTime(1000);
    const link = renderProfileLink();
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeVisible();

    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // docs/product/limits.md#back-office: back within 300 ms, no second wait
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('stays hidden for a finger tap', () => {
    vi.useFakeTimers();
    const link = renderProfileLink();
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
