import type { KeyboardEvent } from 'react';

const STEPS: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * The arrow keys of a tab list (the WAI-ARIA tabs pattern, automatic activation): the list is one
 * Tab stop (its selected tab has tabIndex 0, the others -1); an arrow, Home or End moves the focus
 * to another tab and selects it. Put it on the element with role="tablist".
 */
export function moveAmongTabs(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step) return;
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])'),
  );
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index < 0 || tabs.length === 0) return;
  const nextIndex =
    step === 'first'
      ? 0
      : step === 'last'
        ? tabs.length - 1
        : (index + (step === 'next' ? 1 : -1) + tabs.length) % tabs.length;
  const next = tabs[nextIndex];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  next.click();
}
