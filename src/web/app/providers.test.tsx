import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '../lib/toast';
import type * as ProvidersModule from './providers';

// the toast queue lives in a module: each test gets fresh ones
let providers: typeof ProvidersModule;
let lib: typeof ToastModule;
beforeEach(async () => {
  vi.resetModules();
  providers = await import('./providers');
  lib = await import('../lib/toast');
});
afterEach(cleanup);

const notifications = () => screen.queryByRole('region', { name: /^Notificações/ });

/** How long a lazily loaded module may take to arrive; the test goes on as soon as it has. */
const LAZY_LOAD = { timeout: 10_000 };

describe('AppProviders', () => {
  it('mounts the Toaster on the first toast and shows the toasts asked for meanwhile', async () => {
    const { AppProviders } = providers;
    render(
      <AppProviders>
        <p>Cardápio</p>
      </AppProviders>,
    );
    expect(notifications()).toBeNull();

    act(() => {
      lib.toast('Pedido salvo neste aparelho', {
        description: 'Ele será enviado à pizzaria quando a conexão voltar.',
      });
      lib.toast.success('Item adicionado ao carrinho');
      lib.toast.error('Erro ao salvar', { id: 'save-error' });
      lib.toast.dismiss('save-error');
    });

    // the Toaster's code is fetched on the first toast: on a busy machine that takes a while
    const first = await screen.findByText('Pedido salvo neste aparelho', {}, LAZY_LOAD);
    expect(
      screen.getByText('Ele será enviado à pizzaria quando a conexão voltar.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Item adicionado ao carrinho')).toBeInTheDocument();
    expect(notifications()).toBeInTheDocument();
    // spec: every toast has its close button
    const toast = first.closest('li');
    expect(toast).not.toBeNull();
    expect(
      within(toast as HTMLElement).getByRole('button', { name: 'Close toast' }),
    ).toBeInTheDocument();
    // dismissed before the Toaster was there: the order of the calls was kept
    await vi.waitFor(() => expect(screen.queryByText('Erro ao salvar')).toBeNull());
  });

  it('after a failed load of the Toaster, the next toast tries again and none is lost', async () => {
    let failures = 1;
    vi.doMock('../components/ui/toaster', async (importOriginal) => {
      if (failures > 0) {
        failures--;
        throw new Error('sem conexão');
      }
      return importOriginal();
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { AppProviders } = providers;
    render(
      <AppProviders>
        <p>Cardápio</p>
      </AppProviders>,
    );

    act(() => lib.toast('Pedido salvo neste aparelho'));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(notifications()).toBeNull();

    act(() => lib.toast.success('Pedidos sincronizados'));
    expect(
      await screen.findByText('Pedido salvo neste aparelho', {}, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('Pedidos sincronizados', {}, LAZY_LOAD)).toBeInTheDocument();
    error.mockRestore();
    vi.doUnmock('../components/ui/toaster');
  });
});
