import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { PushNoticesCard } from './push-notices-card';

const browser = vi.hoisted(() => ({
  supported: true,
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  subscribed: new Set<string>(),
  subscription: null as { endpoint: string } | null,
}));
const api = vi.hoisted(() => ({
  subscribe: vi.fn<(publicId: string, subscription: unknown) => Promise<void>>(),
  unsubscribe: vi.fn<(publicId: string, endpoint: string) => Promise<void>>(),
}));

const SUBSCRIPTION = {
  endpoint: 'https://push.example/abc',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

vi.mock('../push/push-browser', () => ({
  isPushSupported: () => browser.supported,
  notificationPermission: () => browser.permission,
  requestNotificationPermission: async () => {
    browser.permission = browser.answer;
    return browser.answer;
  },
  currentSubscription: async () => browser.subscription,
  subscribeBrowser: async () => {
    browser.subscription = { endpoint: SUBSCRIPTION.endpoint };
    return SUBSCRIPTION;
  },
  isOrderSubscribed: (id: string) => browser.subscribed.has(id),
  rememberOrderSubscribed: (id: string, on: boolean) => {
    if (on) browser.subscribed.add(id);
    else browser.subscribed.delete(id);
  },
}));
vi.mock('../../../api/push-subscriptions', () => ({
  getPushPublicKey: async () => 'BPUBLICKEY',
  subscribeOrderNotices: api.subscribe,
  unsubscribeOrderNotices: api.unsubscribe,
}));

const PUBLIC_ID = 'abcdefghijklmnopqrstuv';

beforeEach(() => {
  browser.supported = true;
  browser.permission = 'default';
  browser.answer = 'granted';
  browser.subscribed.clear();
  browser.subscription = null;
  api.subscribe.mockReset().mockResolvedValue(undefined);
  api.unsubscribe.mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('PushNoticesCard', () => {
  it('asks permission, subscribes this browser for the order and shows the notices on', async () => {
    render(<PushNoticesCard publicId={PUBLIC_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect(await screen.findByText('Avisos ativados')).toBeTruthy();
    expect(api.subscribe).toHaveBeenCalledWith(PUBLIC_ID, SUBSCRIPTION);
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeTruthy();
  });

  it("turns them off with 'Desativar'", async () => {
    browser.permission = 'granted';
    browser.subscribed.add(PUBLIC_ID);
    browser.subscription = { endpoint: SUBSCRIPTION.endpoint };
    render(<PushNoticesCard publicId={PUBLIC_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    expect(await screen.findByRole('button', { name: 'Ativar avisos' })).toBeTruthy();
    expect(api.unsubscribe).toHaveBeenCalledWith(PUBLIC_ID, SUBSCRIPTION.endpoint);
  });

  it('explains how to allow them when the browser blocks notifications', async () => {
    browser.answer = 'denied';
    render(<PushNoticesCard publicId={PUBLIC_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect(await screen.findByText('Os avisos estão bloqueados')).toBeTruthy();
    expect(screen.getByText(/toque no cadeado ao lado do endereço/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ativar avisos' })).toBeNull();
    expect(api.subscribe).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its own words", async () => {
    api.subscribe.mockRejectedValue(
      new ApiError(
        409,
        'PUSH_ORDER_FINISHED',
        'Este pedido já foi concluído: não há mais avisos a enviar.',
      ),
    );
    render(<PushNoticesCard publicId={PUBLIC_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar avisos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este pedido já foi concluído: não há mais avisos a enviar.',
    );
    expect(screen.getByRole('button', { name: 'Ativar avisos' })).toBeTruthy();
  });

  it('says in one line that a browser without Web Push cannot receive them', async () => {
    browser.supported = false;
    render(<PushNoticesCard publicId={PUBLIC_ID} />);
    expect(await screen.findByText(/Este navegador não recebe avisos do pedido/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
